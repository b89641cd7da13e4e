import {
  CUSTOMER_STORAGES_CATEGORY,
  CustomerStorageListed,
  comparePositions,
  streamIdOf,
  type DomainEvent,
  type EventMetadata,
} from '@console/contracts';
import type { EventStore } from '@console/infra';
import { isRight } from 'fp-ts/lib/Either.js';
import { AggregateRepository } from '../core/aggregate-repository.js';

const LISTED = 'CustomerStorageListed';

/** The customer a storage event gives the storage to: StorageCreated's fields, an update's or bulk update's changes. */
export const ownerOf = (e: Pick<DomainEvent, 'type' | 'data'>): number | null => {
  const data = e.data as { fields?: { userId?: unknown }; changes?: { userId?: unknown } };
  const userId = e.type === 'StorageCreated' ? data.fields?.userId : data.changes?.userId;
  return typeof userId === 'number' ? userId : null;
};

/**
 * Lists the storage on the stream of each customer its events are about to give it to (contracts'
 * customer-storages.ts): called before those events are appended, so a crash between the two appends leaves an
 * entry too many (billing checks the storage's stream), never one too few.
 */
export const listStorageOwners = async (
  store: EventStore,
  storageId: number,
  events: readonly DomainEvent[],
  metadata: EventMetadata,
): Promise<void> => {
  const owners = [...new Set(events.map((e) => ownerOf(e)).filter((u): u is number => u !== null))];
  const repository = new AggregateRepository(store);
  await Promise.all(
    owners.map((userId) =>
      repository.run({
        stream: streamIdOf(CUSTOMER_STORAGES_CATEGORY, userId),
        events: [{ type: LISTED, data: { userId, storageId } }],
        command: metadata.command,
        expected: 'any',
        ctx: { metadata },
      }),
    ),
  );
};

/** The storages ever listed for a customer, by id: which storage streams to read, not whether they are its. */
export const listedStorageIds = async (store: EventStore, userId: number): Promise<number[]> => {
  const events = await store.readStream(streamIdOf(CUSTOMER_STORAGES_CATEGORY, userId));
  const ids = new Set<number>();
  for (const e of events) {
    const d = CustomerStorageListed.decode(e.data);
    if (isRight(d)) ids.add(d.right.storageId);
  }
  return [...ids].sort((a, b) => a - b);
};

/** Customers listed on events after `from`: what a scan of the log for the customers with storages collects. */
export const listedCustomersOf = (events: readonly { readonly data: unknown }[]): number[] =>
  events.flatMap((e) => {
    const d = CustomerStorageListed.decode(e.data);
    return isRight(d) ? [d.right.userId] : [];
  });

export const CUSTOMER_STORAGE_LISTED = LISTED;

const FENCE_WAIT_MS = 60_000;

/**
 * Waits until every event committed by now is readable by readAll (the log's fence holds back, for a moment, what
 * commits behind an older open transaction): a scan of the log that starts before would end early and miss some.
 */
export const everythingCommittedReadable = async (store: EventStore): Promise<void> => {
  const committed = await store.committedHeadPosition();
  for (let waited = 0; comparePositions(await store.headPosition(), committed) < 0; waited += 20) {
    if (waited > FENCE_WAIT_MS) throw new Error('The event log stayed behind its committed head');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
