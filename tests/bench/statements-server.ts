import crypto from 'node:crypto';
import http from 'node:http';
import { streamCategory } from '@console/contracts';
import { createPool, PostgresEventStore } from '@console/infra';
import { appendOneQuery } from '@console/infra/testing';

/**
 * The statements a rename needs, with nothing around them (issue 13's write bench, context rows): node's own HTTP
 * server and `pg`, no framework, no projector loop, no relay. `PATCH /users/:id {name}`: the stream's last event
 * read, the store's own append statement (append-one.sql.ts: its commit waits for the disk), the read model's row
 * and checkpoint in one transaction that does not wait for the disk, the row read back for the answer. What the
 * machine gives for a rename when only PostgreSQL's work and the round trips cost: the console's figures beside it
 * show what the rest of the stack adds.
 */
export const serveStatements = async (
  databaseUrl: string,
  customers: number,
): Promise<{ readonly port: number; close(): Promise<void> }> => {
  const pool = createPool(databaseUrl, 20);
  await new PostgresEventStore(pool).migrate();
  await pool.query(`CREATE TABLE IF NOT EXISTS bench_statements_users (id int PRIMARY KEY, name text NOT NULL,
                      updated_at timestamptz NOT NULL DEFAULT now());
                    CREATE TABLE IF NOT EXISTS bench_statements_checkpoint (name text PRIMARY KEY, position bigint NOT NULL);
                    INSERT INTO bench_statements_checkpoint VALUES ('users', 0) ON CONFLICT DO NOTHING;`);
  await pool.query(
    `INSERT INTO bench_statements_users (id, name)
     SELECT g, 'Customer ' || g FROM generate_series(1, $1::int) g ON CONFLICT DO NOTHING`,
    [customers],
  );
  const rename = async (id: number, name: string): Promise<unknown> => {
    const streamId = `statements-${id}`;
    const last = await pool.query<{ version: number }>(
      'SELECT stream_version AS version FROM es.events WHERE stream_id = $1 ORDER BY stream_version DESC LIMIT 1',
      [streamId],
    );
    const metadata = { correlationId: crypto.randomUUID(), occurredAt: new Date().toISOString() };
    const appended = await pool.query<{ position_minor: string }>({
      ...appendOneQuery,
      values: [
        crypto.randomUUID(),
        streamId,
        last.rows[0]?.version ?? 0,
        streamCategory(streamId),
        'UserUpdated',
        JSON.stringify({ id, changes: { name } }),
        JSON.stringify(metadata),
      ],
    });
    const position = appended.rows[0]?.position_minor;
    if (position === undefined) throw new Error(`${streamId} moved on`);
    const client = await pool.connect();
    try {
      await client.query(`BEGIN; SET LOCAL synchronous_commit = off`);
      await client.query('UPDATE bench_statements_users SET name = $1, updated_at = now() WHERE id = $2', [name, id]);
      await client.query(`UPDATE bench_statements_checkpoint SET position = $1 WHERE name = 'users'`, [position]);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    return (await pool.query('SELECT * FROM bench_statements_users WHERE id = $1', [id])).rows[0];
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = Number(/^\/users\/(\d+)$/.exec(req.url ?? '')?.[1]);
      const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as { name?: unknown };
      if (req.method !== 'PATCH' || !Number.isInteger(id) || typeof body.name !== 'string') {
        res.writeHead(400).end();
        return;
      }
      rename(id, body.name).then(
        (row) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(row)),
        (error: unknown) => res.writeHead(500).end(String(error)),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pool.end();
    },
  };
};
