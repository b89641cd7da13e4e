import { SEARCH_COUNT_CAP } from '@console/contracts';
import type { ReadModels } from '@console/projections';
import { sql, type Expression, type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { ListTotal } from '../core/http/capped-count.js';
import { likePattern } from '../core/http/generic-find.js';
import type { AccountingTable } from './accounting.rows.js';

type Filtered<T extends AccountingTable> = SelectQueryBuilder<ReadModels, T, object>;

/**
 * The words of a term that the rows' trigram index is asked for, or null for the whole term. A reference is often a
 * common prefix and a distinctive number (`BENCH-4242`, a gateway's `chg_…`, `fort_…`): the prefix's trigrams are on
 * a large share of the rows, and the index scan checks every candidate of the rare trigrams against their posting
 * lists (52 ms at 600,000 payments whose references all start `BENCH-`). So when a term of several words (letters
 * and digits, as pg_trgm cuts them) has words with a digit and at least three characters (trigrams of their own),
 * only those words are looked up in the index, and the whole term is matched on the rows they find by `strpos`,
 * which the index cannot serve (so the planner cannot add the common trigrams back). The rows that match are the
 * same: each word is part of the term.
 */
export const indexedWords = (term: string): string[] | null => {
  const words = term
    .trim()
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');
  const distinctive = words.filter((w) => w.length >= 3 && /\p{N}/u.test(w));
  return distinctive.length > 0 && distinctive.length < words.length ? distinctive : null;
};

/**
 * A free-text search of an accounting list (searchTerm, the generic `q`): a row matches by its own words (its
 * `search` column: number, id, mode, reference…) or by its customer's name. The rows that match are two disjoint
 * parts, each read by the index that suits it:
 * - `own`: the row's own words hold the term (the trigram index on `search`, or the primary key backwards for a
 *   term on many rows), its customer's name not;
 * - `theirs`: its customer is one of those whose name holds the term, found among the customers' names
 *   (rm.accounting_refs, a row per user with its own trigram index), then the rows of each such customer by
 *   ("userId", id), one customer after the other (a LATERAL join, so no estimate of how many customers match
 *   can turn it into a scan of the whole table).
 * In the rows' own trigram index a name's trigrams sit on every row of every customer sharing a word of it (74 ms
 * of database time for a name's page at half a million invoices); this way a name costs its customers' index
 * entries. Because the parts are disjoint, a page takes the first rows of each and a total adds them up.
 */
export class AccountingSearch<T extends AccountingTable> {
  private readonly pattern: string;
  private readonly needle: string;
  private readonly indexed: readonly string[] | null;

  constructor(
    private readonly db: Kysely<ReadModels>,
    private readonly filtered: Filtered<T>,
    term: string,
  ) {
    this.pattern = likePattern(term);
    this.needle = term.trim().toLowerCase();
    this.indexed = indexedWords(term);
  }

  private named(): RawBuilder<unknown> {
    return sql`(SELECT id FROM rm.accounting_refs WHERE kind = 'user' AND lower(name) LIKE ${this.pattern})`;
  }

  private own(): Filtered<T> {
    const own = this.indexed
      ? this.indexed
          .reduce((q, word) => q.where(sql<SqlBool>`search LIKE ${likePattern(word)}`), this.filtered)
          .where(sql<SqlBool>`strpos(search, ${this.needle}) > 0`)
      : this.filtered.where(sql<SqlBool>`search LIKE ${this.pattern}`);
    return own.where(sql<SqlBool>`"userId" NOT IN ${this.named()}`);
  }

  /** The ids of the rows of the named customers, each customer's through its index, `first` of each when given. */
  private theirs(first?: { direction: 'asc' | 'desc'; count: number }): RawBuilder<unknown> {
    let rows = this.filtered.select(sql.ref('id').as('id')).where(sql<SqlBool>`"userId" = n.id`);
    if (first) rows = rows.orderBy(sql.ref('id'), first.direction).limit(first.count);
    return sql`SELECT x.id FROM ${this.named()} AS n CROSS JOIN LATERAL (${rows}) AS x`;
  }

  /** Every matching row (any other sort than id, the generic calls): the condition on the list's own query. */
  matches(): Expression<SqlBool> {
    return sql<SqlBool>`id IN (${this.own().select(sql.ref('id').as('id'))} UNION ALL ${this.theirs()})`;
  }

  /**
   * The ids of a page in id order: the first `offset + limit` of each part, merged. Each part reads no more than
   * that many index entries per customer (or its own trigram matches), whatever the number of rows matching.
   */
  pageIds(direction: 'asc' | 'desc', limit: number, offset: number): Expression<SqlBool> {
    const count = offset + limit;
    const own = this.own().select(sql.ref('id').as('id')).orderBy(sql.ref('id'), direction).limit(count);
    const order = sql.raw(direction === 'asc' ? 'ASC' : 'DESC');
    return sql<SqlBool>`id IN (
      SELECT id FROM ((${own}) UNION ALL (SELECT y.id FROM (${this.theirs({ direction, count })}) AS y ORDER BY y.id ${order} LIMIT ${count})) AS u
       ORDER BY id ${order} LIMIT ${limit} OFFSET ${offset})`;
  }

  /** The total, counted up to SEARCH_COUNT_CAP (`totalCountCapped` beyond), as every list counts a search. */
  async total(cap: number = SEARCH_COUNT_CAP): Promise<ListTotal> {
    const r = await sql<{ n: string }>`
      SELECT count(*) AS n FROM ((${this.own().select(sql.ref('id').as('id'))}) UNION ALL (${this.theirs()}) LIMIT ${cap + 1}) AS m`.execute(
      this.db,
    );
    const n = Number(r.rows[0]?.n ?? 0);
    return n > cap ? { totalCount: cap, totalCountCapped: true } : { totalCount: n };
  }
}
