import { OrderStatus, toMajorUnits, type AffiliateAnalytics, type Money } from '@console/contracts';

/** A range of local days, both ends included. */
export interface DayRange {
  readonly from: string;
  readonly to: string;
}

const DAY_MS = 86_400_000;
const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const ms = (day: string): number => Date.parse(`${day}T00:00:00Z`);

export const tomorrowOf = (today: string): string => dayOf(ms(today) + DAY_MS);

/** Spec 1 §2.4, §9: the affiliate panel's default range, one month back to now. */
export const affiliateDefaultRange = (today: string): DayRange => {
  const [y, m, d] = [Number(today.slice(0, 4)), Number(today.slice(5, 7)), Number(today.slice(8, 10))];
  // The same day a month back, or the month's last day when it has no such day (31 March → 28/29 February).
  const lastOfPrev = new Date(Date.UTC(y, m - 1, 0)).getUTCDate();
  return { from: dayOf(Date.UTC(y, m - 2, Math.min(d, lastOfPrev))), to: today };
};

/** Spec 1 §2.4: the range cannot end after tomorrow, and its end is not before its start. */
export const affiliateRangeOk = (r: DayRange, today: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(r.from) && /^\d{4}-\d{2}-\d{2}$/.test(r.to) && r.from <= r.to && r.to <= tomorrowOf(today);

/** Spec 1 §9: the commission total in major units rounded to 2 decimals (fils, halalas; KWD's third decimal dropped). */
export const commissionTotals = (a: AffiliateAnalytics): { currency: string; total: string }[] =>
  a.results.map((r) => ({
    currency: r.currency,
    total: (Math.round(toMajorUnits(r.commission as Money) * 100) / 100).toFixed(2),
  }));

/** Spec 1 §7.5: the orders the panel counts, every status but cancelled. */
export const ORDERS_NOT_CANCELLED: readonly OrderStatus[] = OrderStatus.values.filter((s) => s !== 'cancelled');
