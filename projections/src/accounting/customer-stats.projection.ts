import { sql, type Transaction } from 'kysely';
import type { ReadModels } from '../read-models.js';
import type { Projection } from '../runner/projection.js';
import { evolveMember, kindOf, recordIdOf, STATS_EVENT_TYPES, type Member } from './customer-stats.members.js';
import type { StatsKind, StatsScope } from './customer-stats.tables.js';

type Trx = Transaction<ReadModels>;

const COUNTER: Readonly<
  Record<StatsKind, 'storages' | 'requests' | 'orders' | 'charges' | 'invoices' | 'payments' | 'cards'>
> = {
  storage: 'storages',
  request: 'requests',
  order: 'orders',
  charge: 'charges',
  invoice: 'invoices',
  payment: 'payments',
  card: 'cards',
};

/** The figures one member adds to its customer's and partner's rows. */
interface Figures {
  amountOutstanding: number;
  rent: number;
  amountBilled: number;
  amountPaid: number;
  storages: number;
  requests: number;
  orders: number;
  charges: number;
  invoices: number;
  payments: number;
  cards: number;
  /** CBM, summed by PostgreSQL's numeric so no float drift accumulates. */
  size: number;
}
const ZERO: Figures = {
  amountOutstanding: 0,
  rent: 0,
  amountBilled: 0,
  amountPaid: 0,
  storages: 0,
  requests: 0,
  orders: 0,
  charges: 0,
  invoices: 0,
  payments: 0,
  cards: 0,
  size: 0,
};

/**
 * Billing follows the ledger (ledger.projection.ts): an invoice bills its amount until cancelled, its allocations
 * are paid, and outstanding is billed − paid, which is the receivable balance. Rent is what storage charges bill.
 */
const figuresOf = (m: Member): Figures => {
  if (!m.present) return ZERO;
  const f: Figures = { ...ZERO, [COUNTER[m.kind]]: 1 };
  if (m.kind === 'invoice') {
    const billed = m.cancelled ? 0 : m.amount;
    return { ...f, amountBilled: billed, amountPaid: m.paid, amountOutstanding: billed - m.paid };
  }
  if (m.kind === 'charge' && m.type === 'storage') return { ...f, rent: m.amount };
  if (m.kind === 'storage') return { ...f, size: m.stored };
  return f;
};

const KEYS = Object.keys(ZERO) as (keyof Figures)[];
const combine = (a: Figures, b: Figures, sign: 1 | -1): Figures =>
  Object.fromEntries(KEYS.map((k) => [k, a[k] + sign * b[k]])) as unknown as Figures;
const isZero = (f: Figures): boolean => KEYS.every((k) => f[k] === 0);

const scopesOf = (m: Member | undefined): [StatsScope, number][] => {
  if (!m) return [];
  const s: [StatsScope, number][] = [];
  if (m.userId !== null) s.push(['user', m.userId]);
  if (m.partnerId !== null) s.push(['partner', m.partnerId]);
  return s;
};

const addFigures = async (trx: Trx, scope: StatsScope, scopeId: number, f: Figures, m: Member): Promise<void> => {
  // The size delta goes as text: numeric adds it exactly (a JS subtraction of two sizes could carry float noise).
  const size = sql`${String(f.size)}::numeric`;
  await sql`
    INSERT INTO rm.customer_stats (scope, "scopeId", currency, "countryId", "amountOutstanding", rent, "amountBilled", "amountPaid",
      storages, size, requests, orders, charges, invoices, payments, cards)
    VALUES (${scope}, ${scopeId}, ${m.currency}, ${m.countryId}, ${f.amountOutstanding}, ${f.rent}, ${f.amountBilled}, ${f.amountPaid},
      ${f.storages}, ${size}, ${f.requests}, ${f.orders}, ${f.charges}, ${f.invoices}, ${f.payments}, ${f.cards})
    ON CONFLICT (scope, "scopeId") DO UPDATE SET
      currency = COALESCE(rm.customer_stats.currency, EXCLUDED.currency),
      "countryId" = COALESCE(rm.customer_stats."countryId", EXCLUDED."countryId"),
      "amountOutstanding" = rm.customer_stats."amountOutstanding" + EXCLUDED."amountOutstanding",
      rent = rm.customer_stats.rent + EXCLUDED.rent,
      "amountBilled" = rm.customer_stats."amountBilled" + EXCLUDED."amountBilled",
      "amountPaid" = rm.customer_stats."amountPaid" + EXCLUDED."amountPaid",
      storages = rm.customer_stats.storages + EXCLUDED.storages,
      size = rm.customer_stats.size + EXCLUDED.size,
      requests = rm.customer_stats.requests + EXCLUDED.requests,
      orders = rm.customer_stats.orders + EXCLUDED.orders,
      charges = rm.customer_stats.charges + EXCLUDED.charges,
      invoices = rm.customer_stats.invoices + EXCLUDED.invoices,
      payments = rm.customer_stats.payments + EXCLUDED.payments,
      cards = rm.customer_stats.cards + EXCLUDED.cards`.execute(trx);
};

type GroupKind = 'storage' | 'charge';

const addToGroup = async (
  trx: Trx,
  scope: StatsScope,
  scopeId: number,
  kind: GroupKind,
  key: string,
  by: number,
): Promise<void> => {
  await sql`
    INSERT INTO rm.customer_stat_groups (scope, "scopeId", kind, key, count) VALUES (${scope}, ${scopeId}, ${kind}, ${key}, ${by})
    ON CONFLICT (scope, "scopeId", kind, key) DO UPDATE SET count = rm.customer_stat_groups.count + EXCLUDED.count`.execute(
    trx,
  );
  await sql`DELETE FROM rm.customer_stat_groups WHERE scope = ${scope} AND "scopeId" = ${scopeId} AND kind = ${kind} AND key = ${key} AND count = 0`.execute(
    trx,
  );
};

/** The group a member counts in: a storage by its status, a charge by its type. */
const groupOf = (m: Member | undefined): string | null => {
  if (!m?.present) return null;
  return m.kind === 'storage' ? m.status : m.kind === 'charge' ? m.type : null;
};

/** Moves the counters by what the record contributed before and contributes now, for each customer and partner concerned. */
const move = async (trx: Trx, before: Member | undefined, after: Member): Promise<void> => {
  const deltas = new Map<string, { scope: StatsScope; id: number; f: Figures }>();
  const add = (m: Member | undefined, sign: 1 | -1) => {
    if (!m) return;
    const f = figuresOf(m);
    for (const [scope, id] of scopesOf(m)) {
      const key = `${scope}:${id}`;
      const was = deltas.get(key)?.f ?? ZERO;
      deltas.set(key, { scope, id, f: combine(was, f, sign) });
    }
  };
  add(before, -1);
  add(after, 1);
  for (const { scope, id, f } of deltas.values()) if (!isZero(f) || !before) await addFigures(trx, scope, id, f, after);
  if (after.kind !== 'storage' && after.kind !== 'charge') return;
  const [was, now] = [groupOf(before), groupOf(after)];
  const sameOwner = before?.userId === after.userId && before?.partnerId === after.partnerId;
  if (was === now && sameOwner) return;
  if (was !== null) for (const [scope, id] of scopesOf(before)) await addToGroup(trx, scope, id, after.kind, was, -1);
  if (now !== null) for (const [scope, id] of scopesOf(after)) await addToGroup(trx, scope, id, after.kind, now, 1);
};

const toMember = (r: Record<string, unknown>): Member => ({
  kind: r['kind'] as StatsKind,
  id: Number(r['id']),
  userId: r['userId'] === null ? null : Number(r['userId']),
  partnerId: r['partnerId'] === null ? null : Number(r['partnerId']),
  countryId: r['countryId'] === null ? null : Number(r['countryId']),
  currency: (r['currency'] as string | null) ?? null,
  present: Boolean(r['present']),
  status: (r['status'] as string | null) ?? null,
  amount: Number(r['amount']),
  paid: Number(r['paid']),
  cancelled: Boolean(r['cancelled']),
  type: (r['type'] as string | null) ?? null,
  stored: Number(r['stored']),
});

/**
 * user-stats and partner-stats (spec 3 §3, issue 15 §6): billing (outstanding, rent, billed, paid), storages and
 * their statuses, stored size in CBM, and the counts of requests, orders, charges, invoices, payments and cards,
 * moved event by event so `GET user-stats/{id}` reads one row.
 */
export const customerStatsProjection: Projection<ReadModels> = {
  name: 'customer-stats',
  version: 1,
  handles: STATS_EVENT_TYPES,
  tables: ['rm.customer_stats', 'rm.customer_stat_groups', 'rm.customer_stat_members'],
  async apply(trx, e) {
    const kind = kindOf(e.type);
    if (!kind) return;
    const id = recordIdOf(e);
    const row = await trx
      .selectFrom('rm.customer_stat_members')
      .selectAll()
      .where('kind', '=', kind)
      .where('id', '=', id)
      .executeTakeFirst();
    const before = row ? toMember(row) : undefined;
    const after = evolveMember(kind, before, e);
    if (before && JSON.stringify(before) === JSON.stringify(after)) return;
    await move(trx, before, after);
    const { kind: _k, id: _i, stored, ...rest } = after;
    await trx
      .insertInto('rm.customer_stat_members')
      .values({ kind, id, ...rest, stored: String(stored) })
      .onConflict((oc) => oc.columns(['kind', 'id']).doUpdateSet({ ...rest, stored: String(stored) }))
      .execute();
  },
};
