import type { RecordedEvent } from '@console/contracts';
import { sql, type Transaction } from 'kysely';
import type { ReadModels } from '../read-models.js';
import { foldRows } from '../core/fold-rows.js';
import { jsonChunks, jsonInsert, updateOnConflict } from '../core/json-rows.js';
import type { Projection } from '../core/projection.js';
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
// A loop, not Object.fromEntries: a billing run's batch combines figures several times an event.
const combine = (a: Figures, b: Figures, sign: 1 | -1): Figures => {
  const out = { ...a };
  for (const k of KEYS) out[k] += sign * b[k];
  return out;
};
const isZero = (f: Figures): boolean => KEYS.every((k) => f[k] === 0);

const scopesOf = (m: Member | undefined): [StatsScope, number][] => {
  if (!m) return [];
  const s: [StatsScope, number][] = [];
  if (m.userId !== null) s.push(['user', m.userId]);
  if (m.partnerId !== null) s.push(['partner', m.partnerId]);
  return s;
};

/** What a batch adds to one customer's or partner's row, and the currency and country a new row starts with. */
interface ScopeDelta {
  readonly scope: StatsScope;
  readonly scopeId: number;
  f: Figures;
  /** The size deltas as text, summed by numeric when written, as one event at a time would add them. */
  readonly sizes: string[];
  currency: string | null;
  countryId: number | null;
}

type GroupKind = 'storage' | 'charge';

/** The group a member counts in: a storage by its status, a charge by its type. */
const groupOf = (m: Member | undefined): string | null => {
  if (!m?.present) return null;
  return m.kind === 'storage' ? m.status : m.kind === 'charge' ? m.type : null;
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

const memberKey = (kind: StatsKind, id: number) => `${kind}:${id}`;

/** Rows per INSERT of the counters (16 columns a row): well under PostgreSQL's 65,535 parameters a statement. */
const CHUNK = 2_000;

const MEMBER_KEY = ['kind', 'id'] as const;
const MEMBER_FIELDS = [
  'userId',
  'partnerId',
  'countryId',
  'currency',
  'present',
  'status',
  'amount',
  'paid',
  'cancelled',
  'type',
  'stored',
] as const;
const MEMBER_COLUMNS = [...MEMBER_KEY, ...MEMBER_FIELDS];
const MEMBER_CONFLICT = updateOnConflict(MEMBER_KEY, MEMBER_FIELDS);

/** A member's change: what it was before an event (none: new) and after. */
interface MemberMove {
  readonly before: Member | undefined;
  readonly after: Member;
}

/** The stored members of `keys` (`kind:id`), read in one statement. */
const loadMembers = async (trx: Trx, keys: readonly string[]): Promise<Map<string, Member>> => {
  const kinds = keys.map((k) => k.slice(0, k.indexOf(':')) as StatsKind);
  const ids = keys.map((k) => Number(k.slice(k.indexOf(':') + 1)));
  const { rows } = await sql<Record<string, unknown>>`
    SELECT m.* FROM unnest(${kinds}::text[], ${ids}::int[]) AS k(kind, id)
      JOIN rm.customer_stat_members m ON m.kind = k.kind AND m.id = k.id`.execute(trx);
  return new Map(rows.map((r) => toMember(r)).map((m) => [memberKey(m.kind, m.id), m]));
};

/**
 * The counters and groups one batch's member changes move: the deltas summed per row in event order, then written
 * in a few statements. The rows end as applying the events one at a time leaves them.
 */
class StatsDeltas {
  private readonly scopes = new Map<string, ScopeDelta>();
  private readonly groups = new Map<
    string,
    { scope: StatsScope; scopeId: number; kind: GroupKind; key: string; by: number }
  >();

  /** Moves the counters by what the record contributed before and contributes now, for each customer and partner concerned. */
  move(before: Member | undefined, after: Member): void {
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
    for (const [key, { scope, id, f }] of deltas) if (!isZero(f) || !before) this.addFigures(key, scope, id, f, after);
    if (after.kind !== 'storage' && after.kind !== 'charge') return;
    const [was, now] = [groupOf(before), groupOf(after)];
    const sameOwner = before?.userId === after.userId && before?.partnerId === after.partnerId;
    if (was === now && sameOwner) return;
    if (was !== null) for (const [scope, id] of scopesOf(before)) this.addToGroup(scope, id, after.kind, was, -1);
    if (now !== null) for (const [scope, id] of scopesOf(after)) this.addToGroup(scope, id, after.kind, now, 1);
  }

  private addFigures(key: string, scope: StatsScope, scopeId: number, f: Figures, m: Member): void {
    const d = this.scopes.get(key);
    // A row takes the first currency and country it is given (the upsert keeps a stored one: COALESCE).
    if (!d) {
      const sizes = f.size === 0 ? [] : [String(f.size)];
      this.scopes.set(key, { scope, scopeId, f, sizes, currency: m.currency, countryId: m.countryId });
      return;
    }
    d.f = combine(d.f, f, 1);
    if (f.size !== 0) d.sizes.push(String(f.size));
    d.currency ??= m.currency;
    d.countryId ??= m.countryId;
  }

  private addToGroup(scope: StatsScope, scopeId: number, kind: GroupKind, key: string, by: number): void {
    const k = `${scope}:${scopeId}:${kind}:${key}`;
    const g = this.groups.get(k);
    if (g) g.by += by;
    else this.groups.set(k, { scope, scopeId, kind, key, by });
  }

  async write(trx: Trx): Promise<void> {
    await this.writeScopes(trx);
    await this.writeGroups(trx);
  }

  private async writeScopes(trx: Trx): Promise<void> {
    const all = [...this.scopes.values()];
    for (let i = 0; i < all.length; i += CHUNK) {
      const rows = all.slice(i, i + CHUNK).map(
        (
          d,
        ) => sql`(${d.scope}, ${d.scopeId}::int, ${d.currency}::text, ${d.countryId}::int, ${d.f.amountOutstanding}::bigint,
          ${d.f.rent}::bigint, ${d.f.amountBilled}::bigint, ${d.f.amountPaid}::bigint, ${d.f.storages}::int,
          (SELECT coalesce(sum(s), 0) FROM unnest(${d.sizes}::numeric[]) s), ${d.f.requests}::int, ${d.f.orders}::int,
          ${d.f.charges}::int, ${d.f.invoices}::int, ${d.f.payments}::int, ${d.f.cards}::int)`,
      );
      await sql`
        INSERT INTO rm.customer_stats (scope, "scopeId", currency, "countryId", "amountOutstanding", rent, "amountBilled", "amountPaid",
          storages, size, requests, orders, charges, invoices, payments, cards)
        VALUES ${sql.join(rows)}
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
    }
  }

  /** The groups' deltas, then the groups no member is in any more removed (a count of 0 has no row). */
  private async writeGroups(trx: Trx): Promise<void> {
    const moved = [...this.groups.values()].filter((g) => g.by !== 0);
    if (moved.length === 0) return;
    const col = <K extends keyof (typeof moved)[number]>(k: K) => moved.map((g) => g[k]);
    await sql`
      INSERT INTO rm.customer_stat_groups (scope, "scopeId", kind, key, count)
        SELECT * FROM unnest(${col('scope')}::text[], ${col('scopeId')}::int[], ${col('kind')}::text[], ${col('key')}::text[], ${col('by')}::int[])
      ON CONFLICT (scope, "scopeId", kind, key) DO UPDATE SET count = rm.customer_stat_groups.count + EXCLUDED.count`.execute(
      trx,
    );
    await sql`
      DELETE FROM rm.customer_stat_groups g
       USING unnest(${col('scope')}::text[], ${col('scopeId')}::int[], ${col('kind')}::text[], ${col('key')}::text[]) AS k(scope, "scopeId", kind, key)
       WHERE g.scope = k.scope AND g."scopeId" = k."scopeId" AND g.kind = k.kind AND g.key = k.key AND g.count = 0`.execute(
      trx,
    );
  }
}

/**
 * A batch's members read at once (`foldRows`), evolved in memory in event order; the counters and groups moved by
 * what each change takes off and adds, then the changed members written.
 */
const applyStats = (trx: Trx, events: readonly RecordedEvent[]): Promise<void> =>
  foldRows<string, Member, MemberMove>(events, {
    keyOf: (e) => {
      const kind = kindOf(e.type);
      return kind ? memberKey(kind, recordIdOf(e)) : undefined;
    },
    load: (keys) => loadMembers(trx, keys),
    // An event that leaves the member as it was changes nothing.
    fold: (before, e) => {
      const after = evolveMember(kindOf(e.type)!, before, e);
      return before && JSON.stringify(before) === JSON.stringify(after) ? before : after;
    },
    emit: (before, after) => (after && after !== before ? [{ before, after }] : []),
    write: async ({ rows, out }) => {
      const deltas = new StatsDeltas();
      for (const { before, after } of out) deltas.move(before, after);
      await deltas.write(trx);
      const members = [...rows.values()].flatMap(({ row: m, changed }) =>
        // The size as text: numeric reads it exactly, as it read the parameter.
        m && changed ? [{ ...m, stored: String(m.stored) }] : [],
      );
      for (const chunk of jsonChunks(members))
        await jsonInsert('rm.customer_stat_members', MEMBER_COLUMNS, chunk, MEMBER_CONFLICT).execute(trx);
    },
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
  apply: (trx, e) => applyStats(trx, [e]),
  // A batch's members read in one statement, its counters, groups and members written in a few.
  applyBatch: applyStats,
};
