import type { RecordedEvent, RequestCreated, RequestDeleted, RequestUpdated } from '@console/contracts';
import { sql, type Transaction } from 'kysely';
import type { ReadModels } from '../read-models.js';

type Trx = Transaction<ReadModels>;

/** The request events that can add a request to an order's related requests, or take it off. */
export const REQUEST_LINK_EVENT_TYPES: readonly string[] = ['RequestCreated', 'RequestUpdated', 'RequestDeleted'];
export const isRequestLinkEvent = (type: string): boolean => REQUEST_LINK_EVENT_TYPES.includes(type);

/** The order's own relatedRequests field, as its create or edit set it: the `order` links replaced. */
export const noteOwnRelatedRequests = async (
  trx: Trx,
  orderId: number,
  ids: readonly number[],
  touched: Set<number>,
): Promise<void> => {
  await trx.deleteFrom('rm.order_request_links').where('orderId', '=', orderId).where('source', '=', 'order').execute();
  const unique = [...new Set(ids)];
  if (unique.length > 0) {
    await trx
      .insertInto('rm.order_request_links')
      .values(unique.map((requestId) => ({ orderId, requestId, source: 'order' as const, related: true })))
      .execute();
  }
  touched.add(orderId);
};

/** A deleted order's own links go with it (the requests' links stay: they still name the order). */
export const dropOwnRelatedRequests = async (trx: Trx, orderIds: readonly number[]): Promise<void> => {
  if (orderIds.length === 0) return;
  await trx
    .deleteFrom('rm.order_request_links')
    .where('orderId', 'in', orderIds)
    .where('source', '=', 'order')
    .execute();
};

const setRequestLink = async (trx: Trx, requestId: number, orderId: number | null, related: boolean): Promise<void> => {
  await trx
    .deleteFrom('rm.order_request_links')
    .where('requestId', '=', requestId)
    .where('source', '=', 'request')
    .execute();
  if (orderId !== null)
    await trx.insertInto('rm.order_request_links').values({ orderId, requestId, source: 'request', related }).execute();
};

/**
 * What one request event says of the request's order and its isRelatedRequest flag, into the `request` links; adds
 * to `touched` every order whose related requests may have changed (the old order and the new one when a request
 * moves).
 */
export const noteRequestLink = async (trx: Trx, e: RecordedEvent, touched: Set<number>): Promise<void> => {
  if (e.type === 'RequestCreated') {
    const d = e.data as RequestCreated;
    const orderId = d.fields.orderId ?? null;
    if (orderId === null) return;
    await setRequestLink(trx, d.id, orderId, d.fields.isRelatedRequest === true);
    touched.add(orderId);
    return;
  }
  if (e.type !== 'RequestUpdated' && e.type !== 'RequestDeleted') return;
  const id = (e.data as RequestDeleted).id;
  const changes = e.type === 'RequestUpdated' ? (e.data as RequestUpdated).changes : null;
  if (changes && changes.orderId === undefined && changes.isRelatedRequest === undefined) return;
  const before = await trx
    .selectFrom('rm.order_request_links')
    .select(['orderId', 'related'])
    .where('requestId', '=', id)
    .where('source', '=', 'request')
    .executeTakeFirst();
  if (before) touched.add(before.orderId);
  if (!changes) {
    await setRequestLink(trx, id, null, false);
    return;
  }
  const orderId = changes.orderId === undefined ? (before?.orderId ?? null) : changes.orderId;
  const related =
    changes.isRelatedRequest === undefined ? (before?.related ?? false) : changes.isRelatedRequest === true;
  await setRequestLink(trx, id, orderId, related);
  if (orderId !== null) touched.add(orderId);
};

/**
 * rm.orders."relatedRequests" of the touched orders, again from the links: the order's own ids and its flagged
 * requests, each once, ascending. One statement, whatever the number of orders.
 */
export const keepRelatedRequests = async (trx: Trx, touched: Set<number>): Promise<void> => {
  if (touched.size === 0) return;
  const ids = sql.val([...touched]);
  await sql`
    UPDATE rm.orders o
       SET "relatedRequests" = coalesce(
             (SELECT array_agg(DISTINCT l."requestId" ORDER BY l."requestId")
                FROM rm.order_request_links l WHERE l."orderId" = o.id AND l.related),
             '{}')
     WHERE o.id = ANY(${ids}::int[])`.execute(trx);
  touched.clear();
};
