import {
  catalogueEventTypes,
  evolveOrder,
  isOrderEventType,
  ORDER_EVENT_TYPES,
  type OrderDocument,
  type OrderEvent,
  type RecordedEvent,
} from '@console/contracts';
import type { Transaction } from 'kysely';
import { applyBatchWith } from '../core/apply-batch.js';
import { RowBatch, writeRows, type RowTable } from '../core/batch-writer.js';
import { RefNames } from '../core/ref-names.js';
import { recordRefSource, userRefSource } from '../core/ref-sources.js';
import type { ReadModels } from '../read-models.js';
import type { Projection } from '../core/projection.js';
import {
  dropOwnRelatedRequests,
  isRequestLinkEvent,
  keepRelatedRequests,
  noteOwnRelatedRequests,
  noteRequestLink,
  REQUEST_LINK_EVENT_TYPES,
} from './order-request-links.js';
import type { OrderRefsTable } from './sales.tables.js';

type Trx = Transaction<ReadModels>;
type RefKind = OrderRefsTable['kind'];

/**
 * The names a row copies, kept in rm.order_refs (ORDER_ROW_NAMES of contracts): the customer's name, phone, e-mail
 * and postpaid flag, the assignee's name, and the partner, city, country and reasons it chose. A deleted record keeps
 * its last name in the rows that chose it: old orders still say why they were cancelled.
 */
const REFERENCES: readonly {
  kind: Exclude<RefKind, 'user'>;
  resource: Parameters<typeof catalogueEventTypes>[0];
  field: string;
  key: string;
  column: string;
}[] = [
  { kind: 'partner', resource: 'partners', field: 'name', key: 'partnerId', column: 'partnerName' },
  { kind: 'city', resource: 'city', field: 'name', key: 'cityId', column: 'cityName' },
  { kind: 'country', resource: 'country', field: 'name', key: 'countryId', column: 'countryName' },
  { kind: 'holdreason', resource: 'hold-reasons', field: 'reason', key: 'holdReasonId', column: 'holdReasonName' },
  { kind: 'lostreason', resource: 'lost-reasons', field: 'reason', key: 'lostReasonId', column: 'lostReasonName' },
  {
    kind: 'cancelreason',
    resource: 'cancel-reasons',
    field: 'reason',
    key: 'cancelReasonId',
    column: 'cancelReasonName',
  },
  {
    kind: 'rejectreason',
    resource: 'reject-reasons',
    field: 'reason',
    key: 'rejectReasonId',
    column: 'rejectReasonName',
  },
];
const names = new RefNames<RefKind, 'name' | 'phone' | 'email' | 'postpaid'>({
  table: 'rm.order_refs',
  fields: ['name', 'phone', 'email', 'postpaid'],
  defaults: { postpaid: false },
  sources: [
    userRefSource('user', { name: 'name', phone: 'phone', email: 'email', postpaid: 'isPostpaidInvoiceEnabled' }),
    ...REFERENCES.map((r) => recordRefSource(catalogueEventTypes(r.resource), r.kind, { name: r.field })),
  ],
  copies: [
    {
      table: 'rm.orders',
      key: 'userId',
      kind: 'user',
      columns: { userName: 'name', userPhone: 'phone', userEmail: 'email', customerPostpaid: 'postpaid' },
    },
    { table: 'rm.orders', key: 'assigneeId', kind: 'user', columns: { assigneeName: 'name' } },
    ...REFERENCES.map((r) => ({
      table: 'rm.orders',
      key: r.key,
      kind: r.kind,
      columns: { [r.column]: 'name' as const },
    })),
  ],
});

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

/** Accounting's facts a row keeps (OrderInvoiceRequested: an invoice, or charges for a postpaid customer). */
interface Billing {
  hasInvoice?: true;
  hasCharges?: true;
}
/** A new row as the batch folds it: the record, and what its columns add to it. */
interface NewOrder {
  readonly record: OrderDocument;
  readonly updatedAt: string;
  readonly billing: Billing;
}

const billingOf = (event: OrderEvent): Billing =>
  event.type !== 'OrderInvoiceRequested'
    ? {}
    : event.data.charges === true
      ? { hasCharges: true }
      : { hasInvoice: true };

const ORDERS: RowTable<NewOrder> = {
  table: 'rm.orders',
  names,
  insertColumns: (_id, p) => ({
    ...columnsOf(p.record),
    hasInvoice: p.billing.hasInvoice ?? false,
    hasCharges: p.billing.hasCharges ?? false,
    updatedAt: p.updatedAt,
  }),
  updateColumns: (_id, columns) => columnsOf(columns),
};

/** Folds one order event into what the batch has gathered for its row. */
const gather = (pending: RowBatch<NewOrder>, e: RecordedEvent): void => {
  const event = asOrderEvent(e);
  const id = (e.data as { id: number }).id;
  const at = e.metadata.occurredAt;
  if (event.type === 'LeadCreated' || event.type === 'OrderCreated') {
    const record = evolveOrder(null, event);
    if (record && pending.get(id)?.kind !== 'insert') pending.insert(id, { record, updatedAt: at, billing: {} });
    return;
  }
  const billing = billingOf(event);
  const changes = orderEventChanges(event);
  if (changes === 'deleted') {
    pending.delete(id);
    return;
  }
  pending.update(id, { ...changes, ...billing, updatedAt: at }, (current) => {
    const record = evolveOrder(current.record, event);
    return record && { record, updatedAt: at, billing: { ...current.billing, ...billing } };
  });
};

/** The relatedRequests fields the batch's order events set (a new order's empty list sets nothing). */
const noteOwnLinks = async (trx: Trx, pending: RowBatch<NewOrder>, touched: Set<number>): Promise<void> => {
  const deleted: number[] = [];
  for (const [id, p] of pending.entries()) {
    if (p.kind === 'delete') deleted.push(id);
    else if (p.kind === 'insert' && p.value.record.relatedRequests.length > 0)
      await noteOwnRelatedRequests(trx, id, p.value.record.relatedRequests, touched);
    else if (p.kind === 'update' && Array.isArray(p.columns['relatedRequests']))
      await noteOwnRelatedRequests(trx, id, p.columns['relatedRequests'] as number[], touched);
  }
  await dropOwnRelatedRequests(trx, deleted);
};

/**
 * rm.orders (the leads and orders lists, spec 2 §2) and its own rm.order_refs. A batch's order events are gathered
 * per row first (a lead created and worked in one batch is one insert) and written at the end of the batch, after
 * the names the batch gives (core/apply-batch.ts): a row's name columns end equal to the current name of the record
 * its key names, as when the events are applied one by one.
 */
export const ordersProjection: Projection<ReadModels> = {
  name: 'orders',
  // 2: the quoted items and size, hasCharges, customerPostpaid and the reason names. 3: the related requests.
  version: 3,
  handles: [...ORDER_EVENT_TYPES, ...names.handles, ...REQUEST_LINK_EVENT_TYPES],
  concerns: names.concernsWith([...ORDER_EVENT_TYPES, ...REQUEST_LINK_EVENT_TYPES]),
  tables: ['rm.orders', 'rm.order_refs', 'rm.order_request_links', 'rm.order_search'],
  async applyBatch(trx, events) {
    const pending = new RowBatch<NewOrder>();
    const relatedTouched = new Set<number>();
    await applyBatchWith(trx, events, names, {
      gather: async (e) => {
        if (isOrderEventType(e.type)) gather(pending, e);
        else if (isRequestLinkEvent(e.type)) await noteRequestLink(trx, e, relatedTouched);
      },
      flush: async () => {
        await noteOwnLinks(trx, pending, relatedTouched);
        await writeRows(trx, pending, ORDERS);
        // After the rows: an order created in this batch gets the requests made for it in the same batch.
        await keepRelatedRequests(trx, relatedTouched);
        relatedTouched.clear();
      },
    });
  },
  async apply(trx, event) {
    await ordersProjection.applyBatch!(trx, [event]);
  },
};
