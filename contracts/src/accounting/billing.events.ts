import * as t from 'io-ts';
import { Money } from '../money/money.js';
import { AccountingId, Day, nullable } from './accounting.codecs.js';
import { billedMonthKey } from './billing.rules.js';
import { ChargeType } from './charge.enums.js';
import { ChargeMetadata } from './charge.record.js';

/** Stream `billing-<userId>`: the customer's billed storage months, the runs that billed them, its pending charges. */
export const BILLING_CATEGORY = 'billing';

/** POST billing (spec 3 §7 'Bill customer'): userId and the till date. */
export const BillCustomerBody = t.type({ userId: AccountingId, till: Day });
export type BillCustomerBody = t.TypeOf<typeof BillCustomerBody>;

/** One storage month of a run: the charge it makes (chargeId null when the month's amount is 0: billed, nothing to charge). */
export const BillingLine = t.type({
  chargeId: nullable(AccountingId),
  storageId: AccountingId,
  orderId: nullable(AccountingId),
  requestId: nullable(AccountingId),
  type: ChargeType.codec,
  description: nullable(t.string),
  year: t.number,
  month: t.number,
  startDate: t.number,
  endDate: t.number,
  amount: Money,
  metadata: ChargeMetadata,
});
export type BillingLine = t.TypeOf<typeof BillingLine>;

/**
 * A run reserved its storage months (appended at the stream's version: two runs cannot both reserve a month), with
 * the ids of the charges and of the invoice it makes; the charges and invoice follow, then BillingRunCompleted.
 * `invoice` is null for a postpaid customer (the charges wait for Send pending invoices) and for a storage charge.
 */
export const BillingRun = t.type({
  userId: AccountingId,
  runId: t.string,
  till: Day,
  invoice: nullable(t.type({ id: AccountingId, date: Day })),
  lines: t.array(BillingLine),
});
export type BillingRun = t.TypeOf<typeof BillingRun>;

/**
 * The customer's billing state after an event, carried by each event of `billing-<userId>` (billing.summary.ts):
 * a billing decision reads the stream's last event only, however many months the stream holds. `billed`: per
 * storage id, its billed months as ranges, flattened [first, last, first, last, …] of month numbers (year × 12 +
 * month − 1); `open`: the run left open, null when none or when the event is that run's BillingRunStarted itself.
 */
export const BillingSummary = t.intersection([
  t.type({
    billed: t.record(t.string, t.array(t.number)),
    pending: t.array(AccountingId),
    open: nullable(BillingRun),
  }),
  // Storage id → the customer it was handed over to (StorageBillingHandedOver); absent when none is.
  t.partial({ handedOver: t.record(t.string, AccountingId) }),
]);
export type BillingSummary = t.TypeOf<typeof BillingSummary>;

/** Events written before the summary existed have none: their stream is read whole once (billing.summary.ts). */
const summarized = <P extends t.Props>(props: P) =>
  t.intersection([t.type(props), t.partial({ summary: BillingSummary })]);

/**
 * `reclaimed`: storages handed over to another customer before (StorageBillingHandedOver) that are this customer's
 * again, billed here from now on.
 */
export const BillingRunStarted = t.intersection([
  t.type(BillingRun.props),
  t.partial({ summary: BillingSummary, reclaimed: t.array(AccountingId) }),
]);
export type BillingRunStarted = t.TypeOf<typeof BillingRunStarted>;

/** Every charge and the invoice of the run exist. */
export const BillingRunCompleted = summarized({ userId: AccountingId, runId: t.string });
export type BillingRunCompleted = t.TypeOf<typeof BillingRunCompleted>;

/** Send pending invoices put the pending charges on an invoice. */
export const PendingChargesInvoiced = summarized({
  userId: AccountingId,
  invoiceId: AccountingId,
  chargeIds: t.array(AccountingId),
});
export type PendingChargesInvoiced = t.TypeOf<typeof PendingChargesInvoiced>;

/**
 * The storage is another customer's now (`toUserId`), who bills its months from here on, after the months billed
 * here: appended by that customer's billing, at this stream's version, before it reserves any month of the storage,
 * so a run of this customer racing it fails its reservation and, deciding again, leaves the storage out.
 */
export const StorageBillingHandedOver = summarized({
  userId: AccountingId,
  storageId: AccountingId,
  toUserId: AccountingId,
});
export type StorageBillingHandedOver = t.TypeOf<typeof StorageBillingHandedOver>;

export type BillingEvent =
  | { readonly type: 'BillingRunStarted'; readonly data: BillingRunStarted }
  | { readonly type: 'BillingRunCompleted'; readonly data: BillingRunCompleted }
  | { readonly type: 'PendingChargesInvoiced'; readonly data: PendingChargesInvoiced }
  | { readonly type: 'StorageBillingHandedOver'; readonly data: StorageBillingHandedOver };

export const BILLING_EVENT_CODECS = Object.freeze({
  BillingRunStarted,
  BillingRunCompleted,
  PendingChargesInvoiced,
  StorageBillingHandedOver,
});
export const BILLING_EVENT_TYPES = Object.freeze(Object.keys(BILLING_EVENT_CODECS)) as readonly BillingEvent['type'][];

export interface BillingState {
  /** billedMonthKey of every storage month billed. */
  readonly billed: ReadonlySet<string>;
  /** The run reserved and not completed yet (a crash between the reservation and its charges). */
  readonly open: BillingRun | null;
  /** Charges made without an invoice, not invoiced by Send pending invoices yet. */
  readonly pending: readonly number[];
  /** Storage id → the customer it was handed over to: not billed here unless a run reclaims it. */
  readonly handedOver: ReadonlyMap<number, number>;
}

export const INITIAL_BILLING: BillingState = Object.freeze({
  billed: new Set<string>(),
  open: null,
  pending: [],
  handedOver: new Map<number, number>(),
});

export const evolveBilling = (s: BillingState, e: BillingEvent): BillingState => {
  switch (e.type) {
    case 'BillingRunStarted': {
      const billed = new Set(s.billed);
      for (const l of e.data.lines) billed.add(billedMonthKey(l.storageId, l.year, l.month));
      const made = e.data.lines.flatMap((l) => (l.chargeId === null ? [] : [l.chargeId]));
      const { userId, runId, till, invoice, lines } = e.data;
      const handedOver = new Map(s.handedOver);
      for (const id of e.data.reclaimed ?? []) handedOver.delete(id);
      return {
        billed,
        open: { userId, runId, till, invoice, lines },
        pending: e.data.invoice === null ? [...s.pending, ...made] : s.pending,
        handedOver,
      };
    }
    case 'BillingRunCompleted':
      return s.open?.runId === e.data.runId ? { ...s, open: null } : s;
    case 'PendingChargesInvoiced': {
      const gone = new Set(e.data.chargeIds);
      return { ...s, pending: s.pending.filter((id) => !gone.has(id)) };
    }
    case 'StorageBillingHandedOver':
      return { ...s, handedOver: new Map(s.handedOver).set(e.data.storageId, e.data.toUserId) };
  }
};

/** Stream `billingrun-<YYYYMM>`: the monthly billing run of every customer, with its checkpoint. */
export const MONTHLY_BILLING_CATEGORY = 'billingrun';

/** The run of a month began: it bills every customer's storages through `till` (the month's first day). */
export const MonthlyBillingStarted = t.type({ period: t.string, till: Day });
/** Every customer up to `lastUserId` (ids ascending) is billed: the checkpoint a restart resumes after. */
export const MonthlyBillingProgressed = t.type({
  period: t.string,
  lastUserId: t.number,
  customers: t.number,
  months: t.number,
});
export const MonthlyBillingCompleted = t.type({ period: t.string, customers: t.number, months: t.number });

export type MonthlyBillingEvent =
  | { readonly type: 'MonthlyBillingStarted'; readonly data: t.TypeOf<typeof MonthlyBillingStarted> }
  | { readonly type: 'MonthlyBillingProgressed'; readonly data: t.TypeOf<typeof MonthlyBillingProgressed> }
  | { readonly type: 'MonthlyBillingCompleted'; readonly data: t.TypeOf<typeof MonthlyBillingCompleted> };

export const MONTHLY_BILLING_EVENT_CODECS = Object.freeze({
  MonthlyBillingStarted,
  MonthlyBillingProgressed,
  MonthlyBillingCompleted,
});

export interface MonthlyBillingState {
  readonly period: string | null;
  readonly till: string | null;
  readonly lastUserId: number;
  readonly customers: number;
  readonly months: number;
  readonly completed: boolean;
}

export const INITIAL_MONTHLY_BILLING: MonthlyBillingState = Object.freeze({
  period: null,
  till: null,
  lastUserId: 0,
  customers: 0,
  months: 0,
  completed: false,
});

export const evolveMonthlyBilling = (s: MonthlyBillingState, e: MonthlyBillingEvent): MonthlyBillingState => {
  switch (e.type) {
    case 'MonthlyBillingStarted':
      return { ...s, period: e.data.period, till: e.data.till };
    case 'MonthlyBillingProgressed':
      return { ...s, lastUserId: e.data.lastUserId, customers: e.data.customers, months: e.data.months };
    case 'MonthlyBillingCompleted':
      return { ...s, customers: e.data.customers, months: e.data.months, completed: true };
  }
};

/** The period of a month, 'YYYY-MM', its stream id number (YYYYMM) and its till date (the month's first day). */
export const billingPeriodOf = (day: string): { period: string; streamId: number; till: string } => {
  const period = day.slice(0, 7);
  return { period, streamId: Number(period.replace('-', '')), till: `${period}-01` };
};
