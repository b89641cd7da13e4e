import { sql, type RawBuilder } from 'kysely';

/**
 * A customer's credit as the ledger holds it: the customer_credit balance of rm.ledger_entries (credit side
 * negative, so negated), 0 with no entry. The one statement of it, so the customer record, its list and the stats
 * cards read the same figure (issue 30 §3).
 */
export const ledgerCreditOf = (userId: RawBuilder<unknown>): RawBuilder<number> =>
  sql<number>`(SELECT COALESCE(-SUM(e.amount), 0) FROM rm.ledger_entries e WHERE e."userId" = ${userId} AND e.account = 'customer_credit')`;
