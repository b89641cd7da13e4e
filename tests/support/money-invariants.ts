import { invoiceStatusOf, streamIdOf, type Money } from '@console/contracts';
import { CardGateways } from '@console/services';
import type { TestApp } from './test-app.js';

/**
 * Issue 30 Deliver 11: the money invariants, read through the API (lists, ledger, user stats) and, for the
 * allocations an invoice records, the invoice's own stream. They hold whatever internal shapes the accounting
 * takes, so a race or a property run checks them after it; each broken rule names the record that breaks it.
 *
 * 1. A charge is on at most one (live) invoice, and the invoice it names lists it.
 * 2. An invoice bills exactly the live charges naming it (never a deleted one, never another customer's).
 * 3. An invoice's amountBeforeTax is the sum of its charges' signed amounts; its VAT is that times the VAT rate
 *    rounded to the currency's minor unit (AED, SAR 2 decimals; KWD 3: spec 3 §9, issue 30 Deliver 6); its amount
 *    is the sum of the two, so every balance can be paid exactly.
 * 4. amountPaid is the sum of the allocations its stream records, 0 ≤ amountPaid ≤ amount, balance = amount −
 *    amountPaid, the status follows; no payment allocates more than its amount, and only a complete payment has
 *    money allocated.
 * 5. The ledger balances (each posting sums to 0); receivable = outstanding = what the live invoices still owe;
 *    revenue and VAT are what the live invoices bill; cash = complete payments − what was refunded of them (each
 *    payment's stream), − refund payments; a payment from the customer's credit (mode credits) moves no cash;
 *    customer credit = allocations − cash.
 * 6. User stats' billing figures are the ledger's: billed, paid, outstanding; credit the ledger holds is shown.
 * 7. (with `gateway`) the local card gateways charged exactly the card payments the console holds, in count and
 *    in money: one gateway charge per card payment.
 */

/** Spec 3 §9 and issue 30 Deliver 6: the decimals each currency is paid in; Money is 1/10000 of the unit. */
export const MINOR_UNIT: Readonly<Record<string, number>> = { AED: 100, SAR: 100, KWD: 10 };

export interface InvariantOptions {
  /** Also compare the local gateways' books with the card payments of `userIds` (all of the app's card payments). */
  readonly gateway?: boolean;
}

interface Charge {
  id: number;
  userId: number;
  invoiceId: number | null;
  amount: number;
  signedAmount: number;
  currency: string;
  type: string;
  deletedAt?: string | null;
}
interface Invoice {
  id: number;
  userId: number;
  status: string;
  amount: number;
  amountBeforeTax: number;
  taxAmount: number;
  amountPaid: number;
  balance: number;
  currency: string;
  vat: number | string;
  countryId: number;
  chargeIds: number[];
  paymentIds: number[];
}
interface Payment {
  id: number;
  userId: number;
  type: string;
  mode: string;
  status: string;
  amount: number;
  currency: string;
  invoiceIds: number[];
  [key: string]: unknown;
}
interface Statement {
  outstanding: number;
  balances: Record<string, number>;
  entries: { position: string; amount: number; account: string }[];
}

const tokens = new WeakMap<TestApp, Promise<string>>();
const adminOf = (app: TestApp): Promise<string> => {
  let t = tokens.get(app);
  if (!t) tokens.set(app, (t = app.token('admin')));
  return t;
};

/** Every row of a generic list (`GET /api/<resource>?…`), page by page. */
const allRows = async <T>(app: TestApp, token: string, path: string): Promise<T[]> => {
  const out: T[] = [];
  for (let skip = 0; ; skip += 200) {
    const r = await app.call('GET', `${path}&$limit=200&$skip=${skip}`, token);
    if (r.status !== 200) throw new Error(`GET ${path} answered ${r.status}: ${JSON.stringify(r.body)}`);
    const page = r.body.data as T[];
    out.push(...page);
    if (page.length < 200 || out.length >= (r.body.total as number)) return out;
  }
};

/**
 * What was paid back of a payment, from its own stream: the amounts of its refund events, or all of it when a
 * refund event carries no amount (a whole refund).
 */
export const refundedOf = async (app: TestApp, payment: { id: number; amount: number }): Promise<number> => {
  let refunded = 0;
  for (const e of await app.infra.store.readStream(streamIdOf('payment', payment.id))) {
    if (!/Refund/i.test(e.type)) continue;
    const amount = (e.data as { amount?: unknown }).amount;
    refunded = typeof amount === 'number' ? refunded + amount : payment.amount;
  }
  return refunded;
};

/** An event of an invoice's stream that moves money onto it (+) or off it (−), by its payment. */
const allocationDelta = (type: string, data: Record<string, unknown>): number => {
  if (typeof data['paymentId'] !== 'number' || typeof data['amount'] !== 'number') return 0;
  if (/Releas|Unallocat|Refund|Revers|Deallocat/i.test(type)) return -data['amount'];
  if (/Paid|Allocat|Credit/i.test(type)) return data['amount'];
  return 0;
};

/** The allocations an invoice's stream records, net, per payment. */
export const allocationsOf = async (app: TestApp, invoiceId: number): Promise<Map<number, number>> => {
  const out = new Map<number, number>();
  for (const e of await app.infra.store.readStream(streamIdOf('invoice', invoiceId))) {
    const data = e.data as Record<string, unknown>;
    const d = allocationDelta(e.type, data);
    if (d !== 0) out.set(data['paymentId'] as number, (out.get(data['paymentId'] as number) ?? 0) + d);
  }
  return out;
};

/** What the local card gateways have charged: count and money (in 1/10000 units), all transactions. */
export const gatewayBooks = async (app: TestApp): Promise<{ charges: number; money: number }> => {
  const local = await app.nest.get(CardGateways).local();
  if (!local) return { charges: 0, money: 0 };
  let charges = 0;
  let money = 0;
  // PayFort speaks minor units of the currency ('600' = AED 6.00); Tap the currency's own unit.
  for (const t of local.payfort.captured()) {
    charges += 1;
    money += Number(t.amount) * (MINOR_UNIT[t.currency] ?? 100);
  }
  for (const c of local.tap.captured()) {
    charges += 1;
    money += Math.round(Number(c.amount) * 10000);
  }
  return { charges, money };
};

const CARD_MODES = new Set(['payfort', 'tap']);

/**
 * Checks the invariants for the customers `userIds` and returns nothing; throws one error listing every broken
 * rule with the record that breaks it.
 */
export const assertMoneyInvariants = async (
  app: TestApp,
  userIds: readonly number[],
  options: InvariantOptions = {},
): Promise<void> => {
  await app.settle();
  const token = await adminOf(app);
  const broken: string[] = [];
  const vatOfCountry = new Map<number, number>();
  let cardPayments = 0;
  let cardMoney = 0;
  for (const userId of userIds) {
    const who = `user ${userId}`;
    const [listed, invoices, payments] = await Promise.all([
      allRows<Charge>(app, token, `/api/charges?userId=${userId}`),
      allRows<Invoice>(app, token, `/api/invoices?userId=${userId}`),
      allRows<Payment>(app, token, `/api/payments?userId=${userId}`),
    ]);
    // Live charges: a list that shows deleted ones too carries their deletedAt.
    const charges = listed.filter((c) => !c.deletedAt);
    const ledgerAnswer = await app.call('GET', `/api/v1/ledger/${userId}`, token);
    const statsAnswer = await app.call('GET', `/api/user-stats/${userId}`, token);
    if (ledgerAnswer.status !== 200 || statsAnswer.status !== 200) {
      broken.push(`${who}: ledger answered ${ledgerAnswer.status}, user-stats ${statsAnswer.status}`);
      continue;
    }
    const ledger = ledgerAnswer.body as Statement;
    const billing = (statsAnswer.body as { billing: Record<string, unknown> }).billing;
    const chargeById = new Map(charges.map((c) => [c.id, c]));
    const live = invoices.filter((i) => i.status !== 'cancelled');
    const liveById = new Map(live.map((i) => [i.id, i]));

    // 1. Each charge on at most one live invoice, and that invoice is the one it names.
    const billedOn = new Map<number, number[]>();
    for (const inv of live) for (const c of inv.chargeIds) billedOn.set(c, [...(billedOn.get(c) ?? []), inv.id]);
    for (const [chargeId, on] of billedOn) {
      if (on.length > 1) broken.push(`charge ${chargeId} (${who}): billed on ${on.length} invoices ${on.join(', ')}`);
      const c = chargeById.get(chargeId);
      if (!c)
        broken.push(`invoice ${on.join(', ')} (${who}): bills charge ${chargeId}, deleted or not this customer's`);
      else if (c.invoiceId !== on[0])
        broken.push(`charge ${chargeId} (${who}): billed on invoice ${on.join(', ')} but names invoice ${c.invoiceId}`);
    }
    for (const c of charges) {
      if (c.invoiceId === null) continue;
      const inv = liveById.get(c.invoiceId);
      if (!inv)
        broken.push(
          `charge ${c.id} (${who}): names invoice ${c.invoiceId}, which is not a live invoice of the customer`,
        );
      else if (!inv.chargeIds.includes(c.id))
        broken.push(`charge ${c.id} (${who}): names invoice ${c.invoiceId}, which does not bill it`);
    }

    // 2–4. Each live invoice: its charges, its totals in the currency's decimals, its payments.
    let owed = 0;
    let billed = 0;
    let beforeTax = 0;
    let tax = 0;
    let allocated = 0;
    const allocatedByPayment = new Map<number, number>();
    for (const inv of invoices) {
      const name = `invoice ${inv.id} (${who})`;
      const allocations = await allocationsOf(app, inv.id);
      const streamPaid = [...allocations.values()].reduce((s, a) => s + a, 0);
      for (const [p, a] of allocations) allocatedByPayment.set(p, (allocatedByPayment.get(p) ?? 0) + a);
      if (inv.amountPaid !== streamPaid)
        broken.push(`${name}: amountPaid ${inv.amountPaid} ≠ the allocations its stream records ${streamPaid}`);
      if (inv.status === 'cancelled') {
        if (inv.amountPaid !== 0) broken.push(`${name}: cancelled with ${inv.amountPaid} paid`);
        continue;
      }
      const naming = charges.filter((c) => c.invoiceId === inv.id).map((c) => c.id);
      const listed = [...inv.chargeIds].sort((a, b) => a - b);
      if (JSON.stringify(listed) !== JSON.stringify(naming.sort((a, b) => a - b)))
        broken.push(
          `${name}: bills charges [${listed.join(',')}] but the live charges naming it are [${naming.join(',')}]`,
        );
      const sum = inv.chargeIds.reduce((s, id) => s + (chargeById.get(id)?.signedAmount ?? 0), 0);
      if (inv.amountBeforeTax !== sum)
        broken.push(`${name}: amountBeforeTax ${inv.amountBeforeTax} ≠ its charges' signed amounts ${sum}`);
      const unit = MINOR_UNIT[inv.currency];
      if (unit === undefined) broken.push(`${name}: currency ${inv.currency} is none of AED, KWD, SAR`);
      else {
        if (!vatOfCountry.has(inv.countryId)) {
          const country = await app.call('GET', `/api/country/${inv.countryId}`, token);
          vatOfCountry.set(inv.countryId, Number(country.body?.vat ?? NaN));
        }
        const vat = Number(inv.vat ?? vatOfCountry.get(inv.countryId));
        // The exact VAT, rounded to the currency's unit; a half unit either way is the rounding rule's to decide.
        const exact = (inv.amountBeforeTax * vat) / 100;
        if (inv.taxAmount % unit !== 0 || Math.abs(inv.taxAmount - exact) > unit / 2)
          broken.push(
            `${name}: taxAmount ${inv.taxAmount} is not ${inv.amountBeforeTax} × ${vat} % rounded to the ${inv.currency} minor unit (${unit})`,
          );
        if (inv.amount % unit !== 0)
          broken.push(`${name}: amount ${inv.amount} is finer than the ${inv.currency} minor unit (${unit})`);
      }
      if (inv.amount !== inv.amountBeforeTax + inv.taxAmount)
        broken.push(
          `${name}: amount ${inv.amount} ≠ amountBeforeTax ${inv.amountBeforeTax} + taxAmount ${inv.taxAmount}`,
        );
      if (inv.amountPaid < 0 || inv.amountPaid > Math.max(inv.amount, 0))
        broken.push(`${name}: amountPaid ${inv.amountPaid} outside 0 … amount ${inv.amount}`);
      if (inv.balance !== inv.amount - inv.amountPaid)
        broken.push(`${name}: balance ${inv.balance} ≠ amount ${inv.amount} − amountPaid ${inv.amountPaid}`);
      const status = invoiceStatusOf({
        amount: inv.amount as Money,
        amountPaid: inv.amountPaid as Money,
        cancelled: false,
      });
      if (inv.status !== status) broken.push(`${name}: status ${inv.status}, its amounts say ${status}`);
      owed += inv.amount - inv.amountPaid;
      billed += inv.amount;
      beforeTax += inv.amountBeforeTax;
      tax += inv.taxAmount;
      allocated += inv.amountPaid;
    }

    // Payments: allocated no more than they hold, and only while complete; cash in and out.
    let cash = 0;
    for (const p of payments) {
      const name = `payment ${p.id} (${who}, ${p.type} ${p.mode} ${p.status} ${p.amount})`;
      const a = allocatedByPayment.get(p.id) ?? 0;
      const refunded = await refundedOf(app, p);
      if (a + refunded > p.amount)
        broken.push(`${name}: allocates ${a} and refunded ${refunded}, more than its amount`);
      if (a !== 0 && p.status !== 'complete') broken.push(`${name}: ${a} still allocated though not complete`);
      if (p.type === 'refund') {
        // A refund recorded as a payment of its own (money out).
        if (a !== 0) broken.push(`${name}: a refund allocated to an invoice (${a})`);
        if (p.status === 'complete') cash -= p.amount;
        continue;
      }
      // Paying from the customer's credit moves no cash (issue 30 Deliver 3).
      if (p.mode === 'credits' || (p.status !== 'complete' && p.status !== 'refunded')) continue;
      cash += p.amount - refunded;
      if (CARD_MODES.has(p.mode)) {
        cardPayments += 1;
        cardMoney += p.amount;
      }
    }

    // 5. The ledger.
    const postings = new Map<string, number>();
    for (const e of ledger.entries) postings.set(e.position, (postings.get(e.position) ?? 0) + e.amount);
    for (const [position, sum] of postings)
      if (sum !== 0) broken.push(`ledger of ${who}: posting ${position} does not balance (${sum})`);
    const bal = (account: string) => ledger.balances[account] ?? 0;
    if (bal('receivable') !== owed || ledger.outstanding !== owed)
      broken.push(
        `ledger of ${who}: receivable ${bal('receivable')} (outstanding ${ledger.outstanding}) ≠ what its invoices owe ${owed}`,
      );
    if (bal('revenue') !== -beforeTax || bal('vat') !== -tax)
      broken.push(
        `ledger of ${who}: revenue ${bal('revenue')} / vat ${bal('vat')} ≠ its invoices' ${-beforeTax} / ${-tax}`,
      );
    if (bal('cash') !== cash)
      broken.push(`ledger of ${who}: cash ${bal('cash')} ≠ complete payments − refunds ${cash}`);
    if (bal('customer_credit') !== allocated - cash)
      broken.push(
        `ledger of ${who}: customer_credit ${bal('customer_credit')} ≠ allocated ${allocated} − cash ${cash} (${allocated - cash})`,
      );

    // 6. User stats: the ledger's figures; credit the ledger holds is shown (issue 30 Deliver 3).
    const figure = (k: string) => Number(billing[k]);
    if (figure('amountOutstanding') !== ledger.outstanding)
      broken.push(
        `user-stats of ${who}: amountOutstanding ${figure('amountOutstanding')} ≠ ledger ${ledger.outstanding}`,
      );
    if (figure('amountBilled') !== billed)
      broken.push(`user-stats of ${who}: amountBilled ${figure('amountBilled')} ≠ the ledger's billed ${billed}`);
    if (figure('amountPaid') !== allocated)
      broken.push(`user-stats of ${who}: amountPaid ${figure('amountPaid')} ≠ the ledger's paid ${allocated}`);
    const credit = bal('customer_credit');
    if (credit !== 0) {
      const shown = Object.entries(billing).filter(([k, v]) => /credit/i.test(k) && typeof v === 'number');
      if (!shown.some(([, v]) => Math.abs(v as number) === Math.abs(credit)))
        broken.push(
          `user-stats of ${who}: the customer's credit ${-credit} the ledger holds is not shown (billing: ${JSON.stringify(billing)})`,
        );
    }
  }

  // 7. The gateways' books.
  if (options.gateway) {
    const books = await gatewayBooks(app);
    if (books.charges !== cardPayments || books.money !== cardMoney)
      broken.push(
        `gateways: ${books.charges} charges of ${books.money} in all, but ${cardPayments} card payments of ${cardMoney}`,
      );
  }
  if (broken.length) throw new Error(`money invariants broken:\n  ${broken.join('\n  ')}`);
};
