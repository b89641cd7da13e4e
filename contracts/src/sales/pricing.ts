import { countryById, type CountryId } from '../catalogue/countries.js';
import type { Currency } from '../money/currency.js';
import { money, type Money } from '../money/money.js';
import type { CommissionCategory } from './order.enums.js';

/**
 * The quote's arithmetic (spec 2 §9), in integer Money (1/10000 of the currency, ARCHITECTURE §8).
 *
 * UNITS. Spec 2 §9 lists the rates "per CBM per month, in units of 1/10000 as listed: up to 1 CBM 150 ... above 6
 * 75; other countries use 10 (1e5)". The "(1e5)" settles it: the listed figures are whole currency units and
 * "in units of 1/10000" is how they are held, 10 → 10 × 10000 = 1e5. So country 1 up to 1 CBM is AED 150 per CBM per
 * month, held as 1,500,000; other countries KWD / SAR 10 = 100,000. The minimum rent reads the same way: AED 150
 * (1,500,000) for country 1 (exactly 1 CBM at the first slab) and 6 (60,000) for the others.
 *
 * ROUNDING. Sizes are CBM with up to 8 decimals (spec 2 §5) and percents may have decimals, so every product is
 * computed exactly on integers (bigint) from the numbers' shortest decimal form, then rounded half away from zero
 * to a whole 1/10000 unit, the way the money module rounds typed amounts.
 */

/* ---- Constants --------------------------------------------------------------------------------------------- */

export interface RateSlab {
  /** The slab applies up to and including this size (CBM); null: above the last one. */
  readonly upTo: number | null;
  /** Per CBM per month. */
  readonly rate: Money;
}

/** Country 1 (spec 2 §9): "up to 1 CBM 150, up to 2 130, up to 3 110, up to 4 100, up to 5 90, up to 6 80, above 6 75". */
export const COUNTRY_1_RATE_SLABS: readonly RateSlab[] = Object.freeze([
  { upTo: 1, rate: money(1_500_000) },
  { upTo: 2, rate: money(1_300_000) },
  { upTo: 3, rate: money(1_100_000) },
  { upTo: 4, rate: money(1_000_000) },
  { upTo: 5, rate: money(900_000) },
  { upTo: 6, rate: money(800_000) },
  { upTo: null, rate: money(750_000) },
]);
/** Every other country: 10 per CBM per month (1e5). */
export const OTHER_COUNTRIES_RATE: Money = money(100_000);
/** Minimum monthly rent: 150 for country 1, 6 for the others. */
export const MINIMUM_RENT_COUNTRY_1: Money = money(1_500_000);
export const MINIMUM_RENT_OTHER_COUNTRIES: Money = money(60_000);

/** Service-type names the quote treats specially (compared trimmed and case-insensitively). */
export const SERVICE_NAMES = Object.freeze({
  pickup: 'Pickup',
  pickupAndPacking: 'Pickup and Packing',
  delivery: 'Delivery',
  deliveryChargedLater: 'Delivery (Charged Later)',
  discount: 'Discount',
});
/** Free from 3 months: Pickup, Pickup and Packing. From 6 months: Delivery. */
export const FREE_FROM_3_MONTHS: readonly string[] = Object.freeze([
  SERVICE_NAMES.pickup,
  SERVICE_NAMES.pickupAndPacking,
]);
export const FREE_FROM_6_MONTHS: readonly string[] = Object.freeze([SERVICE_NAMES.delivery]);
/** Coupons that take the free services away (spec 2 §9), compared case-insensitively. */
export const COUPONS_WITHOUT_FREE_SERVICES: readonly string[] = Object.freeze(['2020OFFER', 'JUNE2021']);
/** Countries where VAT applies (spec 2 §9). */
export const VAT_COUNTRIES: readonly number[] = Object.freeze([1, 3]);
/** Partner 1 is the business itself: commissions are shown for any other partner. */
export const OWN_PARTNER_ID = 1;

/* ---- Exact decimal arithmetic ------------------------------------------------------------------------------ */

/** x × 10^digits as a bigint, from x's shortest decimal form, rounded half away from zero. */
const scaled = (x: number, digits: number): bigint => {
  if (!Number.isFinite(x)) throw new RangeError(`Not a finite number: ${x}`);
  const [mantissa = '0', exponent = '0'] = Math.abs(x).toExponential().split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const significand = BigInt(whole + fraction);
  const shift = Number(exponent) - fraction.length + digits;
  const magnitude = shift >= 0 ? significand * 10n ** BigInt(shift) : divRound(significand, 10n ** BigInt(-shift));
  return x < 0 ? -magnitude : magnitude;
};

/** a / b rounded half away from zero (b > 0). */
const divRound = (a: bigint, b: bigint): bigint => {
  const q = a / b;
  const r = a % b;
  if (r === 0n) return q;
  const up = (r < 0n ? -r : r) * 2n >= b;
  return up ? q + (a < 0n ? -1n : 1n) : q;
};

const toMoney = (b: bigint): Money => money(Number(b));

const SIZE_DIGITS = 8;
const SIZE_SCALE = 10n ** BigInt(SIZE_DIGITS);
const PERCENT_DIGITS = 4;

/** size (CBM) × an amount per CBM, to the nearest 1/10000 unit. */
export const sizeTimes = (size: number, perCbm: Money): Money =>
  toMoney(divRound(scaled(size, SIZE_DIGITS) * BigInt(perCbm), SIZE_SCALE));

/** amount × percent / 100, to the nearest 1/10000 unit. */
export const percentOf = (amount: Money, percent: number): Money =>
  toMoney(divRound(BigInt(amount) * scaled(percent, PERCENT_DIGITS), 100n * 10n ** BigInt(PERCENT_DIGITS)));

/** amount × a count (months): exact for whole counts, rounded for fractions. */
export const moneyTimes = (amount: Money, count: number): Money =>
  toMoney(divRound(BigInt(amount) * scaled(count, PERCENT_DIGITS), 10n ** BigInt(PERCENT_DIGITS)));

/* ---- Size and rate ------------------------------------------------------------------------------------------ */

/** One item line as pricing sees it: its storage type's size (CBM) and the quantity. */
export interface PricedItem {
  readonly size: number;
  readonly quantity: number;
}

/** Size from items = sum of storage type size × quantity (spec 2 §9), exact to 8 decimals. */
export const sizeFromItems = (items: readonly PricedItem[]): number => {
  const total = items.reduce(
    (sum, i) =>
      sum + divRound(scaled(i.size, SIZE_DIGITS) * scaled(i.quantity, PERCENT_DIGITS), 10n ** BigInt(PERCENT_DIGITS)),
    0n,
  );
  return Number(total) / Number(SIZE_SCALE);
};

/** The slab of country 1 for a size: the first whose upper bound the size does not exceed. */
export const rateSlabFor = (size: number): RateSlab =>
  COUNTRY_1_RATE_SLABS.find((s) => s.upTo === null || size <= s.upTo) ??
  (COUNTRY_1_RATE_SLABS[COUNTRY_1_RATE_SLABS.length - 1] as RateSlab);

/** The rate per CBM per month of a country for a size. */
export const storageRate = (countryId: number, size: number): Money =>
  countryId === 1 ? rateSlabFor(size).rate : OTHER_COUNTRIES_RATE;

export const minimumRent = (countryId: number): Money =>
  countryId === 1 ? MINIMUM_RENT_COUNTRY_1 : MINIMUM_RENT_OTHER_COUNTRIES;

/**
 * Monthly rent = size × rate, at least the minimum. Decided: a size of 0 (nothing to store: a moving order, or no
 * items yet) has no rent, so the minimum applies only when there is something to store.
 */
export const monthlyRent = (countryId: number, size: number, rate: Money = storageRate(countryId, size)): Money => {
  if (!(size > 0)) return money(0);
  const computed = sizeTimes(size, rate);
  const minimum = minimumRent(countryId);
  return computed < minimum ? minimum : computed;
};

/* ---- Commission slabs -------------------------------------------------------------------------------------- */

/** A partner commission slab (spec 2 §3, spec 3 §3): "target (more than N CBM)". */
export interface CommissionSlab {
  readonly id?: number;
  readonly partnerId?: number;
  readonly target: number;
  readonly commissionPercent: number;
  readonly category: CommissionCategory;
}

/**
 * The slab that applies: of the given category, those whose target the size exceeds ("fetched by partner with
 * target below order size"), the one with the highest target. Undefined when the size exceeds none.
 */
export const commissionSlabFor = (
  slabs: readonly CommissionSlab[],
  category: CommissionCategory,
  size: number,
): CommissionSlab | undefined =>
  slabs
    .filter((s) => s.category === category && size > s.target)
    .reduce<CommissionSlab | undefined>(
      (best, s) => (best === undefined || s.target > best.target ? s : best),
      undefined,
    );

/* ---- The quote ---------------------------------------------------------------------------------------------- */

export interface QuoteService {
  readonly name: string;
  /** 1/10000 units (a safe integer). */
  readonly amount: number;
  readonly servicetypeId?: number;
}

export interface QuoteInput {
  readonly countryId: CountryId;
  /** The country record's VAT percent (spec 3 §3 Country.vat); defaults to the seed value of countries.ts. */
  readonly vatPercent?: number;
  /** Storage months; default 1 (spec 2 §9). */
  readonly months?: number | null;
  /** The size in CBM; when absent, the size from `items`. */
  readonly size?: number | null;
  readonly items?: readonly PricedItem[];
  /** A rate agreed for this order or customer (order.rate, an SME customer's storageRate); else the country's. */
  readonly rate?: number | null;
  /** The rent the customer pays per month when it was set apart from the computed rent (order.customerRent). */
  readonly customerRent?: number | null;
  readonly services?: readonly QuoteService[];
  readonly couponId?: string | null;
  readonly partnerId?: number | null;
  readonly partnerStorageCommissionPercent?: number | null;
  readonly partnerServiceCommissionPercent?: number | null;
  readonly commissionSlabs?: readonly CommissionSlab[];
}

export type QuoteServiceKind = 'service' | 'free' | 'discount' | 'chargedLater';

export interface QuoteServiceLine {
  readonly name: string;
  readonly servicetypeId?: number;
  /** The amount entered on the order. */
  readonly amount: Money;
  /** What it adds to the service charges: 0 when free, discount and charged-later lines add nothing here. */
  readonly charged: Money;
  readonly kind: QuoteServiceKind;
}

export interface QuotePartnerLines {
  readonly partnerId: number;
  readonly storageSlab: CommissionSlab | null;
  readonly serviceSlab: CommissionSlab | null;
  readonly storageCommissionPercent: number | null;
  readonly serviceCommissionPercent: number;
  /** (service charges − discount) × (100 − service commission %) / 100. */
  readonly partnerShare: Money;
}

/** Every line the quote shows. */
export interface QuoteBreakdown {
  readonly countryId: CountryId;
  readonly currency: Currency;
  readonly months: number;
  readonly size: number;
  readonly rate: Money;
  readonly rateSource: 'slab' | 'country' | 'custom';
  /** The slab's upper bound for country 1 (null above 6 CBM); undefined when the rate is not a slab's. */
  readonly slabUpTo?: number | null;
  /** size × rate, before the minimum. */
  readonly computedRent: Money;
  readonly minimumRent: Money;
  /** The monthly rent: computedRent, at least the minimum. */
  readonly rent: Money;
  /** What the customer pays per month: customerRent when set, else rent. */
  readonly customerRent: Money;
  /** customerRent × months. */
  readonly totalRent: Money;
  readonly freeServicesSuppressed: boolean;
  readonly services: readonly QuoteServiceLine[];
  /** The charged services (free ones at 0), without the discount and 'Delivery (Charged Later)'. */
  readonly serviceCharges: Money;
  readonly discount: Money;
  /** 'Delivery (Charged Later)', shown apart and in no total. */
  readonly chargedLater: Money;
  /** totalRent + serviceCharges − discount. */
  readonly total: Money;
  readonly vatApplies: boolean;
  readonly vatPercent: number;
  /** total × VAT %. */
  readonly vat: Money;
  readonly totalWithVat: Money;
  /** customerRent × (1 + VAT %) ("rent including VAT = rent x 1.05", spec 3 §9). */
  readonly monthlyRentWithVat: Money;
  /** Shown only when the partner is not 1. */
  readonly partner: QuotePartnerLines | null;
}

const norm = (s: string): string => s.trim().toLowerCase();
const nameIs = (name: string, list: readonly string[]): boolean => list.some((n) => norm(n) === norm(name));

/**
 * The whole quote (spec 2 §9). Decisions where the spec is silent:
 * - "these charges are suppressed for coupons 2020OFFER and JUNE2021" is read as: with those coupons the free
 *   services are not given (the services are charged), since the coupon is the customer's offer already.
 * - The discount is the service named 'Discount'; its amount is subtracted whatever its sign.
 * - VAT is on the whole total (rent, services, less discount), at the country's rate, for countries 1 and 3 only.
 * - The partner share is on the service charges net of the discount; its percent is the order's
 *   partnerServiceCommissionPercent, else the applicable Service slab's, else 0.
 * - Totals are not clamped at 0 (the spec's formula as written).
 */
export const priceQuote = (input: QuoteInput): QuoteBreakdown => {
  const country = countryById(input.countryId);
  if (country === undefined) throw new RangeError(`Unknown country ${String(input.countryId)}`);
  const months = input.months ?? 1;
  const size = input.size ?? sizeFromItems(input.items ?? []);

  const customRate = input.rate == null ? null : money(input.rate);
  const rate = customRate ?? storageRate(input.countryId, size);
  const rateSource = customRate !== null ? 'custom' : input.countryId === 1 ? 'slab' : 'country';
  const computedRent = size > 0 ? sizeTimes(size, rate) : money(0);
  const minimum = minimumRent(input.countryId);
  const rent = monthlyRent(input.countryId, size, rate);
  const customerRent = input.customerRent == null ? rent : money(input.customerRent);
  const totalRent = moneyTimes(customerRent, months);

  const coupon = input.couponId?.trim().toUpperCase() ?? '';
  const freeServicesSuppressed = COUPONS_WITHOUT_FREE_SERVICES.includes(coupon);
  const isFree = (name: string): boolean =>
    !freeServicesSuppressed &&
    ((months >= 3 && nameIs(name, FREE_FROM_3_MONTHS)) || (months >= 6 && nameIs(name, FREE_FROM_6_MONTHS)));

  const services: QuoteServiceLine[] = (input.services ?? []).map((s) => {
    const base = {
      name: s.name,
      amount: money(s.amount),
      ...(s.servicetypeId !== undefined ? { servicetypeId: s.servicetypeId } : {}),
    };
    if (nameIs(s.name, [SERVICE_NAMES.deliveryChargedLater]))
      return { ...base, charged: money(0), kind: 'chargedLater' };
    if (nameIs(s.name, [SERVICE_NAMES.discount])) return { ...base, charged: money(0), kind: 'discount' };
    if (isFree(s.name)) return { ...base, charged: money(0), kind: 'free' };
    return { ...base, charged: base.amount, kind: 'service' };
  });
  const sum = (lines: readonly QuoteServiceLine[], pick: (l: QuoteServiceLine) => number): Money =>
    money(lines.reduce((a, l) => a + pick(l), 0));
  const serviceCharges = sum(services, (l) => l.charged);
  const discount = sum(
    services.filter((l) => l.kind === 'discount'),
    (l) => Math.abs(l.amount),
  );
  const chargedLater = sum(
    services.filter((l) => l.kind === 'chargedLater'),
    (l) => l.amount,
  );
  const total = money(totalRent + serviceCharges - discount);

  const vatApplies = VAT_COUNTRIES.includes(input.countryId);
  const vatPercent = vatApplies ? (input.vatPercent ?? country.vat) : 0;
  const vat = percentOf(total, vatPercent);
  const totalWithVat = money(total + vat);
  const monthlyRentWithVat = money(customerRent + percentOf(customerRent, vatPercent));

  const partnerId = input.partnerId ?? OWN_PARTNER_ID;
  let partner: QuotePartnerLines | null = null;
  if (partnerId !== OWN_PARTNER_ID) {
    const slabs = input.commissionSlabs ?? [];
    const storageSlab = commissionSlabFor(slabs, 'Storage', size) ?? null;
    const serviceSlab = commissionSlabFor(slabs, 'Service', size) ?? null;
    const serviceCommissionPercent = input.partnerServiceCommissionPercent ?? serviceSlab?.commissionPercent ?? 0;
    partner = {
      partnerId,
      storageSlab,
      serviceSlab,
      storageCommissionPercent: input.partnerStorageCommissionPercent ?? storageSlab?.commissionPercent ?? null,
      serviceCommissionPercent,
      partnerShare: percentOf(money(serviceCharges - discount), 100 - serviceCommissionPercent),
    };
  }

  return {
    countryId: input.countryId,
    currency: country.currency,
    months,
    size,
    rate,
    rateSource,
    ...(rateSource === 'slab' ? { slabUpTo: rateSlabFor(size).upTo } : {}),
    computedRent,
    minimumRent: minimum,
    rent,
    customerRent,
    totalRent,
    freeServicesSuppressed,
    services,
    serviceCharges,
    discount,
    chargedLater,
    total,
    vatApplies,
    vatPercent,
    vat,
    totalWithVat,
    monthlyRentWithVat,
    partner,
  };
};
