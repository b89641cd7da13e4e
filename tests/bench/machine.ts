import os from 'node:os';
import pg from 'pg';

export interface Machine {
  readonly cpus: number;
  readonly cpuModel: string;
  readonly memoryGiB: number;
  readonly node: string;
  readonly postgres: string;
  /** The server settings that move these figures most. */
  readonly postgresSettings: string;
  readonly loadAverage: string;
  readonly date: string;
  /** The browser of the browser part (its version line), when the part uses one. */
  readonly browser?: string;
}

const SETTINGS = ['autovacuum', 'fsync', 'shared_buffers', 'synchronous_commit', 'work_mem'];

/** What the figures were measured on: they mean little without it. */
export const describeMachine = async (serverUrl: string): Promise<Machine> => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
    const settings = await client.query<{ name: string; setting: string }>(
      `SELECT name, current_setting(name) AS setting FROM pg_settings WHERE name = ANY($1) ORDER BY name`,
      [SETTINGS],
    );
    return {
      cpus: os.availableParallelism(),
      cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
      memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
      node: process.version,
      postgres: rows[0]?.server_version ?? 'unknown',
      postgresSettings: settings.rows.map((s) => `${s.name}=${s.setting}`).join(', '),
      loadAverage: os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' / '),
      date: new Date().toISOString(),
    };
  } finally {
    await client.end();
  }
};
