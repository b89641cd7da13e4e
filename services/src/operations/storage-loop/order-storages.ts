import {
  isDomainError,
  missingOrderStorages,
  ORDER_STORAGES_CATEGORY,
  ORDER_STORAGES_EVENT_CODECS,
  ORDER_STORAGES_REQUESTED,
  orderStorageFields,
  streamIdOf,
  type OrderState,
  type OrderStorageAllocated,
  type RecordedEvent,
  type StorageTypeFacts,
} from '@console/contracts';
import type { EventStore } from '@console/infra';
import { AggregateRepository, decodeEvent } from '../../core/aggregate-repository.js';
import { isVersionConflict, retryOnConflict } from '../../core/command-retry.js';
import { metadataCausedBy } from '../../core/command-context.js';
import { readOrderUpTo } from '../../sales/sales.facts.js';
import type { IdSequence } from '../../core/id-sequence.js';
import { listStorageOwners } from '../customer-storages.js';
import { readCatalogueRecord } from '../../core/resources/resource-record.js';
import { storageDecider, SYSTEM_STORAGE_ACTOR } from '../storage.decider.js';
import { movedEventId } from './move-ids.js';

export const orderStoragesStream = (orderId: number): string => streamIdOf(ORDER_STORAGES_CATEGORY, orderId);

/**
 * The order as it stood right after the asking event (Sync's, on the order's stream); for an event of another
 * stream (a request's OrderStoragesRequested, on the allocation stream), as it stands now.
 */
const orderAt = (store: EventStore, asking: RecordedEvent | undefined, orderId: number): Promise<OrderState> =>
  readOrderUpTo(store, orderId, asking?.id);

/** The order folded from its own stream (a command on its storages decides from it, never from the read model). */
export const readOrderState = (store: EventStore, orderId: number): Promise<OrderState> =>
  orderAt(store, undefined, orderId);

/** The order whose storages `asking` asks for: Sync's `id`, a request's `orderId`. */
const orderIdOf = (asking: RecordedEvent): number | undefined => {
  const data = asking.data as { id?: unknown; orderId?: unknown };
  const id = asking.type === ORDER_STORAGES_REQUESTED ? data.orderId : data.id;
  return typeof id === 'number' ? id : undefined;
};

const typeOf = async (store: EventStore, id: number): Promise<(StorageTypeFacts & { name: string | null }) | null> => {
  const r = await readCatalogueRecord(store, 'storage-types', id);
  if (!r) return null;
  const num = (v: unknown): number | null => (typeof v === 'number' ? v : null);
  return {
    id,
    size: num(r['size']) ?? 0,
    length: num(r['length']),
    height: num(r['height']),
    width: num(r['width']),
    inventory: r['inventory'] === true,
    name: typeof r['name'] === 'string' ? r['name'] : null,
  };
};

/**
 * Sync Storages' operations side (issue 14), and a request's on an order without storages (issue 31): the order's storages from its items, type × quantity, each with its
 * type's size and its share of the actual size. Allocation first (the order's allocation stream, at the version
 * read), creation second (`no_stream` on the storage's own stream), so the effect happens once whatever reruns.
 */
export const syncOrderStorages = async (
  store: EventStore,
  ids: IdSequence,
  asking: RecordedEvent,
): Promise<number[]> => {
  const orderId = orderIdOf(asking);
  if (orderId === undefined) return [];
  const order = await orderAt(store, asking, orderId);
  if (!order || order.items.length === 0) return [];
  const metadata = metadataCausedBy(asking, 'SyncOrderStorages');
  const repository = new AggregateRepository(store);
  let allocated: OrderStorageAllocated[] = [];
  await retryOnConflict(async () => {
    const recorded = await store.readStream(orderStoragesStream(orderId));
    // The stream also holds the requests that asked for the storages (issue 31): only allocations count here.
    allocated = recorded
      .filter((e) => e.type === 'OrderStorageAllocated')
      .map(
        (e) =>
          decodeEvent<{ type: 'OrderStorageAllocated'; data: OrderStorageAllocated }>(
            ORDER_STORAGES_EVENT_CODECS,
            e.type,
            e.data,
          ).data,
      );
    const missing = missingOrderStorages(order.items, allocated);
    if (missing.length === 0) return;
    const fresh: OrderStorageAllocated[] = [];
    for (const storagetypeId of missing) fresh.push({ orderId, storageId: await ids.next('storage'), storagetypeId });
    await repository.run({
      stream: orderStoragesStream(orderId),
      events: fresh.map((data) => ({ type: 'OrderStorageAllocated', data })),
      command: metadata.command,
      expected: recorded.length === 0 ? 'no_stream' : recorded.length,
      ctx: { metadata },
      eventId: (i) => movedEventId(asking.id, orderStoragesStream(orderId), recorded.length + i),
    });
    allocated = [...allocated, ...fresh];
  });
  const types = new Map<number, Awaited<ReturnType<typeof typeOf>>>();
  for (const id of new Set(order.items.map((i) => i.storagetypeId))) types.set(id, await typeOf(store, id));
  const sizes = new Map([...types].map(([id, t]) => [id, t?.size ?? 0]));
  const made: number[] = [];
  for (const a of allocated) {
    const stream = streamIdOf(storageDecider.category, a.storageId);
    if ((await store.readStream(stream, { toVersion: 1 })).length > 0) continue;
    const type = types.get(a.storagetypeId) ?? (await typeOf(store, a.storagetypeId));
    if (!type) {
      console.warn(
        `[storage-mover] order ${orderId}: no storage type ${a.storagetypeId}; storage ${a.storageId} not made`,
      );
      continue;
    }
    const fields = orderStorageFields({ ...order, partnerId: order.partnerId ?? 1 }, type, sizes);
    const decided = storageDecider.decide(
      {
        type: 'CreateStorage',
        command: { type: 'CreateStorage', id: a.storageId, fields },
        actor: SYSTEM_STORAGE_ACTOR,
        facts: { storageType: type },
      },
      null,
      new Date(asking.metadata.occurredAt),
    );
    if (isDomainError(decided)) {
      console.warn(
        `[storage-mover] order ${orderId}: storage ${a.storageId} refused: ${decided.message}`,
        decided.errors,
      );
      continue;
    }
    // The customer lists the storage before the storage names the customer (customer-storages.ts).
    await listStorageOwners(store, a.storageId, decided, { ...metadata, command: 'ListCustomerStorage' });
    try {
      await repository.run({
        stream,
        events: decided,
        command: 'CreateStorage',
        expected: 'no_stream',
        ctx: { metadata },
        eventId: (i) => movedEventId(asking.id, stream, i),
      });
      made.push(a.storageId);
    } catch (e) {
      if (!isVersionConflict(e)) throw e;
    }
  }
  return made;
};
