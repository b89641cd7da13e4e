import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type pg from 'pg';

export interface RepeatedStatementsOptions {
  /** Uses of a statement's text in the pool before its connections prepare it. */
  readonly minUses?: number;
  /** Statements one connection keeps prepared at most; later texts go unprepared (nothing is deallocated). */
  readonly perConnection?: number;
  /** Texts counted at most, the least recently run forgotten first (a rebuild's large batches are each a new text). */
  readonly tracked?: number;
  /**
   * Parameters of a statement prepared at most: a catch-up's batch of hundreds of rows is a statement of thousands,
   * which the server would keep for the connection's life for little gain (parsing is small beside its rows).
   */
  readonly maxParameters?: number;
}

/**
 * A prepared statement's plan, after five runs, may become a generic one made without its values, kept for the
 * connection's life and never made again as the tables grow (autovacuum, whose ANALYZE would invalidate it, may be
 * off, as on this machine). Planned on the empty tables of a first start, a read in key order with a limit stays a
 * bitmap scan and sort of everything after the key (seen on `es.events`' log read). So the statements are planned
 * for every run with their values and the tables as they are; what preparing saves is the parsing and analysis.
 */
const CUSTOM_PLANS = 'SET plan_cache_mode = force_custom_plan';

/**
 * Makes the pool's connections prepare the statements it runs again and again (the projector's: the same upserts,
 * updates and checkpoint moves for every batch), so PostgreSQL parses and analyses each once per connection instead
 * of on every run (docs/decisions.md, Projections). Only statements with parameters are prepared:
 * a text without them may hold several statements (the lanes' `BEGIN; ...`), which the extended protocol refuses.
 */
export const prepareRepeatedStatements = (pool: pg.Pool, options: RepeatedStatementsOptions = {}): void => {
  const minUses = options.minUses ?? 2;
  const perConnection = options.perConnection ?? 256;
  const tracked = options.tracked ?? 10_000;
  const maxParameters = options.maxParameters ?? 100;
  const texts = new LRUCache<string, { uses: number; name: string | undefined }>({ max: tracked });
  const nameOf = (text: string): string | undefined => {
    let seen = texts.get(text);
    if (!seen) {
      seen = { uses: 0, name: undefined };
      texts.set(text, seen);
    }
    seen.uses += 1;
    if (seen.uses < minUses) return undefined;
    seen.name ??= `rs_${crypto.createHash('sha1').update(text).digest('hex')}`;
    return seen.name;
  };
  pool.on('connect', (client) => {
    // Queued before any statement the pool's first caller sends (a client runs its statements in order).
    client.query(CUSTOM_PLANS).catch((e: unknown) => console.error('[pg] plan_cache_mode not set:', e));
    const prepared = new Set<string>();
    const query = client.query.bind(client) as unknown as (...args: unknown[]) => unknown;
    const repeated = (...args: unknown[]): unknown => {
      const [text, values, callback] = args;
      if (typeof text === 'string' && Array.isArray(values) && values.length > 0 && values.length <= maxParameters) {
        const name = nameOf(text);
        if (name !== undefined && (prepared.has(name) || prepared.size < perConnection)) {
          prepared.add(name);
          // pool.query passes a callback, kysely awaits the promise: both as they came.
          return callback === undefined ? query({ name, text, values }) : query({ name, text, values }, callback);
        }
      }
      return query(...args);
    };
    client.query = repeated as unknown as typeof client.query;
  });
};
