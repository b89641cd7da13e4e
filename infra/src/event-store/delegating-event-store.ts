import type { GlobalPosition, NewEvent, RecordedEvent } from '@console/contracts';
import type {
  AppendListener,
  AppendResult,
  EventStore,
  EventSubscription,
  ExpectedVersion,
  ReadAllFilter,
  ReadStreamRange,
  StartedStreams,
} from './event-store.port.js';

/**
 * A store that passes every call to the store it wraps: the base of the wrappers that change one thing (group
 * commit's appends, grouped reads) and override only that. Closing it leaves the wrapped store open: that store is
 * its owner's to close.
 */
export abstract class DelegatingEventStore implements EventStore {
  readonly kind: EventStore['kind'];

  protected constructor(protected readonly store: EventStore) {
    this.kind = store.kind;
  }

  append(streamId: string, events: readonly NewEvent[], expected: ExpectedVersion): Promise<AppendResult> {
    return this.store.append(streamId, events, expected);
  }

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

  watchAppends(onAppend: AppendListener): () => void {
    return this.store.watchAppends?.(onAppend) ?? (() => undefined);
  }

  ping(): Promise<void> {
    return this.store.ping();
  }

  async close(): Promise<void> {
    // The wrapped store is its owner's to close.
  }
}
