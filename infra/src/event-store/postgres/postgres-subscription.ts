import type { GlobalPosition, RecordedEvent } from '@console/contracts';
import type pg from 'pg';
import type { EventSubscription, ReadAllFilter } from '../event-store.port.js';
import type { AppendNotifier } from './append-notifier.js';
import { type EventRow, positionOfRow, toRecordedEvent } from './event-row.js';
import { readAllParameters, readWindowSql } from './read-all.sql.js';

/** Events read per query, in catch-up and live alike. */
const batchSize = 500;
/**
 * Longest wait between reads once caught up. Appends wake a subscriber at once, but the fence can hold committed
 * events back until an older transaction ends, and a transaction that appends nothing announces nothing when it
 * ends: the poll bounds that delay.
 */
const pollMs = 100;

interface WindowRow extends EventRow {
  readonly matches: boolean;
}

/** One event of the log after a subscriber's position: the event itself only when the subscriber wants it. */
export interface WindowEntry {
  readonly position: GlobalPosition;
  readonly event: RecordedEvent | undefined;
}

/** How a subscription reads the next `limit` events after a position. */
export type LogWindow = (after: GlobalPosition, limit: number) => Promise<readonly WindowEntry[]>;

/**
 * The windows of a filtered subscription: the next events whatever the filter, payloads only for those it wants,
 * so it moves past unwanted events instead of scanning them again at every poll (readWindowSql).
 */
export const filteredWindows =
  (pool: pg.Pool, filter: ReadAllFilter): LogWindow =>
  async (after, limit) => {
    const { rows } = await pool.query<WindowRow>(readWindowSql, readAllParameters(after, limit, filter));
    return rows.map((row) => ({ position: positionOfRow(row), event: row.matches ? toRecordedEvent(row) : undefined }));
  };

/** The windows of a subscription that wants every event: the store's own reads of the log (readAll's way). */
export const everyEventWindows =
  (readLog: (after: GlobalPosition, limit: number) => Promise<readonly RecordedEvent[]>): LogWindow =>
  async (after, limit) =>
    (await readLog(after, limit)).map((event) => ({ position: event.position, event }));

/**
 * Catch-up then live, one loop: read the next window behind the fence; when it was not full, wait for an append
 * notification or the poll, whichever comes first. Never busy-loops, never skips (see read-all.sql.ts).
 * Read errors end the iteration with the error: the consumer decides how to resume from its position.
 */
export class PostgresSubscription implements EventSubscription {
  private closed = false;
  private woken = false;
  private wake: (() => void) | undefined;
  private iterated = false;
  private readonly events: AsyncGenerator<RecordedEvent, void, undefined>;

  constructor(
    private readonly notifier: AppendNotifier,
    from: GlobalPosition,
    private readonly readWindow: LogWindow,
    private readonly onClose: (subscription: PostgresSubscription) => void,
  ) {
    this.events = this.run(from);
  }

  [Symbol.asyncIterator](): AsyncIterator<RecordedEvent> {
    if (this.iterated) throw new Error('A subscription is iterated once; subscribe again for a second reader');
    this.iterated = true;
    return this.events;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.wake?.();
    this.onClose(this);
    // Ends the generator: at once when it waits at a yield, after its current read when it is reading.
    await this.events.return(undefined);
  }

  private async *run(from: GlobalPosition): AsyncGenerator<RecordedEvent, void, undefined> {
    const stopListening = this.notifier.listen(() => this.signal());
    try {
      let position = from;
      while (!this.closed) {
        // Cleared before reading: a notification that arrives during the read makes the wait below return at once.
        this.woken = false;
        const read = await this.readWindow(position, batchSize);
        for (const { position: at, event } of read) {
          if (this.closed) return;
          position = at;
          if (event) yield event;
        }
        if (read.length < batchSize) await this.nextWake();
      }
    } finally {
      stopListening();
    }
  }

  private signal(): void {
    this.woken = true;
    this.wake?.();
  }

  private nextWake(): Promise<void> {
    if (this.woken || this.closed) return Promise.resolve();
    this.notifier.ensureConnected();
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, pollMs);
      this.wake = done;
    });
  }
}
