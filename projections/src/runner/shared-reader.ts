import { positionToString, type GlobalPosition, type RecordedEvent } from '@console/contracts';
import type { EventStore } from '@console/infra';

/**
 * Every projection reads the whole log from its own checkpoint, and most of them sit at the same checkpoint (all
 * caught up, or all replaying together in a rebuild). This lets them share one store read: identical reads in
 * flight are joined, and the last few *full* batches are kept, because a full batch after a position never
 * changes (the store never inserts an event before one it has already returned). A short batch is never kept:
 * more events may follow it.
 */
export class SharedReader {
  private readonly inFlight = new Map<string, Promise<readonly RecordedEvent[]>>();
  private readonly fullBatches = new Map<string, readonly RecordedEvent[]>();

  constructor(
    private readonly store: EventStore,
    private readonly keepFullBatches = 8,
  ) {}

  read(from: GlobalPosition, limit: number): Promise<readonly RecordedEvent[]> {
    const key = `${positionToString(from)}/${limit}`;
    const kept = this.fullBatches.get(key);
    if (kept) return Promise.resolve(kept);
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const read = this.store.readAll(from, limit).then((events) => {
      if (events.length === limit) this.keep(key, events);
      return events;
    });
    this.inFlight.set(key, read);
    const forget = () => this.inFlight.delete(key);
    read.then(forget, forget);
    return read;
  }

  private keep(key: string, events: readonly RecordedEvent[]): void {
    this.fullBatches.set(key, events);
    // Map iterates in insertion order: the first key is the oldest batch.
    while (this.fullBatches.size > this.keepFullBatches) {
      const oldest = this.fullBatches.keys().next().value;
      if (oldest === undefined) break;
      this.fullBatches.delete(oldest);
    }
  }
}
