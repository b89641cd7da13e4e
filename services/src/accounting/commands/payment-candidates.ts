import { sql } from 'kysely';
import type { Infrastructure } from '../../core/infrastructure.js';

/**
 * Where a payment's money may go, and where a customer's credit is: the lists only point at candidates (as the
 * cards list points at the default card, gateway-facts.ts); every amount is decided on the candidate's own stream
 * (its open balance, its unallocated money) at its expected version, so a list that lags never moves money twice.
 */
export class PaymentCandidates {
  constructor(private readonly db: Infrastructure['db']) {}

  /** The customer's unpaid and partial invoices, oldest first (issue 30 §3: a payment naming none pays these). */
  async openInvoices(userId: number): Promise<number[]> {
    const { rows } = await sql<{ id: number }>`
      SELECT id FROM rm.invoices WHERE "userId" = ${userId} AND status IN ('unpaid', 'partial')
      ORDER BY date, id LIMIT 200`.execute(this.db);
    return rows.map((r) => Number(r.id));
  }

  /** The customer's complete payments, oldest first: the ones that may hold credit (their streams say how much). */
  async creditSources(userId: number): Promise<number[]> {
    const { rows } = await sql<{ id: number }>`
      SELECT id FROM rm.payments WHERE "userId" = ${userId} AND status = 'complete' AND type = 'payment'
      ORDER BY "paidAt" NULLS LAST, id LIMIT 500`.execute(this.db);
    return rows.map((r) => Number(r.id));
  }
}
