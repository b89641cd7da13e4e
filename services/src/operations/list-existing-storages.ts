import crypto from 'node:crypto';
import {
  CUSTOMER_STORAGES_CATEGORY,
  START,
  STORAGE_CATEGORY,
  streamIdOf,
  type GlobalPosition,
  type RecordedEvent,
} from '@console/contracts';
import type { EventStore } from '@console/infra';
import { AggregateRepository } from '../core/aggregate-repository.js';
import {
  CUSTOMER_STORAGE_LISTED,
  everythingCommittedReadable,
  listedCustomersOf,
  ownerOf,
} from './customer-storages.js';

const PAGE = 10_000;
const AT_ONCE = 64;

const scan = async (
  store: EventStore,
  filter: { categories: string[]; types?: string[] },
  each: (e: RecordedEvent) => void,
): Promise<void> => {
  let from: GlobalPosition = START;
  for (;;) {
    const page = await store.readAll(from, PAGE, filter);
    page.forEach(each);
    if (page.length < PAGE) return;
    from = page[page.length - 1]!.position;
  }
};

/**
 * Lists on its customer's `customerstorages` stream every storage whose stream names a customer and which is not
 * listed there (storages made before the listing existed): once for a database older than it, again any time
 * (`npm run seed -- --list-storages`; a listed storage is left alone). Returns how many it listed.
 */
export const listExistingStorages = async (store: EventStore): Promise<number> => {
  await everythingCommittedReadable(store);
  const owner = new Map<number, number>();
  await scan(
    store,
    { categories: [STORAGE_CATEGORY], types: ['StorageCreated', 'StorageUpdated', 'StorageBulkUpdated'] },
    (e) => {
      const userId = ownerOf(e);
      const storageId = Number(e.streamId.slice(STORAGE_CATEGORY.length + 1));
      if (userId !== null && Number.isInteger(storageId)) owner.set(storageId, userId);
    },
  );
  const listed = new Set<string>();
  await scan(store, { categories: [CUSTOMER_STORAGES_CATEGORY], types: [CUSTOMER_STORAGE_LISTED] }, (e) => {
    const [userId] = listedCustomersOf([e]);
    const storageId = (e.data as { storageId?: unknown }).storageId;
    if (userId !== undefined) listed.add(`${userId}:${String(storageId)}`);
  });
  const missing = [...owner].filter(([storageId, userId]) => !listed.has(`${userId}:${storageId}`));
  const metadata = {
    userId: null,
    partnerId: null,
    correlationId: crypto.randomUUID(),
    causationId: null,
    command: 'ListCustomerStorage',
    occurredAt: new Date().toISOString(),
  };
  const repository = new AggregateRepository(store);
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const [storageId, userId] = missing[next++]!;
      await repository.run({
        stream: streamIdOf(CUSTOMER_STORAGES_CATEGORY, userId),
        events: [{ type: CUSTOMER_STORAGE_LISTED, data: { userId, storageId } }],
        command: metadata.command,
        expected: 'any',
        ctx: { metadata },
      });
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return missing.length;
};
