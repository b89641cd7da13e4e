import {
  catalogueEventTypes,
  displayedStorageLocation,
  evolveStorage,
  isStorageEventType,
  STORAGE_EVENT_TYPES,
  type RecordedEvent,
  type StorageBulkUpdated,
  type StorageCheckedIn,
  type StorageCheckedOut,
  type StorageCreated,
  type StorageDocument,
  type StorageRecordQtyChanged,
  type StorageLocated,
  type StorageStatusMoved,
  type StorageUpdated,
  type UserRegistered,
  type UserUpdated,
} from '@console/contracts';
import { sql, type Insertable, type Transaction, type Updateable } from 'kysely';
import type { ReadModels } from '../read-models.js';
import type { Projection } from '../runner/projection.js';
import { keepStorageTypeFirsts, newFirstsTouched, touchFirsts } from './storage-type-firsts.js';
import type { StorageRecordsTable, StorageRefsTable, StoragesTable } from './storages.tables.js';

type Trx = Transaction<ReadModels>;
type RefKind = StorageRefsTable['kind'];
type Ref = Pick<StorageRefsTable, 'name' | 'code'>;

const storageTypeEvents = catalogueEventTypes('storage-types');
/**
 * The locations' events are the WAREHOUSES context's: we follow a location's path from them by name, reading the
 * path from `record`, `changes`, `fields` or the payload itself, so the shape of their payload does not matter.
 */
const LOCATION_EVENTS = ['LocationCreated', 'LocationUpdated'] as const;

const refKey = (kind: RefKind, id: number) => `${kind}:${id}`;

/** The storage's own fields as columns (the record list is the storage_records table's). */
const storageColumns = (d: StorageDocument): Record<string, unknown> => {
  const { records: _records, ...fields } = d;
  return fields;
};

interface PendingStorage {
  kind: 'insert' | 'update';
  /** insert: the whole row so far; update: the changed columns. */
  columns: Record<string, unknown>;
}
interface PendingRecord {
  kind: 'insert' | 'update';
  columns: Record<string, unknown>;
}

interface Batch {
  readonly storages: Map<number, PendingStorage>;
  readonly records: Map<number, PendingRecord>;
  /** Per partner, storages created in this batch. */
  readonly created: Map<number, number>;
}

const newBatch = (): Batch => ({ storages: new Map(), records: new Map(), created: new Map() });

const changeStorage = (b: Batch, id: number, columns: Record<string, unknown>): void => {
  const p = b.storages.get(id);
  if (p) Object.assign(p.columns, columns);
  else b.storages.set(id, { kind: 'update', columns: { ...columns } });
};

const changeRecord = (b: Batch, id: number, columns: Record<string, unknown>): void => {
  const p = b.records.get(id);
  if (p) Object.assign(p.columns, columns);
  else b.records.set(id, { kind: 'update', columns: { ...columns } });
};

/** Folds one storage event into what the batch has gathered (names and paths are resolved at the flush). */
const gather = (b: Batch, e: RecordedEvent): void => {
  const at = e.metadata.occurredAt;
  switch (e.type) {
    case 'StorageCreated': {
      const d = e.data as StorageCreated;
      const doc = evolveStorage(null, { type: 'StorageCreated', data: d })!;
      b.storages.set(d.id, {
        kind: 'insert',
        columns: {
          ...storageColumns(doc),
          updatedAt: at,
          warehouseId: null,
          locationId: null,
          locationPath: null,
          location: null,
        },
      });
      b.created.set(doc.partnerId, (b.created.get(doc.partnerId) ?? 0) + 1);
      return;
    }
    case 'StorageUpdated':
    case 'StorageBulkUpdated': {
      const d = e.data as StorageUpdated | StorageBulkUpdated;
      const changes = Object.fromEntries(Object.entries(d.changes).filter(([, v]) => v !== undefined));
      changeStorage(b, d.id, { ...changes, updatedAt: at });
      return;
    }
    case 'StorageCheckedIn': {
      const d = e.data as StorageCheckedIn;
      b.records.set(d.recordId, {
        kind: 'insert',
        columns: {
          id: d.recordId,
          orderId: d.orderId,
          storageId: d.storageId,
          qty: d.qty,
          warehouseId: d.warehouseId,
          locationId: d.locationId,
          locationPath: null,
          countryId: d.countryId,
          partnerId: d.partnerId,
          userId: d.userId,
          type: 'check_in',
          status: 'in',
          from: d.at,
          to: null,
          activeAt: null,
          inById: d.byId,
          outById: null,
          activeById: null,
          createdAt: at,
          updatedAt: at,
        },
      });
      changeStorage(b, d.storageId, {
        status: 'in',
        warehouseId: d.warehouseId,
        locationId: d.locationId,
        updatedAt: at,
        '#direction': 'in',
      });
      return;
    }
    case 'StorageStatusMoved': {
      const d = e.data as StorageStatusMoved;
      changeStorage(b, d.id, { status: d.to, updatedAt: at });
      return;
    }
    case 'StorageLocated': {
      const d = e.data as StorageLocated;
      changeRecord(b, d.recordId, { warehouseId: d.warehouseId, locationId: d.locationId, updatedAt: at });
      changeStorage(b, d.storageId, { status: 'stored', warehouseId: d.warehouseId, locationId: d.locationId, updatedAt: at, '#direction': 'in' });
      return;
    }
    case 'StorageRecordQtyChanged': {
      const d = e.data as StorageRecordQtyChanged;
      changeRecord(b, d.recordId, { qty: d.qty, updatedAt: at });
      return;
    }
    case 'StorageCheckedOut': {
      const d = e.data as StorageCheckedOut;
      changeRecord(b, d.recordId, { type: 'check_out', status: 'out', to: d.at, outById: d.byId, updatedAt: at });
      changeStorage(b, d.storageId, {
        status: 'out',
        warehouseId: d.warehouseId,
        locationId: d.locationId,
        updatedAt: at,
        '#direction': 'out',
      });
      return;
    }
  }
};

const readRefs = async (trx: Trx, wanted: ReadonlySet<string>): Promise<Map<string, Ref>> => {
  const refs = new Map<string, Ref>();
  const byKind = new Map<RefKind, number[]>();
  for (const k of wanted) {
    const [kind, id] = k.split(':') as [RefKind, string];
    byKind.set(kind, [...(byKind.get(kind) ?? []), Number(id)]);
  }
  for (const [kind, ids] of byKind) {
    for (let i = 0; i < ids.length; i += 5000) {
      const rows = await trx
        .selectFrom('rm.storage_refs')
        .select(['id', 'name', 'code'])
        .where('kind', '=', kind)
        .where('id', 'in', ids.slice(i, i + 5000))
        .execute();
      for (const r of rows) refs.set(refKey(kind, r.id), r);
    }
  }
  return refs;
};

/** A storage row's display columns that follow the key columns present in `columns`. */
const resolve = (columns: Record<string, unknown>, refs: ReadonlyMap<string, Ref>): Record<string, unknown> => {
  const out: Record<string, unknown> = { ...columns };
  delete out['#direction'];
  if ('userId' in columns) {
    const id = columns['userId'];
    out['userName'] = typeof id === 'number' ? (refs.get(refKey('user', id))?.name ?? null) : null;
  }
  if ('storagetypeId' in columns) {
    const id = columns['storagetypeId'];
    const ref = typeof id === 'number' ? refs.get(refKey('storagetype', id)) : undefined;
    out['storagetypeCode'] = ref?.code ?? null;
    out['storagetypeName'] = ref?.name ?? null;
  }
  if ('#direction' in columns) {
    const path = locationPathOf(columns['locationId'], refs);
    out['locationPath'] = path;
    out['location'] = displayedStorageLocation({ status: columns['#direction'] as 'in' | 'out', locationPath: path });
  }
  return out;
};

const locationPathOf = (id: unknown, refs: ReadonlyMap<string, Ref>): string | null =>
  typeof id === 'number' ? (refs.get(refKey('location', id))?.name ?? null) : null;

/** A record row: its location path. */
const resolveRecord = (columns: Record<string, unknown>, refs: ReadonlyMap<string, Ref>): Record<string, unknown> => ({
  ...columns,
  locationPath: locationPathOf(columns['locationId'], refs),
});

const want = (columns: Record<string, unknown>, into: Set<string>): void => {
  const user = columns['userId'];
  if (typeof user === 'number') into.add(refKey('user', user));
  const type = columns['storagetypeId'];
  if (typeof type === 'number') into.add(refKey('storagetype', type));
  const location = columns['locationId'];
  if (typeof location === 'number') into.add(refKey('location', location));
};

const flush = async (trx: Trx, b: Batch): Promise<void> => {
  if (b.storages.size === 0 && b.records.size === 0) return;
  const wanted = new Set<string>();
  for (const p of b.storages.values()) want(p.columns, wanted);
  for (const p of b.records.values()) want(p.columns, wanted);
  const refs = await readRefs(trx, wanted);
  const inserts: Insertable<StoragesTable>[] = [];
  const updates: [number, Updateable<StoragesTable>][] = [];
  const firsts = newFirstsTouched();
  for (const [id, p] of b.storages) {
    touchFirsts(firsts, id, p.kind, p.columns);
    if (p.kind === 'insert') inserts.push(resolve(p.columns, refs) as unknown as Insertable<StoragesTable>);
    else updates.push([id, resolve(p.columns, refs)]);
  }
  // About 45 columns a row: 1000 rows stay under PostgreSQL's 65,535 parameters.
  for (let i = 0; i < inserts.length; i += 1000) {
    await trx.insertInto('rm.storages').values(inserts.slice(i, i + 1000)).onConflict((oc) => oc.column('id').doNothing()).execute();
  }
  for (const [id, set] of updates) await trx.updateTable('rm.storages').set(set).where('id', '=', id).execute();
  await keepStorageTypeFirsts(trx, firsts);
  const recordInserts: Insertable<StorageRecordsTable>[] = [];
  for (const [id, p] of b.records) {
    if (p.kind === 'insert') recordInserts.push(resolveRecord(p.columns, refs) as unknown as Insertable<StorageRecordsTable>);
    else {
      // A record moved to a location (StorageLocated) takes that location's path.
      const set = 'locationId' in p.columns ? resolveRecord(p.columns, refs) : p.columns;
      await trx.updateTable('rm.storage_records').set(set as Updateable<StorageRecordsTable>).where('id', '=', id).execute();
    }
  }
  for (let i = 0; i < recordInserts.length; i += 2000) {
    await trx
      .insertInto('rm.storage_records')
      .values(recordInserts.slice(i, i + 2000))
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
  for (const [partnerId, n] of b.created) {
    await trx
      .insertInto('rm.storage_totals')
      .values({ partnerId, n })
      .onConflict((oc) => oc.column('partnerId').doUpdateSet((eb) => ({ n: sql<number>`${eb.ref('rm.storage_totals.n')} + ${n}` })))
      .execute();
  }
  b.storages.clear();
  b.records.clear();
  b.created.clear();
};

const upsertRef = async (trx: Trx, kind: RefKind, id: number, ref: Partial<Ref>): Promise<Ref> => {
  const before = await trx.selectFrom('rm.storage_refs').select(['name', 'code']).where('kind', '=', kind).where('id', '=', id).executeTakeFirst();
  const next: Ref = { name: ref.name !== undefined ? ref.name : (before?.name ?? null), code: ref.code !== undefined ? ref.code : (before?.code ?? null) };
  await trx
    .insertInto('rm.storage_refs')
    .values({ kind, id, ...next })
    .onConflict((oc) => oc.columns(['kind', 'id']).doUpdateSet({ name: next.name, code: next.code }))
    .execute();
  return next;
};

/** A run of user registrations: their names in one upsert, then the rows naming them (rare: storages come later). */
const usersRegistered = async (trx: Trx, run: readonly RecordedEvent[]): Promise<void> => {
  const latest = new Map<number, string>();
  for (const e of run) {
    const d = e.data as UserRegistered;
    latest.set(d.id, d.profile.name);
  }
  const rows = [...latest].map(([id, name]) => ({ kind: 'user' as const, id, name, code: null }));
  for (let i = 0; i < rows.length; i += 2000) {
    await trx
      .insertInto('rm.storage_refs')
      .values(rows.slice(i, i + 2000))
      .onConflict((oc) => oc.columns(['kind', 'id']).doUpdateSet((eb) => ({ name: eb.ref('excluded.name') })))
      .execute();
  }
  const ids = [...latest.keys()];
  for (let i = 0; i < ids.length; i += 5000) {
    const list = sql.join(ids.slice(i, i + 5000).map((id) => sql`${id}`));
    await sql`
      UPDATE rm.storages s SET "userName" = r.name FROM rm.storage_refs r
       WHERE r.kind = 'user' AND r.id = s."userId" AND s."userId" IN (${list}) AND s."userName" IS DISTINCT FROM r.name`.execute(trx);
  }
};

const pathOf = (data: unknown): string | undefined => {
  const d = data as Record<string, unknown>;
  for (const holder of [d['record'], d['changes'], d['fields'], d]) {
    if (holder && typeof holder === 'object' && 'path' in holder) {
      const p = (holder as Record<string, unknown>)['path'];
      if (typeof p === 'string' || p === null) return p ?? undefined;
    }
  }
  return undefined;
};

const otherEvent = async (trx: Trx, e: RecordedEvent): Promise<void> => {
  if (e.type === 'UserUpdated') {
    const d = e.data as UserUpdated;
    if (d.changes.name === undefined) return;
    await upsertRef(trx, 'user', d.id, { name: d.changes.name });
    await trx.updateTable('rm.storages').set({ userName: d.changes.name }).where('userId', '=', d.id).execute();
    return;
  }
  if (e.type === storageTypeEvents.created || e.type === storageTypeEvents.updated) {
    const d = e.data as { id: number; record?: { code?: string; name?: string }; changes?: { code?: string; name?: string } };
    const f = d.record ?? d.changes ?? {};
    if (f.code === undefined && f.name === undefined) return;
    const ref = await upsertRef(trx, 'storagetype', d.id, { ...(f.name !== undefined ? { name: f.name } : {}), ...(f.code !== undefined ? { code: f.code } : {}) });
    await trx.updateTable('rm.storages').set({ storagetypeCode: ref.code, storagetypeName: ref.name }).where('storagetypeId', '=', d.id).execute();
    return;
  }
  if ((LOCATION_EVENTS as readonly string[]).includes(e.type)) {
    const id = (e.data as { id?: unknown }).id;
    const path = pathOf(e.data);
    if (typeof id !== 'number' || path === undefined) return;
    await upsertRef(trx, 'location', id, { name: path });
    await trx.updateTable('rm.storage_records').set({ locationPath: path }).where('locationId', '=', id).execute();
    await sql`
      UPDATE rm.storages SET "locationPath" = ${path},
             location = CASE WHEN location = 'OUT' THEN 'OUT' ELSE ${path} END
       WHERE "locationId" = ${id}`.execute(trx);
  }
};

/**
 * rm.storages, rm.storage_records and their own rm.storage_refs / rm.storage_totals / rm.storage_type_firsts (each
 * storage type's first storage, see storage-type-firsts.ts). A batch's storage events are
 * gathered per row (a storage created and checked in within one batch is one insert and one record insert) and
 * written at its end; the names (user, storage type, location path) are applied as they come, after the gathered
 * rows are written, so each row ends with the current name of what its key names.
 */
export const storagesProjection: Projection<ReadModels> = {
  name: 'storages',
  version: 1,
  handles: [
    ...STORAGE_EVENT_TYPES,
    'UserRegistered',
    'UserUpdated',
    storageTypeEvents.created,
    storageTypeEvents.updated,
    ...LOCATION_EVENTS,
  ],
  // rm.storage_counts is kept by triggers on rm.storages; listed so a rebuild truncates it with them.
  tables: ['rm.storages', 'rm.storage_records', 'rm.storage_refs', 'rm.storage_totals', 'rm.storage_counts', 'rm.storage_type_firsts', 'rm.storage_search'],
  async applyBatch(trx, events) {
    const batch = newBatch();
    let registrations: RecordedEvent[] = [];
    for (const e of events) {
      if (isStorageEventType(e.type)) {
        gather(batch, e);
        continue;
      }
      if (e.type === 'UserRegistered') {
        registrations.push(e);
        continue;
      }
      await flush(trx, batch);
      if (registrations.length > 0) await usersRegistered(trx, registrations);
      registrations = [];
      await otherEvent(trx, e);
    }
    // Names first, so the rows written after them read the current names.
    if (registrations.length > 0) await usersRegistered(trx, registrations);
    await flush(trx, batch);
  },
  async apply(trx, event) {
    await storagesProjection.applyBatch!(trx, [event]);
  },
};
