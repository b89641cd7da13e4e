import type { ColumnType } from 'kysely';

/** Whose figures a stats row holds: a customer's (user-stats) or a partner's (partner-stats). */
export type StatsScope = 'user' | 'partner';

/** The records counted on the stats cards (spec 3 §2 Users summary, Partners summary). */
export type StatsKind = 'storage' | 'request' | 'order' | 'charge' | 'invoice' | 'payment' | 'card';

/**
 * rm.customer_stats: one row per customer and per partner, kept by the customer-stats projection event by event
 * (issue 15 §6: not computed per call). Money in minor units (1/10000); size in CBM.
 */
export interface CustomerStatsTable {
  scope: StatsScope;
  scopeId: number;
  currency: string | null;
  countryId: number | null;
  amountOutstanding: ColumnType<number, number, number>;
  rent: ColumnType<number, number, number>;
  amountBilled: ColumnType<number, number, number>;
  amountPaid: ColumnType<number, number, number>;
  storages: number;
  /** numeric: exact sums of CBM; read as text. */
  size: ColumnType<string, string | number, string | number>;
  requests: number;
  orders: number;
  charges: number;
  invoices: number;
  payments: number;
  cards: number;
}

/**
 * rm.customer_stat_groups: how many records of a customer or partner are in each group: storages by status
 * (partner stats: storages (status, count)), charges by type (stats: charges (category, value, unit)).
 */
export interface CustomerStatGroupsTable {
  scope: StatsScope;
  scopeId: number;
  kind: 'storage' | 'charge';
  key: string;
  count: number;
}

/**
 * rm.customer_stat_members: what each counted record last contributed (its owner, status, money and stored size),
 * so the next event of the record moves the counters by the difference, even when the record changes owner.
 */
export interface CustomerStatMembersTable {
  kind: StatsKind;
  id: number;
  userId: number | null;
  partnerId: number | null;
  countryId: number | null;
  currency: string | null;
  present: boolean;
  status: string | null;
  /** invoice: its amount as last posted; charge: its amount. */
  amount: ColumnType<number, number, number>;
  /** invoice: what payments allocated to it, net of releases. */
  paid: ColumnType<number, number, number>;
  cancelled: boolean;
  /** charge: its type (rent is the storage charges). */
  type: string | null;
  /** storage: the volume of its open record (checked in, not out), CBM. */
  stored: ColumnType<string, string | number, string | number>;
}

/** rm.usage_records: the open storage records of customers (checked in, not out) and the volume each brought. */
export interface UsageRecordsTable {
  recordId: number;
  userId: number;
  size: ColumnType<string, string | number, string | number>;
}

/** rm.user_usage_days: a customer's stored volume (CBM) from a day on, one row per day it changed. */
export interface UserUsageDaysTable {
  userId: number;
  date: ColumnType<string, string, string>;
  volume: ColumnType<string, string | number, string | number>;
}
