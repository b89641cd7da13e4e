import type { EventStore } from '@console/infra';
import { LRUCache } from 'lru-cache';

/** A stream folded up to `version`, its last event's stream version, whose id is `lastEventId`. */
export interface FoldedStream<S> {
  readonly state: S;
  readonly version: number;
  readonly lastEventId: string;
}

/** Streams folded lately, per store and decider; beyond it the least recently used is forgotten. */
const STREAM_STATES_CAPACITY = 5_000;

/**
 * The states this process folded its streams to lately (by a read, or by its own append), the least recently used
 * forgotten first. A command on a stream found here is decided on that state without reading the stream, and the
 * append's expected version guards the decision: a stream another writer moved on fails it, and the command is
 * decided again on the stream as read (AggregateRepository.decide; a refusal or a no-op is always decided on the
 * stream as read). A load reads only the events after the state, from its last event on: what other processes
 * appended is folded in, and a stream that is not the one it was folded from (its last event not found again) is
 * read whole. Either way a command's cost does not grow with the record's history. States are immutable (the
 * deciders' evolve returns new ones), so one entry can be shared by concurrent commands.
 */
export class StreamStates<S> {
  private readonly entries: LRUCache<string, FoldedStream<S>>;

  constructor(capacity = STREAM_STATES_CAPACITY) {
    this.entries = new LRUCache({ max: capacity });
  }

  get(streamId: string): FoldedStream<S> | undefined {
    return this.entries.get(streamId);
  }

  /** Keeps the newer of what is here and `folded` (two commands may fold one stream at once). */
  set(streamId: string, folded: FoldedStream<S>): void {
    const known = this.entries.peek(streamId);
    if (known && known.version > folded.version) return;
    this.entries.set(streamId, folded);
  }

  forget(streamId: string): void {
    this.entries.delete(streamId);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Per store (one database: tests start many), per decider (its own state type and evolve). */
const byStore = new WeakMap<EventStore, WeakMap<object, StreamStates<unknown>>>();

export const streamStatesOf = <S>(store: EventStore, decider: object): StreamStates<S> => {
  let byDecider = byStore.get(store);
  if (!byDecider) {
    byDecider = new WeakMap();
    byStore.set(store, byDecider);
  }
  let states = byDecider.get(decider);
  if (!states) {
    states = new StreamStates<unknown>();
    byDecider.set(decider, states);
  }
  // One decider's entries all hold its state type.
  return states as StreamStates<S>;
};
