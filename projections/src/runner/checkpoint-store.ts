import { START, type GlobalPosition } from '@console/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { RunnerTables } from '../read-models.js';

export interface Checkpoint {
  readonly name: string;
  readonly version: number;
  readonly position: GlobalPosition;
}

type Db = Kysely<RunnerTables> | Transaction<RunnerTables>;

/**
 * The runner's view of an application database: kysely's types are invariant in the schema, so a
 * Kysely<ReadModels> is not a Kysely<RunnerTables> to the compiler, though it holds those tables. The runner only
 * touches them through this view.
 */
export const runnerView = <DB extends RunnerTables>(db: Kysely<DB>): Kysely<RunnerTables> =>
  db as unknown as Kysely<RunnerTables>;

const TABLE = 'rm.projection_checkpoints';

/**
 * Every runner query reads major/minor as text: the shared pg parser maps int8 to a JS number, and a position
 * must come back exactly (ARCHITECTURE: compare positions only with comparePositions, never round them).
 */
const selectCheckpoint = (db: Db) =>
  db
    .selectFrom(TABLE)
    .select(['name', 'version', sql<string>`major::text`.as('major'), sql<string>`minor::text`.as('minor')]);

const toCheckpoint = (row: { name: string; version: number; major: string; minor: string }): Checkpoint => ({
  name: row.name,
  version: row.version,
  position: { major: BigInt(row.major), minor: BigInt(row.minor) },
});

export const readCheckpoint = async <DB extends RunnerTables>(
  db: Kysely<DB>,
  name: string,
): Promise<Checkpoint | undefined> => {
  const row = await selectCheckpoint(runnerView(db)).where('name', '=', name).executeTakeFirst();
  return row && toCheckpoint(row);
};

export const readCheckpoints = async <DB extends RunnerTables>(
  db: Kysely<DB>,
  names: readonly string[],
): Promise<Checkpoint[]> => {
  if (names.length === 0) return [];
  const rows = await selectCheckpoint(runnerView(db))
    .where('name', 'in', [...names])
    .execute();
  return rows.map(toCheckpoint);
};

/**
 * Reads and row-locks a checkpoint inside a batch's transaction, so two projector processes (or a projector and
 * a rebuild) serialise on it and the loser sees that it moved, instead of applying a batch twice.
 */
export const lockCheckpoint = async (trx: Transaction<RunnerTables>, name: string): Promise<Checkpoint | undefined> => {
  const row = await selectCheckpoint(trx).where('name', '=', name).forUpdate().executeTakeFirst();
  return row && toCheckpoint(row);
};

export const writeCheckpoint = async (db: Db, checkpoint: Checkpoint): Promise<void> => {
  const values = {
    name: checkpoint.name,
    version: checkpoint.version,
    major: checkpoint.position.major.toString(),
    minor: checkpoint.position.minor.toString(),
    updated_at: sql<Date>`now()`,
  };
  await db
    .insertInto(TABLE)
    .values(values)
    .onConflict((oc) =>
      oc.column('name').doUpdateSet({
        version: values.version,
        major: values.major,
        minor: values.minor,
        updated_at: values.updated_at,
      }),
    )
    .execute();
};

/**
 * Empties a projection's tables and puts its checkpoint back to START at `version`, in one transaction: a crash
 * mid-reset leaves the old, consistent read model. RESTART IDENTITY so serial ids come out as in a live run.
 */
export const resetProjection = async <DB extends RunnerTables>(
  db: Kysely<DB>,
  projection: { readonly name: string; readonly version: number; readonly tables: readonly string[] },
): Promise<void> => {
  await runnerView(db)
    .transaction()
    .execute(async (trx) => {
      await lockCheckpoint(trx, projection.name);
      if (projection.tables.length > 0) {
        await sql`truncate table ${sql.join(projection.tables.map((t) => sql.table(t)))} restart identity`.execute(trx);
      }
      await writeCheckpoint(trx, { name: projection.name, version: projection.version, position: START });
    });
};

/** A SQL literal of a value the runner made (a projection's name): quotes doubled. */
const literal = (text: string): string => `'${text.replaceAll("'", "''")}'`;

/**
 * Opens a batch's transaction and moves its checkpoints as moveCheckpoints does, in ONE round trip (issue 13: a
 * separate BEGIN was one more per lane of every batch): a simple-protocol statement list, so the values are
 * literals (names are the projections' own, versions integers, positions bigints). A checkpoint that moved or
 * changed version makes it raise CHECKPOINT_MOVED_SQLSTATE (rm.expect_checkpoints_moved), inside the open
 * transaction: the caller rolls back.
 */
export const beginMovingCheckpoints = async (
  db: Kysely<RunnerTables>,
  moves: readonly { readonly name: string; readonly version: number; readonly from: GlobalPosition }[],
  to: GlobalPosition,
): Promise<void> => {
  if (moves.length === 0) {
    await sql.raw(`BEGIN; SELECT set_config('synchronous_commit', 'off', true)`).execute(db);
    return;
  }
  const values = moves
    .map((m) => {
      if (!Number.isInteger(m.version)) throw new RangeError(`${m.name}: version ${m.version} is not an integer`);
      return `(${literal(m.name)}, ${m.version}, ${m.from.major.toString()}::bigint, ${m.from.minor.toString()}::bigint)`;
    })
    .join(', ');
  await sql
    .raw(
      `BEGIN;
       WITH moved AS (
         UPDATE rm.projection_checkpoints c
            SET major = ${to.major.toString()}::bigint, minor = ${to.minor.toString()}::bigint, updated_at = now()
           FROM (VALUES ${values}) AS f(name, version, major, minor),
                (SELECT set_config('synchronous_commit', 'off', true)) AS no_disk_wait
          WHERE c.name = f.name AND c.version = f.version AND c.major = f.major AND c.minor = f.minor
         RETURNING c.name)
       SELECT rm.expect_checkpoints_moved((SELECT count(*) FROM moved), ${moves.length})`,
    )
    .execute(db);
};

/**
 * Inside a batch's shared transaction: moves every listed checkpoint from its `from` to `to`, each only where it
 * still stands at `from` with its version, in ONE statement (it also row-locks them, so a second projector process
 * queues behind this batch and then finds them moved). Returns the names it moved; a missing one moved under us.
 */
export const moveCheckpoints = async (
  trx: Transaction<RunnerTables>,
  moves: readonly { readonly name: string; readonly version: number; readonly from: GlobalPosition }[],
  to: GlobalPosition,
): Promise<Set<string>> => {
  if (moves.length === 0) return new Set();
  const { rows } = await sql<{ name: string }>`
    UPDATE rm.projection_checkpoints c
       SET major = ${to.major.toString()}::bigint, minor = ${to.minor.toString()}::bigint, updated_at = now()
      FROM unnest(${moves.map((m) => m.name)}::text[], ${moves.map((m) => m.version)}::int[],
                  ${moves.map((m) => m.from.major.toString())}::text[], ${moves.map((m) => m.from.minor.toString())}::text[])
           AS f(name, version, major, minor),
           -- SET LOCAL synchronous_commit = off, in this statement: one round trip less per batch (see shared-batch.ts).
           (SELECT set_config('synchronous_commit', 'off', true)) AS no_disk_wait
     WHERE c.name = f.name AND c.version = f.version AND c.major = f.major::bigint AND c.minor = f.minor::bigint
    RETURNING c.name`.execute(trx);
  return new Set(rows.map((r) => r.name));
};
