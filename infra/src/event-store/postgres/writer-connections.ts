import type pg from 'pg';
import { sqlStateOf } from '../../database/sql-state.js';

/**
 * The store's appends run on connections it keeps for a moment instead of checking one out of the pool for each
 * statement (issue 13: under load a `pool.query` cost up to twice a query on a held connection, and an append is a
 * single short statement). At most `max` are kept, as many as appends run at once; one unused for `idleMs` goes
 * back to the pool, so a quiet store holds none. A connection whose query failed at the connection level is
 * destroyed rather than kept.
 */
export class WriterConnections {
  private readonly idle: pg.PoolClient[] = [];
  private held = 0;
  private timer: NodeJS.Timeout | undefined;
  private lastUsed = 0;
  private closed = false;
  private readonly listeners = new Map<pg.PoolClient, (error: Error) => void>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly max: number,
    private readonly idleMs = 1000,
  ) {}

  async query<R extends pg.QueryResultRow>(config: pg.QueryConfig): Promise<pg.QueryResult<R>> {
    const client = this.idle.pop() ?? (await this.acquire());
    if (!client) return this.pool.query<R>(config);
    try {
      const result = await client.query<R>(config);
      this.giveBack(client);
      return result;
    } catch (error) {
      // A statement's own error (a conflict, a check) leaves the connection usable; a broken one is dropped.
      if (isStatementError(error)) this.giveBack(client);
      else this.drop(client, error);
      throw error;
    }
  }

  /** Gives every kept connection back to the pool (the pool itself stays open: it is the caller's). */
  close(): void {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    for (const c of this.idle.splice(0)) this.release(c);
  }

  private async acquire(): Promise<pg.PoolClient | undefined> {
    if (this.closed || this.held >= this.max) return undefined;
    this.held += 1;
    try {
      const client = await this.pool.connect();
      // A kept connection that breaks while idle (the server restarted, an admin ended it) emits 'error'; with no
      // listener that would end the process. It is dropped instead.
      const onError = (error: Error) => {
        const at = this.idle.indexOf(client);
        if (at >= 0) {
          this.idle.splice(at, 1);
          this.drop(client, error);
        }
      };
      client.on('error', onError);
      this.listeners.set(client, onError);
      this.timer ??= setInterval(() => this.releaseIdle(), this.idleMs).unref();
      return client;
    } catch (error) {
      this.held -= 1;
      throw error;
    }
  }

  private giveBack(client: pg.PoolClient): void {
    this.lastUsed = performance.now();
    if (this.closed) this.release(client);
    else this.idle.push(client);
  }

  private release(client: pg.PoolClient, error?: Error): void {
    this.held -= 1;
    const onError = this.listeners.get(client);
    if (onError) client.removeListener('error', onError);
    this.listeners.delete(client);
    client.release(error);
  }

  private drop(client: pg.PoolClient, error: unknown): void {
    this.release(client, error instanceof Error ? error : new Error(String(error)));
  }

  private releaseIdle(): void {
    if (performance.now() - this.lastUsed < this.idleMs) return;
    for (const c of this.idle.splice(0)) this.release(c);
    if (this.held === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }
}

/**
 * An error PostgreSQL answered for the statement (an SQLSTATE), after which the connection is still good; not a
 * lost connection (no SQLSTATE), a connection exception (class 08), an operator intervention such as a terminated
 * backend (57) or an internal error (XX).
 */
const isStatementError = (error: unknown): boolean => {
  const code = sqlStateOf(error);
  return code !== undefined && /^[0-9A-Z]{5}$/.test(code) && !/^(08|57|XX)/.test(code);
};
