import {
  CountryId,
  currencyOfCountry,
  USER_USAGES_MAX_DAYS,
  validationError,
  type Money,
  type StatsGroup,
  type UserStats,
  type UserUsageRow,
} from '@console/contracts';
import { ledgerCreditOf, type ReadModels, type StatsScope } from '@console/projections';
import { sql, type Kysely } from 'kysely';
import { DomainException } from '../core/domain.exception.js';

const DAY_MS = 86_400_000;
const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

interface StatsRow {
  ownerCurrency: string | null;
  ownerCountryId: number | null;
  currency: string | null;
  countryId: number | null;
  amountOutstanding: string | number | null;
  rent: string | number | null;
  amountBilled: string | number | null;
  amountPaid: string | number | null;
  credits: string | number | null;
  storages: number | null;
  size: string | null;
  requests: number | null;
  orders: number | null;
  charges: number | null;
  invoices: number | null;
  payments: number | null;
  cards: number | null;
  groups: readonly (readonly [string, string, number])[];
}

const toStats = (id: number, row: StatsRow): UserStats => {
  const group = (kind: 'storage' | 'charge', unit: string): StatsGroup[] =>
    row.groups.filter(([k]) => k === kind).map(([, key, count]) => ({ category: key, value: Number(count), unit }));
  const m = (v: string | number | null) => Number(v ?? 0) as Money;
  const currency =
    row.ownerCurrency ??
    (row.ownerCountryId !== null && CountryId.is(row.ownerCountryId)
      ? currencyOfCountry(row.ownerCountryId)
      : row.currency);
  return {
    id,
    billing: {
      amountOutstanding: m(row.amountOutstanding),
      rent: m(row.rent),
      amountBilled: m(row.amountBilled),
      amountPaid: m(row.amountPaid),
      credits: m(row.credits),
      currency: currency ?? null,
      countryId: row.ownerCountryId ?? row.countryId ?? null,
    },
    storages: row.storages ?? 0,
    storageStatuses: group('storage', 'storages'),
    size: Number(row.size ?? 0),
    requests: row.requests ?? 0,
    orders: row.orders ?? 0,
    charges: group('charge', 'charges'),
    chargeCount: row.charges ?? 0,
    invoices: row.invoices ?? 0,
    payments: row.payments ?? 0,
    cards: row.cards ?? 0,
  };
};

/** Reads of the stats and usages read models (customer-stats.projection.ts, user-usages.projection.ts): one row, not a sum. */
export class CustomerStatsQueries {
  constructor(private readonly db: Kysely<ReadModels>) {}

  /**
   * The stats of a customer (within `partnerId` when given: a partner user's own) or of a partner, in one statement:
   * the owner's row (undefined when there is none in scope), its stats row and its groups. A customer with no
   * record yet has all zeros.
   */
  async stats(scope: StatsScope, id: number, partnerId?: number): Promise<UserStats | undefined> {
    const owner =
      scope === 'user'
        ? sql`SELECT id, currency, "countryId" FROM rm.users WHERE id = ${id} ${partnerId === undefined ? sql`` : sql`AND "partnerId" = ${partnerId}`}`
        : sql`SELECT id, NULL::text AS currency, "countryId" FROM rm.partners WHERE id = ${id}`;
    // Credit is the ledger's customer_credit balance itself (credit side negative), so stats and ledger never differ.
    const credits =
      scope === 'user'
        ? ledgerCreditOf(sql.ref('o.id'))
        : sql`(SELECT COALESCE(-SUM(e.amount), 0) FROM rm.ledger_entries e JOIN rm.users u ON u.id = e."userId" WHERE u."partnerId" = o.id AND e.account = 'customer_credit')`;
    const found = await sql<StatsRow>`
      SELECT o.id, o.currency AS "ownerCurrency", o."countryId" AS "ownerCountryId", s.*,
             (SELECT COALESCE(json_agg(json_build_array(g.kind, g.key, g.count) ORDER BY g.kind, g.key), '[]'::json)
                FROM rm.customer_stat_groups g WHERE g.scope = ${scope} AND g."scopeId" = o.id) AS groups,
             ${credits} AS credits
        FROM (${owner}) o
        LEFT JOIN rm.customer_stats s ON s.scope = ${scope} AND s."scopeId" = o.id`.execute(this.db);
    const row = found.rows[0];
    return row && toStats(id, row);
  }

  /**
   * The customer's stored volume on each day from `from` to `to` (YYYY-MM-DD): the volume of the latest change on
   * or before the day, 0 before the first check-in.
   */
  async usages(userId: number, from: string | undefined, to: string | undefined, now: number): Promise<UserUsageRow[]> {
    const last = to ?? day(now);
    const first = from ?? day(Date.parse(`${last}T00:00:00Z`) - 29 * DAY_MS);
    const span = (Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / DAY_MS;
    if (span < 0)
      throw new DomainException(
        validationError([{ path: 'date', message: 'the first day must not be after the last' }]),
      );
    if (span >= USER_USAGES_MAX_DAYS)
      throw new DomainException(validationError([{ path: 'date', message: `at most ${USER_USAGES_MAX_DAYS} days` }]));
    const rows = await sql<{ date: string; value: string }>`
      SELECT to_char(d, 'YYYY-MM-DD') AS date,
             COALESCE((SELECT volume FROM rm.user_usage_days u WHERE u."userId" = ${userId} AND u.date <= d::date ORDER BY u.date DESC LIMIT 1), 0)::text AS value
        FROM generate_series(${first}::date, ${last}::date, interval '1 day') AS d
       ORDER BY d`.execute(this.db);
    return rows.rows.map((r) => ({ date: r.date, type: 'volume', value: Number(r.value) }));
  }
}
