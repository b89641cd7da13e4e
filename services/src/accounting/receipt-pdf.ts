import { formatMoney, money, type PaymentRow } from '@console/contracts';
import { day, pdfLayout, startPdf } from '../core/pdf/pdf-layout.js';
import { drawBillingCompany, type BillingCompany } from '../core/documents/billing-company.js';

export interface ReceiptDocument {
  readonly payment: PaymentRow;
  /** The invoices the payment went to: number and the part of the payment each took. */
  readonly allocations: readonly { readonly invoiceNumber: string; readonly amount: number }[];
  readonly countryName: string | null;
  /** The company of the payment's country. */
  readonly company: BillingCompany | null;
}

/**
 * The receipt of a complete payment (spec 3 §2 'Receipt', §7 `/pdf/receipt?id=`): who paid, when, how much, by
 * which mode, the company of the payment's country, and the invoices it settled; what was not allocated stays the customer's credit. Every amount
 * through contracts' formatMoney.
 */
export const renderReceiptPdf = (r: ReceiptDocument): Promise<Buffer> => {
  const p = r.payment;
  const m = (amount: number) => formatMoney(money(amount), p.currency);
  const { doc, done } = startPdf({ Title: `Receipt ${p.id}`, Subject: `Receipt of payment ${p.id}` });
  const layout = pdfLayout(doc, { lineWidths: [0.6, 0.4] });
  const { title, heading, row, line, rule } = layout;
  title('Receipt');
  doc.text(`Receipt for payment ${p.id}`);
  doc.text(`Date: ${day(p.paidAt)}`);
  drawBillingCompany(layout, r.company);
  heading('Customer');
  line('Name', p.userName ?? `#${p.userId}`);
  line('Country', r.countryName ?? p.countryName ?? '');
  heading('Payment');
  line('Mode', p.mode);
  line('Type', p.type);
  if (p.reference) line('Reference', p.reference);
  line('Amount received', m(p.amount), true);
  heading('Applied to');
  const widths = [0.6, 0.4];
  row(['Invoice', 'Amount'], widths, { bold: true });
  if (r.allocations.length === 0) row(['No invoice', ''], widths);
  for (const a of r.allocations) row([a.invoiceNumber, m(a.amount)], widths);
  rule();
  const applied = r.allocations.reduce((s, a) => s + a.amount, 0);
  line('Applied', m(applied));
  line('Kept as customer credit', m(p.amount - applied), true);
  doc.end();
  return done;
};
