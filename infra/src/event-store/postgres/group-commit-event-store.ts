import type { GlobalPosition, NewEvent, RecordedEvent } from '@console/contracts';
import type pg from 'pg';
import type {
  AppendResult,
  EventStore,
  EventSubscription,
  ExpectedVersion,
  ReadAllFilter,
  ReadStreamRange,
  StartedStreams,
} from '../event-store.port.js';
import { type GroupAppenderOptions, PostgresGroupAppender } from './postgres-group-appender.js';
import { defaultEventLimits, serializeWithinLimits, type EventLimits } from '../event-limits.js';
import { PostgresEventStore } from './postgres-event-store.js';

/**
 * The PostgreSQL store seen by a bulk writer: everything as the store does it, except that appends issued at the
 * same time commit together (PostgresGroupAppender). It passes the store's contract suite, so the command
 * handlers run on it unchanged. Closing it leaves the store it wraps open.
 */
export class GroupCommitEventStore implements EventStore {
  readonly kind = 'postgresql';
  private readonly appender: PostgresGroupAppender;

  private constructor(
    private readonly store: EventStore,
    pool: pg.Pool,
    options: GroupAppenderOptions,
    private readonly limits: EventLimits = defaultEventLimits,
  ) {
    this.appender = new PostgresGroupAppender(pool, (s, e, x) => store.append(s, e, x), options);
  }

  /** The wrapper of `store`, which must be the PostgreSQL store on `pool` (its `es` schema migrated). */
  static async over(
    store: EventStore,
    pool: pg.Pool,
    options: GroupAppenderOptions = {},
    limits: EventLimits = defaultEventLimits,
  ): Promise<GroupCommitEventStore> {
    if (store.kind !== 'postgresql') throw new Error('group commit needs the PostgreSQL event store');
    // The batches written here wake the wrapped store's listeners (in-process projectors, other processes), as its
    // own appends do.
    const announce = store instanceof PostgresEventStore ? () => store.announceAppended() : undefined;
    const onCommitted = options.onCommitted;
    const wrapped = new GroupCommitEventStore(
      store,
      pool,
      {
        ...options,
        onCommitted: () => {
          announce?.();
          onCommitted?.();
        },
      },
      limits,
    );
    await wrapped.appender.migrate();
    return wrapped;
  }

  append(streamId: string, events: readonly NewEvent[], expected: ExpectedVersion): Promise<AppendResult> {
    // The batch path writes through its own SQL: the store's limits (what the bus carries) hold here too.
    try {
      serializeWithinLimits(streamId, events, this.limits);
    } catch (e) {
      return Promise.reject(e instanceof Error ? e : new Error(String(e)));
    }
    return this.appender.append(streamId, events, expected);
  }

  /** One statement already: not grouped. */
  startStreams(first: readonly { readonly streamId: string; readonly event: NewEvent }[]): Promise<StartedStreams> {
    return this.store.startStreams(first);
  }

  readStream(streamId: string, range?: ReadStreamRange): Promise<RecordedEvent[]> {
    return this.store.readStream(streamId, range);
  }

  readStreams(streamIds: readonly string[]): Promise<Map<string, RecordedEvent[]>> {
    return this.store.readStreams(streamIds);
  }

  readLastEvents(streamIds: readonly string[]): Promise<Map<string, RecordedEvent>> {
    return this.store.readLastEvents(streamIds);
  }

  streamsOfCategory(category: string, after: string | null, limit: number): Promise<string[]> {
    return this.store.streamsOfCategory(category, after, limit);
  }

  readAll(from: GlobalPosition, limit: number, filter?: ReadAllFilter): Promise<RecordedEvent[]> {
    return this.store.readAll(from, limit, filter);
  }

  subscribeAll(from: GlobalPosition, filter?: ReadAllFilter): EventSubscription {
    return this.store.subscribeAll(from, filter);
  }

  headPosition(): Promise<GlobalPosition> {
    return this.store.headPosition();
  }

  committedHeadPosition(): Promise<GlobalPosition> {
    return this.store.committedHeadPosition();
  }

  watchAppends(onAppend: () => void): () => void {
    // This wrapper's batches are announced by the wrapped store (see over()).
    return this.store.watchAppends?.(onAppend) ?? (() => undefined);
  }

  ping(): Promise<void> {
    return this.store.ping();
  }

  async close(): Promise<void> {
    // The wrapped store is its owner's to close.
  }
}
