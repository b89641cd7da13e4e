import {
  conflict,
  evolveMonthlyBilling,
  INITIAL_MONTHLY_BILLING,
  MONTHLY_BILLING_CATEGORY,
  type Decider,
  type DomainError,
  type MonthlyBillingEvent,
  type MonthlyBillingState,
} from '@console/contracts';

export type MonthlyBillingCommand =
  | { readonly type: 'StartMonthlyBilling'; readonly period: string; readonly till: string }
  | {
      readonly type: 'AdvanceMonthlyBilling';
      readonly lastUserId: number;
      readonly customers: number;
      readonly months: number;
    }
  | { readonly type: 'CompleteMonthlyBilling' };

const decide = (c: MonthlyBillingCommand, s: MonthlyBillingState): readonly MonthlyBillingEvent[] | DomainError => {
  switch (c.type) {
    case 'StartMonthlyBilling':
      return s.period !== null ? [] : [{ type: 'MonthlyBillingStarted', data: { period: c.period, till: c.till } }];
    case 'AdvanceMonthlyBilling':
      if (s.period === null || s.completed) return conflict('The monthly billing run is not in progress');
      // The checkpoint only moves forward: a second runner behind this one records nothing.
      if (c.lastUserId <= s.lastUserId) return [];
      return [
        {
          type: 'MonthlyBillingProgressed',
          data: { period: s.period, lastUserId: c.lastUserId, customers: c.customers, months: c.months },
        },
      ];
    case 'CompleteMonthlyBilling':
      if (s.period === null) return conflict('The monthly billing run is not in progress');
      return s.completed
        ? []
        : [{ type: 'MonthlyBillingCompleted', data: { period: s.period, customers: s.customers, months: s.months } }];
  }
};

/** Stream `billingrun-<YYYYMM>`: the month's run and its checkpoint (the last customer billed). */
export const monthlyBillingDecider: Decider<MonthlyBillingCommand, MonthlyBillingEvent, MonthlyBillingState> = {
  category: MONTHLY_BILLING_CATEGORY,
  initialState: INITIAL_MONTHLY_BILLING,
  evolve: evolveMonthlyBilling,
  decide: (c, s) => decide(c, s),
};
