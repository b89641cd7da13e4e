import crypto from 'node:crypto';
import type { NewEvent } from '@console/contracts';
import { createPool, PostgresEventStore } from '@console/infra';
import { createScratchDatabase } from '@console/infra/testing';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { allMigrations } from '../all-projections.js';
import { migrateReadModels } from '../migrations/read-model-migrations.js';
import type { ReadModels } from '../read-models.js';
import { rebuildProjections } from '../runner/rebuild.js';
import { factsSourceAsOf } from './analytics-as-of.js';
import { analyticsProjection } from './analytics.projection.js';

/**
 * A batch folds every period it spans at once (analytics.projection.ts applyEvents): its rows must be those one
 * event at a time makes, the undo rows of every period included. Ten recorded days of records changed on later
 * days (confirmed, lost, deleted, paid, cancelled, checked out, a customer's type), rebuilt in one batch, in
 * batches that cut periods anywhere, and one event at a time.
 */
const DAY_MS = 86_400_000;
const FIRST_DAY = Date.parse('2026-03-01T00:00:00Z');

let drop: (() => Promise<void>) | undefined;
let db: Kysely<ReadModels>;
let store: PostgresEventStore;

const event = (type: string, data: unknown): NewEvent => ({
  id: crypto.randomUUID(),
  type,
  data,
  metadata: {
    userId: null,
    partnerId: null,
    correlationId: 'analytics-rebuild',
    causationId: null,
    command: 'AnalyticsRebuildTest',
    occurredAt: new Date().toISOString(),
  },
});

/** The events of each day, recorded that day (the store dates them now: moved after each day's appends). */
const writeDays = async (days: readonly (readonly [string, NewEvent][])[]): Promise<void> => {
  for (const [d, events] of days.entries()) {
    const { rows } = await sql<{ after: string }>`
      SELECT coalesce(max(global_position), 0)::text AS after FROM es.events`.execute(db);
    for (const [stream, e] of events) await store.append(stream, [e], 'any');
    await sql`
      UPDATE es.events SET recorded_at = ${new Date(FIRST_DAY + d * DAY_MS).toISOString()}::timestamptz
        + global_position * interval '1 ms'
      WHERE global_position > ${rows[0]!.after}::bigint`.execute(db);
  }
};

const plan = (): [string, NewEvent][][] => {
  const days: [string, NewEvent][][] = Array.from({ length: 10 }, () => []);
  const on = (d: number, stream: string, type: string, data: unknown) => {
    if (d < days.length) days[d]!.push([stream, event(type, data)]);
  };
  const dayText = (d: number) => new Date(FIRST_DAY + d * DAY_MS + 3_600_000).toISOString();
  for (let u = 1; u <= 8; u++)
    on(0, `user-${u}`, 'UserRegistered', {
      id: u,
      profile: { type: u % 3 ? 'b2c' : 'sme' },
      tags: [],
      status: 'active',
    });
  // A customer turned business, then back: its records changed after each count in the segment then.
  on(4, 'user-1', 'UserUpdated', { id: 1, changes: { type: 'b2b' } });
  on(7, 'user-1', 'UserUpdated', { id: 1, changes: { type: 'b2c' } });
  let id = 0;
  for (let d = 1; d < days.length; d++) {
    for (let k = 0; k < 4; k++) {
      id++;
      const fields = {
        userId: 1 + (id % 8),
        countryId: 1 + (id % 2),
        partnerId: 1,
        amount: id * 10_000,
        need: `need ${id % 5}`,
      };
      on(d, `order-${id}`, 'LeadCreated', { id, status: 'new', createdAt: dayText(d), assigneeId: null, fields });
      if (k === 0) on(d + 1, `order-${id}`, 'LeadConfirmed', { id });
      if (k === 1) on(d + 2, `order-${id}`, 'LeadMarkedLost', { id, lostReasonId: 1 + (id % 3), reason: `lost ${id}` });
      // Made and gone the same day, and the next: a daily row emptied in the period that made it, and in a later one.
      if (k === 2) on(d + (id % 2), `order-${id}`, 'LeadDeleted', { id });
      if (k === 3) on(d + 1, `order-${id}`, 'LeadUpdated', { id, changes: { amount: 1 } });
      on(d, `invoice-${id}`, 'InvoiceIssued', {
        id,
        type: k % 2 ? 'order' : 'recurring',
        date: dayText(d).slice(0, 10),
        userId: 1 + (id % 8),
        partnerId: 1,
        countryId: 1 + (id % 2),
        amount: 50_000,
        status: 'unpaid',
      });
      if (k < 2) on(d + k, `invoice-${id}`, 'InvoicePaid', { id, amount: 50_000 });
      if (k === 3) on(d + 2, `invoice-${id}`, 'InvoiceCancelled', { id });
      on(d, `storage-${id}`, 'StorageCreated', {
        id,
        createdAt: dayText(d),
        fields: { userId: 1 + (id % 8), countryId: 1, partnerId: 1 },
      });
      on(d, `storage-${id}`, 'StorageCheckedIn', {
        storageId: id,
        warehouseId: 1 + (k % 2),
        size: 0.25 * (k + 1),
        at: dayText(d),
        userId: null,
        countryId: 1,
        partnerId: 1,
      });
      if (k % 2 === 0)
        on(d + 3, `storage-${id}`, 'StorageCheckedOut', {
          storageId: id,
          warehouseId: 1 + (k % 2),
          size: 0,
          at: dayText(d + 3),
        });
    }
  }
  return days;
};

beforeAll(async () => {
  const server = process.env['DATABASE_URL'];
  if (!server) throw new Error('DATABASE_URL is not set: run the tests through jest (global-setup sets it)');
  const scratch = await createScratchDatabase(server, 'analytics_rebuild');
  drop = scratch.drop;
  const pool = createPool(scratch.url, 4);
  store = new PostgresEventStore(pool);
  await store.migrate();
  db = new Kysely<ReadModels>({ dialect: new PostgresDialect({ pool }) });
  await migrateReadModels(db, allMigrations());
  await writeDays(plan());
}, 120_000);
afterAll(async () => {
  await db?.destroy();
  await drop?.();
});

const KEYS: Readonly<Record<string, string>> = {
  'rm.analytics_daily': '1, 2, 3, 4, 5, 6',
  'rm.analytics_members': '1, 2',
  'rm.analytics_customers': '1',
  'rm.analytics_periods': '1',
  'rm.analytics_members_undo': '1, 2, 3',
  'rm.analytics_customers_undo': '1, 2',
  'rm.analytics_monthly': '1, 2, 3, 4, 5, 6',
  'rm.analytics_daily_totals': '1, 2, 3, 4',
};

/** The rollups' rows that are not the sums of their days', and sums of days that have no such row: none. */
const rollupsApartFromDaily = async () =>
  (
    await sql`
      WITH monthly AS (
        SELECT metric, date_trunc('month', day)::date AS month, "countryId", "partnerId", segment, key,
          sum(count)::bigint AS count, sum(amount)::bigint AS amount, sum(size) AS size
        FROM rm.analytics_daily GROUP BY 1, 2, 3, 4, 5, 6
        HAVING sum(count) <> 0 OR sum(amount) <> 0 OR sum(size) <> 0),
      totals AS (
        SELECT metric, day, "countryId", key, sum(count)::bigint AS count, sum(amount)::bigint AS amount,
          sum(size) AS size
        FROM rm.analytics_daily GROUP BY 1, 2, 3, 4
        HAVING sum(count) <> 0 OR sum(amount) <> 0 OR sum(size) <> 0)
      (SELECT 'monthly' AS side, to_jsonb(t) AS r FROM (SELECT * FROM rm.analytics_monthly EXCEPT SELECT * FROM monthly) t)
      UNION ALL (SELECT 'monthly sums', to_jsonb(t) FROM (SELECT * FROM monthly EXCEPT SELECT * FROM rm.analytics_monthly) t)
      UNION ALL (SELECT 'totals', to_jsonb(t) FROM (SELECT * FROM rm.analytics_daily_totals EXCEPT SELECT * FROM totals) t)
      UNION ALL (SELECT 'totals sums', to_jsonb(t) FROM (SELECT * FROM totals EXCEPT SELECT * FROM rm.analytics_daily_totals) t)`.execute(
      db,
    )
  ).rows;

/** Every table, and the facts at the start of every period (what the daily undo rows add up to). */
const tables = async (): Promise<Record<string, unknown[]>> => {
  const out: Record<string, unknown[]> = {};
  for (const [table, key] of Object.entries(KEYS))
    out[table] = (await sql`SELECT * FROM ${sql.table(table)} ORDER BY ${sql.raw(key)}`.execute(db)).rows;
  const periods = out['rm.analytics_periods']!.length;
  out['facts at period starts'] = [];
  for (let c = 1; c <= periods + 1; c++) {
    const source = await factsSourceAsOf(db, c, []);
    out['facts at period starts'].push(
      ...(
        await sql`
          SELECT ${c}::int AS "atPeriod", metric, to_char(day, 'YYYY-MM-DD') AS day, "countryId", "partnerId", segment, key,
            sum(count)::text AS count, sum(amount)::text AS amount, sum(size)::text AS size FROM ${source}
          GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(count) <> 0 OR sum(amount) <> 0 OR sum(size) <> 0
          ORDER BY 1, 2, 3, 4, 5, 6, 7`.execute(db)
      ).rows,
    );
  }
  return out;
};

const rebuiltIn = async (batchSize?: number) => {
  await rebuildProjections({
    store,
    db,
    projections: [analyticsProjection],
    ...(batchSize === undefined ? {} : { batchSize }),
  });
  return tables();
};

it('a batch spanning many periods writes the rows one event at a time writes, undo rows included', async () => {
  const single = await rebuiltIn(1);
  expect(single['rm.analytics_periods']!.length).toBe(10);
  expect(single['rm.analytics_members_undo']!.length).toBeGreaterThan(20);
  expect(single['rm.analytics_customers_undo']!.length).toBe(2);
  expect(single['rm.analytics_daily']!.some((r) => (r as { segment: string }).segment === 'b2b')).toBe(true);
  expect(single['rm.analytics_monthly']!.length).toBeGreaterThan(10);
  expect(single['rm.analytics_daily_totals']!.length).toBeGreaterThan(10);
  expect(await rollupsApartFromDaily()).toEqual([]);
  // The whole log in one batch (a rebuild's batch is larger than it), and batches cutting periods anywhere.
  for (const batchSize of [undefined, 7, 50]) {
    const batched = await rebuiltIn(batchSize);
    for (const table of Object.keys(single))
      expect({ batchSize, table, rows: batched[table] }).toEqual({ batchSize, table, rows: single[table] });
    expect(await rollupsApartFromDaily()).toEqual([]);
  }
}, 120_000);
