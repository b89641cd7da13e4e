import {
  BILLING_CATEGORY,
  billedMonthKey,
  conflict,
  evolveBilling,
  INITIAL_BILLING,
  type BillingEvent,
  type BillingLine,
  type BillingLineDraft,
  type BillingState,
  type Decider,
  type DomainError,
  billingStateAfter,
  withBillingSummaries,
} from '@console/contracts';

export type BillingCommand =
  | {
      readonly type: 'StartBillingRun';
      readonly userId: number;
      readonly runId: string;
      readonly till: string;
      /** The storage months the run would bill; those the stream already holds are left out here. */
      readonly drafts: readonly (BillingLineDraft & { readonly requestId?: number | null })[];
      /** Ids reserved for the charges, at least one per draft with an amount. */
      readonly chargeIds: readonly number[];
      readonly invoice: { readonly id: number; readonly date: string } | null;
      /** Storages handed over to another customer before that are this customer's again (billing-facts). */
      readonly reclaimed?: readonly number[];
    }
  | { readonly type: 'CompleteBillingRun'; readonly runId: string }
  | {
      readonly type: 'HandOverStorage';
      readonly userId: number;
      readonly storageId: number;
      readonly toUserId: number;
    }
  | {
      readonly type: 'RecordPendingInvoiced';
      readonly userId: number;
      readonly invoiceId: number;
      readonly chargeIds: readonly number[];
    };

/** The drafts whose storage month is not billed yet (a month named twice counts once). */
export const unbilledDrafts = <D extends BillingLineDraft>(s: BillingState, drafts: readonly D[]): D[] => {
  const seen = new Set<string>();
  return drafts.filter((d) => {
    const key = billedMonthKey(d.storageId, d.year, d.month);
    if (s.billed.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

const decide = (c: BillingCommand, s: BillingState): readonly BillingEvent[] | DomainError => {
  switch (c.type) {
    case 'StartBillingRun': {
      // A run left open (a crash before its charges) is finished before another is reserved.
      if (s.open) return conflict(`Billing run ${s.open.runId} is not completed`);
      // A storage handed over is billed by its new customer: left out here unless this run takes it back.
      const reclaimed = (c.reclaimed ?? []).filter((id) => s.handedOver.has(id));
      const kept = c.drafts.filter((d) => !s.handedOver.has(d.storageId) || reclaimed.includes(d.storageId));
      const unbilled = unbilledDrafts(s, kept);
      if (unbilled.length === 0) return [];
      const ids = [...c.chargeIds];
      const lines: BillingLine[] = unbilled.map((d) => ({
        chargeId: d.amount > 0 ? (ids.shift() ?? null) : null,
        storageId: d.storageId,
        orderId: d.orderId,
        requestId: d.requestId ?? null,
        type: d.type,
        description: d.description,
        year: d.year,
        month: d.month,
        startDate: d.startDate,
        endDate: d.endDate,
        amount: d.amount,
        metadata: d.metadata,
      }));
      if (lines.some((l) => l.amount > 0 && l.chargeId === null))
        return conflict('Not enough charge ids reserved for the billing run');
      const charged = lines.some((l) => l.chargeId !== null);
      return [
        {
          type: 'BillingRunStarted',
          data: {
            userId: c.userId,
            runId: c.runId,
            till: c.till,
            invoice: charged ? c.invoice : null,
            lines,
            ...(reclaimed.length > 0 ? { reclaimed } : {}),
          },
        },
      ];
    }
    case 'HandOverStorage':
      return s.handedOver.get(c.storageId) === c.toUserId
        ? []
        : [
            {
              type: 'StorageBillingHandedOver',
              data: { userId: c.userId, storageId: c.storageId, toUserId: c.toUserId },
            },
          ];
    case 'CompleteBillingRun':
      return s.open?.runId === c.runId
        ? [{ type: 'BillingRunCompleted', data: { userId: s.open.userId, runId: c.runId } }]
        : [];
    case 'RecordPendingInvoiced': {
      const pending = new Set(s.pending);
      const ids = c.chargeIds.filter((id) => pending.has(id));
      return ids.length === 0
        ? []
        : [{ type: 'PendingChargesInvoiced', data: { userId: c.userId, invoiceId: c.invoiceId, chargeIds: ids } }];
    }
  }
};

/** Stream `billing-<userId>`: each storage month of the customer billed once, whatever runs race or restart. */
export const billingDecider: Decider<BillingCommand, BillingEvent, BillingState> = {
  category: BILLING_CATEGORY,
  initialState: INITIAL_BILLING,
  evolve: evolveBilling,
  // Each event carries the state after it: a decision reads the stream's last event, not the months of years.
  decide: (c, s) => {
    const decided = decide(c, s);
    return Array.isArray(decided) ? withBillingSummaries(s, decided) : decided;
  },
  stateAfter: billingStateAfter,
};
