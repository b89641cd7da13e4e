import crypto from 'node:crypto';
import { invoiceTotals, money, type ChargeCreated, type InvoiceIssued, type RecordedEvent } from '@console/contracts';
import { createPool } from '@console/infra';
import { createScratchDatabase } from '@console/infra/testing';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type pg from 'pg';
import { migrateReadModels } from '../migrations/read-model-migrations.js';
import type { ReadModels } from '../read-models.js';
import { accountingMigrations } from './accounting.migrations.js';
import { accountingProjection } from './accounting.projection.js';

let serial = 0;
const recorded = (type: string, data: unknown): RecordedEvent => {
  serial += 1;
  return {
    id: crypto.randomUUID(),
    type,
    data,
    metadata: {
      userId: null,
      partnerId: null,
      correlationId: 'c',
      causationId: null,
      command: 'Test',
      occurredAt: `2026-11-25T08:00:${String(serial).padStart(2, '0')}.000Z`,
    },
    streamId: `${type.startsWith('Invoice') ? 'invoice' : 'charge'}-${(data as { id: number }).id}`,
    streamVersion: 1,
    position: { major: 1n, minor: BigInt(serial) },
    recordedAt: '2026-11-25T08:00:00.000Z',
  };
};

const created = (id: number, amount: number): ChargeCreated => ({
  id,
  type: 'storage',
  amount: money(amount),
  currency: 'AED',
  description: null,
  notes: null,
  year: 2026,
  month: 11,
  startDate: 1,
  endDate: 30,
  userId: 7,
  partnerId: 1,
  countryId: 1,
  orderId: null,
  invoiceId: null,
  requestId: null,
  serviceId: null,
  storageId: id + 100,
  metadata: null,
  createdAt: '2026-11-25T08:00:00.000Z',
});

describe('accounting projection: a run of charge events applied together', () => {
  let drop: () => Promise<void>;
  let pool: pg.Pool;
  let db: Kysely<ReadModels>;

  beforeAll(async () => {
    const scratch = await createScratchDatabase(process.env['DATABASE_URL']!, 'acc_charges_batch');
    drop = scratch.drop;
    pool = createPool(scratch.url, 2);
    db = new Kysely<ReadModels>({ dialect: new PostgresDialect({ pool }) });
    await migrateReadModels(db, [accountingMigrations]);
  });

  afterAll(async () => {
    await db.destroy();
    await drop();
  });

  const rows = async () => (await sql<Record<string, unknown>>`SELECT * FROM rm.charges ORDER BY id`.execute(db)).rows;
  const refs = async () =>
    (await sql<Record<string, unknown>>`SELECT kind, id, name FROM rm.accounting_refs ORDER BY kind, id`.execute(db))
      .rows;
  const deleted = async () =>
    (await sql<Record<string, unknown>>`SELECT * FROM rm.deleted_charges ORDER BY id`.execute(db)).rows;
  const reset = async () => {
    await sql`TRUNCATE rm.charges, rm.deleted_charges, rm.accounting_refs`.execute(db);
    await db
      .insertInto('rm.accounting_refs')
      .values([
        { kind: 'user', id: 7, name: 'Ann' },
        { kind: 'country', id: 1, name: 'UAE' },
      ])
      .execute();
  };

  test('gives the rows that applying each event alone gives: creations, updates, deletions, names', async () => {
    const before = [recorded('ChargeCreated', created(4, 40_000))];
    const events = [
      recorded('ChargeCreated', created(1, 10_000)),
      recorded('ChargeCreated', created(2, 20_000)),
      recorded('ChargeUpdated', { id: 1, changes: { amount: 15_000, description: 'rent' } }),
      recorded('UserUpdated', { id: 7, changes: { name: 'Ann B' } }),
      recorded('ChargeCreated', created(3, 30_000)),
      recorded('ChargeDeleted', { id: 2 }),
      recorded('ChargeUpdated', { id: 3, changes: { invoiceId: 9, invoiceDate: '2026-11-25' } }),
      recorded('ChargeUpdated', { id: 4, changes: { notes: 'moved' } }),
      recorded('ChargeCreated', created(5, 50_000)),
      recorded('ChargeDeleted', { id: 5 }),
    ];

    await reset();
    for (const e of [...before, ...events]) await db.transaction().execute((trx) => accountingProjection.apply(trx, e));
    const alone = await rows();
    const deletedAlone = await deleted();

    await reset();
    await db.transaction().execute((trx) => accountingProjection.applyBatch!(trx, before));
    await db.transaction().execute((trx) => accountingProjection.applyBatch!(trx, events));
    const together = await rows();

    expect(together).toEqual(alone);
    // A deleted charge is kept as it was last listed, also one made and deleted within the same batch (5).
    expect(await deleted()).toEqual(deletedAlone);
    expect(deletedAlone.map((r) => [r['id'], (r['row'] as { amount: number; userName: string }).amount])).toEqual([
      [2, 20_000],
      [5, 50_000],
    ]);
    expect(together.map((r) => [r['id'], r['amount'], r['userName'], r['countryName'], r['partnerName']])).toEqual([
      [1, 15_000, 'Ann B', 'UAE', null],
      [3, 30_000, 'Ann B', 'UAE', null],
      [4, 40_000, 'Ann B', 'UAE', null],
    ]);
    expect(together.find((r) => r['id'] === 3)?.['invoiceId']).toBe(9);
  });

  test("a billing run's interleaved charges and invoices (charges born on their invoice) as one at a time", async () => {
    const invoice = (id: number, charges: readonly number[]): InvoiceIssued => ({
      id,
      type: 'recurring',
      date: '2026-11-25',
      dueDate: '2026-12-10',
      userId: 7,
      partnerId: 1,
      countryId: 1,
      orderId: null,
      currency: 'AED',
      vat: 5,
      charges: charges.map((id) => ({ id, amount: money(id * 1000) })),
      ...invoiceTotals([money(100_000)], 5, 'AED'),
      status: 'unpaid',
      createdAt: '2026-11-25T08:00:00.000Z',
    });
    const held = (id: number, invoiceId: number): ChargeCreated => ({
      ...created(id, id * 1000),
      invoiceId,
      invoiceDate: '2026-11-25',
    });
    const events = [
      recorded('ChargeCreated', held(11, 90)),
      recorded('ChargeCreated', held(12, 90)),
      recorded('InvoiceIssued', invoice(90, [11, 12])),
      recorded('ChargeCreated', held(13, 91)),
      recorded('ChargeUpdated', { id: 11, changes: { notes: 'late' } }),
      recorded('InvoiceIssued', invoice(91, [13])),
      recorded('UserUpdated', { id: 7, changes: { name: 'Ann C' } }),
      recorded('ChargeCreated', held(14, 92)),
    ];
    const invoices = async () =>
      (await sql<Record<string, unknown>>`SELECT * FROM rm.invoices ORDER BY id`.execute(db)).rows;

    await reset();
    await sql`TRUNCATE rm.invoices`.execute(db);
    for (const e of events) await db.transaction().execute((trx) => accountingProjection.apply(trx, e));
    const alone = { charges: await rows(), invoices: await invoices() };

    await reset();
    await sql`TRUNCATE rm.invoices`.execute(db);
    await db.transaction().execute((trx) => accountingProjection.applyBatch!(trx, events));
    const together = { charges: await rows(), invoices: await invoices() };

    expect(together).toEqual(alone);
    expect(together.charges.map((r) => [r['id'], r['invoiceId'], r['invoiceDate'], r['userName']])).toEqual([
      [11, 90, '2026-11-25', 'Ann C'],
      [12, 90, '2026-11-25', 'Ann C'],
      [13, 91, '2026-11-25', 'Ann C'],
      [14, 92, '2026-11-25', 'Ann C'],
    ]);
    expect(together.invoices.map((r) => r['id'])).toEqual([90, 91]);
  });

  test('a burst of renames between charges is one names write, with the rows of one event at a time', async () => {
    const events = [
      recorded('ChargeCreated', created(21, 10_000)),
      recorded('UserUpdated', { id: 7, changes: { name: 'Ann D' } }),
      recorded('UserUpdated', { id: 8, changes: { name: 'Bob' } }),
      recorded('UserUpdated', { id: 7, changes: { name: 'Ann E' } }),
      recorded('UserUpdated', { id: 7, changes: { phone: '+971500000000' } }),
      recorded('ChargeCreated', created(22, 20_000)),
      recorded('UserUpdated', { id: 7, changes: { name: 'Ann F' } }),
    ];
    await reset();
    for (const e of events) await db.transaction().execute((trx) => accountingProjection.apply(trx, e));
    const alone = { charges: await rows(), refs: await refs() };

    await reset();
    const writes: string[] = [];
    const counted = new Kysely<ReadModels>({
      dialect: new PostgresDialect({ pool }),
      log: (event) => {
        if (/insert into "?rm"?\."?accounting_refs/i.test(event.query.sql)) writes.push(event.query.sql);
      },
    });
    await counted.transaction().execute((trx) => accountingProjection.applyBatch!(trx, events));
    const together = { charges: await rows(), refs: await refs() };

    expect(together).toEqual(alone);
    expect(together.charges.map((r) => [r['id'], r['userName']])).toEqual([
      [21, 'Ann F'],
      [22, 'Ann F'],
    ]);
    // The three renames between the charges in one write, the last one in another: not one per rename.
    expect(writes).toHaveLength(2);
  });
});
