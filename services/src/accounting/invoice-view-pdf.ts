import { formatMoney, money, type ChargeRow, type InvoiceRow, type Money } from '@console/contracts';
import { documentWords, type DocumentLanguage, type DocumentWords } from '../core/documents/document-words.js';
import { day, pdfLayout, startPdf } from '../core/pdf/pdf-layout.js';
import { drawBillingCompany, type BillingCompany } from '../core/documents/billing-company.js';

export interface InvoiceViewDocument {
  readonly invoice: InvoiceRow;
  readonly charges: readonly ChargeRow[];
  readonly customerTrn: string | null;
  /** The company of the invoice's country. */
  readonly company: BillingCompany | null;
  /** The customer's language: the invoice is written in it, whoever prints it (issue 36 §4). */
  readonly language: DocumentLanguage;
  /** The country's late payment fee when the invoice was issued (its latePaymentFee configuration). */
  readonly latePaymentFee: Money | null;
}

/** What a charge line says when it has no description of its own: its type and the days of the month it covers. */
const chargeText = (c: ChargeRow): string =>
  c.description ?? `${c.type} ${c.startDate}-${c.endDate}/${String(c.month).padStart(2, '0')}/${c.year}`;

const titleOf = (inv: InvoiceRow, w: DocumentWords): string =>
  w(inv.type === 'creditNote' ? 'creditNote' : 'taxInvoice');

/**
 * The invoice view (spec 3 §7 `/api/v1/documents/invoice/{id}/view`): its number (IN/CN, country, id), dates, the
 * company of its country (legal entity, address, TRN), the customer, every charge (credits and discounts negative), the amount before tax, VAT and total, what is paid and
 * the balance. Every amount through contracts' formatMoney.
 */
export const renderInvoiceViewPdf = (v: InvoiceViewDocument): Promise<Buffer> => {
  const inv = v.invoice;
  const m = (amount: number) => formatMoney(money(amount), inv.currency);
  const w = documentWords(v.language);
  const title = titleOf(inv, w);
  // The file's own title stays English: it names the document to a mail client or a file list, not to the reader.
  const english = titleOf(inv, documentWords('EN'));
  const { doc, done } = startPdf({ Title: `${english} ${inv.invoiceNumber}`, Subject: `Invoice ${inv.id}` });
  const layout = pdfLayout(doc, {
    lineWidths: [0.6, 0.4],
    newPageBelow: 760,
    direction: v.language === 'AR' ? 'rtl' : 'ltr',
  });
  const { heading, row, line, rule } = layout;
  layout.title(title);
  layout.text(inv.invoiceNumber);
  drawBillingCompany(layout, v.company, w);
  heading(w('invoice'));
  line(w('number'), inv.invoiceNumber);
  line(w('type'), w.code('invoiceType', inv.type));
  line(w('status'), w.code('invoiceStatus', inv.status));
  line(w('date'), day(inv.date));
  line(w('dueDate'), day(inv.dueDate));
  // Spec 3 §3 names the country's late payment fee; an invoice (not a credit note) says what paying late costs.
  if (v.latePaymentFee !== null && v.latePaymentFee > 0 && inv.type !== 'creditNote')
    line(w('latePaymentFee'), m(v.latePaymentFee));
  heading(w('customer'));
  line(w('name'), inv.userName ?? `#${inv.userId}`);
  if (v.customerTrn) line(w('trn'), v.customerTrn);
  line(w('country'), inv.countryName ?? '');
  heading(w('charges'));
  const widths = [0.7, 0.3];
  row([w('description'), w('amount')], widths, { bold: true });
  if (v.charges.length === 0) row([w('noCharge'), ''], widths);
  for (const c of v.charges) row([chargeText(c), m(c.signedAmount)], widths);
  rule();
  line(w('amountBeforeTax'), m(inv.amountBeforeTax));
  line(w('vat'), m(inv.taxAmount));
  line(w('total'), m(inv.amount), true);
  line(w('paid'), m(inv.amountPaid));
  line(w('balanceDue'), m(inv.balance), true);
  doc.end();
  return done;
};
