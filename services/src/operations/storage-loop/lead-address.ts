import { ADDRESS_RESOURCE, isDomainError, streamIdOf, type OrderState, type RecordedEvent } from '@console/contracts';
import type { EventStore } from '@console/infra';
import { AggregateRepository } from '../../core/aggregate-repository.js';
import { isVersionConflict } from '../../core/command-retry.js';
import { resourceDecider } from '../../core/resources/resource.decider.js';
import { metadataCausedBy } from '../../core/command-context.js';
import { readOrderUpTo } from '../../sales/sales.facts.js';
import type { IdSequence } from '../../core/id-sequence.js';
import { movedEventId } from './move-ids.js';

/** Which address a confirmed lead's typed address became: `orderaddress-<orderId>`, its first event wins. */
export const ORDER_ADDRESS_CATEGORY = 'orderaddress';
export const LEAD_ADDRESS_EVENT_TYPES = ['LeadConfirmed', 'OrderConfirmed'] as const;

const orderAt = (store: EventStore, asking: RecordedEvent, orderId: number): Promise<OrderState> =>
  readOrderUpTo(store, orderId, asking?.id);

/**
 * The address typed at quoting becomes an address of the customer when the lead is confirmed (issue 14), so the
 * request form's address list (filtered to the user) offers it. Only when the order names no address of the customer
 * already and has a line1. Once per order: its id is reserved in `orderaddress-<orderId>` (no stream expected), then
 * the address is created on its own stream (no stream expected), both with ids derived from the confirming event.
 */
export const recordLeadAddress = async (
  store: EventStore,
  ids: IdSequence,
  asking: RecordedEvent,
): Promise<number | undefined> => {
  const orderId = (asking.data as { id?: unknown }).id;
  if (typeof orderId !== 'number') return undefined;
  const order = await orderAt(store, asking, orderId);
  if (!order || order.userId === null || order.addressId !== null || !order.line1 || order.line1.trim() === '')
    return undefined;
  const metadata = metadataCausedBy(asking, 'RecordLeadAddress');
  const repository = new AggregateRepository(store);
  const reservation = streamIdOf(ORDER_ADDRESS_CATEGORY, orderId);
  let reserved = (await store.readStream(reservation))[0];
  if (!reserved) {
    const addressId = await ids.next(ADDRESS_RESOURCE.category);
    try {
      await repository.run({
        stream: reservation,
        events: [{ type: 'OrderAddressReserved', data: { orderId, addressId } }],
        command: metadata.command,
        expected: 'no_stream',
        ctx: { metadata },
        eventId: (i) => movedEventId(asking.id, reservation, i),
      });
    } catch (e) {
      if (!isVersionConflict(e)) throw e;
    }
    reserved = (await store.readStream(reservation))[0];
  }
  const addressId = (reserved?.data as { addressId?: unknown } | undefined)?.addressId;
  if (typeof addressId !== 'number') return undefined;
  const spec = ADDRESS_RESOURCE;
  const record = {
    userId: order.userId,
    partnerId: order.partnerId ?? 1,
    name: 'Address from the quote',
    line1: order.line1.trim(),
    area: order.area,
    cityId: order.cityId,
    countryId: order.countryId,
  };
  const decided = resourceDecider(spec).decide(
    { type: 'Create', id: addressId, record },
    null,
    new Date(asking.metadata.occurredAt),
  );
  if (isDomainError(decided)) {
    console.warn(`[storage-mover] the quoted address of order ${orderId} was refused: ${decided.message}`);
    return undefined;
  }
  try {
    await repository.run({
      stream: streamIdOf(spec.category, addressId),
      events: decided,
      command: metadata.command,
      expected: 'no_stream',
      ctx: { metadata },
      eventId: (i) => movedEventId(asking.id, `${spec.category}-${addressId}`, i),
    });
  } catch (e) {
    if (!isVersionConflict(e)) throw e;
  }
  return addressId;
};
