import * as t from 'io-ts';
import { DateOrInstant } from '../list-queries/date-range.js';
import { MONEY_SCALE, type Money } from '../money/money.js';

/** Billing of the stats (spec 3 §3): money in minor units (1/10000) of `currency`. */
export interface StatsBilling {
  readonly amountOutstanding: Money;
  readonly rent: Money;
  readonly amountBilled: Money;
  readonly amountPaid: Money;
  /** The customer's credit: complete money on no invoice, exactly as the ledger's customer_credit holds it (issue 30). */
  readonly credits: Money;
  readonly currency: string | null;
  readonly countryId: number | null;
}

/** One group of the stats: storages by status (value = how many), charges by type (category = the type). */
export interface StatsGroup {
  readonly category: string;
  readonly value: number;
  readonly unit: string;
}

/** GET user-stats/{id} (spec 3 §3, §7): what the customer's summary cards show. `size` is the volume stored, CBM. */
export interface UserStats {
  readonly id: number;
  readonly billing: StatsBilling;
  readonly storages: number;
  readonly storageStatuses: readonly StatsGroup[];
  readonly size: number;
  readonly requests: number;
  readonly orders: number;
  readonly charges: readonly StatsGroup[];
  readonly chargeCount: number;
  readonly invoices: number;
  readonly payments: number;
  readonly cards: number;
}

/** getOne partner-stats by partner id (spec 3 §3): billing, storages (status, count), size, requests, orders, charges, payments, cards. */
export type PartnerStats = UserStats;

/** A row of the user-usages list (spec 3 §7 reference lists: date, type volume, value): the volume stored that day, CBM. */
export interface UserUsageRow {
  readonly date: string;
  readonly type: 'volume';
  readonly value: number;
}

const IdText = t.refinement(t.string, (s) => /^[1-9][0-9]{0,8}$/.test(s), 'Id');

/**
 * GET /api/user-usages (a generic call: userId=…&date[$gte]=…&date[$lte]=…): the customer, and the days (the last
 * 30 days up to today unless told). `type` may be given, and is volume.
 */
export const UserUsagesQuery = t.intersection(
  [
    t.type({ userId: IdText }),
    t.partial({ date: t.partial({ $gte: DateOrInstant, $lte: DateOrInstant }), type: t.literal('volume') }),
  ],
  'UserUsagesQuery',
);
export type UserUsagesQuery = t.TypeOf<typeof UserUsagesQuery>;

/** The longest usage period one call answers (a chart of more days is not readable anyway). */
export const USER_USAGES_MAX_DAYS = 731;

/** Spec 3 §2, §9: "Outstanding amount above 20000 is shown in red": 20000 in the currency, so 20000 × 10000 minor units. */
export const OUTSTANDING_ALERT: Money = (20000 * MONEY_SCALE) as Money;
export const isOutstandingAlarming = (amountOutstanding: Money): boolean => amountOutstanding > OUTSTANDING_ALERT;

/** The summary cards of a customer's page (spec 3 §2 Users) and of a partner's page (Partners show: no invoices card). */
export const USER_STATS_CARDS = [
  'billing',
  'storages',
  'requests',
  'orders',
  'charges',
  'invoices',
  'payments',
  'cards',
] as const;
export const PARTNER_STATS_CARDS = [
  'billing',
  'storages',
  'requests',
  'orders',
  'charges',
  'payments',
  'cards',
] as const;
export type StatsCard = (typeof USER_STATS_CARDS)[number];

/** Spec 3 §2: the partner role sees only the Storages and Orders cards, on the customer's page and the partner's. */
const PARTNER_ROLE_CARDS: readonly StatsCard[] = ['storages', 'orders'];
export const visibleStatsCards = (cards: readonly StatsCard[], partnerRole: boolean): StatsCard[] =>
  cards.filter((c) => !partnerRole || PARTNER_ROLE_CARDS.includes(c));

/**
 * Spec 3 §2, §6: the partner role does not see a customer's (or its own partner's) billing figures: its answer of
 * user-stats and partner-stats carries none (billing null), whatever the screen shows.
 */
export type StatsAnswer = UserStats | (Omit<UserStats, 'billing'> & { readonly billing: null });
export const statsForViewer = (stats: UserStats, partnerRole: boolean): StatsAnswer =>
  partnerRole ? { ...stats, billing: null } : stats;
