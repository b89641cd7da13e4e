import { billableMonths, type StorageBillingBasis } from './billing.rules.js';
import { evolveBilling, INITIAL_BILLING, type BillingEvent, type BillingState } from './billing.events.js';
import { billingStateAfter, withBillingSummaries } from './billing.summary.js';

const basis = (storageId: number, start: string, end: string | null = null): StorageBillingBasis => ({
  storageId,
  orderId: null,
  countryId: 1,
  size: 2,
  start,
  end,
  storageRate: null,
  order: null,
});

let nextCharge = 100;
const started = (runId: string, till: string, bases: StorageBillingBasis[], invoiced: boolean): BillingEvent => ({
  type: 'BillingRunStarted',
  data: {
    userId: 1,
    runId,
    till,
    invoice: invoiced ? { id: 9, date: till } : null,
    lines: bases.flatMap((b) =>
      billableMonths(b, till, () => false).map((l) => ({ ...l, chargeId: (nextCharge += 1), requestId: null })),
    ),
  },
});
const reclaiming = (e: BillingEvent, reclaimed: number[]): BillingEvent =>
  e.type === 'BillingRunStarted' ? { ...e, data: { ...e.data, reclaimed } } : e;
const completed = (runId: string): BillingEvent => ({ type: 'BillingRunCompleted', data: { userId: 1, runId } });

const comparable = (s: BillingState) => ({
  billed: [...s.billed].sort(),
  pending: s.pending,
  open: s.open,
  handedOver: [...s.handedOver].sort(),
});

describe('the billing summary', () => {
  it('gives after every event the state the whole stream folds to, from that event alone', () => {
    // Months across a year's end, a storage with a gap (billed before and after), a postpaid run whose charges stay
    // pending, and pending charges invoiced while a later run is still open.
    const history: BillingEvent[] = [
      started('a', '2026-11-01', [basis(7, '2026-10-10'), basis(8, '2026-11-01')], true),
      completed('a'),
      started('b', '2027-02-01', [basis(7, '2026-12-01'), basis(9, '2026-08-20', '2026-09-05')], false),
      completed('b'),
      started('c', '2027-04-01', [basis(7, '2027-04-01')], true),
      { type: 'PendingChargesInvoiced', data: { userId: 1, invoiceId: 12, chargeIds: [105, 106] } },
      completed('c'),
      { type: 'StorageBillingHandedOver', data: { userId: 1, storageId: 8, toUserId: 2 } },
      { type: 'StorageBillingHandedOver', data: { userId: 1, storageId: 7, toUserId: 2 } },
      reclaiming(started('d', '2027-05-01', [basis(7, '2027-05-01')], true), [7]),
    ];
    let folded = INITIAL_BILLING;
    for (const e of history) {
      const [summarized] = withBillingSummaries(folded, [e]);
      folded = evolveBilling(folded, e);
      expect(comparable(billingStateAfter(summarized!)!)).toEqual(comparable(folded));
    }
    expect(folded.billed.size).toBe(10);
    expect([...folded.handedOver]).toEqual([[8, 2]]);
  });

  it('keeps a storage billed month after month as one range, and nothing for an event without a summary', () => {
    const [e] = withBillingSummaries(INITIAL_BILLING, [started('a', '2027-03-01', [basis(7, '2026-10-01')], true)]);
    expect(e!.data.summary).toEqual({ billed: { '7': [2026 * 12 + 9, 2027 * 12 + 2] }, pending: [], open: null });
    expect(billingStateAfter(completed('a'))).toBeUndefined();
  });
});
