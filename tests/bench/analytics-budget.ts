import crypto from 'node:crypto';
import pg from 'pg';
import type { NewEvent } from '@console/contracts';
import { createEventStore, createPool, type EventStore } from '@console/infra';
import {
  allMigrations,
  allProjections,
  migrateReadModels,
  rebuildProjections,
  type ReadModels,
} from '@console/projections';
import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import type { BenchOptions } from './bench-options.js';
import { thousands, type BudgetRow } from './budget-row.js';
import { formatLatency, measureSequential } from './latency.js';
import { loadBuilt } from './services.js';

type Log = (line: string) => void;
const DAY_MS = 86_400_000;
const DATABASE = 'bench_analytics';
/** Streams started per statement (startStreams: one INSERT of many first events). */
const CHUNK = 5_000;

/** A deterministic stream of numbers in [0, 1), so two runs make the same data. */
const random = (seed: number) => {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
};

const METADATA = {
  userId: null,
  partnerId: null,
  correlationId: 'bench-analytics',
  causationId: null,
  command: 'BenchAnalytics',
  occurredAt: new Date().toISOString(),
};
const event = (type: string, data: unknown): NewEvent => ({ id: crypto.randomUUID(), type, data, metadata: METADATA });

type Started = { streamId: string; event: NewEvent };
const STATUSES = ['new', 'quote_sent', 'lost', 'onhold', 'rejected', 'confirmed', 'complete', 'cancelled'];
const CUSTOMERS = 5_000;

/** What one day of the two years brings: its leads and orders, invoices, check-ins, and what earlier days left for it. */
interface DayPlan {
  readonly orders: number;
  readonly invoices: number;
  readonly storages: number;
}

/**
 * Two years of records as the analytics projection reads them, written day after day as they would have happened:
 * customers of both segments, leads and orders of every status (a share of the new ones confirmed three days
 * later), invoices (a share paid the same day), storages checked in (a share out 60 days later). Each day's events
 * are written by `startStreams` (one first event per stream: the projection keys a record by the id in the event,
 * not by its stream) and then dated that day (`recorded_at`), so the log's periods are days as in production and an
 * asOf instant two hundred days back falls in the middle of it.
 */
const generate = async (store: EventStore, client: pg.Client, o: BenchOptions, log: Log): Promise<number> => {
  const next = random(35);
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const first = today - 729 * DAY_MS;
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
  const customer = () => 1 + Math.floor(next() * CUSTOMERS);
  let written = 0;
  const ids = { order: 0, invoice: 0, storage: 0 };
  /** Events owed to a later day (confirmations, check-outs), by day number. */
  const later = new Map<number, Started[]>();
  const owe = (dayIndex: number, s: Started) => {
    if (dayIndex > 729) return;
    const list = later.get(dayIndex);
    if (list) list.push(s);
    else later.set(dayIndex, [s]);
  };
  /** Per day written: the global position after which its events start, and its first instant. */
  const days: { after: bigint; at: number }[] = [];
  let last = 0n;
  const write = async (events: Started[], at: number) => {
    days.push({ after: last, at });
    for (let i = 0; i < events.length; i += CHUNK) {
      const started = await store.startStreams(events.slice(i, i + CHUNK));
      if (started.position) last = started.position.minor;
    }
    written += events.length;
  };
  await write(
    Array.from({ length: CUSTOMERS }, (_, i) => ({
      streamId: `benchuser-${i + 1}`,
      event: event('UserRegistered', {
        id: i + 1,
        profile: { type: pick(['b2c', 'b2c', 'b2b', 'sme']) },
        tags: [],
        status: 'active',
      }),
    })),
    first - DAY_MS,
  );
  // A business that grows: the last day has three times the first day's records; the days' shares sum to the totals.
  const share = (total: number, d: number, done: number) =>
    Math.round((total * (d + 1) * (d + 1 + 729)) / (729 * 730 + 730 * 730)) - done;
  const done = { orders: 0, invoices: 0, storages: 0 };
  for (let d = 0; d <= 729; d++) {
    const dayStart = first + d * DAY_MS;
    const at = () => new Date(dayStart + Math.floor(next() * DAY_MS)).toISOString();
    const plan: DayPlan = {
      orders: share(o.orders, d, done.orders),
      invoices: share(o.invoices, d, done.invoices),
      storages: share(o.storages, d, done.storages),
    };
    done.orders += plan.orders;
    done.invoices += plan.invoices;
    done.storages += plan.storages;
    const events: Started[] = [...(later.get(d) ?? [])];
    later.delete(d);
    for (let k = 0; k < plan.orders; k++) {
      const id = ++ids.order;
      const status = pick(STATUSES);
      events.push({
        streamId: `benchorder-${id}`,
        event: event('LeadCreated', {
          id,
          status,
          createdAt: at(),
          assigneeId: null,
          fields: {
            userId: customer(),
            countryId: pick([1, 1, 2, 3]),
            partnerId: pick([1, 1, 2, 3]),
            amount: Math.floor(next() * 5_000) * 10_000,
            need: pick([null, 'Moving house', 'Renovation', 'Travel']),
          },
        }),
      });
      if (status === 'new' && next() < 0.5)
        owe(d + 3, { streamId: `benchconfirm-${id}`, event: event('LeadConfirmed', { id }) });
    }
    for (let k = 0; k < plan.invoices; k++) {
      const id = ++ids.invoice;
      const amount = Math.floor(next() * 3_000) * 10_000;
      events.push({
        streamId: `benchinvoice-${id}`,
        event: event('InvoiceIssued', {
          id,
          type: pick(['order', 'recurring', 'recurring']),
          date: at().slice(0, 10),
          userId: customer(),
          partnerId: pick([1, 1, 2]),
          countryId: pick([1, 1, 2, 3]),
          amount,
          status: 'unpaid',
        }),
      });
      if (next() >= 0.4) events.push({ streamId: `benchpaid-${id}`, event: event('InvoicePaid', { id, amount }) });
    }
    for (let k = 0; k < plan.storages; k++) {
      const id = ++ids.storage;
      const inAt = at();
      const country = pick([1, 1, 2, 3]);
      events.push(
        {
          streamId: `benchstorage-${id}`,
          event: event('StorageCreated', {
            id,
            createdAt: inAt,
            fields: { userId: customer(), countryId: country, partnerId: 1 },
          }),
        },
        {
          streamId: `benchin-${id}`,
          event: event('StorageCheckedIn', {
            storageId: id,
            warehouseId: country,
            size: Math.round(next() * 300) / 100,
            at: inAt,
            userId: null,
            countryId: country,
            partnerId: 1,
          }),
        },
      );
      if (next() < 0.2)
        owe(d + 60, {
          streamId: `benchout-${id}`,
          event: event('StorageCheckedOut', {
            storageId: id,
            warehouseId: country,
            size: 0,
            at: new Date(Date.parse(inAt) + 60 * DAY_MS).toISOString(),
          }),
        });
    }
    await write(events, dayStart);
    if (d % 73 === 72) log(`analytics: day ${d + 1} of 730 written (${thousands(written)} events)`);
  }
  // Each event recorded on its day, 10 ms apart in the log's order (the store dated them now): one pass, the day
  // found by width_bucket over the days' first positions.
  await client.query(
    `UPDATE es.events SET recorded_at = to_timestamp(($2::float8[])[width_bucket(global_position, $1::bigint[])] / 1000)
       + (global_position - ($1::bigint[])[width_bucket(global_position, $1::bigint[])]) * interval '10 ms'`,
    [days.map((x) => (x.after + 1n).toString()), days.map((x) => x.at)],
  );
  log('analytics: events dated by day');
  return written;
};

/** The same server's multi-row INSERT rate (1,000 rows a statement, three columns), the ceiling beside the rebuild. */
const rawInsertRate = async (url: string, rows: number): Promise<number> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('CREATE TEMP TABLE raw_rows (kind text, id integer, state jsonb)');
    const started = performance.now();
    for (let i = 0; i < rows; i += 1_000) {
      const n = Math.min(1_000, rows - i);
      const values = Array.from({ length: n }, (_, k) => `($${3 * k + 1}, $${3 * k + 2}, $${3 * k + 3})`).join(',');
      const params = Array.from({ length: n }, (_, k) => [
        'order',
        i + k,
        JSON.stringify({ id: i + k, status: 'new' }),
      ]).flat();
      await client.query(`INSERT INTO raw_rows VALUES ${values}`, params);
    }
    return rows / ((performance.now() - started) / 1000);
  } finally {
    await client.end();
  }
};

/**
 * The floor of a call: the statements it sent (recorded once), all sent at once over a pool of the app's size
 * (4), with no Node work around them — what the server alone takes, the call's own order between them ignored.
 */
const statementsFloor = async (url: string, statements: readonly CompiledQuery[]) => {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  try {
    return await measureSequential(60, 5, () =>
      Promise.all(statements.map((q) => pool.query(q.sql, q.parameters as unknown[]))),
    );
  } finally {
    await pool.end();
  }
};

interface Controller {
  analytics(query: Record<string, unknown>, actor: unknown): Promise<unknown>;
  monthlyStats(query: Record<string, unknown>, actor: unknown): Promise<unknown>;
}

/**
 * Issue 35's budgets: the analytics projection rebuilt from START (events/s, beside the raw INSERT rate), and every
 * analytics call over two years (p95), measured at the controller (the HTTP layer is the same as every call's).
 */
export const measureAnalyticsPart = async (o: BenchOptions, log: Log): Promise<BudgetRow[]> => {
  const admin = new pg.Client({ connectionString: o.serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${DATABASE}"`);
  await admin.end();
  const url = new URL(o.serverUrl);
  url.pathname = `/${DATABASE}`;
  const pool = createPool(url.toString(), 4);
  const db = new Kysely<ReadModels>({ dialect: new PostgresDialect({ pool }) });
  const store = await createEventStore({ pool });
  try {
    await migrateReadModels(db, allMigrations());
    const seeder = new pg.Client({ connectionString: url.toString() });
    await seeder.connect();
    const events = await generate(store, seeder, o, log).finally(() => seeder.end());
    log('analytics: rebuild from START');
    const result = await rebuildProjections({ store, db, projections: allProjections(), names: ['analytics'] });
    const run = result.projections.find((p) => p.name === 'analytics')!;
    const seconds = result.ms / 1000;
    const rate = run.eventsRead / seconds;
    const raw = await rawInsertRate(url.toString(), 200_000);
    const { AnalyticsController } = await loadBuilt<{ AnalyticsController: new (infra: unknown) => Controller }>(
      'analytics/analytics.controller.js',
    );
    // The controller's reads go through a Kysely that can record them (the floor replays one call's statements).
    let recording: CompiledQuery[] | undefined;
    const traced = new Kysely<ReadModels>({
      dialect: new PostgresDialect({ pool }),
      log: (e) => {
        if (e.level === 'query') recording?.push(e.query);
      },
    });
    const controller = new AnalyticsController({ db: traced, store });
    const actor = {
      id: 1,
      name: 'admin',
      email: 'admin@demo.test',
      roles: ['admin'],
      permissions: ['admin'],
      partnerId: 1,
      countryId: 1,
      isPartner: false,
    };
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const now = Date.now();
    const year = { startDate: day(now - 365 * DAY_MS), endDate: day(now) };
    const calls: [string, () => Promise<unknown>][] = [
      [
        'snapshot with comparison',
        () =>
          controller.analytics(
            {
              id: 'snapshot',
              metrics:
                'lead.num_leads,lead.num_leads_attended,order.total_amount,invoice.total_revenue,invoice.collected,storage.volume_stored',
              countryId: '1',
              ...year,
              startDatePrev: day(now - 730 * DAY_MS),
              endDatePrev: day(now - 366 * DAY_MS),
            },
            actor,
          ),
      ],
      [
        'graph',
        () =>
          controller.analytics(
            { id: 'graph', metrics: 'lead.num_leads,storage.volume_stored', countryId: '1', ...year },
            actor,
          ),
      ],
      ['status', () => controller.analytics({ id: 'status', ...year }, actor)],
      ['usage', () => controller.analytics({ id: 'usage', countryId: '1', ...year }, actor)],
      ['leadsurvey', () => controller.analytics({ id: 'leadsurvey', ...year }, actor)],
      ['monthly-stats', () => controller.monthlyStats({ countryId: '1', ...year }, actor)],
    ];
    const rows: BudgetRow[] = [
      {
        budget: '35. Rebuild of the analytics read models',
        target: '≥ 10,000 events/s',
        measured: `${thousands(rate)} events/s`,
        pass: rate >= 10_000,
        notes: `${thousands(run.eventsRead)} events (${thousands(events)} generated) in ${seconds.toFixed(1)} s; raw multi-row INSERT on the same server: ${thousands(raw)} rows/s`,
      },
    ];
    for (const [name, call] of calls) {
      const s = await measureSequential(60, 5, call);
      recording = [];
      await call();
      const statements = recording;
      recording = undefined;
      const floor = await statementsFloor(url.toString(), statements);
      rows.push({
        budget: `35. Analytics call: ${name}`,
        target: 'p95 ≤ 100 ms',
        measured: formatLatency(s),
        pass: s.p95 <= 100,
        notes: `a year of ${thousands(o.orders)} leads and orders, ${thousands(o.invoices)} invoices, ${thousands(o.storages)} storages over two years; floor (its ${statements.length} statements at once on 4 connections, no Node): p50 ${floor.p50} · p95 ${floor.p95} ms`,
      });
    }
    // Instants in the middle of a recorded day: the facts at its period's start, then that period's events folded.
    const instants: [string, string][] = [
      ['200 days back', new Date(Date.parse(`${day(now - 200 * DAY_MS)}T13:00:00Z`)).toISOString()],
      ['now', new Date(now).toISOString()],
    ];
    for (const [name, at] of instants) {
      const s = await measureSequential(10, 1, () =>
        controller.analytics(
          {
            id: 'snapshot',
            metrics:
              'lead.num_leads,lead.num_leads_attended,order.total_amount,invoice.total_revenue,invoice.collected,storage.volume_stored',
            countryId: '1',
            ...year,
            startDatePrev: day(now - 730 * DAY_MS),
            endDatePrev: day(now - 366 * DAY_MS),
            asOf: at,
          },
          actor,
        ),
      );
      rows.push({
        budget: `35. Analytics snapshot with comparison asOf ${name}`,
        target: '≤ 1 s',
        measured: formatLatency(s),
        pass: s.p95 <= 1_000,
        notes: `the facts at the start of the instant's period (a recorded day or 5,000 events) rebuilt from the undo rows, that period's events up to ${at} folded on top`,
      });
    }
    return rows;
  } finally {
    await store.close().catch(() => undefined);
    await db.destroy();
  }
};
