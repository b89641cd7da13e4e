import type { CardRow, ChargeRow, InvoiceRow, PaymentRow } from '@console/contracts';
import type { DeletedChargesTable, ReadModels } from '@console/projections';
import type { Selectable } from 'kysely';

export type AccountingTable = 'rm.charges' | 'rm.invoices' | 'rm.payments' | 'rm.cards';

/** The columns a row is answered from: all but the stored document and the search text. */
export type Answered<T extends AccountingTable> = Exclude<keyof Selectable<ReadModels[T]> & string, 'doc' | 'search'>;
export type AnsweredRow<T extends AccountingTable> = Pick<Selectable<ReadModels[T]>, Answered<T>>;

const every = <T extends AccountingTable>(columns: Record<Answered<T>, true>): readonly Answered<T>[] =>
  Object.keys(columns) as Answered<T>[];

const NAMES = { userName: true, partnerName: true, countryName: true } as const;

/**
 * What a read selects: the rows' own columns, never `doc` (the stream's fold, read only by the projection) nor
 * `search`, so a page does not fetch and parse a JSON document per row only to drop it. Each list is checked
 * against its table: a column added to a table and not here is a type error.
 */
export const ANSWERED_COLUMNS: { readonly [T in AccountingTable]: readonly Answered<T>[] } = {
  'rm.charges': every<'rm.charges'>({
    id: true,
    type: true,
    amount: true,
    signedAmount: true,
    currency: true,
    description: true,
    notes: true,
    year: true,
    month: true,
    startDate: true,
    endDate: true,
    userId: true,
    partnerId: true,
    countryId: true,
    orderId: true,
    invoiceId: true,
    invoiceDate: true,
    requestId: true,
    serviceId: true,
    storageId: true,
    metadata: true,
    revision: true,
    createdAt: true,
    updatedAt: true,
    ...NAMES,
  }),
  'rm.invoices': every<'rm.invoices'>({
    id: true,
    invoiceNumber: true,
    type: true,
    status: true,
    date: true,
    dueDate: true,
    amount: true,
    amountBeforeTax: true,
    taxAmount: true,
    amountPaid: true,
    balance: true,
    currency: true,
    vat: true,
    userId: true,
    partnerId: true,
    countryId: true,
    orderId: true,
    paidAt: true,
    paymentIds: true,
    chargeIds: true,
    createdAt: true,
    updatedAt: true,
    ...NAMES,
  }),
  'rm.payments': every<'rm.payments'>({
    id: true,
    type: true,
    mode: true,
    status: true,
    amount: true,
    currency: true,
    paidAt: true,
    userId: true,
    creatorId: true,
    partnerId: true,
    countryId: true,
    invoiceIds: true,
    eci: true,
    notes: true,
    reference: true,
    createdAt: true,
    updatedAt: true,
    allocated: true,
    unallocated: true,
    refunded: true,
    refundPending: true,
    ...NAMES,
  }),
  'rm.cards': every<'rm.cards'>({
    id: true,
    userId: true,
    partnerId: true,
    countryId: true,
    mode: true,
    cardHolderName: true,
    cardNumber: true,
    tokenName: true,
    expiryDate: true,
    status: true,
    default: true,
    data: true,
    createdAt: true,
    updatedAt: true,
    ...NAMES,
  }),
};

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

/** A row read whole (the generic calls select every column): what the answer leaves out. */
interface Unanswered {
  readonly doc?: unknown;
  readonly search?: unknown;
}

/** Read rows as the API answers them: the contracts' rows, without the stored document and the search text. */
export const toChargeRow = ({ doc: _d, search: _s, ...r }: AnsweredRow<'rm.charges'> & Unanswered): ChargeRow =>
  ({ ...r, createdAt: iso(r.createdAt)!, updatedAt: iso(r.updatedAt)!, deletedAt: null }) as unknown as ChargeRow;

/** A deleted charge as its page shows it: the row as it was last listed, and when it was deleted. */
export const toDeletedChargeRow = (r: Selectable<DeletedChargesTable>): ChargeRow =>
  ({ ...r.row, revision: r.revision, deletedAt: iso(r.deletedAt) }) as unknown as ChargeRow;

export const toInvoiceRow = ({ doc: _d, search: _s, ...r }: AnsweredRow<'rm.invoices'> & Unanswered): InvoiceRow =>
  ({
    ...r,
    paidAt: iso(r.paidAt),
    createdAt: iso(r.createdAt)!,
    updatedAt: iso(r.updatedAt)!,
  }) as unknown as InvoiceRow;

export const toPaymentRow = ({ doc: _d, search: _s, ...r }: AnsweredRow<'rm.payments'> & Unanswered): PaymentRow =>
  ({
    ...r,
    paidAt: iso(r.paidAt),
    createdAt: iso(r.createdAt)!,
    updatedAt: iso(r.updatedAt)!,
  }) as unknown as PaymentRow;

export const toCardRow = ({
  doc: _d,
  search: _s,
  updatedAt: _u,
  ...r
}: AnsweredRow<'rm.cards'> & Unanswered): CardRow => ({ ...r, createdAt: iso(r.createdAt)! }) as unknown as CardRow;
