import os from 'node:os';
import pg from 'pg';

export interface Machine {
  readonly cpus: number;
  readonly cpuModel: string;
  readonly memoryGiB: number;
  readonly node: string;
  readonly postgres: string;
  readonly loadAverage: string;
  readonly date: string;
}

/** What the figures were measured on: they mean little without it. */
export const describeMachine = async (serverUrl: string): Promise<Machine> => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
    return {
      cpus: os.availableParallelism(),
      cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
      memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
      node: process.version,
      postgres: rows[0]?.server_version ?? 'unknown',
      loadAverage: os.loadavg().map((l) => l.toFixed(2)).join(' / '),
      date: new Date().toISOString(),
    };
  } finally {
    await client.end();
  }
};
