import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { createEventStore, createPool } from '@console/infra';
import { createScratchDatabase } from '@console/infra/testing';
import { benchEvent, benchmarkAppends, benchmarkBareAppends } from './append-benchmark.js';
import { thousands, type BudgetRow } from './budget-row.js';
import { signInAsAdmin } from './http-budgets.js';
import { HttpClient } from './http-client.js';
import { formatLatency, measureConcurrent, measureSequential, type LatencySummary } from './latency.js';
import { EXTRA_PROJECTIONS } from './counting-projections.js';
import { startWriteConsole } from './write-console-process.js';
import { ANSWER_PROJECTIONS, type WriteProjections } from './write-projections.js';

/**
 * Issue 13's write path, side by side in one run: the store's appends and commands over HTTP answered after
 * read-your-writes, each beside the server's raw rate of 1-row INSERT transactions measured in the same run.
 */
const ROUNDS = 5;
const RAW_ROWS_PER_CONNECTION = 1_500;
const APPENDS_ONE = 1_500;
const APPENDS_FOUR_EACH = 750;
const CUSTOMERS = 360;
const ONE_CLIENT_COMMANDS = 200;
const WARM_UP = 20;
const CLIENTS = 8;
const PER_CLIENT = 25;
const READS_PER_CLIENT = 100;
/** A customer with a long history: renamed this many times, then timed over LONG_RENAMES more. */
const LONG_HISTORY = 1_000;
const LONG_RENAMES = 100;

type Log = (line: string) => void;

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const times = (r: number) => `${r.toFixed(2)} ×`;
const ratio = (a: number, b: number) => times(a / b);
const roundsNote = (ratios: readonly number[]) =>
  `rates are medians of ${ROUNDS} alternating rounds, the ratio the median of the rounds' own (${ratios.map((r) => r.toFixed(2)).join(', ')})`;

/** The ceiling: `connections` loops each committing 1-row INSERTs of event-sized rows, one per transaction. */
const rawInsertRate = async (pool: pg.Pool, connections: number): Promise<number> => {
  const table = `bench_raw_${crypto.randomBytes(4).toString('hex')}`;
  await pool.query(`CREATE TABLE ${table} (id bigserial PRIMARY KEY, event_id uuid NOT NULL, stream_id text NOT NULL,
                    type text NOT NULL, data jsonb NOT NULL, metadata jsonb NOT NULL, recorded_at timestamptz NOT NULL DEFAULT now())`);
  try {
    const loop = async (c: number) => {
      const client = await pool.connect();
      try {
        for (let i = 0; i < RAW_ROWS_PER_CONNECTION; i++) {
          // An event as the appends of the round make theirs (the same generator), serialized as the store does.
          const event = benchEvent(i);
          await client.query({
            name: `${table}_insert`,
            text: `INSERT INTO ${table} (event_id, stream_id, type, data, metadata) VALUES ($1, $2, $3, $4, $5)`,
            values: [event.id, `bench-${c}`, event.type, JSON.stringify(event.data), JSON.stringify(event.metadata)],
          });
        }
      } finally {
        client.release();
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: connections }, (_, c) => loop(c)));
    return Math.round((connections * RAW_ROWS_PER_CONNECTION * 1000) / (performance.now() - started));
  } finally {
    await pool.query(`DROP TABLE ${table}`);
  }
};

interface StoreFigures {
  readonly raw1: number;
  /** The store's own single-append statement on a bare connection: the server's part of W1. */
  readonly bare1: number;
  readonly raw4: number;
  readonly append1: number;
  readonly append4: number;
  /** Each round's own ratio (store against that round's raw rate), in round order. */
  readonly bare1Ratios: readonly number[];
  readonly append1Ratios: readonly number[];
  readonly append4Ratios: readonly number[];
}

/**
 * Rounds alternate raw and store, so a burst of load elsewhere on the machine hits both sides alike; a budget's
 * ratio is the median of the rounds' own ratios (each store rate against the raw rate measured just before it), as
 * the machine's speed drifts between rounds (docs/benchmarks.md: the raw rate halved between two runs a minute apart).
 */
const measureStore = async (serverUrl: string, log: Log): Promise<StoreFigures> => {
  const scratch = await createScratchDatabase(serverUrl, 'console_bench_write');
  const pool = createPool(scratch.url, 8);
  try {
    const store = await createEventStore({ pool });
    await benchmarkAppends(store, { writers: 1, eventsPerWriter: 200 }); // warm-up
    const raw1: number[] = [];
    const bare1: number[] = [];
    const raw4: number[] = [];
    const append1: number[] = [];
    const append4: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      log(`write: round ${r + 1}/${ROUNDS}: raw 1, bare append 1, append 1, raw 4, append 4`);
      raw1.push(await rawInsertRate(pool, 1));
      bare1.push(await benchmarkBareAppends(pool, APPENDS_ONE));
      append1.push((await benchmarkAppends(store, { writers: 1, eventsPerWriter: APPENDS_ONE })).eventsPerSecond);
      raw4.push(await rawInsertRate(pool, 4));
      append4.push((await benchmarkAppends(store, { writers: 4, eventsPerWriter: APPENDS_FOUR_EACH })).eventsPerSecond);
    }
    await store.close();
    const ratios = (store: number[], raw: number[]) => store.map((x, i) => x / raw[i]!);
    return {
      raw1: median(raw1),
      bare1: median(bare1),
      raw4: median(raw4),
      append1: median(append1),
      append4: median(append4),
      bare1Ratios: ratios(bare1, raw1),
      append1Ratios: ratios(append1, raw1),
      append4Ratios: ratios(append4, raw4),
    };
  } finally {
    await pool.end();
    await scratch.drop();
  }
};

interface CommandFigures {
  readonly projections: number;
  /** The floor of the HTTP path on this machine now: GET of the same customers, signed in, no write. */
  readonly read: LatencySummary;
  readonly one: LatencySummary;
  readonly eight: LatencySummary;
  readonly eightRate: number;
  /**
   * The same 8 clients' GET of a customer, no write: the most requests a second this console answers on this
   * machine for the lightest signed-in call, the ceiling any command (which reads, appends and answers) stays under.
   */
  readonly eightReads: LatencySummary;
  readonly eightReadRate: number;
  readonly consistent: number;
  readonly total: number;
  /** The floor's console only: renames of one customer whose stream holds `events` events (a long history). */
  readonly long?: { readonly events: number; readonly renames: LatencySummary };
}

interface Customer {
  readonly id: number;
  readonly name: string;
}

const toggled = (name: string): string => (name.endsWith(' Jr') ? name.slice(0, -3) : `${name} Jr`);

/**
 * A console on a fresh database with a few customers, started as a process of its own (write-console.ts), as a
 * client meets it: the clients' own work (HTTP, JSON) is not on the console's event loop. Renames over HTTP, 1
 * client then 8.
 */
const measureCommands = async (
  serverUrl: string,
  set: Exclude<WriteProjections, 'statements'>,
  log: Log,
): Promise<CommandFigures> => {
  const scratch = await createScratchDatabase(serverUrl, 'console_bench_write_http');
  const which = {
    app: '',
    counting: `, ${EXTRA_PROJECTIONS} counting projections added`,
    answer: `, only the projections ${ANSWER_PROJECTIONS.join(' and ')}`,
  }[set];
  log(`write: a console with ${CUSTOMERS} customers${which}`);
  const console_ = await startWriteConsole(scratch.url, set, CUSTOMERS);
  const { port, projections } = console_;
  if (set === 'answer' && projections !== ANSWER_PROJECTIONS.length) {
    await console_.stop();
    throw new Error(`the floor's console runs ${projections} projections, not ${ANSWER_PROJECTIONS.length}`);
  }
  const clients: HttpClient[] = [];
  try {
    const admin = new HttpClient(port);
    clients.push(admin);
    await signInAsAdmin(admin);
    const page = await admin.expect(200, 'POST', '/api/v1/users/list', {
      userTypes: ['b2c'],
      sortBy: 'id',
      sortOrder: 'ASC',
      limit: 100,
      page: 1,
    });
    const page2 = await admin.expect(200, 'POST', '/api/v1/users/list', {
      userTypes: ['b2c'],
      sortBy: 'id',
      sortOrder: 'ASC',
      limit: 100,
      page: 2,
    });
    const customers = [
      ...(page.body as { results: Customer[] }).results,
      ...(page2.body as { results: Customer[] }).results,
    ].map((c) => ({ ...c }));
    if (customers.length < CLIENTS * PER_CLIENT) throw new Error(`only ${customers.length} customers`);
    let consistent = 0;
    let total = 0;
    const rename = async (client: HttpClient, c: { id: number; name: string }, measured: boolean): Promise<void> => {
      const name = toggled(c.name);
      const answer = await client.expect(200, 'PATCH', `/api/users/${c.id}`, { name });
      c.name = name;
      if (measured) {
        total += 1;
        if (answer.headers['x-read-your-writes'] === 'consistent') consistent += 1;
      }
    };
    log(`write: 1 client, ${ONE_CLIENT_COMMANDS} reads of a customer (the HTTP path without a write)`);
    const read = await measureSequential(ONE_CLIENT_COMMANDS, WARM_UP, (i) =>
      admin.expect(200, 'GET', `/api/users/${customers[i % customers.length]!.id}`),
    );
    log(`write: 1 client, ${ONE_CLIENT_COMMANDS} renames after ${WARM_UP} warm-up (${projections} projections)`);
    const one = await measureSequential(ONE_CLIENT_COMMANDS, WARM_UP, (i, timed) =>
      rename(admin, customers[i % customers.length]!, timed),
    );
    // Signed in and connected before the clock starts: a sign-in checks a password hash, which is not a command.
    const eight = await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        const client = new HttpClient(port);
        clients.push(client);
        await signInAsAdmin(client);
        return client;
      }),
    );
    log(`write: ${CLIENTS} clients × ${READS_PER_CLIENT} reads of a customer (the HTTP path's ceiling, no write)`);
    const eightReads = await measureConcurrent(eight, READS_PER_CLIENT, (client, k, i) =>
      client.expect(200, 'GET', `/api/users/${customers[(k * PER_CLIENT + i) % customers.length]!.id}`),
    );
    log(`write: ${CLIENTS} clients × ${PER_CLIENT} renames, each on its own customers`);
    const eightRenames = await measureConcurrent(eight, PER_CLIENT, (client, k, i) =>
      rename(client, customers[k * PER_CLIENT + i]!, true),
    );
    let long: CommandFigures['long'];
    if (set === 'answer') {
      // A command's cost must not grow with the record's history: the stream is read from what the console folded.
      const veteran = customers[0]!;
      log(`write: 1 client, ${LONG_HISTORY} renames of one customer, then ${LONG_RENAMES} timed (a long history)`);
      for (let i = 0; i < LONG_HISTORY; i++) await rename(admin, veteran, false);
      const renames = await measureSequential(LONG_RENAMES, 0, () => rename(admin, veteran, false));
      let events = 0;
      const pool = createPool(scratch.url, 1);
      try {
        const { rows } = await pool.query<{ n: number }>(
          `SELECT max(stream_version) AS n FROM es.events WHERE stream_id = $1`,
          [`user-${veteran.id}`],
        );
        events = rows[0]?.n ?? 0;
      } finally {
        await pool.end();
      }
      long = { events, renames };
    }
    return {
      projections,
      read,
      one,
      eight: eightRenames.latency,
      eightRate: eightRenames.rate,
      eightReads: eightReads.latency,
      eightReadRate: eightReads.rate,
      consistent,
      total,
      ...(long ? { long } : {}),
    };
  } finally {
    for (const c of clients) c.close();
    await console_.stop();
    await scratch.drop();
  }
};

interface StatementFigures {
  readonly one: LatencySummary;
  readonly eight: LatencySummary;
  readonly eightRate: number;
}

/**
 * The statements of a rename alone (statements-server.ts), in a process of its own like the consoles, with the
 * same clients, counts and warm-up: what this machine gives for a rename when nothing but PostgreSQL's work and the
 * round trips cost. Context for W3 and W4, not a budget.
 */
const measureStatements = async (serverUrl: string, log: Log): Promise<StatementFigures> => {
  const scratch = await createScratchDatabase(serverUrl, 'console_bench_write_statements');
  log(`write: the statements of a rename alone (no framework, no projector, no relay), ${CUSTOMERS} customers`);
  const server = await startWriteConsole(scratch.url, 'statements', CUSTOMERS);
  const clients: HttpClient[] = [];
  try {
    const rename = (client: HttpClient, id: number, n: number) =>
      client.expect(200, 'PATCH', `/users/${id}`, { name: `Customer ${id} (${n})` });
    const first = new HttpClient(server.port);
    clients.push(first);
    const one = await measureSequential(ONE_CLIENT_COMMANDS, WARM_UP, (i) => rename(first, 1 + (i % CUSTOMERS), i));
    const eight = Array.from({ length: CLIENTS }, () => new HttpClient(server.port));
    clients.push(...eight);
    const renames = await measureConcurrent(eight, PER_CLIENT, (client, k, i) =>
      rename(client, 1 + k * PER_CLIENT + i, i),
    );
    return { one, eight: renames.latency, eightRate: renames.rate };
  } finally {
    for (const c of clients) c.close();
    await server.stop();
    await scratch.drop();
  }
};

const statementRows = (f: StatementFigures, s: StoreFigures): BudgetRow[] => {
  const what =
    "no console: node's HTTP server and pg, the stream's last event read, the store's append statement, the row and checkpoint in one transaction, the row read back (statements-server.ts); what the machine gives a rename (context for W3 and W4, not a budget)";
  return [
    {
      budget: 'W3. Rename, 1 client (the statements alone)',
      target: undefined,
      measured: formatLatency(f.one),
      pass: undefined,
      notes: `${f.one.count} sequential PATCH; raw 1 connection ${thousands(s.raw1)} tx/s; ${what}`,
    },
    {
      budget: `W4. Rename, ${CLIENTS} clients (the statements alone)`,
      target: undefined,
      measured: `${thousands(f.eightRate)} commands/s = ${ratio(f.eightRate, s.raw4)} raw; ${formatLatency(f.eight)}`,
      pass: undefined,
      notes: `raw 4 connections ${thousands(s.raw4)} tx/s; ${what}`,
    },
  ];
};

/** `floor`: the console with only the answer's projections, measured beside the budgets, not a budget itself. */
const commandRows = (f: CommandFigures, s: StoreFigures, floor = false): BudgetRow[] => {
  const label = floor ? `only ${ANSWER_PROJECTIONS.join(' and ')}: the floor` : `${f.projections} projections`;
  const rows: BudgetRow[] = [
    {
      budget: `W3. Rename over HTTP after read-your-writes, 1 client (${label})`,
      target: 'p50 ≤ 5 ms, p95 ≤ 15 ms',
      measured: formatLatency(f.one),
      pass: f.one.p50 <= 5 && f.one.p95 <= 15,
      notes: `${f.one.count} sequential PATCH /api/users/:id; raw 1 connection ${thousands(s.raw1)} tx/s; the same client's GET /api/users/:id (no write): p50 ${f.read.p50} · p95 ${f.read.p95} ms`,
    },
    {
      budget: `W4. Rename over HTTP after read-your-writes, ${CLIENTS} clients (${label})`,
      target: '≥ 0.2 × raw 4 connections, p95 ≤ 30 ms',
      measured: `${thousands(f.eightRate)} commands/s = ${ratio(f.eightRate, s.raw4)} raw; ${formatLatency(f.eight)}`,
      pass: f.eightRate >= 0.2 * s.raw4 && f.eight.p95 <= 30,
      notes: `raw 4 connections ${thousands(s.raw4)} tx/s; ${f.consistent} of ${f.total} answers consistent; the same ${CLIENTS} clients' GET /api/users/:id (no write): ${thousands(f.eightReadRate)}/s = ${ratio(f.eightReadRate, s.raw4)} raw, p50 ${f.eightReads.p50} · p95 ${f.eightReads.p95} ms`,
    },
  ];
  if (f.long)
    rows.push({
      budget: `W3. Rename of a customer with a long history, 1 client (${label})`,
      target: 'as a short history',
      measured: formatLatency(f.long.renames),
      pass: undefined,
      notes: `${f.long.renames.count} sequential PATCH /api/users/:id of one customer whose stream holds ${thousands(f.long.events)} events (the W3 row above renames customers whose streams hold a few)`,
    });
  return floor
    ? rows.map((r) => ({
        ...r,
        target: undefined,
        pass: undefined,
        notes: `${r.notes}; no other projection runs: what the command path costs without them (context for the rows above, not a budget)`,
      }))
    : rows;
};

export const measureWritePath = async (serverUrl: string, log: Log): Promise<BudgetRow[]> => {
  const store = await measureStore(serverUrl, log);
  const plain = await measureCommands(serverUrl, 'app', log);
  const more = await measureCommands(serverUrl, 'counting', log);
  const floor = await measureCommands(serverUrl, 'answer', log);
  const statements = await measureStatements(serverUrl, log);
  return [
    {
      budget: 'W1. Append, 1 writer, 1 event/transaction',
      target: '≥ 0.8 × raw 1 connection',
      measured: `${thousands(store.append1)} events/s = ${times(median(store.append1Ratios))} raw`,
      pass: median(store.append1Ratios) >= 0.8,
      notes: `raw 1-row INSERT transactions on 1 connection: ${thousands(store.raw1)}/s; the store's own append statement on a bare connection (the server's part): ${thousands(store.bare1)}/s = ${times(median(store.bare1Ratios))} raw; ${roundsNote(store.append1Ratios)}`,
    },
    {
      budget: 'W2. Append, 4 writers, 1 event/transaction',
      target: '≥ 0.8 × raw 4 connections',
      measured: `${thousands(store.append4)} events/s = ${times(median(store.append4Ratios))} raw`,
      pass: median(store.append4Ratios) >= 0.8,
      notes: `raw 1-row INSERT transactions on 4 connections: ${thousands(store.raw4)}/s; ${roundsNote(store.append4Ratios)}`,
    },
    ...commandRows(plain, store),
    ...commandRows(more, store),
    ...commandRows(floor, store, true),
    ...statementRows(statements, store),
  ];
};
