import type { RecordedEvent } from '@console/contracts';
import { DelegatingEventStore } from './delegating-event-store.js';
import type { EventStore, ReadStreamRange } from './event-store.port.js';

/**
 * Whole-stream reads asked for while one is under way wait and go together in the next: one query for many
 * callers (group commit's idea, for reads). A read is never answered by a query that started before it was asked,
 * so a caller reads at least what it wrote before asking.
 */
class ReadGroup<T> {
  private queue: { ids: readonly string[]; resolve: (m: Map<string, T>) => void; reject: (e: unknown) => void }[] = [];
  private inFlight = 0;

  constructor(
    private readonly read: (ids: readonly string[]) => Promise<Map<string, T>>,
    private readonly maxInFlight: number,
  ) {}

  get(ids: readonly string[]): Promise<Map<string, T>> {
    return new Promise((resolve, reject) => {
      this.queue.push({ ids, resolve, reject });
      // Callers of the same moment (one tick) share the first query too.
      queueMicrotask(() => this.drain());
    });
  }

  private drain(): void {
    while (this.queue.length > 0 && this.inFlight < this.maxInFlight) {
      const taken = this.queue;
      this.queue = [];
      this.inFlight += 1;
      void this.read([...new Set(taken.flatMap((t) => t.ids))])
        .then(
          (found) => taken.forEach((t) => t.resolve(found)),
          (e: unknown) => taken.forEach((t) => t.reject(e)),
        )
        .finally(() => {
          this.inFlight -= 1;
          this.drain();
        });
    }
  }
}

/**
 * The store seen by many concurrent deciders that each read a few whole streams (the monthly billing run's
 * customers, 32 at once: their customers', listings', billing and storage streams): reads issued while another is
 * under way are merged into one `readStreams` / `readLastEvents` query instead of one each. Everything else is the
 * store's own. On a loaded database each statement waits its turn for the CPU, so statements, not rows, bound such
 * a run.
 */
export class GroupedReadsEventStore extends DelegatingEventStore {
  private readonly whole: ReadGroup<RecordedEvent[]>;
  private readonly last: ReadGroup<RecordedEvent>;

  constructor(
    store: EventStore,
    /** Reads of each kind under way at once (each on its own connection). */
    maxInFlight = 2,
  ) {
    super(store);
    this.whole = new ReadGroup((ids) => store.readStreams(ids), maxInFlight);
    this.last = new ReadGroup((ids) => store.readLastEvents(ids), maxInFlight);
  }

  override async readStream(streamId: string, range?: ReadStreamRange): Promise<RecordedEvent[]> {
    if (range && (range.fromVersion !== undefined || range.toVersion !== undefined))
      return this.store.readStream(streamId, range);
    return (await this.whole.get([streamId])).get(streamId) ?? [];
  }

  override async readStreams(streamIds: readonly string[]): Promise<Map<string, RecordedEvent[]>> {
    const found = await this.whole.get(streamIds);
    return new Map(streamIds.map((id) => [id, found.get(id) ?? []]));
  }

  override async readLastEvents(streamIds: readonly string[]): Promise<Map<string, RecordedEvent>> {
    const found = await this.last.get(streamIds);
    const out = new Map<string, RecordedEvent>();
    for (const id of streamIds) {
      const e = found.get(id);
      if (e) out.set(id, e);
    }
    return out;
  }
}
