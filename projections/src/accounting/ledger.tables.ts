import type { ColumnType } from 'kysely';

/** The accounts of the customer ledger. Debits are positive, credits negative: every posting sums to 0. */
export type LedgerAccount = 'receivable' | 'customer_credit' | 'cash' | 'revenue' | 'vat';

/**
 * rm.ledger_entries: one row per line of a balanced posting, keyed by the event that caused it (its global position,
 * as text) and the line, so a rebuild writes the very same rows.
 */
export interface LedgerEntriesTable {
  position: string;
  line: number;
  userId: number;
  account: LedgerAccount;
  amount: ColumnType<number, number, number>;
  currency: string;
  eventType: string;
  invoiceId: number | null;
  paymentId: number | null;
  occurredAt: ColumnType<Date, Date | string, Date | string>;
}

/** What the ledger needs to remember of an invoice to post its changes: the figures it last posted. */
export interface LedgerInvoicesTable {
  id: number;
  userId: number;
  currency: string;
  amount: ColumnType<number, number, number>;
  amountBeforeTax: ColumnType<number, number, number>;
  taxAmount: ColumnType<number, number, number>;
  cancelled: boolean;
}

/** What the ledger posted of a payment: its amount and whether its money is in (complete) or back out. */
export interface LedgerPaymentsTable {
  id: number;
  userId: number;
  currency: string;
  type: string;
  amount: ColumnType<number, number, number>;
  posted: boolean;
}
