import * as t from 'io-ts';
import { AccountingId, Day } from './accounting.codecs.js';
import { InvoiceType } from './invoice.enums.js';

/** POST /api/invoices and PATCH /api/invoices/:id: user, type, date, dueDate and charges (spec 3 §2). */
export const InvoiceBody = t.exact(
  t.partial({
    userId: AccountingId,
    partnerId: AccountingId,
    orderId: t.union([AccountingId, t.null]),
    type: InvoiceType.codec,
    date: Day,
    dueDate: Day,
    chargeIds: t.array(AccountingId),
    /** Spec 3 §7: PATCH with status SYNC_INVOICE recomputes the invoice from its charges. */
    status: t.literal('SYNC_INVOICE'),
  }),
);
export type InvoiceBody = t.TypeOf<typeof InvoiceBody>;
