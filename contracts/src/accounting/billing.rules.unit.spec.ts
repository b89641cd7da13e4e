import { money } from '../money/money.js';
import {
  billableMonths,
  billedMonthKey,
  proRata,
  storageMonthlyRent,
  type StorageBillingBasis,
} from './billing.rules.js';
import { evolveBilling, INITIAL_BILLING, type BillingRunStarted } from './billing.events.js';

const basis = (over: Partial<StorageBillingBasis> = {}): StorageBillingBasis => ({
  storageId: 7,
  orderId: null,
  countryId: 1,
  size: 2,
  start: '2026-09-16',
  end: null,
  storageRate: null,
  order: null,
  ...over,
});
const none = () => false;

describe('a storage monthly rent', () => {
  it("an SME customer's storageRate × size, else the order's rent shared by size, else the country's rate", () => {
    expect(storageMonthlyRent(basis({ storageRate: money(1_000_000), size: 1.5 }))).toBe(1_500_000);
    // 1 of the order's 3 CBM: a third of 400.00 = 133.3333 → 1,333,333.
    expect(storageMonthlyRent(basis({ size: 1, order: { rent: money(4_000_000), size: 3 } }))).toBe(1_333_333);
    expect(storageMonthlyRent(basis({ size: 4, order: { rent: money(4_000_000), size: 3 } }))).toBe(4_000_000);
    // Country 1 slab up to 2 CBM: 130.00 per CBM.
    expect(storageMonthlyRent(basis())).toBe(2_600_000);
    expect(storageMonthlyRent(basis({ size: 0 }))).toBe(0);
  });

  it('pro rata by days, half up to the 1/10000 unit', () => {
    expect(proRata(money(1_500_000), 10, 31)).toBe(483_871);
    expect(proRata(money(3), 1, 2)).toBe(2);
    expect(proRata(money(2_600_000), 30, 30)).toBe(2_600_000);
  });
});

describe('the months to bill', () => {
  it('from the month it came in through the month of the till date, the first pro rata', () => {
    const lines = billableMonths(basis(), '2026-11-01', none);
    expect(lines.map((l) => [l.year, l.month, l.startDate, l.endDate, l.amount])).toEqual([
      [2026, 9, 16, 30, 1_300_000],
      [2026, 10, 1, 31, 2_600_000],
      [2026, 11, 1, 30, 2_600_000],
    ]);
    expect(lines[0]).toMatchObject({
      type: 'custom',
      description: 'Storage rent #7',
      metadata: { rent: 2_600_000, source: 'billing' },
    });
  });

  it('stops at the check-out, pro rata; an order makes it a storage charge of the order', () => {
    const lines = billableMonths(
      basis({ start: '2026-10-01', end: '2026-10-10', size: 1, orderId: 3 }),
      '2026-12-31',
      none,
    );
    expect(lines.map((l) => [l.month, l.startDate, l.endDate, l.type, l.orderId])).toEqual([[10, 1, 10, 'storage', 3]]);
  });

  it('skips the months billed, a storage never stored, and a till before the start', () => {
    const billed = (k: string) => k === billedMonthKey(7, 2026, 10);
    expect(billableMonths(basis(), '2026-11-30', billed).map((l) => l.month)).toEqual([9, 11]);
    expect(billableMonths(basis({ start: null }), '2026-11-30', none)).toEqual([]);
    expect(billableMonths(basis(), '2026-09-15', none)).toEqual([]);
  });
});

describe('the billing stream', () => {
  const run = (invoice: BillingRunStarted['invoice']): BillingRunStarted => ({
    userId: 1,
    runId: 'r1',
    till: '2026-11-01',
    invoice,
    lines: billableMonths(basis(), '2026-10-01', none).map((l, i) => ({ ...l, chargeId: 100 + i, requestId: null })),
  });

  it('holds the months billed and the open run until it completes', () => {
    const s = evolveBilling(INITIAL_BILLING, { type: 'BillingRunStarted', data: run({ id: 9, date: '2026-11-01' }) });
    expect([...s.billed]).toEqual([billedMonthKey(7, 2026, 9), billedMonthKey(7, 2026, 10)]);
    expect(s.open?.runId).toBe('r1');
    expect(s.pending).toEqual([]);
    expect(evolveBilling(s, { type: 'BillingRunCompleted', data: { userId: 1, runId: 'r1' } }).open).toBeNull();
  });

  it("keeps a run's charges without an invoice pending until they are invoiced", () => {
    const s = evolveBilling(INITIAL_BILLING, { type: 'BillingRunStarted', data: run(null) });
    expect(s.pending).toEqual([100, 101]);
    expect(
      evolveBilling(s, { type: 'PendingChargesInvoiced', data: { userId: 1, invoiceId: 5, chargeIds: [100] } }).pending,
    ).toEqual([101]);
  });
});
