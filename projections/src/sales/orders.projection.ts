import {
  catalogueEventTypes,
  evolveOrder,
  isOrderEventType,
  ORDER_EVENT_TYPES,
  type OrderDocument,
  type OrderEvent,
  type RecordedEvent,
  type UserRegistered,
  type UserUpdated,
} from '@console/contracts';
import { sql, type Insertable, type Transaction, type Updateable } from 'kysely';
import type { ReadModels } from '../read-models.js';
import type { Projection } from '../runner/projection.js';
import {
  dropOwnRelatedRequests,
  isRequestLinkEvent,
  keepRelatedRequests,
  noteOwnRelatedRequests,
  noteRequestLink,
  REQUEST_LINK_EVENT_TYPES,
} from './order-request-links.js';
import type { OrderRefsTable, OrdersTable } from './sales.tables.js';

type Trx = Transaction<ReadModels>;
type RefKind = OrderRefsTable['kind'];
interface Ref {
  readonly name: string | null;
  readonly phone: string | null;
  readonly email: string | null;
  /** A customer's isPostpaidInvoiceEnabled (users only). */
  readonly postpaid: boolean;
}

/**
 * The catalogue records a row names, by their created / updated events, and the field that is their name (a
 * reason list's is `reason`). A deleted one keeps its last name in the rows that chose it: old orders still say
 * why they were cancelled.
 */
const REFERENCES: readonly { kind: Exclude<RefKind, 'user'>; resource: Parameters<typeof catalogueEventTypes>[0]; field: string }[] = [
  { kind: 'partner', resource: 'partners', field: 'name' },
  { kind: 'city', resource: 'city', field: 'name' },
  { kind: 'country', resource: 'country', field: 'name' },
  { kind: 'holdreason', resource: 'hold-reasons', field: 'reason' },
  { kind: 'lostreason', resource: 'lost-reasons', field: 'reason' },
  { kind: 'cancelreason', resource: 'cancel-reasons', field: 'reason' },
  { kind: 'rejectreason', resource: 'reject-reasons', field: 'reason' },
];
const REFERENCE_KIND: Readonly<Record<string, { kind: Exclude<RefKind, 'user'>; field: string }>> = Object.fromEntries(
  REFERENCES.flatMap((r) => {
    const e = catalogueEventTypes(r.resource);
    return [
      [e.created, { kind: r.kind, field: r.field }],
      [e.updated, { kind: r.kind, field: r.field }],
    ];
  }),
);


/** The names a row copies, by the key column they follow (ORDER_ROW_NAMES of contracts). */
const NAMES_OF = {
  userId: { kind: 'user', columns: { userName: 'name', userPhone: 'phone', userEmail: 'email', customerPostpaid: 'postpaid' } },
  assigneeId: { kind: 'user', columns: { assigneeName: 'name' } },
  partnerId: { kind: 'partner', columns: { partnerName: 'name' } },
  cityId: { kind: 'city', columns: { cityName: 'name' } },
  countryId: { kind: 'country', columns: { countryName: 'name' } },
  holdReasonId: { kind: 'holdreason', columns: { holdReasonName: 'name' } },
  lostReasonId: { kind: 'lostreason', columns: { lostReasonName: 'name' } },
  cancelReasonId: { kind: 'cancelreason', columns: { cancelReasonName: 'name' } },
  rejectReasonId: { kind: 'rejectreason', columns: { rejectReasonName: 'name' } },
} as const satisfies Record<string, { kind: RefKind; columns: Record<string, keyof Ref> }>;
type KeyColumn = keyof typeof NAMES_OF;
const KEY_COLUMNS = Object.keys(NAMES_OF) as KeyColumn[];

const JSON_FIELDS = new Set(['items', 'currentItems', 'services', 'checklist', 'quotedItems']);

/** A record field as its column takes it: JSON columns as JSON text. */
const columnValue = (field: string, value: unknown): unknown =>
  JSON_FIELDS.has(field) ? (value === null ? null : JSON.stringify(value)) : value;

const columnsOf = (fields: Readonly<Record<string, unknown>>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, columnValue(k, v)]));

/**
 * What one order event changes of the record, by the fold itself: contracts' evolveOrder applied to an empty probe
 * record; every field that comes back is a field the event sets. So the row follows the fold by construction, for
 * every event the fold knows now or later.
 */
/** The fields an event sets, with their new values; `deleted` for LeadDeleted. */
export const orderEventChanges = (event: OrderEvent): Record<string, unknown> | 'deleted' => {
  const after = evolveOrder({} as OrderDocument, event);
  return after === null ? 'deleted' : { ...after };
};

const asOrderEvent = (e: RecordedEvent): OrderEvent => ({ type: e.type, data: e.data }) as OrderEvent;

/** One row to insert, or the changes to one row, gathered over a batch before they are written. */
/** Accounting's facts a row keeps (OrderInvoiceRequested: an invoice, or charges for a postpaid customer). */
interface Billing {
  hasInvoice?: true;
  hasCharges?: true;
}
type Pending =
  | { kind: 'insert'; record: OrderDocument; updatedAt: string; billing: Billing }
  | { kind: 'update'; changes: Record<string, unknown>; updatedAt: string; billing: Billing }
  | { kind: 'delete' };

const billingOf = (event: OrderEvent): Billing =>
  event.type !== 'OrderInvoiceRequested' ? {} : event.data.charges === true ? { hasCharges: true } : { hasInvoice: true };

const refKey = (kind: RefKind, id: number) => `${kind}:${id}`;

/** Reads the refs named by `wanted` in one statement. */
const readRefs = async (trx: Trx, wanted: ReadonlySet<string>): Promise<Map<string, Ref>> => {
  const refs = new Map<string, Ref>();
  if (wanted.size === 0) return refs;
  const keys = [...wanted].map((k) => {
    const [kind, id] = k.split(':') as [RefKind, string];
    return { kind, id: Number(id) };
  });
  for (let i = 0; i < keys.length; i += 1000) {
    const chunk = keys.slice(i, i + 1000);
    const rows = await trx
      .selectFrom('rm.order_refs')
      .select(['kind', 'id', 'name', 'phone', 'email', 'postpaid'])
      .where((eb) => eb.or(chunk.map((k) => eb.and([eb('kind', '=', k.kind), eb('id', '=', k.id)]))))
      .execute();
    for (const r of rows) refs.set(refKey(r.kind, r.id), r);
  }
  return refs;
};

/** The name columns that follow the key columns given in `fields` (only those present). */
const namesFor = (fields: Readonly<Record<string, unknown>>, refs: ReadonlyMap<string, Ref>): Record<string, string | boolean | null> => {
  const out: Record<string, string | boolean | null> = {};
  for (const key of KEY_COLUMNS) {
    if (!(key in fields)) continue;
    const id = fields[key];
    const spec = NAMES_OF[key];
    const ref = typeof id === 'number' ? refs.get(refKey(spec.kind, id)) : undefined;
    for (const [column, from] of Object.entries(spec.columns)) {
      out[column] = from === 'postpaid' ? (ref?.postpaid ?? false) : (ref?.[from] ?? null);
    }
  }
  return out;
};

const wantedRefs = (fields: Readonly<Record<string, unknown>>, into: Set<string>): void => {
  for (const key of KEY_COLUMNS) {
    const id = fields[key];
    if (typeof id === 'number') into.add(refKey(NAMES_OF[key].kind, id));
  }
};

const insertRow = (p: Extract<Pending, { kind: 'insert' }>, refs: ReadonlyMap<string, Ref>): Insertable<OrdersTable> =>
  ({
    ...columnsOf(p.record),
    hasInvoice: p.billing.hasInvoice ?? false,
    hasCharges: p.billing.hasCharges ?? false,
    updatedAt: p.updatedAt,
    ...namesFor(p.record, refs),
  }) as unknown as Insertable<OrdersTable>;

/** Writes what a batch gathered: the new rows in multi-row inserts, one update per changed row, the deletions. */
const flush = async (trx: Trx, pending: Map<number, Pending>): Promise<void> => {
  if (pending.size === 0) return;
  const wanted = new Set<string>();
  for (const p of pending.values()) {
    if (p.kind === 'insert') wantedRefs(p.record, wanted);
    if (p.kind === 'update') wantedRefs(p.changes, wanted);
  }
  const refs = await readRefs(trx, wanted);
  const inserts: Insertable<OrdersTable>[] = [];
  const deletes: number[] = [];
  for (const [id, p] of pending) {
    if (p.kind === 'insert') inserts.push(insertRow(p, refs));
    else if (p.kind === 'delete') deletes.push(id);
    else {
      await trx
        .updateTable('rm.orders')
        .set({
          ...columnsOf(p.changes),
          ...namesFor(p.changes, refs),
          ...p.billing,
          updatedAt: p.updatedAt,
        } as Updateable<OrdersTable>)
        .where('id', '=', id)
        .execute();
    }
  }
  // About 90 columns a row: 400 rows stay under PostgreSQL's 65,535 parameters.
  for (let i = 0; i < inserts.length; i += 400) {
    await trx.insertInto('rm.orders').values(inserts.slice(i, i + 400)).onConflict((oc) => oc.column('id').doNothing()).execute();
  }
  if (deletes.length > 0) await trx.deleteFrom('rm.orders').where('id', 'in', deletes).execute();
  pending.clear();
};

/** Folds one order event into what the batch has gathered for its row. */
const gather = (pending: Map<number, Pending>, e: RecordedEvent): void => {
  const event = asOrderEvent(e);
  const id = (e.data as { id: number }).id;
  const at = e.metadata.occurredAt;
  if (event.type === 'LeadCreated' || event.type === 'OrderCreated') {
    const record = evolveOrder(null, event);
    if (record && pending.get(id)?.kind !== 'insert') pending.set(id, { kind: 'insert', record, updatedAt: at, billing: {} });
    return;
  }
  const current = pending.get(id);
  const billing = billingOf(event);
  if (current?.kind === 'insert') {
    const record = evolveOrder(current.record, event);
    if (record === null) pending.delete(id);
    else pending.set(id, { kind: 'insert', record, updatedAt: at, billing: { ...current.billing, ...billing } });
    return;
  }
  if (current?.kind === 'delete') return;
  const changes = orderEventChanges(event);
  if (changes === 'deleted') {
    pending.set(id, { kind: 'delete' });
    return;
  }
  pending.set(id, {
    kind: 'update',
    changes: { ...(current?.changes ?? {}), ...changes },
    updatedAt: at,
    billing: { ...(current?.billing ?? {}), ...billing },
  });
};

/** The relatedRequests fields the batch's order events set (a new order's empty list sets nothing). */
const noteOwnLinks = async (trx: Trx, pending: ReadonlyMap<number, Pending>, touched: Set<number>): Promise<void> => {
  const deleted: number[] = [];
  for (const [id, p] of pending) {
    if (p.kind === 'delete') deleted.push(id);
    else if (p.kind === 'insert' && p.record.relatedRequests.length > 0) await noteOwnRelatedRequests(trx, id, p.record.relatedRequests, touched);
    else if (p.kind === 'update' && Array.isArray(p.changes.relatedRequests)) await noteOwnRelatedRequests(trx, id, p.changes.relatedRequests as number[], touched);
  }
  await dropOwnRelatedRequests(trx, deleted);
};

const upsertRefs = async (trx: Trx, rows: readonly (Ref & { kind: RefKind; id: number })[]): Promise<void> => {
  for (let i = 0; i < rows.length; i += 1000) {
    await trx
      .insertInto('rm.order_refs')
      .values(rows.slice(i, i + 1000))
      .onConflict((oc) =>
        oc.columns(['kind', 'id']).doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          phone: eb.ref('excluded.phone'),
          email: eb.ref('excluded.email'),
          postpaid: eb.ref('excluded.postpaid'),
        })),
      )
      .execute();
  }
};

/** The rows naming these users (as customer or assignee) take their names from rm.order_refs again. */
const refreshUserNames = async (trx: Trx, ids: readonly number[]): Promise<void> => {
  if (ids.length === 0) return;
  const list = sql.join(ids.map((id) => sql`${id}`));
  await sql`
    UPDATE rm.orders o SET "userName" = r.name, "userPhone" = r.phone, "userEmail" = r.email, "customerPostpaid" = r.postpaid
      FROM rm.order_refs r
     WHERE r.kind = 'user' AND r.id = o."userId" AND o."userId" IN (${list})`.execute(trx);
  await sql`
    UPDATE rm.orders o SET "assigneeName" = r.name
      FROM rm.order_refs r
     WHERE r.kind = 'user' AND r.id = o."assigneeId" AND o."assigneeId" IN (${list})`.execute(trx);
};

/** A run of registrations: their names in one upsert, then the rows that already name them (rare) in two updates. */
const usersRegistered = async (trx: Trx, run: readonly RecordedEvent[]): Promise<void> => {
  const latest = new Map<number, Ref>();
  for (const e of run) {
    const d = e.data as UserRegistered;
    latest.set(d.id, { name: d.profile.name, phone: d.profile.phone, email: d.profile.email, postpaid: d.profile.isPostpaidInvoiceEnabled });
  }
  await upsertRefs(trx, [...latest].map(([id, r]) => ({ kind: 'user' as const, id, ...r })));
  await refreshUserNames(trx, [...latest.keys()]);
};

const userUpdated = async (trx: Trx, e: RecordedEvent): Promise<void> => {
  const d = e.data as UserUpdated;
  const { name, phone, email, isPostpaidInvoiceEnabled: postpaid } = d.changes;
  if (name === undefined && phone === undefined && email === undefined && postpaid === undefined) return;
  const before = await trx
    .selectFrom('rm.order_refs')
    .select(['name', 'phone', 'email', 'postpaid'])
    .where('kind', '=', 'user')
    .where('id', '=', d.id)
    .executeTakeFirst();
  await upsertRefs(trx, [
    {
      kind: 'user',
      id: d.id,
      name: name ?? before?.name ?? null,
      phone: phone ?? before?.phone ?? null,
      email: email ?? before?.email ?? null,
      postpaid: postpaid ?? before?.postpaid ?? false,
    },
  ]);
  await refreshUserNames(trx, [d.id]);
};

/**
 * A partner, city, country or reason created or renamed: its copies in every row follow (ARCHITECTURE §5).
 */
const referenceChanged = async (trx: Trx, ref: { kind: Exclude<RefKind, 'user'>; field: string }, e: RecordedEvent): Promise<void> => {
  const d = e.data as { id: number; record?: Record<string, unknown>; changes?: Record<string, unknown> };
  const name = (d.record ?? d.changes)?.[ref.field];
  if (typeof name !== 'string') return;
  await upsertRefs(trx, [{ kind: ref.kind, id: d.id, name, phone: null, email: null, postpaid: false }]);
  const [key, spec] = Object.entries(NAMES_OF).find(([, s]) => s.kind === ref.kind)!;
  const column = Object.keys(spec.columns)[0]!;
  await trx.updateTable('rm.orders').set({ [column]: name }).where(key as KeyColumn, '=', d.id).execute();
};

/**
 * rm.orders (the leads and orders lists, spec 2 §2) and its own rm.order_refs. A batch's order events are gathered
 * per row first (a lead created and worked in one batch is one insert) and written at the end of the batch. The
 * names (customer, assignee, partner, city, country) are applied as they come: a row's name columns always end
 * equal to the current name of the record its key names, whichever comes first, so the effect is that of applying
 * the events one by one.
 */
export const ordersProjection: Projection<ReadModels> = {
  name: 'orders',
  // 2: the quoted items and size, hasCharges, customerPostpaid and the reason names. 3: the related requests.
  version: 3,
  handles: [...ORDER_EVENT_TYPES, 'UserRegistered', 'UserUpdated', ...Object.keys(REFERENCE_KIND), ...REQUEST_LINK_EVENT_TYPES],
  tables: ['rm.orders', 'rm.order_refs', 'rm.order_request_links', 'rm.order_search'],
  async applyBatch(trx, events) {
    const pending = new Map<number, Pending>();
    const relatedTouched = new Set<number>();
    let registrations: RecordedEvent[] = [];
    const flushRegistrations = async () => {
      if (registrations.length > 0) await usersRegistered(trx, registrations);
      registrations = [];
    };
    for (const e of events) {
      if (isOrderEventType(e.type)) {
        gather(pending, e);
      } else if (e.type === 'UserRegistered') {
        registrations.push(e);
      } else {
        await flushRegistrations();
        if (e.type === 'UserUpdated') await userUpdated(trx, e);
        else if (isRequestLinkEvent(e.type)) await noteRequestLink(trx, e, relatedTouched);
        else {
          const ref = REFERENCE_KIND[e.type];
          if (ref) await referenceChanged(trx, ref, e);
        }
      }
    }
    await flushRegistrations();
    await noteOwnLinks(trx, pending, relatedTouched);
    await flush(trx, pending);
    // After the rows: an order created in this batch gets the requests made for it in the same batch.
    await keepRelatedRequests(trx, relatedTouched);
  },
  async apply(trx, event) {
    await ordersProjection.applyBatch!(trx, [event]);
  },
};
