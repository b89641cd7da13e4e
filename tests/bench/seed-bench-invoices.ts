import crypto from 'node:crypto';
import {
  COUNTRIES,
  INVOICE_CATEGORY,
  invoiceDueDate,
  invoiceTotals,
  money,
  PAYMENT_CATEGORY,
  streamIdOf,
  type EventMetadata,
  type InvoiceIssued,
  type InvoicePaymentAllocated,
  type InvoiceType,
  type Money,
  type NewEvent,
  type PaymentMethod,
  type PaymentRecord,
} from '@console/contracts';
import type { Infrastructure } from '@console/services';
import { pool } from '@console/services/testing';

export interface BenchInvoicesOptions {
  readonly invoices: number;
  /** Payments, each allocated to one invoice: the first 60 % of it, or the rest (so an invoice takes at most 2). */
  readonly payments: number;
  /** Appends in flight (the group-commit store commits those issued together in one transaction). */
  readonly concurrency?: number;
  readonly onProgress?: (done: number, total: number) => void;
}

const TYPES: readonly InvoiceType[] = ['order', 'recurring', 'final', 'service', 'other', 'deposit'];
const MODES: readonly PaymentMethod[] = [
  'cod',
  'tap',
  'payfort',
  'cheque',
  'bank_transfer',
  'bank_deposit',
  'manual_tap',
  'pos_sab',
];
const DAY_MS = 86_400_000;

interface Customer {
  readonly id: number;
  readonly partnerId: number;
  readonly countryId: number;
}

/** The invoices of the customer whose statement the bench draws (issue 15: a statement of 500 invoices). */
const STATEMENT_INVOICES = 500;

/**
 * What invoice k of n is: its customer, date, type and totals (deterministic, so a run is reproducible). The first
 * customer takes every (n / 500)th invoice, so it has the statement budget's 500 invoices at any size from 1,000
 * (the bench's statement row measures the same document at 50,000 as at the budget's 500,000); the others take the
 * rest in turn, the second customer the first's turns.
 */
const invoicePlan = (k: number, n: number, customers: readonly Customer[], today: number) => {
  const stride = Math.max(2, Math.floor(n / STATEMENT_INVOICES));
  const statement = customers.length === 1 || (k % stride === 0 && k / stride < STATEMENT_INVOICES);
  const turn = k % customers.length;
  const c = (statement ? customers[0] : customers[turn === 0 ? 1 : turn])!;
  const country = COUNTRIES.find((x) => x.id === c.countryId) ?? COUNTRIES[0]!;
  const date = new Date(today - (k % 730) * DAY_MS).toISOString().slice(0, 10);
  const beforeTax = money((1_000 + ((k * 7_919) % 50_000)) * 100);
  return {
    c,
    country,
    date,
    type: TYPES[k % TYPES.length]!,
    totals: invoiceTotals([beforeTax], country.vat, country.currency),
  };
};

/** Every tenth invoice stays unpaid; the others are payable, in this order. */
const payableIndex = (p: number): number => Math.floor(p / 9) * 10 + (p % 9);

/**
 * Invoices and payments for the accounting benchmarks (`npm run bench -- --only accounting --invoices 500000`):
 * appended straight to the event store as the accounting deciders would record them (InvoiceIssued,
 * InvoicePartiallyPaid / InvoicePaid, PaymentRecorded), in batches, so the projections build the read models exactly
 * as they do for commands. They go to the customers already there, spread over the last two years; nine invoices in
 * ten are payable, the first payment of one pays 60 % (partial), a second the rest (paid). Bench invoices carry no
 * charges (the lists do not read them). Run it on the group-commit store (accounting-budgets.ts does). Ids come from
 * the id sequences, which are moved past them.
 */
export const seedBenchInvoices = async (
  infra: Infrastructure,
  options: BenchInvoicesOptions,
): Promise<{ invoices: number; payments: number }> => {
  const customers = (await infra.db
    .selectFrom('rm.users')
    .select(['id', 'partnerId', 'countryId'])
    .where('type', '<>', 'staff')
    .orderBy('id')
    .limit(20_000)
    .execute()) as Customer[];
  if (customers.length === 0) throw new Error('the bench invoices need customers: none in this database');
  const n = options.invoices;
  const payable = Math.ceil((n * 9) / 10);
  const payments = Math.min(options.payments, payable * 2);
  const firstInvoice = await infra.ids.next(INVOICE_CATEGORY);
  const firstPayment = await infra.ids.next(PAYMENT_CATEGORY);
  await infra.ids.atLeast(INVOICE_CATEGORY, firstInvoice + n);
  await infra.ids.atLeast(PAYMENT_CATEGORY, firstPayment + payments);
  const today = Date.now();
  const correlationId = crypto.randomUUID();
  const meta = (occurredAt: string): EventMetadata => ({
    userId: null,
    partnerId: null,
    correlationId,
    causationId: null,
    command: 'SeedBenchInvoices',
    occurredAt,
  });
  const event = <D>(type: string, data: D, occurredAt: string): NewEvent => ({
    id: crypto.randomUUID(),
    type,
    data,
    metadata: meta(occurredAt),
  });

  // Payment j pays payable invoice p = j mod payable, in round j div payable (0: 60 %, 1: the rest).
  const paymentOf = (p: number, round: number): number | null => {
    const j = round * payable + p;
    return j < payments ? j : null;
  };
  const paidAtOf = (date: string, round: number) =>
    new Date(Date.parse(`${date}T10:00:00Z`) + (round + 1) * DAY_MS).toISOString();
  const shareOf = (amount: Money, round: number): Money => {
    const first = money(Math.floor((amount * 6) / 10));
    return round === 0 ? first : money(amount - first);
  };

  let done = 0;
  const total = n + payments;
  const tick = () => options.onProgress?.(++done, total);
  const width = options.concurrency ?? 128;

  // The payments first, so an invoice's allocations name payments already recorded.
  await pool(payments, width, async (j) => {
    const p = j % payable;
    const round = Math.floor(j / payable);
    const k = payableIndex(p);
    if (k >= n) return tick();
    const plan = invoicePlan(k, n, customers, today);
    const mode = MODES[j % MODES.length]!;
    const paidAt = paidAtOf(plan.date, round);
    const record: PaymentRecord = {
      id: firstPayment + j,
      type: 'payment',
      mode,
      status: 'complete',
      amount: shareOf(plan.totals.amount, round),
      currency: plan.country.currency,
      paidAt,
      userId: plan.c.id,
      creatorId: null,
      partnerId: plan.c.partnerId,
      countryId: plan.c.countryId,
      invoiceIds: [firstInvoice + k],
      notes: null,
      reference: `BENCH-${j}`,
      data:
        mode === 'tap' || mode === 'payfort' ? { response: { eci: j % 2 === 0 ? 'ECOMMERCE' : 'RECURRING' } } : null,
      createdAt: paidAt,
    };
    await infra.store.append(
      streamIdOf(PAYMENT_CATEGORY, record.id),
      [event('PaymentRecorded', record, paidAt)],
      'no_stream',
    );
    tick();
  });

  await pool(n, width, async (k) => {
    const plan = invoicePlan(k, n, customers, today);
    const id = firstInvoice + k;
    const createdAt = `${plan.date}T09:00:00.000Z`;
    const issued: InvoiceIssued = {
      id,
      type: plan.type,
      date: plan.date,
      dueDate: invoiceDueDate(plan.date),
      userId: plan.c.id,
      partnerId: plan.c.partnerId,
      countryId: plan.c.countryId,
      orderId: null,
      currency: plan.country.currency,
      vat: plan.country.vat,
      charges: [],
      ...plan.totals,
      status: 'unpaid',
      createdAt,
    };
    const events: NewEvent[] = [event('InvoiceIssued', issued, createdAt)];
    if (k % 10 !== 9) {
      const p = Math.floor(k / 10) * 9 + (k % 10);
      let paid = 0;
      for (const round of [0, 1]) {
        const j = paymentOf(p, round);
        if (j === null) break;
        const amount = shareOf(plan.totals.amount, round);
        paid += amount;
        const allocated: InvoicePaymentAllocated = {
          id,
          paymentId: firstPayment + j,
          amount,
          amountPaid: money(paid),
          paidAt: paidAtOf(plan.date, round),
        };
        events.push(
          event(paid >= plan.totals.amount ? 'InvoicePaid' : 'InvoicePartiallyPaid', allocated, allocated.paidAt),
        );
      }
    }
    await infra.store.append(streamIdOf(INVOICE_CATEGORY, id), events, 'no_stream');
    tick();
  });
  return { invoices: n, payments };
};
