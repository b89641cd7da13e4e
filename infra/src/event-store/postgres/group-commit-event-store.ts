import type { GlobalPosition, NewEvent } from '@console/contracts';
import type pg from 'pg';
import { DelegatingEventStore } from '../delegating-event-store.js';
import type { AppendResult, EventStore, ExpectedVersion } from '../event-store.port.js';
import { type GroupAppenderOptions, PostgresGroupAppender } from './postgres-group-appender.js';
import { defaultEventLimits, serializeWithinLimits, type EventLimits } from '../event-limits.js';
import { PostgresEventStore } from './postgres-event-store.js';

/**
 * The PostgreSQL store seen by a bulk writer: everything as the store does it, except that appends issued at the
 * same time commit together (PostgresGroupAppender). It passes the store's contract suite, so the command
 * handlers run on it unchanged. Closing it leaves the store it wraps open.
 */
export class GroupCommitEventStore extends DelegatingEventStore {
  private readonly appender: PostgresGroupAppender;

  private constructor(
    store: EventStore,
    pool: pg.Pool,
    options: GroupAppenderOptions,
    private readonly limits: EventLimits = defaultEventLimits,
  ) {
    super(store);
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
    const announce =
      store instanceof PostgresEventStore ? (last: GlobalPosition) => store.announceAppended(last) : undefined;
    const onCommitted = options.onCommitted;
    const wrapped = new GroupCommitEventStore(
      store,
      pool,
      {
        ...options,
        onCommitted: (last) => {
          announce?.(last);
          onCommitted?.(last);
        },
      },
      limits,
    );
    await wrapped.appender.migrate();
    return wrapped;
  }

  override append(streamId: string, events: readonly NewEvent[], expected: ExpectedVersion): Promise<AppendResult> {
    // The batch path writes through its own SQL: the store's limits (what the bus carries) hold here too.
    try {
      serializeWithinLimits(streamId, events, this.limits);
    } catch (e) {
      return Promise.reject(e instanceof Error ? e : new Error(String(e)));
    }
    return this.appender.append(streamId, events, expected);
  }
}
