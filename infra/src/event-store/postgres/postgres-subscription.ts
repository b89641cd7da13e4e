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

interface WindowEntry {
  readonly position: GlobalPosition;
  readonly event: RecordedEvent | undefined;
}

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
    private readonly pool: pg.Pool,
    private readonly notifier: AppendNotifier,
    from: GlobalPosition,
    filter: ReadAllFilter | undefined,
    /** For a subscription that takes every event: how the store reads the log after a position (readAll's way). */
    private readonly readLog: ((from: GlobalPosition, limit: number) => Promise<RecordedEvent[]>) | undefined,
    private readonly onClose: (subscription: PostgresSubscription) => void,
  ) {
    this.events = this.run(from, filter);
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

  private async *run(
    from: GlobalPosition,
    filter: ReadAllFilter | undefined,
  ): AsyncGenerator<RecordedEvent, void, undefined> {
    const stopListening = this.notifier.listen(() => this.signal());
    try {
      let position = from;
      while (!this.closed) {
        // Cleared before reading: a notification that arrives during the read makes the wait below return at once.
        this.woken = false;
        const read = this.readLog ? await readEvery(this.readLog, position) : await this.readWindow(position, filter);
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

  /** The next window of the log, each event with its position; those the filter leaves out without one. */
  private async readWindow(position: GlobalPosition, filter: ReadAllFilter | undefined): Promise<WindowEntry[]> {
    const { rows } = await this.pool.query<WindowRow>(readWindowSql, readAllParameters(position, batchSize, filter));
    return rows.map((row) => ({ position: positionOfRow(row), event: row.matches ? toRecordedEvent(row) : undefined }));
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

const readEvery = async (
  readLog: (from: GlobalPosition, limit: number) => Promise<RecordedEvent[]>,
  position: GlobalPosition,
): Promise<WindowEntry[]> => (await readLog(position, batchSize)).map((event) => ({ position: event.position, event }));
