import pg from 'pg';

// int8 (bigint counts, sequences) comes back as a JS number: our ids and counts stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v: string) => Number(v));
// numeric stays a string: money is integer 1/10000 units and never passes through numeric.

export const createPool = (url: string, max = 10): pg.Pool => {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', (e) => console.error('[pg] idle client error', e.message));
  // A connection that dies while checked out emits 'error' on its client; unheard, that would crash the process.
  pool.on('connect', (client) => client.on('error', (e) => console.error('[pg] client error', e.message)));
  return pool;
};
