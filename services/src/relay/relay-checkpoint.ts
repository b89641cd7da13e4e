import type pg from 'pg';
import { START, type GlobalPosition } from '@console/contracts';

/** Shared by every migrator of the `relay` schema, so two processes starting together take turns. */
const migrationLockKey = 7_242_101;

/** The relay's own table: where each relay (by name) has published up to, acknowledged. */
export const migrateRelaySchema = async (pool: pg.Pool): Promise<void> => {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // IF NOT EXISTS alone is not safe against a concurrent creator: both pass the check.
    await client.query('SELECT pg_advisory_xact_lock($1)', [migrationLockKey]);
    await client.query('CREATE SCHEMA IF NOT EXISTS relay');
    await client.query(`
      CREATE TABLE IF NOT EXISTS relay.checkpoint (
        name text PRIMARY KEY,
        major bigint NOT NULL,
        minor bigint NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Events the bus refused for themselves (too large for it): parked so the relay goes on (relay-parking.ts).
    await client.query(`
      CREATE TABLE IF NOT EXISTS relay.parked (
        relay text NOT NULL,
        event_id uuid NOT NULL,
        major bigint NOT NULL,
        minor bigint NOT NULL,
        stream_id text NOT NULL,
        stream_version integer NOT NULL,
        event_type text NOT NULL,
        error text NOT NULL,
        parked_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (relay, event_id)
      )`);
    await client.query('COMMIT');
  } catch (e) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw e;
  } finally {
    client.release();
  }
};

interface CheckpointRow {
  readonly major: string;
  readonly minor: string;
}

export class RelayCheckpoints {
  constructor(private readonly pool: pg.Pool) {}

  /** START when this relay never published anything. */
  async load(name: string): Promise<GlobalPosition> {
    // As text: pg-pool.ts parses bigint as a JS number, which a position must never pass through.
    const { rows } = await this.pool.query<CheckpointRow>(
      'SELECT major::text AS major, minor::text AS minor FROM relay.checkpoint WHERE name = $1',
      [name],
    );
    const row = rows[0];
    return row ? { major: BigInt(row.major), minor: BigInt(row.minor) } : START;
  }

  /** Moves the checkpoint forward only: a late write of an older position (a second relay) cannot pull it back. */
  async save(name: string, p: GlobalPosition): Promise<void> {
    await this.pool.query(
      `INSERT INTO relay.checkpoint AS c (name, major, minor, updated_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (name) DO UPDATE SET major = EXCLUDED.major, minor = EXCLUDED.minor, updated_at = now()
       WHERE (c.major, c.minor) < (EXCLUDED.major, EXCLUDED.minor)`,
      [name, p.major.toString(), p.minor.toString()],
    );
  }
}
