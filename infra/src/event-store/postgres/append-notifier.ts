import pg from 'pg';
import { eventsChannel } from './schema/events-channel.js';

/**
 * The notification, in a transaction of its own that does not wait for the disk: a NOTIFY takes a transaction id,
 * so at the default synchronous_commit it would cost a WAL flush per burst beside the appends' own; it is a hint
 * that may be lost anyway.
 */
const notifyQuery = `SELECT set_config('synchronous_commit', 'off', true), pg_notify('${eventsChannel}', '')`;

/** Notifications of one process are this far apart at least (a steady writer: one per this, not one per append). */
const minNotifyGapMs = 2;

/** After a failed connection, the LISTEN client is tried again no sooner than this; subscribers poll meanwhile. */
const reconnectDelayMs = 5_000;

/**
 * Wakes live subscriptions when events are appended, without a NOTIFY inside the append (PostgreSQL takes one
 * global lock at the commit of every notifying transaction, which would serialize all appends — issue 13):
 * - this process's own appends wake its subscriptions at once, after they commit (`appended()`);
 * - other processes learn of them through ONE `NOTIFY` per burst, sent after the appends commit, on its own: while
 *   one is on its way, further appends only mark that another is due when it returns, at least `minNotifyGapMs`
 *   after it was sent;
 * - one LISTEN connection per store hears them.
 * It is only a hint: a subscription that misses one (a connection dropped, or the fence held the events back) still
 * finds the events at its next poll.
 */
export class AppendNotifier {
  private readonly listeners = new Set<() => void>();
  private client: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private retryAfter = 0;
  private closed = false;
  private notifying: Promise<void> | undefined;
  private notifyAgain = false;

  constructor(private readonly pool: pg.Pool) {}

  /** Calls `onAppend` after appends commit, until the returned function is called. */
  listen(onAppend: () => void): () => void {
    this.listeners.add(onAppend);
    this.ensureConnected();
    return () => {
      this.listeners.delete(onAppend);
      if (this.listeners.size === 0) this.disconnect();
    };
  }

  /** This process's append committed: wake its subscriptions now, and other processes' with the burst's NOTIFY. */
  appended(): void {
    this.notifyAll();
    if (this.closed) return;
    if (this.notifying) {
      this.notifyAgain = true;
      return;
    }
    this.notifying = this.sendNotify();
  }

  /** Re-establishes a lost connection (at most every few seconds); cheap when connected. */
  ensureConnected(): void {
    if (this.client || this.connecting || this.closed || this.listeners.size === 0) return;
    if (Date.now() < this.retryAfter) return;
    this.connecting = this.connect().finally(() => (this.connecting = undefined));
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    await this.connecting;
    await this.notifying;
    this.disconnect();
  }

  private async sendNotify(): Promise<void> {
    try {
      do {
        this.notifyAgain = false;
        const sent = performance.now();
        await this.pool.query(notifyQuery);
        // One notification per burst: appends during this one's round trip, or just after it, share the next.
        const wait = minNotifyGapMs - (performance.now() - sent);
        if (this.notifyAgain && wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      } while (this.notifyAgain && !this.closed);
    } catch (error) {
      // Other processes still poll; nothing is lost.
      console.warn(`[event-store] NOTIFY failed, other processes will poll: ${(error as Error).message}`);
    } finally {
      this.notifying = undefined;
    }
  }

  private async connect(): Promise<void> {
    const client = new pg.Client(this.pool.options);
    client.on('notification', () => this.notifyAll());
    client.on('error', (error: Error) => {
      console.warn(`[event-store] LISTEN connection lost, polling until it is back: ${error.message}`);
      if (this.client === client) this.client = undefined;
      client.end().catch(() => undefined);
      // Whatever was announced while it was down is found by reading now.
      this.notifyAll();
      this.reconnectLater();
    });
    client.on('end', () => {
      if (this.client === client) this.client = undefined;
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${eventsChannel}`);
    } catch (error) {
      this.retryAfter = Date.now() + reconnectDelayMs;
      console.warn(`[event-store] cannot LISTEN, polling instead: ${(error as Error).message}`);
      await client.end().catch(() => undefined);
      this.reconnectLater();
      return;
    }
    if (this.closed || this.listeners.size === 0) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
  }

  /**
   * A listener that never reads by itself (a projector's doorbell) does not call ensureConnected again: try again
   * once the delay has passed, while anyone listens.
   */
  private reconnectLater(): void {
    if (this.closed) return;
    setTimeout(() => this.ensureConnected(), reconnectDelayMs + 10).unref();
  }

  private disconnect(): void {
    const client = this.client;
    this.client = undefined;
    client?.end().catch(() => undefined);
  }

  private notifyAll(): void {
    for (const listener of this.listeners) listener();
  }
}
