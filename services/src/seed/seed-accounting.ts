import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  currencyOfCountry,
  dayOf,
  isCountryId,
  providerOfCountry,
  type ChargeType,
  type InvoiceType,
} from '@console/contracts';
import { BillCustomerCommand, type BillCustomerResult } from '../accounting/index.js';
import {
  CardCommand,
  ChargeCommand,
  InvoiceCommand,
  PaymentCommand,
  type AccountingResult,
} from '../accounting/commands/accounting-commands.js';
import type { Infrastructure } from '../core/infrastructure.js';
import { pool, seedContext } from './seed-commands.js';
import type { SeedPace } from './seed-pace.js';
import { seededRandom } from './seed-random.js';

const customerIndex = (email: string) => Number(/^customer(\d+)@example\.com$/.exec(email)?.[1] ?? NaN);

/** Which demo customers (by their index, customer<N>@example.com) get each kind of accounting record. */
export interface AccountingPart {
  /** Customers [from, to) of the demo, by index. */
  readonly from: number;
  readonly to: number;
  /** Every n-th of them gets saved cards (one or two, the first the default). */
  readonly cardsEvery: number;
  /**
   * Every n-th with an order gets a credit note, every n-th customer an invoice cancelled, every n-th with a
   * complete payment has it refunded.
   */
  readonly creditNoteEvery: number;
  readonly cancelledEvery: number;
  readonly refundEvery: number;
  /** Every n-th gets a card payment left pending, every n-th a declined (failed) one. */
  readonly pendingEvery: number;
  readonly failedEvery: number;
  /** Customers with storages billed through the first day of this month (a month of billing): at most this many. */
  readonly billed: number;
}

/** The part of a first start made before "demo data for every screen ready": a few of each, in a few seconds. */
export const FIRST_ACCOUNTING: AccountingPart = {
  from: 0,
  to: 60,
  cardsEvery: 2,
  creditNoteEvery: 10,
  cancelledEvery: 10,
  refundEvery: 15,
  pendingEvery: 20,
  failedEvery: 20,
  billed: 10,
};

/** The rest of the demo, in the background part. */
export const REST_ACCOUNTING: AccountingPart = {
  from: 60,
  to: 500,
  cardsEvery: 2,
  creditNoteEvery: 10,
  cancelledEvery: 10,
  refundEvery: 15,
  pendingEvery: 20,
  failedEvery: 20,
  billed: 170,
};

export interface SeedAccountingResult {
  readonly cards: number;
  readonly creditNotes: number;
  readonly cancelled: number;
  readonly refunded: number;
  readonly pending: number;
  readonly failed: number;
  readonly billed: number;
}

interface DemoCustomer {
  readonly id: number;
  readonly index: number;
  readonly countryId: number;
  /** The card holder of their cards. */
  readonly name: string;
}

const monthStart = (now: Date) => `${dayOf(now).slice(0, 7)}-01`;

/**
 * The accounting demo records the order seed does not make (issue 15 §10), by the accounting commands as the API
 * makes them: saved cards (one default per customer that has cards), credit notes, cancelled invoices, refunded,
 * pending and declined card payments, and a month of billing (the customer's storages billed through the first
 * day of this month: a recurring invoice). With the orders' invoices (paid, partial, unpaid) every accounting list
 * and status has rows. Idempotent: a customer that has the record already is skipped, and billing bills a month once.
 */
export const seedAccounting = async (
  app: INestApplicationContext,
  infra: Infrastructure,
  part: AccountingPart,
  concurrency = 32,
  pace?: SeedPace,
): Promise<SeedAccountingResult> => {
  const commands = app.get(CommandBus);
  // The demo customers and what they have are read from the read models, once they hold what was made before.
  await infra.readModels.waitFor(await infra.store.committedHeadPosition(), 10 * 60_000);
  const db = infra.db;
  const customers: DemoCustomer[] = (
    await db
      .selectFrom('rm.users')
      .select(['id', 'email', 'countryId', 'name'])
      .where('email', 'like', 'customer%@example.com')
      .execute()
  )
    .map((u) => ({ id: u.id, index: customerIndex(u.email), countryId: u.countryId, name: u.name }))
    .filter((u) => Number.isInteger(u.index) && u.index >= part.from && u.index < part.to)
    .sort((a, b) => a.index - b.index);
  if (customers.length === 0)
    return { cards: 0, creditNotes: 0, cancelled: 0, refunded: 0, pending: 0, failed: 0, billed: 0 };
  const ids = customers.map((c) => c.id);
  const [withCards, invoices, payments, storages, orders] = await Promise.all([
    db.selectFrom('rm.cards').select('userId').distinct().where('userId', 'in', ids).execute(),
    db.selectFrom('rm.invoices').select(['userId', 'type', 'status']).where('userId', 'in', ids).execute(),
    db
      .selectFrom('rm.payments')
      .select(['id', 'userId', 'status', 'mode'])
      .where('userId', 'in', ids)
      .orderBy('id')
      .execute(),
    db.selectFrom('rm.storages').select('userId').distinct().where('userId', 'in', ids).execute(),
    // A credit is charged against an order (spec 3 §5: order required unless discount or custom).
    db
      .selectFrom('rm.orders')
      .select(['id', 'userId'])
      .where('userId', 'in', ids)
      .where('status', 'in', ['confirmed', 'complete'])
      .orderBy('id')
      .execute(),
  ]);
  const has = (userId: number, p: (i: (typeof invoices)[number]) => boolean) =>
    invoices.some((i) => i.userId === userId && p(i));
  const hasCards = new Set(withCards.map((c) => c.userId));
  const stored = new Set(storages.map((s) => s.userId));
  const orderOf = new Map<number, number>();
  for (const o of orders) if (o.userId !== null && !orderOf.has(o.userId)) orderOf.set(o.userId, o.id);
  const random = seededRandom(20261126);
  const now = new Date();
  const today = dayOf(now);
  const counts = { cards: 0, creditNotes: 0, cancelled: 0, refunded: 0, pending: 0, failed: 0, billed: 0 };
  // Every draw is made before the work, in the customers' order, so the values do not depend on the pool's order.
  const plans = customers.map((c, k) => ({
    c,
    k,
    cards: random.int(1, 2),
    last4: Array.from({ length: 2 }, () => String(random.int(1000, 9999))),
    expiry: Array.from({ length: 2 }, () => `${String(random.int(1, 12)).padStart(2, '0')}${random.int(27, 31)}`),
    credit: random.int(5, 50) * 100_000,
    service: random.int(10, 200) * 100_000,
    attempt: random.int(10, 100) * 100_000,
  }));
  // Credit notes go to every n-th customer with an order, refunds to every n-th with a complete payment.
  const everyNth = (eligible: (c: DemoCustomer) => boolean, every: number) =>
    new Set(
      customers
        .filter(eligible)
        .filter((_, j) => j % every === 0)
        .map((c) => c.id),
    );
  const creditNoteFor = everyNth((c) => orderOf.has(c.id), part.creditNoteEvery);
  const refundFor = everyNth(
    (c) => payments.some((x) => x.userId === c.id && x.status === 'complete'),
    part.refundEvery,
  );
  const run = async <R>(command: object): Promise<R> => commands.execute<object, R>(command);
  // The first customers (by index) with storages, the same ones on every run: a re-run bills nothing new.
  const billedFor = new Set(
    customers
      .filter((c) => stored.has(c.id))
      .slice(0, part.billed)
      .map((c) => c.id),
  );

  /** What the country's gateway answered when the card was tokenised (shown on the card's page, spec 2 §4). */
  const cardProviderResponse = (provider: string, userId: number, i: number, last4: string) =>
    provider === 'tap'
      ? {
          object: 'card',
          id: `card_demo_${userId}_${i + 1}`,
          brand: i === 0 ? 'VISA' : 'MASTERCARD',
          first_six: i === 0 ? '411111' : '522222',
          last_four: last4,
          status: 'ACTIVE',
          customer: { id: `cus_demo_${userId}` },
        }
      : {
          response_code: '18000',
          response_message: 'Success',
          service_command: 'TOKENIZATION',
          token_name: `demo_${provider}_${userId}_${i + 1}`,
          card_bin: i === 0 ? '411111' : '522222',
          status: '18',
        };

  await pool(
    plans.length,
    concurrency,
    async (n) => {
      const { c, k, ...p } = plans[n]!;
      const ctx = seedContext(now);
      const provider = providerOfCountry(c.countryId);
      if (k % part.cardsEvery === 0 && !hasCards.has(c.id)) {
        for (let i = 0; i < p.cards; i++) {
          await run<AccountingResult>(
            new CardCommand(
              {
                kind: 'create',
                body: {
                  userId: c.id,
                  mode: provider,
                  // The customer's own card: their name.
                  cardHolderName: c.name,
                  cardNumber: `${i === 0 ? '411111' : '522222'}******${p.last4[i]!}`,
                  tokenName: `demo_${provider}_${c.id}_${i + 1}`,
                  expiryDate: p.expiry[i]!,
                  status: 'active',
                  default: i === 0,
                  data: cardProviderResponse(provider, c.id, i, p.last4[i]!),
                },
              },
              ctx,
            ),
          );
          counts.cards++;
        }
      }
      const currency = isCountryId(c.countryId) ? currencyOfCountry(c.countryId) : 'AED';
      const charge = async (type: ChargeType, amount: number, description: string, orderId: number | null = null) =>
        (
          await run<AccountingResult>(
            new ChargeCommand(
              {
                kind: 'create',
                origin: 'system',
                body: {
                  userId: c.id,
                  countryId: c.countryId,
                  type,
                  amount,
                  currency,
                  description,
                  orderId,
                  year: Number(today.slice(0, 4)),
                  month: Number(today.slice(5, 7)),
                  startDate: 1,
                  endDate: Number(today.slice(8, 10)),
                },
              },
              ctx,
            ),
          )
        ).id;
      const invoice = async (type: InvoiceType, chargeIds: number[]) =>
        (
          await run<AccountingResult>(
            new InvoiceCommand({ kind: 'create', body: { userId: c.id, type, date: today, chargeIds } }, ctx),
          )
        ).id;
      const orderId = orderOf.get(c.id);
      if (creditNoteFor.has(c.id) && orderId !== undefined && !has(c.id, (i) => i.type === 'creditNote')) {
        await invoice('creditNote', [await charge('credit', p.credit, 'Goodwill credit for a late delivery', orderId)]);
        counts.creditNotes++;
      }
      if (k % part.cancelledEvery === 3 && !has(c.id, (i) => i.status === 'cancelled')) {
        const id = await invoice('service', [await charge('custom', p.service, 'Extra packing material')]);
        await run(new InvoiceCommand({ kind: 'cancel', id }, ctx));
        counts.cancelled++;
      }
      const own = payments.filter((x) => x.userId === c.id);
      if (refundFor.has(c.id) && !own.some((x) => x.status === 'refunded')) {
        const complete = own.find((x) => x.status === 'complete');
        if (complete) {
          await run(new PaymentCommand({ kind: 'refund', id: complete.id }, ctx));
          counts.refunded++;
        }
      }
      // A card payment the gateway has not confirmed (pending), and one it declined (failed): no invoice named. A
      // customer with a card payment already has had it (the gateways' sweep may have settled a pending one since).
      const paidByCard = own.some((x) => x.mode === provider);
      const attempt = async () =>
        (
          await run<AccountingResult>(
            new PaymentCommand(
              {
                kind: 'create',
                origin: 'gateway',
                body: { userId: c.id, mode: provider, amount: p.attempt },
              },
              ctx,
            ),
          )
        ).id;
      if (k % part.pendingEvery === 5 && !paidByCard) {
        await attempt();
        counts.pending++;
      }
      if (k % part.failedEvery === 6 && !paidByCard) {
        await run(new PaymentCommand({ kind: 'fail', id: await attempt() }, ctx));
        counts.failed++;
      }
      if (billedFor.has(c.id)) {
        const r = await run<BillCustomerResult>(new BillCustomerCommand(c.id, monthStart(now), ctx));
        if (r.status === 'billed') counts.billed++;
      }
    },
    pace,
  );
  return counts;
};
