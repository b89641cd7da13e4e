import {
  billableMonths,
  evolveBilling,
  INITIAL_BILLING,
  isDomainError,
  type BillingEvent,
  type BillingState,
} from '@console/contracts';
import { billingDecider, type BillingCommand } from './billing.decider.js';

const now = new Date('2026-11-25T10:00:00Z');
const drafts = billableMonths(
  {
    storageId: 7,
    orderId: null,
    countryId: 1,
    size: 2,
    start: '2026-10-01',
    end: null,
    storageRate: null,
    order: null,
  },
  '2026-11-01',
  () => false,
);
const start = (runId: string, chargeIds: number[]): BillingCommand => ({
  type: 'StartBillingRun',
  userId: 3,
  runId,
  till: '2026-11-01',
  drafts,
  chargeIds,
  invoice: { id: 50, date: '2026-11-25' },
});
const run = (s: BillingState, c: BillingCommand) => {
  const events = billingDecider.decide(c, s, now);
  if (isDomainError(events)) throw new Error(events.message);
  return { events, state: (events as BillingEvent[]).reduce(evolveBilling, s) };
};

describe('the billing decider', () => {
  it('reserves the unbilled months with their charge ids and the invoice, then completes the run', () => {
    const { events, state } = run(INITIAL_BILLING, start('r1', [100, 101]));
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({
      runId: 'r1',
      invoice: { id: 50 },
      lines: [
        { chargeId: 100, month: 10 },
        { chargeId: 101, month: 11 },
      ],
    });
    expect(run(state, { type: 'CompleteBillingRun', runId: 'r1' }).state.open).toBeNull();
  });

  it('refuses a new run while one is open, and bills nothing for months billed', () => {
    const open = run(INITIAL_BILLING, start('r1', [100, 101])).state;
    const refused = billingDecider.decide(start('r2', [102, 103]), open, now);
    expect(isDomainError(refused) && refused.kind).toBe('conflict');
    const done = run(open, { type: 'CompleteBillingRun', runId: 'r1' }).state;
    expect(run(done, start('r2', [102, 103])).events).toEqual([]);
  });

  it('refuses a run without a charge id for every month with an amount', () => {
    expect(isDomainError(billingDecider.decide(start('r1', [100]), INITIAL_BILLING, now))).toBe(true);
  });

  it('takes pending charges off once invoiced, only those pending', () => {
    const postpaid = run(INITIAL_BILLING, { ...start('r1', [100, 101]), invoice: null } as BillingCommand).state;
    const done = run(postpaid, { type: 'CompleteBillingRun', runId: 'r1' }).state;
    const { events, state } = run(done, {
      type: 'RecordPendingInvoiced',
      userId: 3,
      invoiceId: 60,
      chargeIds: [100, 999],
    });
    // The event carries the state after it: 101 still pending, October and November of storage 7 billed.
    expect(events[0]!.data).toEqual({
      userId: 3,
      invoiceId: 60,
      chargeIds: [100],
      summary: { billed: { '7': [2026 * 12 + 9, 2026 * 12 + 10] }, pending: [101], open: null },
    });
    expect(state.pending).toEqual([101]);
  });

  it('hands a storage over once, leaves it out of a run racing the hand-over, and bills it again when reclaimed', () => {
    const handOver: BillingCommand = { type: 'HandOverStorage', userId: 3, storageId: 7, toUserId: 4 };
    const handed = run(INITIAL_BILLING, handOver);
    expect(handed.events).toEqual([
      expect.objectContaining({ type: 'StorageBillingHandedOver', data: expect.objectContaining({ toUserId: 4 }) }),
    ]);
    expect(run(handed.state, handOver).events).toEqual([]);
    // A run that read the storage as this customer's before the hand-over: its months are no longer billed here.
    expect(run(handed.state, start('r1', [100, 101])).events).toEqual([]);
    // The storage is the customer's again: the run takes it back and bills it.
    const again = start('r2', [100, 101]);
    const back = run(handed.state, again.type === 'StartBillingRun' ? { ...again, reclaimed: [7] } : again);
    expect(back.events[0]!.data).toMatchObject({ reclaimed: [7], lines: [{ month: 10 }, { month: 11 }] });
    expect(back.state.handedOver.size).toBe(0);
  });
});
