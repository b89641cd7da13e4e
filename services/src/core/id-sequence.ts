import { sqlStateOf } from '@console/infra';
import type { ReadModels } from '@console/projections';
import { sql, type Kysely } from 'kysely';

/** Gaps up to this are crossed id by id (about 4 ms); beyond it no concurrent burst of creates reaches the far end. */
const ID_GAP_TAKEN_ONE_BY_ONE = 10_000;

/** Another CREATE of the same name committed first: unique_violation on the catalogue, or duplicate_table/schema. */
const createdMeanwhile = (error: unknown): boolean => ['23505', '42P07', '42P06'].includes(sqlStateOf(error) ?? '');

/**
 * New ids come from a PostgreSQL sequence per category (ARCHITECTURE §3), so they are the spec's integers and
 * work whichever event store runs.
 */
export class IdSequence {
  private readonly ready = new Map<string, Promise<void>>();

  constructor(private readonly db: Kysely<ReadModels>) {}

  /** Two processes starting at once may both create the schema: the one that loses finds it there (see ensure). */
  static async migrate(db: Kysely<ReadModels>): Promise<void> {
    await sql`CREATE SCHEMA IF NOT EXISTS ids`.execute(db).catch((error: unknown) => {
      if (!createdMeanwhile(error)) throw error;
    });
  }

  async next(category: string): Promise<number> {
    const name = this.sequenceName(category);
    await this.ensure(name);
    const r = await sql<{ id: number }>`SELECT nextval(${name}) AS id`.execute(this.db);
    const row = r.rows[0];
    if (!row) throw new Error(`No id from ${name}`);
    return Number(row.id);
  }

  /** `count` ids of the category at once (a billing run's charges): one round trip, not one per id. */
  async nextMany(category: string, count: number): Promise<number[]> {
    if (count <= 0) return [];
    const name = this.sequenceName(category);
    await this.ensure(name);
    const r = await sql<{ id: number }>`SELECT nextval(${name}) AS id FROM generate_series(1, ${count})`.execute(
      this.db,
    );
    return r.rows.map((x) => Number(x.id));
  }

  /**
   * After ids chosen outside the sequence (countries 1–3, imports, a record created with its id), keep the sequence
   * ahead of them, never behind an id it handed out. `setval` is not ordered with other callers' nextval: a set to
   * a value read a moment before could take the sequence back below an id just given, and the next create would
   * get that id again (the seed's 128 creates at once did: a record lost to the conflict). So an id at or below
   * the sequence moves nothing, and a small gap is crossed by taking its ids with nextval (forward only; under a
   * microsecond an id). A gap wider than any burst of creates can cross in between is jumped with setval, so an id
   * given far ahead does not take billions of nextval. The lock makes concurrent moves one at a time.
   */
  async atLeast(category: string, id: number): Promise<void> {
    const name = this.sequenceName(category);
    await this.ensure(name);
    await this.db.transaction().execute(async (tx) => {
      await sql`SELECT pg_advisory_xact_lock(hashtext(${name}))`.execute(tx);
      // The last id handed out: last_value once nextval has run, one below it before (a new sequence starts at 1).
      const r = await sql<{ last: string }>`
        SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END AS last FROM ${sql.raw(name)}`.execute(tx);
      const gap = id - Number(r.rows[0]?.last ?? 0);
      if (gap <= 0) return;
      if (gap > ID_GAP_TAKEN_ONE_BY_ONE) await sql`SELECT setval(${name}, ${id})`.execute(tx);
      else await sql`SELECT count(nextval(${name})) FROM generate_series(1, ${gap})`.execute(tx);
    });
  }

  private sequenceName(category: string): string {
    if (!/^[a-z][a-z0-9_]*$/.test(category)) throw new Error(`Bad category ${category}`);
    return `ids.${category}`;
  }

  /**
   * Creates the category's sequence on its first use. Other owners may create it at the same moment (each process
   * has its IdSequence, and the API's and the storage mover's share one): IF NOT EXISTS does not make that safe,
   * the loser fails on the catalogue's unique index, and then the sequence is there. Any other failure is not
   * kept, so the next id tries again.
   */
  private ensure(name: string): Promise<void> {
    let p = this.ready.get(name);
    if (!p) {
      p = sql`CREATE SEQUENCE IF NOT EXISTS ${sql.raw(name)}`.execute(this.db).then(
        () => undefined,
        (error: unknown) => {
          if (createdMeanwhile(error)) return;
          this.ready.delete(name);
          throw error;
        },
      );
      this.ready.set(name, p);
    }
    return p;
  }
}
