import {
  catalogueEventTypes,
  evolveRequest,
  isRequestEventType,
  REQUEST_EVENT_TYPES,
  type RecordedEvent,
  type RequestDocument,
  type RequestEvent,
  type RequestLine,
  type UserRegistered,
  type UserUpdated,
} from '@console/contracts';
import { sql, type Insertable, type Transaction, type Updateable } from 'kysely';
import type { ReadModels } from '../read-models.js';
import type { Projection } from '../runner/projection.js';
import type { RequestLinesTable, RequestRefsTable, RequestsTable } from './requests.tables.js';

type Trx = Transaction<ReadModels>;
type RefKind = RequestRefsTable['kind'];

/** The catalogue records a row names, by their created / updated events. */
const REFERENCES: readonly { kind: Exclude<RefKind, 'user'>; resource: Parameters<typeof catalogueEventTypes>[0] }[] = [
  { kind: 'partner', resource: 'partners' },
  { kind: 'city', resource: 'city' },
  { kind: 'team', resource: 'teams' },
  { kind: 'warehouse', resource: 'warehouses' },
];
const REFERENCE_KIND: Readonly<Record<string, Exclude<RefKind, 'user'>>> = Object.fromEntries(
  REFERENCES.flatMap((r) => {
    const e = catalogueEventTypes(r.resource);
    return [
      [e.created, r.kind],
      [e.updated, r.kind],
    ];
  }),
);

/** The name columns a row copies, by the key column they follow (contracts' REQUEST_ROW_NAMES). */
const NAMES_OF = {
  userId: { kind: 'user', column: 'userName' },
  assigneeId: { kind: 'user', column: 'assigneeName' },
  partnerId: { kind: 'partner', column: 'partnerName' },
  cityId: { kind: 'city', column: 'cityName' },
  teamId: { kind: 'team', column: 'teamName' },
  warehouseId: { kind: 'warehouse', column: 'warehouseName' },
} as const satisfies Record<string, { kind: RefKind; column: keyof RequestsTable }>;
type KeyColumn = keyof typeof NAMES_OF;
const KEY_COLUMNS = Object.keys(NAMES_OF) as KeyColumn[];

const JSON_FIELDS = new Set(['services', 'items', 'actualItems', 'currentItems']);

const columnsOf = (fields: Readonly<Record<string, unknown>>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([k]) => k !== 'request_lines')
      .map(([k, v]) => [k, JSON_FIELDS.has(k) ? (v === null ? null : JSON.stringify(v)) : v]),
  );

/** The fields one event sets, by the fold itself applied to an empty probe; `deleted` for RequestDeleted. */
export const requestEventChanges = (event: RequestEvent): Record<string, unknown> | 'deleted' => {
  const after = evolveRequest({ request_lines: [] } as unknown as RequestDocument, event);
  if (after === null) return 'deleted';
  const { request_lines: _l, ...rest } = after;
  return rest;
};

type Pending =
  | { kind: 'insert'; record: RequestDocument; updatedAt: string }
  | { kind: 'update'; changes: Record<string, unknown>; updatedAt: string }
  | { kind: 'delete' };

/** What a batch does to request lines, by line id: the row to write, changes to a stored row, or null to delete it. */
type LineOp =
  | { kind: 'write'; line: RequestLine; updatedAt: string }
  | { kind: 'patch'; changes: Record<string, unknown>; updatedAt: string };
type LineOps = Map<number, LineOp | null>;

const refKey = (kind: RefKind, id: number) => `${kind}:${id}`;

const readRefs = async (trx: Trx, wanted: ReadonlySet<string>): Promise<Map<string, string | null>> => {
  const refs = new Map<string, string | null>();
  const keys = [...wanted].map((k) => {
    const [kind, id] = k.split(':') as [RefKind, string];
    return { kind, id: Number(id) };
  });
  for (let i = 0; i < keys.length; i += 1000) {
    const chunk = keys.slice(i, i + 1000);
    const rows = await trx
      .selectFrom('rm.request_refs')
      .select(['kind', 'id', 'name'])
      .where((eb) => eb.or(chunk.map((k) => eb.and([eb('kind', '=', k.kind), eb('id', '=', k.id)]))))
      .execute();
    for (const r of rows) refs.set(refKey(r.kind, r.id), r.name);
  }
  return refs;
};

const namesFor = (fields: Readonly<Record<string, unknown>>, refs: ReadonlyMap<string, string | null>): Record<string, string | null> => {
  const out: Record<string, string | null> = {};
  for (const key of KEY_COLUMNS) {
    if (!(key in fields)) continue;
    const id = fields[key];
    const spec = NAMES_OF[key];
    out[spec.column] = typeof id === 'number' ? (refs.get(refKey(spec.kind, id)) ?? null) : null;
  }
  return out;
};

const wantedRefs = (fields: Readonly<Record<string, unknown>>, into: Set<string>): void => {
  for (const key of KEY_COLUMNS) {
    const id = fields[key];
    if (typeof id === 'number') into.add(refKey(NAMES_OF[key].kind, id));
  }
};

const gather = (pending: Map<number, Pending>, lines: LineOps, touched: Set<number>, e: RecordedEvent): void => {
  const event = { type: e.type, data: e.data } as RequestEvent;
  const id = (e.data as { id: number }).id;
  const at = e.metadata.occurredAt;
  // The lines first: their own rows.
  if (event.type === 'RequestCreated') for (const l of event.data.lines) lines.set(l.id, { kind: 'write', line: l, updatedAt: at });
  if (event.type === 'RequestUpdated') {
    for (const l of [...(event.data.linesAdded ?? []), ...(event.data.linesChanged ?? [])]) {
      lines.set(l.id, { kind: 'write', line: l, updatedAt: at });
    }
    for (const lineId of event.data.linesRemoved ?? []) lines.set(lineId, null);
    touched.add(id);
  }
  if (event.type === 'RequestLineUpdated') {
    const known = lines.get(event.data.lineId);
    const defined = Object.fromEntries(Object.entries(event.data.changes).filter(([, v]) => v !== undefined));
    if (known?.kind === 'write') lines.set(event.data.lineId, { kind: 'write', line: { ...known.line, ...defined }, updatedAt: at });
    else if (known !== null) {
      lines.set(event.data.lineId, { kind: 'patch', changes: { ...(known?.changes ?? {}), ...defined }, updatedAt: at });
    }
  }
  if (event.type === 'RequestCreated') {
    const record = evolveRequest(null, event);
    if (record) pending.set(id, { kind: 'insert', record, updatedAt: at });
    return;
  }
  const current = pending.get(id);
  if (current?.kind === 'insert') {
    const record = evolveRequest(current.record, event);
    if (record === null) pending.set(id, { kind: 'delete' });
    else pending.set(id, { kind: 'insert', record, updatedAt: at });
    return;
  }
  if (current?.kind === 'delete') return;
  const changes = requestEventChanges(event);
  if (changes === 'deleted') {
    pending.set(id, { kind: 'delete' });
    return;
  }
  pending.set(id, { kind: 'update', changes: { ...(current?.changes ?? {}), ...changes }, updatedAt: at });
};

/** Changes to rm.request_counts, by partner and charge type ('' for the total). */
type CountDeltas = Map<string, number>;
const countRow = (deltas: CountDeltas, row: { partnerId: number; chargeTypes: readonly string[] }, by: number): void => {
  for (const key of ['', ...new Set(row.chargeTypes)]) {
    const k = `${row.partnerId}\u0000${key}`;
    deltas.set(k, (deltas.get(k) ?? 0) + by);
  }
};
const writeCounts = async (trx: Trx, deltas: CountDeltas): Promise<void> => {
  const rows = [...deltas]
    .filter(([, n]) => n !== 0)
    .map(([k, n]) => {
      const [partnerId, chargeType] = k.split('\u0000') as [string, string];
      return { partnerId: Number(partnerId), chargeType, n };
    });
  if (rows.length === 0) return;
  await trx
    .insertInto('rm.request_counts')
    .values(rows)
    .onConflict((oc) => oc.columns(['partnerId', 'chargeType']).doUpdateSet((eb) => ({ n: sql<number>`${eb.ref('rm.request_counts.n')} + ${eb.ref('excluded.n')}` })))
    .execute();
};

/** Writes what a batch gathered: lines, new rows in multi-row inserts, one update per changed row, deletions. */
const flush = async (trx: Trx, pending: Map<number, Pending>, lines: LineOps, touched: Set<number>): Promise<void> => {
  const deltas: CountDeltas = new Map();
  const wanted = new Set<string>();
  for (const p of pending.values()) {
    if (p.kind === 'insert') wantedRefs(p.record, wanted);
    if (p.kind === 'update') wantedRefs(p.changes, wanted);
  }
  const refs = await readRefs(trx, wanted);
  const inserts: Insertable<RequestsTable>[] = [];
  const deletes: number[] = [];
  for (const [id, p] of pending) {
    if (p.kind === 'insert') {
      inserts.push({
        ...columnsOf(p.record),
        updatedAt: p.updatedAt,
        lineCount: p.record.request_lines.length,
        ...namesFor(p.record, refs),
      } as unknown as Insertable<RequestsTable>);
    } else if (p.kind === 'delete') deletes.push(id);
    else {
      // A change of partner or charge types moves the row between counts.
      const recounted = 'partnerId' in p.changes || 'chargeTypes' in p.changes;
      const before = recounted
        ? await trx.selectFrom('rm.requests').select(['partnerId', 'chargeTypes']).where('id', '=', id).executeTakeFirst()
        : undefined;
      const after = await trx
        .updateTable('rm.requests')
        .set({ ...columnsOf(p.changes), ...namesFor(p.changes, refs), updatedAt: p.updatedAt } as Updateable<RequestsTable>)
        .where('id', '=', id)
        .returning(['partnerId', 'chargeTypes'])
        .executeTakeFirst();
      if (before && after) {
        countRow(deltas, before, -1);
        countRow(deltas, after, 1);
      }
    }
  }
  for (let i = 0; i < inserts.length; i += 500) {
    const inserted = await trx
      .insertInto('rm.requests')
      .values(inserts.slice(i, i + 500))
      .onConflict((oc) => oc.column('id').doNothing())
      .returning(['partnerId', 'chargeTypes'])
      .execute();
    for (const r of inserted) countRow(deltas, r, 1);
  }
  const lineRows: Insertable<RequestLinesTable>[] = [];
  const lineDeletes: number[] = [];
  for (const [lineId, op] of lines) {
    if (op === null) lineDeletes.push(lineId);
    else if (op.kind === 'write') lineRows.push({ ...op.line, updatedAt: op.updatedAt });
    else {
      await trx
        .updateTable('rm.request_lines')
        .set({ ...op.changes, updatedAt: op.updatedAt } as Updateable<RequestLinesTable>)
        .where('id', '=', lineId)
        .execute();
    }
  }
  for (let i = 0; i < lineRows.length; i += 1000) {
    await trx
      .insertInto('rm.request_lines')
      .values(lineRows.slice(i, i + 1000))
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          qty: eb.ref('excluded.qty'),
          qtyDone: eb.ref('excluded.qtyDone'),
          qtyInOut: eb.ref('excluded.qtyInOut'),
          storageId: eb.ref('excluded.storageId'),
          updatedAt: eb.ref('excluded.updatedAt'),
        })),
      )
      .execute();
  }
  if (lineDeletes.length > 0) await trx.deleteFrom('rm.request_lines').where('id', 'in', lineDeletes).execute();
  if (deletes.length > 0) {
    const deleted = await trx.deleteFrom('rm.requests').where('id', 'in', deletes).returning(['partnerId', 'chargeTypes']).execute();
    for (const r of deleted) countRow(deltas, r, -1);
    await trx.deleteFrom('rm.request_lines').where('requestId', 'in', deletes).execute();
  }
  await writeCounts(trx, deltas);
  const recount = [...touched].filter((id) => pending.get(id)?.kind !== 'delete');
  if (recount.length > 0) {
    await sql`
      UPDATE rm.requests r SET "lineCount" = (SELECT count(*) FROM rm.request_lines l WHERE l."requestId" = r.id)
       WHERE r.id IN (${sql.join(recount)})`.execute(trx);
  }
};

const upsertRefs = async (trx: Trx, rows: readonly RequestRefsTable[]): Promise<void> => {
  for (let i = 0; i < rows.length; i += 1000) {
    await trx
      .insertInto('rm.request_refs')
      .values(rows.slice(i, i + 1000))
      .onConflict((oc) => oc.columns(['kind', 'id']).doUpdateSet((eb) => ({ name: eb.ref('excluded.name') })))
      .execute();
  }
};

/** The rows naming these records take the new name (ARCHITECTURE §5: a copied name follows its record). */
const refreshNames = async (trx: Trx, kind: RefKind, ids: readonly number[]): Promise<void> => {
  if (ids.length === 0) return;
  for (const key of KEY_COLUMNS) {
    const spec = NAMES_OF[key];
    if (spec.kind !== kind) continue;
    await sql`
      UPDATE rm.requests q SET ${sql.ref(spec.column)} = r.name
        FROM rm.request_refs r
       WHERE r.kind = ${kind} AND r.id = q.${sql.ref(key)} AND q.${sql.ref(key)} IN (${sql.join(ids)})`.execute(trx);
  }
};

const usersRegistered = async (trx: Trx, run: readonly RecordedEvent[]): Promise<void> => {
  const latest = new Map<number, string>();
  for (const e of run) {
    const d = e.data as UserRegistered;
    latest.set(d.id, d.profile.name);
  }
  await upsertRefs(trx, [...latest].map(([id, name]) => ({ kind: 'user' as const, id, name })));
  await refreshNames(trx, 'user', [...latest.keys()]);
};

const userUpdated = async (trx: Trx, e: RecordedEvent): Promise<void> => {
  const d = e.data as UserUpdated;
  if (d.changes.name === undefined) return;
  await upsertRefs(trx, [{ kind: 'user', id: d.id, name: d.changes.name }]);
  await refreshNames(trx, 'user', [d.id]);
};

const referenceChanged = async (trx: Trx, kind: Exclude<RefKind, 'user'>, e: RecordedEvent): Promise<void> => {
  const d = e.data as { id: number; record?: Record<string, unknown>; changes?: Record<string, unknown> };
  const name = (d.record ?? d.changes)?.['name'];
  if (typeof name !== 'string') return;
  await upsertRefs(trx, [{ kind, id: d.id, name }]);
  await refreshNames(trx, kind, [d.id]);
};

/**
 * rm.requests and rm.request_lines (the requests list and the Lines tab, spec 2 §2) and their own
 * rm.request_refs. A batch's request events are gathered per row first (a request created and worked in one batch
 * is one insert) and written at the end; names are applied as they come, so a row's name columns end equal to the
 * current name of the record its key names.
 */
export const requestsProjection: Projection<ReadModels> = {
  name: 'requests',
  version: 1,
  handles: [...REQUEST_EVENT_TYPES, 'UserRegistered', 'UserUpdated', ...Object.keys(REFERENCE_KIND)],
  tables: ['rm.requests', 'rm.request_lines', 'rm.request_refs', 'rm.request_counts', 'rm.request_search'],
  async applyBatch(trx, events) {
    let pending = new Map<number, Pending>();
    let lines: LineOps = new Map();
    let touched = new Set<number>();
    let registrations: RecordedEvent[] = [];
    const flushAll = async () => {
      if (registrations.length > 0) await usersRegistered(trx, registrations);
      registrations = [];
      await flush(trx, pending, lines, touched);
      pending = new Map();
      lines = new Map();
      touched = new Set();
    };
    for (const e of events) {
      if (isRequestEventType(e.type)) {
        if (registrations.length > 0) {
          await usersRegistered(trx, registrations);
          registrations = [];
        }
        gather(pending, lines, touched, e);
      } else if (e.type === 'UserRegistered') {
        registrations.push(e);
      } else {
        // A rename applies to the rows written so far: write them first.
        await flushAll();
        if (e.type === 'UserUpdated') await userUpdated(trx, e);
        else {
          const kind = REFERENCE_KIND[e.type];
          if (kind) await referenceChanged(trx, kind, e);
        }
      }
    }
    await flushAll();
  },
  async apply(trx, event) {
    await requestsProjection.applyBatch!(trx, [event]);
  },
};
