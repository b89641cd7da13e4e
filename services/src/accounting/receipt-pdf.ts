import { formatMoney, money, type PaymentRow } from '@console/contracts';
import { documentWords, type DocumentLanguage } from '../core/documents/document-words.js';
import { day, pdfLayout, startPdf } from '../core/pdf/pdf-layout.js';
import { drawBillingCompany, type BillingCompany } from '../core/documents/billing-company.js';

export interface ReceiptDocument {
  readonly payment: PaymentRow;
  /** The invoices the payment went to: number and the part of the payment each took. */
  readonly allocations: readonly { readonly invoiceNumber: string; readonly amount: number }[];
  readonly countryName: string | null;
  /** The company of the payment's country. */
  readonly company: BillingCompany | null;
  /** The customer's language: the receipt is written in it, whoever prints it (issue 36 §4). */
  readonly language: DocumentLanguage;
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
  const w = documentWords(r.language);
  const layout = pdfLayout(doc, { lineWidths: [0.6, 0.4], direction: r.language === 'AR' ? 'rtl' : 'ltr' });
  const { title, heading, row, line, rule } = layout;
  title(w('receipt'));
  layout.text(w('receiptForPayment', { id: p.id }));
  layout.text(w('dateLine', { date: day(p.paidAt) }));
  drawBillingCompany(layout, r.company, w);
  heading(w('customer'));
  line(w('name'), p.userName ?? `#${p.userId}`);
  line(w('country'), r.countryName ?? p.countryName ?? '');
  heading(w('payment'));
  line(w('mode'), w.code('paymentMode', p.mode));
  line(w('type'), w.code('paymentType', p.type));
  if (p.reference) line(w('reference'), p.reference);
  line(w('amountReceived'), m(p.amount), true);
  heading(w('appliedTo'));
  const widths = [0.6, 0.4];
  row([w('invoice'), w('amount')], widths, { bold: true });
  if (r.allocations.length === 0) row([w('noInvoice'), ''], widths);
  for (const a of r.allocations) row([a.invoiceNumber, m(a.amount)], widths);
  rule();
  const applied = r.allocations.reduce((s, a) => s + a.amount, 0);
  line(w('applied'), m(applied));
  line(w('keptAsCredit'), m(p.amount - applied), true);
  doc.end();
  return done;
};
