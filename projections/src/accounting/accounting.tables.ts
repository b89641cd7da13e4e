import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;
/** A JSON column written as JSON text. */
type Json<T> = ColumnType<T, string, string>;
type NullableJson<T> = ColumnType<T | null, string | null, string | null>;
/** Money columns are bigint (1/10000 units); the shared pg parser reads int8 as a JS number (safe integers). */
type MoneyColumn = ColumnType<number, number, number>;

interface Names {
  userName: string | null;
  partnerName: string | null;
  countryName: string | null;
}

/** rm.charges: the charges list (spec 3 §2) with the names it shows; `doc` is the charge as its stream folds it. */
export interface ChargesTable extends Names {
  id: number;
  type: string;
  amount: MoneyColumn;
  signedAmount: MoneyColumn;
  currency: string;
  description: string | null;
  notes: string | null;
  year: number;
  month: number;
  startDate: number;
  endDate: number;
  userId: number;
  partnerId: number;
  countryId: number;
  orderId: number | null;
  invoiceId: number | null;
  invoiceDate: string | null;
  requestId: number | null;
  serviceId: number | null;
  storageId: number | null;
  metadata: NullableJson<Record<string, unknown>>;
  /** The charge stream's version after its latest event (History's revision number). */
  revision: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  doc: Json<unknown>;
  search: ColumnType<string, never, never>;
}

/** rm.deleted_charges: a deleted charge's row as it was last listed (spec 3 §3 deletedAt), read by its page only. */
export interface DeletedChargesTable {
  id: number;
  partnerId: number;
  revision: number;
  deletedAt: Timestamp;
  row: Json<Record<string, unknown>>;
}

export interface InvoicesTable extends Names {
  id: number;
  invoiceNumber: string;
  type: string;
  status: string;
  date: string;
  dueDate: string;
  amount: MoneyColumn;
  amountBeforeTax: MoneyColumn;
  taxAmount: MoneyColumn;
  amountPaid: MoneyColumn;
  balance: MoneyColumn;
  currency: string;
  vat: number;
  userId: number;
  partnerId: number;
  countryId: number;
  orderId: number | null;
  paidAt: NullableTimestamp;
  paymentIds: number[];
  chargeIds: number[];
  createdAt: Timestamp;
  updatedAt: Timestamp;
  doc: Json<unknown>;
  search: ColumnType<string, never, never>;
}

export interface PaymentsTable extends Names {
  id: number;
  type: string;
  mode: string;
  status: string;
  amount: MoneyColumn;
  currency: string;
  paidAt: NullableTimestamp;
  userId: number;
  creatorId: number | null;
  partnerId: number;
  countryId: number;
  invoiceIds: number[];
  eci: string | null;
  notes: string | null;
  reference: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  allocated: MoneyColumn;
  unallocated: MoneyColumn;
  refunded: MoneyColumn;
  refundPending: MoneyColumn;
  doc: Json<unknown>;
  search: ColumnType<string, never, never>;
}

export interface CardsTable extends Names {
  id: number;
  userId: number;
  partnerId: number;
  countryId: number;
  mode: string | null;
  cardHolderName: string | null;
  cardNumber: string;
  tokenName: string | null;
  expiryDate: string | null;
  status: string;
  default: boolean;
  data: NullableJson<Record<string, unknown>>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  doc: Json<unknown>;
  search: ColumnType<string, never, never>;
}

/** The names accounting rows copy (users, partners, countries), kept by the accounting projection itself. */
export interface AccountingRefsTable {
  kind: 'user' | 'partner' | 'country';
  id: number;
  name: string | null;
}

/** A table of the accounting lists whose totals rm.accounting_counts keeps. */
export type CountedTable = 'invoices' | 'payments' | 'charges' | 'cards';

/**
 * rm.accounting_counts: the rows of each accounting list per (column, value, partner), kept by statement triggers
 * on the list tables, so a list's total under one filter (or none: column '*') is a lookup, not a count.
 */
export interface AccountingCountsTable {
  table: CountedTable;
  column: string;
  value: string;
  partnerId: number;
  n: ColumnType<number, number, number>;
}
