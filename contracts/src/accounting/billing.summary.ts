import {
  evolveBilling,
  type BillingEvent,
  type BillingRun,
  type BillingState,
  type BillingSummary,
} from './billing.events.js';
import { billedMonthKey } from './billing.rules.js';

const monthNumber = (year: number, month: number): number => year * 12 + month - 1;

/** billedMonthKey's parts: `<storageId>:<YYYY>-<MM>`. */
const KEY = /^(\d+):(\d{4})-(\d{2})$/;

/** The state's billed months as ranges per storage: a storage billed month after month is one range. */
const billedRanges = (billed: ReadonlySet<string>): Record<string, number[]> => {
  const months = new Map<string, number[]>();
  for (const key of billed) {
    const m = KEY.exec(key);
    if (!m) throw new Error(`Not a billed month key: ${key}`);
    const list = months.get(m[1]!) ?? [];
    list.push(monthNumber(Number(m[2]), Number(m[3])));
    months.set(m[1]!, list);
  }
  const out: Record<string, number[]> = {};
  for (const [storageId, list] of months) {
    list.sort((a, b) => a - b);
    const ranges: number[] = [];
    for (const n of list) {
      if (ranges.length > 0 && ranges[ranges.length - 1] === n - 1) ranges[ranges.length - 1] = n;
      else ranges.push(n, n);
    }
    out[storageId] = ranges;
  }
  return out;
};

const billedKeys = (ranges: Record<string, readonly number[]>): Set<string> => {
  const billed = new Set<string>();
  for (const [storageId, flat] of Object.entries(ranges))
    for (let i = 0; i + 1 < flat.length; i += 2)
      for (let n = flat[i]!; n <= flat[i + 1]!; n++)
        billed.add(billedMonthKey(Number(storageId), Math.floor(n / 12), (n % 12) + 1));
  return billed;
};

const runOf = ({ userId, runId, till, invoice, lines }: BillingRun): BillingRun => ({
  userId,
  runId,
  till,
  invoice,
  lines,
});

/**
 * The decided events of `billing-<userId>`, each carrying the state after it (the open run left out of a
 * BillingRunStarted's own summary: it is the event itself), so that the stream's last event is all a decision reads.
 */
export const withBillingSummaries = (s: BillingState, events: readonly BillingEvent[]): BillingEvent[] => {
  let state = s;
  return events.map((e) => {
    state = evolveBilling(state, e);
    const summary: BillingSummary = {
      billed: billedRanges(state.billed),
      pending: [...state.pending],
      open: e.type === 'BillingRunStarted' || state.open === null ? null : runOf(state.open),
      ...(state.handedOver.size > 0
        ? { handedOver: Object.fromEntries([...state.handedOver].map(([id, to]) => [String(id), to])) }
        : {}),
    };
    return { ...e, data: { ...e.data, summary } } as BillingEvent;
  });
};

/** The state after a stream's last event, from its summary; undefined for an event written before summaries. */
export const billingStateAfter = (last: BillingEvent): BillingState | undefined => {
  const summary = last.data.summary;
  if (!summary) return undefined;
  return {
    billed: billedKeys(summary.billed),
    pending: summary.pending,
    open: last.type === 'BillingRunStarted' ? runOf(last.data) : summary.open,
    handedOver: new Map(Object.entries(summary.handedOver ?? {}).map(([id, to]) => [Number(id), to])),
  };
};
