import { formatMoney, money, type ChargeRow, type InvoiceRow, type Money } from '@console/contracts';
import { day, pdfLayout, startPdf } from '../core/pdf/pdf-layout.js';
import { drawBillingCompany, type BillingCompany } from '../core/documents/billing-company.js';

export interface InvoiceViewDocument {
  readonly invoice: InvoiceRow;
  readonly charges: readonly ChargeRow[];
  readonly customerTrn: string | null;
  /** The company of the invoice's country. */
  readonly company: BillingCompany | null;
  /** The country's late payment fee when the invoice was issued (its latePaymentFee configuration). */
  readonly latePaymentFee: Money | null;
}

/** What a charge line says when it has no description of its own: its type and the days of the month it covers. */
const chargeText = (c: ChargeRow): string =>
  c.description ?? `${c.type} ${c.startDate}-${c.endDate}/${String(c.month).padStart(2, '0')}/${c.year}`;

/**
 * The invoice view (spec 3 §7 `/api/v1/documents/invoice/{id}/view`): its number (IN/CN, country, id), dates, the
 * company of its country (legal entity, address, TRN), the customer, every charge (credits and discounts negative), the amount before tax, VAT and total, what is paid and
 * the balance. Every amount through contracts' formatMoney.
 */
export const renderInvoiceViewPdf = (v: InvoiceViewDocument): Promise<Buffer> => {
  const inv = v.invoice;
  const m = (amount: number) => formatMoney(money(amount), inv.currency);
  const title = inv.type === 'creditNote' ? 'Credit note' : 'Tax invoice';
  const { doc, done } = startPdf({ Title: `${title} ${inv.invoiceNumber}`, Subject: `Invoice ${inv.id}` });
  const layout = pdfLayout(doc, { lineWidths: [0.6, 0.4], newPageBelow: 760 });
  const { heading, row, line, rule } = layout;
  layout.title(title);
  doc.text(inv.invoiceNumber);
  drawBillingCompany(layout, v.company);
  heading('Invoice');
  line('Number', inv.invoiceNumber);
  line('Type', inv.type);
  line('Status', inv.status);
  line('Date', day(inv.date));
  line('Due date', day(inv.dueDate));
  // Spec 3 §3 names the country's late payment fee; an invoice (not a credit note) says what paying late costs.
  if (v.latePaymentFee !== null && v.latePaymentFee > 0 && inv.type !== 'creditNote')
    line('Late payment fee after the due date', m(v.latePaymentFee));
  heading('Customer');
  line('Name', inv.userName ?? `#${inv.userId}`);
  if (v.customerTrn) line('TRN', v.customerTrn);
  line('Country', inv.countryName ?? '');
  heading('Charges');
  const widths = [0.7, 0.3];
  row(['Description', 'Amount'], widths, { bold: true });
  if (v.charges.length === 0) row(['No charge', ''], widths);
  for (const c of v.charges) row([chargeText(c), m(c.signedAmount)], widths);
  rule();
  line('Amount before tax', m(inv.amountBeforeTax));
  line('VAT', m(inv.taxAmount));
  line('Total', m(inv.amount), true);
  line('Paid', m(inv.amountPaid));
  line('Balance due', m(inv.balance), true);
  doc.end();
  return done;
};
