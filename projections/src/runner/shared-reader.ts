import { positionToString, type GlobalPosition, type RecordedEvent } from '@console/contracts';
import type { EventStore } from '@console/infra';
import { LRUCache } from 'lru-cache';

interface Read {
  readonly limit: number;
  readonly events: Promise<readonly RecordedEvent[]>;
}

interface KeptBatch {
  readonly limit: number;
  readonly events: readonly RecordedEvent[];
}

/**
 * Every projection reads the whole log from its own checkpoint, and most of them sit at the same checkpoint (all
 * caught up, or all replaying together in a rebuild). This lets them share one store read: reads in flight from
 * the same position are joined, and the last few *full* batches are kept, because a full batch after a position
 * never changes (the store never inserts an event before one it has already returned). A short batch is never
 * kept: more events may follow it.
 *
 * One reader may serve several runners of a process (the projector, the task recorder, the storage mover: issue
 * 13), whose batches differ in size: a read of `limit` events is served by a read of at least as many (its first
 * `limit` events are the same), or by a smaller one that came back short (the end of the log as of that read).
 */
export class SharedReader {
  private readonly inFlight = new Map<string, Read>();
  /** The last few full batches kept, the least recently kept or read forgotten first. */
  private readonly fullBatches: LRUCache<string, KeptBatch>;

  constructor(
    private readonly store: EventStore,
    keepFullBatches = 8,
  ) {
    this.fullBatches = new LRUCache({ max: keepFullBatches });
  }

  async read(from: GlobalPosition, limit: number): Promise<readonly RecordedEvent[]> {
    const key = positionToString(from);
    const kept = this.fullBatches.get(key);
    if (kept && kept.limit >= limit) return firstOf(kept.events, limit);
    const pending = this.inFlight.get(key);
    if (pending) {
      const events = await pending.events;
      if (pending.limit >= limit) return firstOf(events, limit);
      if (events.length < pending.limit) return events;
    }
    return this.readFromStore(key, from, limit);
  }

  private readFromStore(key: string, from: GlobalPosition, limit: number): Promise<readonly RecordedEvent[]> {
    const events = this.store.readAll(from, limit).then((read) => {
      if (read.length === limit) this.keep(key, { limit, events: read });
      return read;
    });
    const entry = { limit, events };
    this.inFlight.set(key, entry);
    const forget = () => {
      if (this.inFlight.get(key) === entry) this.inFlight.delete(key);
    };
    events.then(forget, forget);
    return events;
  }

  private keep(key: string, batch: KeptBatch): void {
    const kept = this.fullBatches.peek(key);
    if (kept && kept.limit >= batch.limit) return;
    this.fullBatches.set(key, batch);
  }
}

const firstOf = (events: readonly RecordedEvent[], limit: number): readonly RecordedEvent[] =>
  events.length <= limit ? events : events.slice(0, limit);
