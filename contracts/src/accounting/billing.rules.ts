import { money, type Money } from '../money/money.js';
import { monthlyRent, sizeTimes } from '../sales/pricing.js';
import type { ChargeType } from './charge.enums.js';
import type { ChargeMetadata } from './charge.record.js';

/** Spec 3 §8 notification keys of the bill action, and the answers of POST billing. */
export const BILLING_MESSAGES = Object.freeze({
  billNothing: 'bill_nothing',
  billed: 'bill',
  tillRequired: 'Till date is required',
});

/** What one storage is billed from, read from its stream (and its order's and customer's). */
export interface StorageBillingBasis {
  readonly storageId: number;
  readonly orderId: number | null;
  readonly countryId: number;
  readonly size: number;
  /** The first day stored, 'YYYY-MM-DD'; a storage never stored has none and is not billed. */
  readonly start: string | null;
  /** The last day stored (its check-out), or null while it is stored. */
  readonly end: string | null;
  /** An SME customer's agreed rate per CBM per month (spec 3 §3 storageRate). */
  readonly storageRate: Money | null;
  /** The order's monthly customer rent and the size it was for, when the storage came with an order. */
  readonly order: { readonly rent: Money; readonly size: number } | null;
}

/** A storage month to bill: a charge draft without its id. */
export interface BillingLineDraft {
  readonly storageId: number;
  readonly orderId: number | null;
  readonly type: ChargeType;
  readonly description: string | null;
  readonly year: number;
  readonly month: number;
  readonly startDate: number;
  readonly endDate: number;
  readonly amount: Money;
  readonly metadata: ChargeMetadata;
}

export const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The key of a storage's month in the billing stream: each is billed once. */
export const billedMonthKey = (storageId: number, year: number, month: number): string =>
  `${storageId}:${year}-${String(month).padStart(2, '0')}`;

const SIZE_SCALE = 100_000_000n;
const scaledSize = (size: number): bigint => BigInt(Math.round(size * 1e8));

/** a / b rounded half up (a ≥ 0, b > 0): the one rounding of billing (docs/decisions.md). */
const divHalfUp = (a: bigint, b: bigint): bigint => (a * 2n + b) / (b * 2n);

/**
 * The storage's monthly rent: an SME customer's storageRate × size; else its share by size of its order's monthly
 * customer rent (rent × size / order size); else the country's rate for its size (contracts' monthlyRent).
 */
export const storageMonthlyRent = (b: StorageBillingBasis): Money => {
  if (b.size <= 0) return money(0);
  if (b.storageRate !== null) return sizeTimes(b.size, b.storageRate);
  if (b.order !== null && b.order.size > 0) {
    const share =
      scaledSize(b.size) >= scaledSize(b.order.size)
        ? SIZE_SCALE
        : (scaledSize(b.size) * SIZE_SCALE) / scaledSize(b.order.size);
    return money(Number(divHalfUp(BigInt(b.order.rent) * share, SIZE_SCALE)));
  }
  return monthlyRent(b.countryId, b.size);
};

/** rent × days / days of the month, to the nearest 1/10000 unit, half up. */
export const proRata = (rent: Money, days: number, monthDays: number): Money =>
  days >= monthDays ? rent : money(Number(divHalfUp(BigInt(rent) * BigInt(days), BigInt(monthDays))));

const parts = (day: string): [number, number, number] => day.split('-').map(Number) as [number, number, number];
const monthIndex = (year: number, month: number): number => year * 12 + (month - 1);

/**
 * The storage's months not billed yet, from the month it came in through the month of `till` (or of its check-out
 * when earlier): a month is billed whole and in advance once its first day is not after `till`, pro rata by the
 * days stored in it (startDate/endDate: its first and last day stored that month).
 */
export const billableMonths = (
  b: StorageBillingBasis,
  till: string,
  billed: (key: string) => boolean,
): BillingLineDraft[] => {
  if (b.start === null) return [];
  const last = b.end !== null && b.end < till ? b.end : till;
  if (last < b.start) return [];
  const [sy, sm, sd] = parts(b.start);
  const [ly, lm] = parts(last);
  const [ey, em, ed] = b.end !== null ? parts(b.end) : [0, 0, 0];
  const rent = storageMonthlyRent(b);
  const out: BillingLineDraft[] = [];
  for (let i = monthIndex(sy, sm); i <= monthIndex(ly, lm); i++) {
    const year = Math.floor(i / 12);
    const month = (i % 12) + 1;
    if (billed(billedMonthKey(b.storageId, year, month))) continue;
    const monthDays = daysInMonth(year, month);
    const startDate = i === monthIndex(sy, sm) ? sd : 1;
    const endDate = b.end !== null && i === monthIndex(ey, em) ? ed : monthDays;
    out.push({
      storageId: b.storageId,
      orderId: b.orderId,
      // A storage charge names its order (spec 3 §5); a storage without one is billed as a described custom charge.
      type: b.orderId !== null ? 'storage' : 'custom',
      description: b.orderId !== null ? null : `Storage rent #${b.storageId}`,
      year,
      month,
      startDate,
      endDate,
      amount: proRata(rent, endDate - startDate + 1, monthDays),
      metadata: { rent, source: 'billing', orderCurrentSize: b.size },
    });
  }
  return out;
};
