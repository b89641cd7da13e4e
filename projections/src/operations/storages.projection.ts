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
} from '@console/contracts';
import { sql, type Transaction } from 'kysely';
import { applyBatchWith } from '../core/apply-batch.js';
import { RowBatch, writeRows, type RowTable } from '../core/batch-writer.js';
import { RefNames } from '../core/ref-names.js';
import { recordRefSource, userRefSource } from '../core/ref-sources.js';
import type { ReadModels } from '../read-models.js';
import type { Projection } from '../core/projection.js';
import { keepStorageTypeFirsts, newFirstsTouched, touchFirsts } from './storage-type-firsts.js';
import type { StorageRefsTable } from './storages.tables.js';

type Trx = Transaction<ReadModels>;
type RefKind = StorageRefsTable['kind'];

const storageTypeEvents = catalogueEventTypes('storage-types');
/**
 * The locations' events are the WAREHOUSES context's: we follow a location's path from them by name, reading the
 * path from `record`, `changes`, `fields` or the payload itself, so the shape of their payload does not matter.
 */
const LOCATION_EVENTS = ['LocationCreated', 'LocationUpdated'] as const;

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

/**
 * The names the rows copy, kept in rm.storage_refs: the customer's name, the storage type's code and name, a
 * location's path (as its `name`). A storage's shown location is its path, or OUT once checked out.
 */
const names = new RefNames<RefKind, 'name' | 'code'>({
  table: 'rm.storage_refs',
  fields: ['name', 'code'],
  sources: [
    userRefSource('user', { name: 'name' }),
    recordRefSource(storageTypeEvents, 'storagetype', { name: 'name', code: 'code' }),
    {
      types: LOCATION_EVENTS,
      kind: 'location',
      read: (data) => {
        const id = (data as { id?: unknown }).id;
        const path = pathOf(data);
        return typeof id === 'number' && path !== undefined ? { id, values: { name: path } } : undefined;
      },
    },
  ],
  copies: [
    { table: 'rm.storages', key: 'userId', kind: 'user', columns: { userName: 'name' } },
    {
      table: 'rm.storages',
      key: 'storagetypeId',
      kind: 'storagetype',
      columns: { storagetypeCode: 'code', storagetypeName: 'name' },
    },
    {
      table: 'rm.storages',
      key: 'locationId',
      kind: 'location',
      columns: { locationPath: 'name' },
      derived: { location: (field) => sql`CASE WHEN t.location = 'OUT' THEN 'OUT' ELSE ${field('name')} END` },
    },
    { table: 'rm.storage_records', key: 'locationId', kind: 'location', columns: { locationPath: 'name' } },
  ],
});

/** The storage's own fields as columns (the record list is the storage_records table's). */
const storageColumns = (d: StorageDocument): Record<string, unknown> => {
  const { records: _records, ...fields } = d;
  return fields;
};

interface Batch {
  readonly storages: RowBatch;
  readonly records: RowBatch;
  /** Per partner, storages created in this batch. */
  readonly created: Map<number, number>;
}

const newBatch = (): Batch => ({ storages: new RowBatch(), records: new RowBatch(), created: new Map() });

const changeStorage = (b: Batch, id: number, columns: Record<string, unknown>): void => b.storages.update(id, columns);
const changeRecord = (b: Batch, id: number, columns: Record<string, unknown>): void => b.records.update(id, columns);

/** Folds one storage event into what the batch has gathered (names and paths are resolved at the flush). */
const gather = (b: Batch, e: RecordedEvent): void => {
  const at = e.metadata.occurredAt;
  switch (e.type) {
    case 'StorageCreated': {
      const d = e.data as StorageCreated;
      const doc = evolveStorage(null, { type: 'StorageCreated', data: d })!;
      b.storages.insert(d.id, {
        ...storageColumns(doc),
        updatedAt: at,
        warehouseId: null,
        locationId: null,
        location: null,
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
      b.records.insert(d.recordId, {
        id: d.recordId,
        orderId: d.orderId,
        storageId: d.storageId,
        qty: d.qty,
        warehouseId: d.warehouseId,
        locationId: d.locationId,
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
      changeStorage(b, d.storageId, {
        status: 'stored',
        warehouseId: d.warehouseId,
        locationId: d.locationId,
        updatedAt: at,
        '#direction': 'in',
      });
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

/**
 * A storage row's shown location follows its path and direction (in or out), set by the check-in, locate and
 * check-out events; the path itself is a copied name.
 */
const STORAGES: RowTable<Record<string, unknown>> = {
  table: 'rm.storages',
  names,
  insertColumns: (_id, columns) => columns,
  finish: (columns) => {
    const { ['#direction']: direction, ...out } = columns;
    if (direction === undefined) return out;
    return {
      ...out,
      location: displayedStorageLocation({
        status: direction as 'in' | 'out',
        locationPath: (out['locationPath'] as string | null) ?? null,
      }),
    };
  },
};

const RECORDS: RowTable<Record<string, unknown>> = {
  table: 'rm.storage_records',
  names,
  insertColumns: (_id, columns) => columns,
};

const flush = async (trx: Trx, b: Batch): Promise<void> => {
  const firsts = newFirstsTouched();
  for (const [id, p] of b.storages.entries()) {
    if (p.kind === 'insert') touchFirsts(firsts, id, 'insert', p.value);
    if (p.kind === 'update') touchFirsts(firsts, id, 'update', p.columns);
  }
  await writeRows(trx, b.storages, STORAGES);
  await keepStorageTypeFirsts(trx, firsts);
  await writeRows(trx, b.records, RECORDS);
  for (const [partnerId, n] of b.created) {
    await trx
      .insertInto('rm.storage_totals')
      .values({ partnerId, n })
      .onConflict((oc) =>
        oc.column('partnerId').doUpdateSet((eb) => ({ n: sql<number>`${eb.ref('rm.storage_totals.n')} + ${n}` })),
      )
      .execute();
  }
  b.created.clear();
};

/**
 * rm.storages, rm.storage_records and their own rm.storage_refs / rm.storage_totals / rm.storage_type_firsts (each
 * storage type's first storage, see storage-type-firsts.ts). A batch's storage events are
 * gathered per row (a storage created and checked in within one batch is one insert and one record insert) and
 * written at its end, after the names the batch gives (user, storage type, location path; core/apply-batch.ts), so
 * each row ends with the current name of what its key names.
 */
export const storagesProjection: Projection<ReadModels> = {
  name: 'storages',
  version: 1,
  handles: [...STORAGE_EVENT_TYPES, ...names.handles],
  concerns: names.concernsWith(STORAGE_EVENT_TYPES),
  // rm.storage_counts is kept by triggers on rm.storages; listed so a rebuild truncates it with them.
  tables: [
    'rm.storages',
    'rm.storage_records',
    'rm.storage_refs',
    'rm.storage_totals',
    'rm.storage_counts',
    'rm.storage_type_firsts',
    'rm.storage_search',
  ],
  async applyBatch(trx, events) {
    const batch = newBatch();
    await applyBatchWith(trx, events, names, {
      gather: (e) => {
        if (isStorageEventType(e.type)) gather(batch, e);
      },
      flush: () => flush(trx, batch),
    });
  },
  async apply(trx, event) {
    await storagesProjection.applyBatch!(trx, [event]);
  },
};
