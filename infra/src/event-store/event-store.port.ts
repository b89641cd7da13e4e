import type { GlobalPosition, NewEvent, RecordedEvent } from '@console/contracts';

/**
 * What the writer expects the stream to hold: its current version (the number of events in it),
 * 'no_stream' (it must not exist: reservations), or 'any'.
 */
export type ExpectedVersion = number | 'no_stream' | 'any';

export interface AppendResult {
  /** The stream's version after the append (its event count). */
  readonly nextExpectedVersion: number;
  /** Position of the last event written; wait for projections to reach it for read-your-writes. */
  readonly position: GlobalPosition;
}

export interface ReadStreamRange {
  /** First version to read, inclusive; default 1. */
  readonly fromVersion?: number;
  /** Last version to read, inclusive; default the end. */
  readonly toVersion?: number;
}

/** Which events a reader of all events wants; an absent or empty list does not filter. */
export interface ReadAllFilter {
  readonly types?: readonly string[];
  readonly categories?: readonly string[];
}

/** What startStreams wrote. */
export interface StartedStreams {
  /** Position of the last event written; undefined when every stream existed already. */
  readonly position: GlobalPosition | undefined;
  /** The streams that existed already (or were started meanwhile): nothing written to them. */
  readonly existing: readonly string[];
}

export interface EventSubscription extends AsyncIterable<RecordedEvent> {
  close(): Promise<void>;
}

/**
 * Called after appends commit. `position`: the newest event of an append of this process, committed before the
 * call; absent when the wake-up comes from elsewhere (another process's announcement, a poll, a reconnection).
 */
export type AppendListener = (position?: GlobalPosition) => void;

export interface EventStore {
  readonly kind: 'postgresql' | 'eventstoredb';
  /**
   * Appends `events` (at least one: an empty append is a RangeError) atomically. A stale expectation is a
   * WrongExpectedVersionError; re-appending events whose ids the stream already holds there returns the first
   * append's result and writes nothing.
   */
  append(streamId: string, events: readonly NewEvent[], expected: ExpectedVersion): Promise<AppendResult>;
  /**
   * Starts many new streams with their first event each (a billing run's charges): as an append expecting
   * 'no_stream' to each, in one statement and one transaction on PostgreSQL instead of one append per stream. A
   * stream that exists already is left as it is and named in `existing` (another writer started it: a retried run).
   * Not atomic across streams on EventStoreDB (appended one by one there).
   */
  startStreams(first: readonly { readonly streamId: string; readonly event: NewEvent }[]): Promise<StartedStreams>;
  readStream(streamId: string, range?: ReadStreamRange): Promise<RecordedEvent[]>;
  /**
   * Several whole streams at once (a customer's storages for billing): each id maps to its events in version order,
   * an empty list when the stream does not exist. One query on PostgreSQL instead of one per stream.
   */
  readStreams(streamIds: readonly string[]): Promise<Map<string, RecordedEvent[]>>;
  /**
   * The newest event of each stream (none for a stream that does not exist): what a stream whose events carry a
   * running summary is decided from, one event whatever the stream's length. One query on PostgreSQL.
   */
  readLastEvents(streamIds: readonly string[]): Promise<Map<string, RecordedEvent>>;
  /**
   * The streams of a category that hold an event (committed), by stream id in code-unit order, after `after`
   * (exclusive; null from the first), at most `limit`: who has a stream of a kind (the monthly billing run's
   * customers with storages), without reading the category's events. Indexed on PostgreSQL.
   */
  streamsOfCategory(category: string, after: string | null, limit: number): Promise<string[]>;
  /** Events after `from` (exclusive), in global order, at most `limit`; never skips a late-committing event. */
  readAll(from: GlobalPosition, limit: number, filter?: ReadAllFilter): Promise<RecordedEvent[]>;
  /** Catch-up from `from` (exclusive), then live, for ever, until closed. */
  subscribeAll(from: GlobalPosition, filter?: ReadAllFilter): EventSubscription;
  /** The position of the newest event readable now (START when empty). */
  headPosition(): Promise<GlobalPosition>;
  /**
   * The position of the newest committed event, which readers may not see yet: PostgreSQL's snapshot fence holds
   * committed events back while an older transaction anywhere on the server is open. Wait for this one to be sure
   * everything written so far is projected (seeding, tests); equal to headPosition on EventStoreDB.
   */
  committedHeadPosition(): Promise<GlobalPosition>;
  /**
   * A doorbell without reads, where the store has one: `onAppend` is called after appends of this process commit
   * (at once, in-process) and when another process announces its appends. It is a hint: the fence may still hide
   * an event announced this way for a moment, so a listener reads until it finds it. Returns: stop listening.
   */
  watchAppends?(onAppend: AppendListener): () => void;
  ping(): Promise<void>;
  close(): Promise<void>;
}
