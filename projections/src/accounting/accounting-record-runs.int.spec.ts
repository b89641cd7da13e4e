import crypto from 'node:crypto';
import {
  invoiceTotals,
  money,
  type InvoiceIssued,
  type InvoicePaymentAllocated,
  type PaymentRecord,
  type RecordedEvent,
} from '@console/contracts';
import { createPool } from '@console/infra';
import { createScratchDatabase } from '@console/infra/testing';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type pg from 'pg';
import { migrateReadModels } from '../migrations/read-model-migrations.js';
import type { ReadModels } from '../read-models.js';
import { ACCOUNTING_COUNTED_COLUMNS, accountingMigrations } from './accounting.migrations.js';
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
      occurredAt: new Date(Date.UTC(2026, 10, 25, 8, 0, serial)).toISOString(),
    },
    streamId: `${type.startsWith('Invoice') ? 'invoice' : 'payment'}-${(data as { id: number }).id}`,
    streamVersion: 1,
    position: { major: 1n, minor: BigInt(serial) },
    recordedAt: '2026-11-25T08:00:00.000Z',
  };
};

const issued = (id: number, userId: number, partnerId: number): InvoiceIssued => ({
  id,
  type: 'order',
  date: '2026-11-25',
  dueDate: '2026-12-10',
  userId,
  partnerId,
  countryId: 1,
  orderId: null,
  currency: 'AED',
  vat: 5,
  charges: [],
  ...invoiceTotals([money(100_000)], 5, 'AED'),
  status: 'unpaid',
  createdAt: '2026-11-25T08:00:00.000Z',
});

const payment = (id: number, invoiceId: number, amount: number, mode: PaymentRecord['mode']): PaymentRecord => ({
  id,
  type: 'payment',
  mode,
  status: 'complete',
  amount: money(amount),
  currency: 'AED',
  paidAt: '2026-11-25T09:00:00.000Z',
  userId: 7,
  creatorId: null,
  partnerId: 1,
  countryId: 1,
  invoiceIds: [invoiceId],
  notes: null,
  reference: `R-${id}`,
  data: mode === 'tap' ? { response: { eci: 'RECURRING' } } : null,
  createdAt: '2026-11-25T09:00:00.000Z',
});

const allocated = (id: number, paymentId: number, amount: number, amountPaid: number): InvoicePaymentAllocated => ({
  id,
  paymentId,
  amount: money(amount),
  amountPaid: money(amountPaid),
  paidAt: '2026-11-25T09:00:00.000Z',
});

describe('accounting projection: a run of invoice and payment events applied together, and the kept list counts', () => {
  let drop: () => Promise<void>;
  let pool: pg.Pool;
  let db: Kysely<ReadModels>;

  beforeAll(async () => {
    const scratch = await createScratchDatabase(process.env['DATABASE_URL']!, 'acc_record_runs');
    drop = scratch.drop;
    pool = createPool(scratch.url, 2);
    db = new Kysely<ReadModels>({ dialect: new PostgresDialect({ pool }) });
    await migrateReadModels(db, [accountingMigrations]);
  });

  afterAll(async () => {
    await db.destroy();
    await drop();
  });

  const rows = async (table: 'invoices' | 'payments') =>
    (await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(`rm.${table}`)} ORDER BY id`.execute(db)).rows;
  const kept = async () =>
    (
      await sql<{ table: string; column: string; value: string; partnerId: number; n: number }>`
        SELECT "table", "column", value, "partnerId", n FROM rm.accounting_counts ORDER BY 1, 2, 3, 4`.execute(db)
    ).rows;
  /** What rm.accounting_counts must hold: the rows counted now, per column, value and partner. */
  const counted = async () => {
    const out: { table: string; column: string; value: string; partnerId: number; n: number }[] = [];
    for (const [table, columns] of Object.entries(ACCOUNTING_COUNTED_COLUMNS)) {
      for (const column of ['*', ...columns]) {
        const value = column === '*' ? sql`'*'` : sql`${sql.ref(column)}::text`;
        const { rows: found } = await sql<{ value: string | null; partnerId: number; n: string }>`
          SELECT ${value} AS value, "partnerId", count(*)::text AS n FROM ${sql.table(`rm.${table}`)} GROUP BY 1, 2`.execute(
          db,
        );
        for (const r of found)
          if (r.value !== null) out.push({ table, column, value: r.value, partnerId: r.partnerId, n: Number(r.n) });
      }
    }
    const key = (r: (typeof out)[number]) =>
      [r.table, r.column, r.value, String(r.partnerId).padStart(9, '0')].join('|');
    return out.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  };
  const reset = async () => {
    await sql`TRUNCATE rm.invoices, rm.payments, rm.accounting_refs, rm.accounting_counts`.execute(db);
    await db
      .insertInto('rm.accounting_refs')
      .values([
        { kind: 'user', id: 7, name: 'Ann' },
        { kind: 'country', id: 1, name: 'UAE' },
      ])
      .execute();
  };

  test('gives the rows and counts that applying each event alone gives: issues, payments, renames, deletions', async () => {
    const total = invoiceTotals([money(100_000)], 5, 'AED').amount;
    const before = [
      recorded('InvoiceIssued', issued(1, 7, 1)),
      recorded('PaymentRecorded', payment(10, 1, 5_000, 'cod')),
    ];
    const events = [
      recorded('InvoiceIssued', issued(2, 7, 1)),
      recorded('PaymentRecorded', payment(11, 2, total, 'tap')),
      recorded('InvoicePaid', allocated(2, 11, total, total)),
      recorded('InvoicePartiallyPaid', allocated(1, 10, 5_000, 5_000)),
      recorded('UserUpdated', { id: 7, changes: { name: 'Ann B' } }),
      recorded('InvoiceIssued', issued(3, 8, 2)),
      recorded('PaymentRecorded', payment(12, 3, 1_000, 'cheque')),
      recorded('PaymentDeleted', { id: 12 }),
      recorded('PaymentUpdated', { id: 10, changes: { notes: 'checked' } }),
    ];

    await reset();
    for (const e of [...before, ...events]) await db.transaction().execute((trx) => accountingProjection.apply(trx, e));
    const alone = { invoices: await rows('invoices'), payments: await rows('payments'), counts: await kept() };

    await reset();
    await db.transaction().execute((trx) => accountingProjection.applyBatch!(trx, before));
    await db.transaction().execute((trx) => accountingProjection.applyBatch!(trx, events));
    const together = { invoices: await rows('invoices'), payments: await rows('payments'), counts: await kept() };

    expect(together).toEqual(alone);
    expect(together.invoices.map((r) => [r['id'], r['status'], r['userName']])).toEqual([
      [1, 'partial', 'Ann B'],
      [2, 'paid', 'Ann B'],
      [3, 'unpaid', null],
    ]);
    expect(together.payments.map((r) => [r['id'], r['eci'], r['notes']])).toEqual([
      [10, null, 'checked'],
      [11, 'RECURRING', null],
    ]);
    // The kept counts are the rows' own, value for value (no row of a value no row holds).
    expect(together.counts).toEqual(await counted());
    expect(together.counts).toContainEqual({ table: 'invoices', column: 'status', value: 'paid', partnerId: 1, n: 1 });
    expect(together.counts).toContainEqual({ table: 'payments', column: '*', value: '*', partnerId: 1, n: 2 });
  });
});
