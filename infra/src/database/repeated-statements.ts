import crypto from 'node:crypto';
import type pg from 'pg';

export interface RepeatedStatementsOptions {
  /** Uses of a statement's text in the pool before its connections prepare it. */
  readonly minUses?: number;
  /** Statements one connection keeps prepared at most; later texts go unprepared (nothing is deallocated). */
  readonly perConnection?: number;
  /** Texts counted at most; past that the counts start again (a rebuild's large batches are each a new text). */
  readonly tracked?: number;
  /**
   * Parameters of a statement prepared at most: a catch-up's batch of hundreds of rows is a statement of thousands,
   * whose plan the server would keep for the connection's life for little gain (planning is small beside its rows).
   */
  readonly maxParameters?: number;
}

/**
 * Makes the pool's connections prepare the statements it runs again and again (the projector's: the same upserts,
 * updates and checkpoint moves for every batch), so PostgreSQL parses and plans each once per connection instead of
 * on every run. An unnamed statement is parsed, analysed and planned each time: on `rm.users` (45 columns, 11
 * indexes) that was half of a primary-key read's 0.4 ms here (docs/decisions.md, "Write path, fourteenth pass").
 * A prepared statement's plan turns generic after five runs, which suits statements that find rows by key; that
 * is why this is for the projector's own pool and not for the API's list queries, whose best plan depends on
 * their filters' values. Only statements with parameters are prepared: a text without them may hold several
 * statements (the lanes' `BEGIN; ...`), which the extended protocol refuses.
 */
export const prepareRepeatedStatements = (pool: pg.Pool, options: RepeatedStatementsOptions = {}): void => {
  const minUses = options.minUses ?? 2;
  const perConnection = options.perConnection ?? 256;
  const tracked = options.tracked ?? 10_000;
  const maxParameters = options.maxParameters ?? 100;
  const texts = new Map<string, { uses: number; name: string | undefined }>();
  const nameOf = (text: string): string | undefined => {
    let seen = texts.get(text);
    if (!seen) {
      if (texts.size >= tracked) texts.clear();
      seen = { uses: 0, name: undefined };
      texts.set(text, seen);
    }
    seen.uses += 1;
    if (seen.uses < minUses) return undefined;
    seen.name ??= `rs_${crypto.createHash('sha1').update(text).digest('hex')}`;
    return seen.name;
  };
  pool.on('connect', (client) => {
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
