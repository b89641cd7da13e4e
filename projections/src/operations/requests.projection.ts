import {
  catalogueEventTypes,
  evolveRequest,
  isRequestEventType,
  REQUEST_EVENT_TYPES,
  type RecordedEvent,
  type RequestDocument,
  type RequestEvent,
  type RequestLine,
} from '@console/contracts';
import { sql, type Transaction } from 'kysely';
import { applyBatchWith } from '../core/apply-batch.js';
import { RowBatch, writeRows, type RowTable } from '../core/batch-writer.js';
import { RefNames } from '../core/ref-names.js';
import { recordRefSource, userRefSource } from '../core/ref-sources.js';
import type { ReadModels } from '../read-models.js';
import type { Projection } from '../core/projection.js';
import type { RequestRefsTable } from './requests.tables.js';

type Trx = Transaction<ReadModels>;
type RefKind = RequestRefsTable['kind'];

/** The catalogue records a row names (contracts' REQUEST_ROW_NAMES), by their created / updated events. */
const REFERENCES: readonly {
  kind: Exclude<RefKind, 'user'>;
  resource: Parameters<typeof catalogueEventTypes>[0];
  key: string;
  column: string;
}[] = [
  { kind: 'partner', resource: 'partners', key: 'partnerId', column: 'partnerName' },
  { kind: 'city', resource: 'city', key: 'cityId', column: 'cityName' },
  { kind: 'team', resource: 'teams', key: 'teamId', column: 'teamName' },
  { kind: 'warehouse', resource: 'warehouses', key: 'warehouseId', column: 'warehouseName' },
];
/** The names a row copies, kept in rm.request_refs. */
const names = new RefNames<RefKind, 'name'>({
  table: 'rm.request_refs',
  fields: ['name'],
  sources: [
    userRefSource('user', { name: 'name' }),
    ...REFERENCES.map((r) => recordRefSource(catalogueEventTypes(r.resource), r.kind, { name: 'name' })),
  ],
  copies: [
    { table: 'rm.requests', key: 'userId', kind: 'user', columns: { userName: 'name' } },
    { table: 'rm.requests', key: 'assigneeId', kind: 'user', columns: { assigneeName: 'name' } },
    ...REFERENCES.map((r) => ({
      table: 'rm.requests',
      key: r.key,
      kind: r.kind,
      columns: { [r.column]: 'name' as const },
    })),
  ],
});

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

/** A new row as the batch folds it. */
interface NewRequest {
  readonly record: RequestDocument;
  readonly updatedAt: string;
}

const REQUESTS: RowTable<NewRequest> = {
  table: 'rm.requests',
  names,
  insertColumns: (_id, p) => ({
    ...columnsOf(p.record),
    updatedAt: p.updatedAt,
    lineCount: p.record.request_lines.length,
  }),
  updateColumns: (_id, columns) => columnsOf(columns),
  returning: ['partnerId', 'chargeTypes'],
};

/** Request lines: a line written again (added or changed by an edit of the request) takes its new figures. */
const LINES: RowTable<RequestLine & { updatedAt: string }> = {
  table: 'rm.request_lines',
  insertColumns: (_id, line) => line,
  conflictUpdates: ['qty', 'qtyDone', 'qtyInOut', 'storageId', 'updatedAt'],
};

interface Batch {
  readonly requests: RowBatch<NewRequest>;
  readonly lines: RowBatch<RequestLine & { updatedAt: string }>;
  /** Requests whose lines an edit changed: their line count is counted again. */
  readonly touched: Set<number>;
}

const gather = (b: Batch, e: RecordedEvent): void => {
  const event = { type: e.type, data: e.data } as RequestEvent;
  const id = (e.data as { id: number }).id;
  const at = e.metadata.occurredAt;
  // The lines first: their own rows.
  if (event.type === 'RequestCreated') for (const l of event.data.lines) b.lines.insert(l.id, { ...l, updatedAt: at });
  if (event.type === 'RequestUpdated') {
    for (const l of [...(event.data.linesAdded ?? []), ...(event.data.linesChanged ?? [])])
      b.lines.insert(l.id, { ...l, updatedAt: at });
    for (const lineId of event.data.linesRemoved ?? []) b.lines.delete(lineId);
    b.touched.add(id);
  }
  if (event.type === 'RequestLineUpdated') {
    const defined = Object.fromEntries(Object.entries(event.data.changes).filter(([, v]) => v !== undefined));
    b.lines.update(event.data.lineId, { ...defined, updatedAt: at });
  }
  if (event.type === 'RequestCreated') {
    const record = evolveRequest(null, event);
    if (record) b.requests.insert(id, { record, updatedAt: at });
    return;
  }
  const changes = requestEventChanges(event);
  if (changes === 'deleted') {
    b.requests.delete(id);
    return;
  }
  b.requests.update(id, { ...changes, updatedAt: at }, (current) => {
    const record = evolveRequest(current.record, event);
    return record && { record, updatedAt: at };
  });
};

/** Changes to rm.request_counts, by partner and charge type ('' for the total). */
type CountDeltas = Map<string, number>;
type CountedRow = { partnerId: number; chargeTypes: readonly string[] };
const countRow = (deltas: CountDeltas, row: CountedRow, by: number): void => {
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
    .onConflict((oc) =>
      oc
        .columns(['partnerId', 'chargeType'])
        .doUpdateSet((eb) => ({ n: sql<number>`${eb.ref('rm.request_counts.n')} + ${eb.ref('excluded.n')}` })),
    )
    .execute();
  // A count brought to zero goes, as rm.storage_counts' and rm.accounting_counts' triggers do: the table must
  // depend on the rows only, not on how events fell into batches (a rebuild that applies a request's creation and
  // deletion in one batch never writes its row), and a missing row already counts as 0 for its readers.
  if (rows.some((r) => r.n < 0)) await trx.deleteFrom('rm.request_counts').where('n', '=', 0).execute();
};

/** Writes what a batch gathered: the requests (and their counts), their lines, the line counts edits changed. */
const flush = async (trx: Trx, b: Batch): Promise<void> => {
  const deltas: CountDeltas = new Map();
  // A change of partner or charge types moves the row between counts: the counts it left, read before the write.
  const recounted = [...b.requests.entries()]
    .filter(([, p]) => p.kind === 'update' && ('partnerId' in p.columns || 'chargeTypes' in p.columns))
    .map(([id]) => id);
  const before = new Map<number, { partnerId: number; chargeTypes: string[] }>();
  if (recounted.length > 0) {
    const rows = await trx
      .selectFrom('rm.requests')
      .select(['id', 'partnerId', 'chargeTypes'])
      .where('id', 'in', recounted)
      .execute();
    for (const r of rows) before.set(r.id, r);
  }
  const deleted = [...b.requests.entries()].filter(([, p]) => p.kind === 'delete').map(([id]) => id);
  const recount = [...b.touched].filter((id) => b.requests.get(id)?.kind !== 'delete');
  b.touched.clear();
  const written = await writeRows(trx, b.requests, REQUESTS);
  for (const r of written.inserted) countRow(deltas, r as CountedRow, 1);
  for (const [id, after] of written.updated) {
    const was = before.get(id);
    if (!was) continue;
    countRow(deltas, was, -1);
    countRow(deltas, after as CountedRow, 1);
  }
  for (const r of written.deleted) countRow(deltas, r as CountedRow, -1);
  await writeRows(trx, b.lines, LINES);
  if (deleted.length > 0) await trx.deleteFrom('rm.request_lines').where('requestId', 'in', deleted).execute();
  await writeCounts(trx, deltas);
  if (recount.length > 0) {
    await sql`
      UPDATE rm.requests r SET "lineCount" = (SELECT count(*) FROM rm.request_lines l WHERE l."requestId" = r.id)
       WHERE r.id IN (${sql.join(recount)})`.execute(trx);
  }
};

/**
 * rm.requests and rm.request_lines (the requests list and the Lines tab, spec 2 §2) and their own
 * rm.request_refs. A batch's request events are gathered per row first (a request created and worked in one batch
 * is one insert) and written at the end, after the names the batch gives (core/apply-batch.ts), so a row's name
 * columns end equal to the current name of the record its key names.
 */
export const requestsProjection: Projection<ReadModels> = {
  name: 'requests',
  version: 1,
  handles: [...REQUEST_EVENT_TYPES, ...names.handles],
  concerns: names.concernsWith(REQUEST_EVENT_TYPES),
  tables: ['rm.requests', 'rm.request_lines', 'rm.request_refs', 'rm.request_counts', 'rm.request_search'],
  async applyBatch(trx, events) {
    const batch: Batch = { requests: new RowBatch(), lines: new RowBatch(), touched: new Set() };
    await applyBatchWith(trx, events, names, {
      gather: (e) => {
        if (isRequestEventType(e.type)) gather(batch, e);
      },
      flush: () => flush(trx, batch),
    });
  },
  async apply(trx, event) {
    await requestsProjection.applyBatch!(trx, [event]);
  },
};
