import type { RecordedEvent } from '@console/contracts';
import { sql, type Transaction } from 'kysely';
import type { Projection } from '../core/projection.js';
import type { ReadModels } from '../read-models.js';
import {
  AFFILIATE_COMMISSION_EVENT_TYPES,
  foldCommission,
  type LinkKind,
  type LinkStore,
} from './affiliate-commissions.state.js';

type Trx = Transaction<ReadModels>;

/** The links the fold keeps, read and written through the batch's transaction (tables this projection owns). */
const linkStore = (trx: Trx): LinkStore => ({
  async get<T>(kind: LinkKind, id: number): Promise<T | undefined> {
    const { rows } = await sql<{ state: T }>`
      SELECT state FROM rm.affiliate_commission_links WHERE kind = ${kind} AND id = ${id}`.execute(trx);
    return rows[0]?.state;
  },
  async set(kind: LinkKind, id: number, state: unknown): Promise<void> {
    await sql`
      INSERT INTO rm.affiliate_commission_links (kind, id, state) VALUES (${kind}, ${id}, ${JSON.stringify(state)}::jsonb)
      ON CONFLICT (kind, id) DO UPDATE SET state = EXCLUDED.state`.execute(trx);
  },
  async affiliateOfUser(userId: number) {
    const { rows } = await sql<{ id: number; percent: number }>`
      SELECT id, (state->>'percent')::float8 AS percent FROM rm.affiliate_commission_links
      WHERE kind = 'affiliate' AND (state->>'userId')::int = ${userId} ORDER BY id LIMIT 1`.execute(trx);
    return rows[0];
  },
});

const applyEvents = async (trx: Trx, events: readonly RecordedEvent[]): Promise<void> => {
  const store = linkStore(trx);
  for (const e of events) {
    const row = await foldCommission(store, e);
    if (!row) continue;
    await sql`
      INSERT INTO rm.affiliate_commissions
        (id, "affiliateId", "invoiceId", "orderId", "countryId", currency, collected, amount, reason, "createdAt")
      -- The rows are numbered in the order of the events, so a rebuild numbers them the same.
      VALUES ((SELECT coalesce(max(id), 0) + 1 FROM rm.affiliate_commissions), ${row.affiliateId}, ${row.invoiceId}, ${row.orderId}, ${row.countryId}, ${row.currency},
        ${row.collected}, ${row.amount}, ${row.reason}, ${row.createdAt})`.execute(trx);
  }
};

/**
 * Affiliate commissions (spec 1 §3, §7.5; spec 2 Affiliates): one row per payment collected on an invoice of an
 * affiliate's order, and one taking it back per refund or cancellation (affiliate-commissions.state.ts). The
 * affiliate-commissions list and the affiliate panel read these rows.
 */
export const affiliateCommissionsProjection: Projection<ReadModels> = {
  name: 'affiliate-commissions',
  version: 1,
  handles: AFFILIATE_COMMISSION_EVENT_TYPES,
  tables: ['rm.affiliate_commissions', 'rm.affiliate_commission_links'],
  apply: (trx, event) => applyEvents(trx, [event]),
  applyBatch: (trx, events) => applyEvents(trx, events),
};
