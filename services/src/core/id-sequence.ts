import type { ReadModels } from '@console/projections';
import { sql, type Kysely } from 'kysely';

/**
 * New ids come from a PostgreSQL sequence per category (ARCHITECTURE §3), so they are the spec's integers and
 * work whichever event store runs.
 */
export class IdSequence {
  private readonly ready = new Map<string, Promise<void>>();

  constructor(private readonly db: Kysely<ReadModels>) {}

  static async migrate(db: Kysely<ReadModels>): Promise<void> {
    await sql`CREATE SCHEMA IF NOT EXISTS ids`.execute(db);
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

  /** After ids chosen outside the sequence (countries 1–3, imports), keep the sequence ahead of them. */
  async atLeast(category: string, id: number): Promise<void> {
    const name = this.sequenceName(category);
    await this.ensure(name);
    // setval is not transactional: two callers reading last_value at once could move the sequence back below an
    // id just taken (the concurrent catalogue seed did, and the next create collided with it). A lock per sequence
    // makes the read and the set one step.
    await this.db.transaction().execute(async (tx) => {
      await sql`SELECT pg_advisory_xact_lock(hashtext(${name}))`.execute(tx);
      await sql`SELECT setval(${name}, greatest(${id}, (SELECT last_value FROM ${sql.raw(name)})))`.execute(tx);
    });
  }

  private sequenceName(category: string): string {
    if (!/^[a-z][a-z0-9_]*$/.test(category)) throw new Error(`Bad category ${category}`);
    return `ids.${category}`;
  }

  private ensure(name: string): Promise<void> {
    let p = this.ready.get(name);
    if (!p) {
      p = sql`CREATE SEQUENCE IF NOT EXISTS ${sql.raw(name)}`.execute(this.db).then(() => undefined);
      this.ready.set(name, p);
    }
    return p;
  }
}
