import type { CardRow, ChargeRow, InvoiceRow, PaymentRow } from '@console/contracts';
import type { CardsTable, ChargesTable, DeletedChargesTable, InvoicesTable, PaymentsTable } from '@console/projections';
import type { Selectable } from 'kysely';

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

/** Read rows as the API answers them: the contracts' rows, without the stored document and the search text. */
export const toChargeRow = ({ doc: _d, search: _s, ...r }: Selectable<ChargesTable>): ChargeRow =>
  ({ ...r, createdAt: iso(r.createdAt)!, updatedAt: iso(r.updatedAt)!, deletedAt: null }) as unknown as ChargeRow;

/** A deleted charge as its page shows it: the row as it was last listed, and when it was deleted. */
export const toDeletedChargeRow = (r: Selectable<DeletedChargesTable>): ChargeRow =>
  ({ ...r.row, revision: r.revision, deletedAt: iso(r.deletedAt) }) as unknown as ChargeRow;

export const toInvoiceRow = ({ doc: _d, search: _s, ...r }: Selectable<InvoicesTable>): InvoiceRow =>
  ({
    ...r,
    paidAt: iso(r.paidAt),
    createdAt: iso(r.createdAt)!,
    updatedAt: iso(r.updatedAt)!,
  }) as unknown as InvoiceRow;

export const toPaymentRow = ({ doc: _d, search: _s, ...r }: Selectable<PaymentsTable>): PaymentRow =>
  ({
    ...r,
    paidAt: iso(r.paidAt),
    createdAt: iso(r.createdAt)!,
    updatedAt: iso(r.updatedAt)!,
  }) as unknown as PaymentRow;

export const toCardRow = ({ doc: _d, search: _s, updatedAt: _u, ...r }: Selectable<CardsTable>): CardRow =>
  ({ ...r, createdAt: iso(r.createdAt)! }) as unknown as CardRow;
