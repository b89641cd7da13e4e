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
import { Kysely, PostgresDialect } from 'kysely';
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

/**
 * Two years of records as the analytics projection reads them: customers of both segments, leads and orders of
 * every status, invoices (a share paid), storages checked in (a share out) and requests. Written by `startStreams`,
 * one first event per stream; a payment, check-in or check-out is the first event of a stream of its own (the
 * projection keys a record by the id in the event, not by its stream), so the generation is a few big INSERTs.
 */
const generate = async (store: EventStore, o: BenchOptions, log: Log): Promise<number> => {
  const next = random(35);
  const now = Date.now();
  const at = () => new Date(now - Math.floor(next() * 730 * DAY_MS)).toISOString();
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
  const customers = 5_000;
  let written = 0;
  const write = async (label: string, n: number, make: (i: number) => { streamId: string; event: NewEvent }[]) => {
    let batch: { streamId: string; event: NewEvent }[] = [];
    for (let i = 1; i <= n; i++) {
      batch.push(...make(i));
      if (batch.length >= CHUNK || i === n) {
        await store.startStreams(batch);
        written += batch.length;
        batch = [];
      }
    }
    log(`analytics: ${thousands(n)} ${label} written (${thousands(written)} events)`);
  };
  await write('customers', customers, (id) => [
    {
      streamId: `benchuser-${id}`,
      event: event('UserRegistered', {
        id,
        profile: { type: pick(['b2c', 'b2c', 'b2b', 'sme']) },
        tags: [],
        status: 'active',
      }),
    },
  ]);
  const STATUSES = ['new', 'quote_sent', 'lost', 'onhold', 'rejected', 'confirmed', 'complete', 'cancelled'];
  await write('leads and orders', o.orders, (id) => [
    {
      streamId: `benchorder-${id}`,
      event: event('LeadCreated', {
        id,
        status: pick(STATUSES),
        createdAt: at(),
        assigneeId: null,
        fields: {
          userId: 1 + Math.floor(next() * customers),
          countryId: pick([1, 1, 2, 3]),
          partnerId: pick([1, 1, 2, 3]),
          amount: Math.floor(next() * 5_000) * 10_000,
          need: pick([null, 'Moving house', 'Renovation', 'Travel']),
        },
      }),
    },
  ]);
  await write('invoices', o.invoices, (id) => {
    const amount = Math.floor(next() * 3_000) * 10_000;
    const issued = {
      streamId: `benchinvoice-${id}`,
      event: event('InvoiceIssued', {
        id,
        type: pick(['order', 'recurring', 'recurring']),
        date: at().slice(0, 10),
        userId: 1 + Math.floor(next() * customers),
        partnerId: pick([1, 1, 2]),
        countryId: pick([1, 1, 2, 3]),
        amount,
        status: 'unpaid',
      }),
    };
    if (next() < 0.4) return [issued];
    return [issued, { streamId: `benchpaid-${id}`, event: event('InvoicePaid', { id, amount }) }];
  });
  await write('storages', o.storages, (id) => {
    const inAt = at();
    const country = pick([1, 1, 2, 3]);
    const out: { streamId: string; event: NewEvent }[] = [
      {
        streamId: `benchstorage-${id}`,
        event: event('StorageCreated', {
          id,
          createdAt: inAt,
          fields: { userId: 1 + Math.floor(next() * customers), countryId: country, partnerId: 1 },
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
    ];
    if (next() < 0.2)
      out.push({
        streamId: `benchout-${id}`,
        event: event('StorageCheckedOut', {
          storageId: id,
          warehouseId: country,
          size: 0,
          at: new Date(Math.min(now, Date.parse(inAt) + 60 * DAY_MS)).toISOString(),
        }),
      });
    return out;
  });
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
    const events = await generate(store, o, log);
    log('analytics: rebuild from START');
    const result = await rebuildProjections({ store, db, projections: allProjections(), names: ['analytics'] });
    const run = result.projections.find((p) => p.name === 'analytics')!;
    const seconds = result.ms / 1000;
    const rate = run.eventsRead / seconds;
    const raw = await rawInsertRate(url.toString(), 200_000);
    const { AnalyticsController } = await loadBuilt<{ AnalyticsController: new (infra: unknown) => Controller }>(
      'analytics/analytics.controller.js',
    );
    const controller = new AnalyticsController({ db, store });
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
      rows.push({
        budget: `35. Analytics call: ${name}`,
        target: 'p95 ≤ 100 ms',
        measured: formatLatency(s),
        pass: s.p95 <= 100,
        notes: `a year of ${thousands(o.orders)} leads and orders, ${thousands(o.invoices)} invoices, ${thousands(o.storages)} storages over two years`,
      });
    }
    const asOf = await measureSequential(3, 0, () =>
      controller.analytics(
        {
          id: 'snapshot',
          metrics: 'lead.num_leads,invoice.total_revenue',
          countryId: '1',
          ...year,
          asOf: new Date().toISOString(),
        },
        actor,
      ),
    );
    rows.push({
      budget: '35. Analytics snapshot asOf an instant',
      target: '≤ 1 s',
      measured: formatLatency(asOf),
      pass: asOf.p95 <= 1_000,
      notes: `now, recomputed from all ${thousands(run.eventsRead)} events (the worst case: every event is before the instant)`,
    });
    return rows;
  } finally {
    await store.close().catch(() => undefined);
    await db.destroy();
  }
};
