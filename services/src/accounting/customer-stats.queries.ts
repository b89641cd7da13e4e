import { USER_USAGES_MAX_DAYS, validationError, type Money, type StatsGroup, type UserStats, type UserUsageRow } from '@console/contracts';
import type { ReadModels, StatsScope } from '@console/projections';
import { sql, type Kysely } from 'kysely';
import { DomainException } from '../core/domain.exception.js';

const DAY_MS = 86_400_000;
const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Reads of the stats and usages read models (customer-stats.projection.ts, user-usages.projection.ts): one row, not a sum. */
export class CustomerStatsQueries {
  constructor(private readonly db: Kysely<ReadModels>) {}

  /** The stats row of a customer or partner; a customer with no record yet has all zeros. */
  async stats(scope: StatsScope, id: number, fallback: { currency: string | null; countryId: number | null }): Promise<UserStats> {
    const [row, groups] = await Promise.all([
      this.db.selectFrom('rm.customer_stats').selectAll().where('scope', '=', scope).where('scopeId', '=', id).executeTakeFirst(),
      this.db.selectFrom('rm.customer_stat_groups').select(['kind', 'key', 'count']).where('scope', '=', scope).where('scopeId', '=', id).orderBy('kind').orderBy('key').execute(),
    ]);
    const group = (kind: 'storage' | 'charge', unit: string): StatsGroup[] =>
      groups.filter((g) => g.kind === kind).map((g) => ({ category: g.key, value: Number(g.count), unit }));
    const charges = group('charge', 'charges');
    const m = (v: number | undefined) => Number(v ?? 0) as Money;
    return {
      id,
      billing: {
        amountOutstanding: m(row?.amountOutstanding),
        rent: m(row?.rent),
        amountBilled: m(row?.amountBilled),
        amountPaid: m(row?.amountPaid),
        currency: fallback.currency ?? row?.currency ?? null,
        countryId: fallback.countryId ?? row?.countryId ?? null,
      },
      storages: row?.storages ?? 0,
      storageStatuses: group('storage', 'storages'),
      size: Number(row?.size ?? 0),
      requests: row?.requests ?? 0,
      orders: row?.orders ?? 0,
      charges,
      chargeCount: row?.charges ?? 0,
      invoices: row?.invoices ?? 0,
      payments: row?.payments ?? 0,
      cards: row?.cards ?? 0,
    };
  }

  /**
   * The customer's stored volume on each day from `from` to `to` (YYYY-MM-DD): the volume of the latest change on
   * or before the day, 0 before the first check-in.
   */
  async usages(userId: number, from: string | undefined, to: string | undefined, now: number): Promise<UserUsageRow[]> {
    const last = to ?? day(now);
    const first = from ?? day(Date.parse(`${last}T00:00:00Z`) - 29 * DAY_MS);
    const span = (Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / DAY_MS;
    if (span < 0) throw new DomainException(validationError([{ path: 'date', message: 'the first day must not be after the last' }]));
    if (span >= USER_USAGES_MAX_DAYS) throw new DomainException(validationError([{ path: 'date', message: `at most ${USER_USAGES_MAX_DAYS} days` }]));
    const rows = await sql<{ date: string; value: string }>`
      SELECT to_char(d, 'YYYY-MM-DD') AS date,
             COALESCE((SELECT volume FROM rm.user_usage_days u WHERE u."userId" = ${userId} AND u.date <= d::date ORDER BY u.date DESC LIMIT 1), 0)::text AS value
        FROM generate_series(${first}::date, ${last}::date, interval '1 day') AS d
       ORDER BY d`.execute(this.db);
    return rows.rows.map((r) => ({ date: r.date, type: 'volume', value: Number(r.value) }));
  }
}
