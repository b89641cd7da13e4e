import type { GlobalPosition } from '@console/contracts';
import pg from 'pg';
import type { AppendListener } from '../event-store.port.js';
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
 * Every LISTEN connection holds this shared advisory lock (released by the server when the connection ends), so a
 * writer can tell whether any other process listens at all: pg_locks, read at most every `listenersTtlMs`.
 */
const listenerLock = { classid: 0x65735f6e /* 'es_n' */, objid: 1 } as const;
const listenersTtlMs = 1_000;
/**
 * A process that starts listening is unknown to the writers for up to `listenersTtlMs`: its own subscribers look
 * every `joinPollMs` for this long after it joins, so an append of that moment waits a poll, not the idle one.
 */
const joinPollForMs = 2 * listenersTtlMs;
const joinPollMs = 100;

const otherListenersQuery = {
  name: 'es_other_listeners',
  text: `SELECT EXISTS (SELECT 1 FROM pg_locks l
                         WHERE l.locktype = 'advisory' AND l.classid = ${listenerLock.classid} AND l.objid = ${listenerLock.objid}
                           AND l.objsubid = 2 AND l.granted AND l.pid IS DISTINCT FROM $1::int
                           AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())) AS any`,
};

/**
 * Wakes live subscriptions when events are appended, without a NOTIFY inside the append (PostgreSQL takes one
 * global lock at the commit of every notifying transaction, which would serialize all appends — issue 13):
 * - this process's own appends wake its subscriptions at once, after they commit (`appended(position)`, the newest
 *   event they wrote, so a listener knows its wake-up came after that event was committed);
 * - other processes learn of them through ONE `NOTIFY` per burst, sent after the appends commit, on its own: while
 *   one is on its way, further appends only mark that another is due when it returns, at least `minNotifyGapMs`
 *   after it was sent;
 * - and only when another process listens (its LISTEN connection holds `listenerLock`): a NOTIFY takes a
 *   transaction id and the server's notify queue lock, a cost that every writer paid for nobody when the API,
 *   projector and relay share one process (issue 13);
 * - one LISTEN connection per store hears them.
 * It is only a hint: a subscription that misses one (a connection dropped, or the fence held the events back) still
 * finds the events at its next poll.
 */
export class AppendNotifier {
  private readonly listeners = new Set<AppendListener>();
  private client: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private retryAfter = 0;
  private closed = false;
  private notifying: Promise<void> | undefined;
  private notifyAgain = false;
  /** The backend of this store's own LISTEN connection, left out when looking for other listeners. */
  private listenPid: number | undefined;
  private othersListen = true;
  private othersCheckedAt = -Infinity;
  private checkingOthers: Promise<void> | undefined;

  constructor(private readonly pool: pg.Pool) {}

  /** Calls `onAppend` after appends commit, until the returned function is called. */
  listen(onAppend: AppendListener): () => void {
    this.listeners.add(onAppend);
    this.ensureConnected();
    return () => {
      this.listeners.delete(onAppend);
      if (this.listeners.size === 0) this.disconnect();
    };
  }

  /**
   * This process's append committed, `position` its newest event: wake its subscriptions now, and other processes'
   * with the burst's NOTIFY.
   */
  appended(position: GlobalPosition): void {
    this.notifyAll(position);
    if (this.closed) return;
    if (performance.now() - this.othersCheckedAt > listenersTtlMs) this.checkOthers();
    if (!this.othersListen) return;
    if (this.notifying) {
      this.notifyAgain = true;
      return;
    }
    this.notifying = this.sendNotify();
  }

  /**
   * Looks again whether another process listens (in the background; appends meanwhile go by the last answer).
   * One that has just joined and was not notified polls for a while (`joinPollForMs`); when the answer turns to
   * yes, a NOTIFY goes at once for the appends that were not announced.
   */
  private checkOthers(): void {
    if (this.checkingOthers) return;
    this.othersCheckedAt = performance.now();
    this.checkingOthers = this.pool
      .query<{ any: boolean }>({ ...otherListenersQuery, values: [this.listenPid ?? null] })
      .then(({ rows }) => {
        const before = this.othersListen;
        this.othersListen = rows[0]?.any ?? true;
        if (this.othersListen && !before && !this.closed && !this.notifying) this.notifying = this.sendNotify();
      })
      .catch((error: unknown) => {
        this.othersListen = true; // when in doubt, announce
        console.warn(`[event-store] cannot tell whether other processes listen: ${(error as Error).message}`);
      })
      .finally(() => (this.checkingOthers = undefined));
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
    await this.checkingOthers;
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
    let pid: number | undefined;
    try {
      await client.connect();
      const { rows } = await client.query<{ pid: number }>(
        `SELECT pg_backend_pid() AS pid, pg_advisory_lock_shared(${listenerLock.classid}, ${listenerLock.objid})`,
      );
      pid = rows[0]?.pid;
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
    this.listenPid = pid;
    // Writers of other processes learn of this one within listenersTtlMs: until then, look by ourselves.
    const joined = performance.now();
    const poll = setInterval(() => {
      if (this.closed || this.client !== client || performance.now() - joined > joinPollForMs) clearInterval(poll);
      else this.notifyAll();
    }, joinPollMs);
    poll.unref();
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

  private notifyAll(position?: GlobalPosition): void {
    for (const listener of this.listeners) listener(position);
  }
}
