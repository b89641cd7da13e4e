import { formatMoney, money, type Currency } from '@console/contracts';
import { day, pdfLayout, startPdf } from '../core/pdf/pdf-layout.js';
import { drawBillingCompany, type BillingCompany } from '../core/documents/billing-company.js';

/** One movement of the customer's receivable: an invoice issued or changed, a payment or credit applied. */
export interface StatementEntry {
  readonly occurredAt: string;
  readonly eventType: string;
  /** Debit positive (the customer owes more), credit negative. */
  readonly amount: number;
  readonly invoiceNumber: string | null;
  readonly paymentId: number | null;
}

export interface StatementDocument {
  readonly customer: { readonly id: number; readonly name: string; readonly trn: string | null };
  readonly countryName: string | null;
  /** The company of the customer's country. */
  readonly company: BillingCompany | null;
  readonly currency: Currency;
  /** The first day shown (entries before it make the opening balance), or null from the first entry. */
  readonly from: string | null;
  /** The day the statement is as of (time travel through the ledger), or null for now. */
  readonly asOf: string | null;
  readonly opening: number;
  readonly entries: readonly StatementEntry[];
}

export interface StatementLine extends StatementEntry {
  readonly description: string;
  readonly balance: number;
}

/** What a ledger event is to the customer reading the statement. */
const describe = (e: StatementEntry): string => {
  const invoice = e.invoiceNumber ?? '';
  const payment = e.paymentId === null ? '' : ` (payment #${e.paymentId})`;
  switch (e.eventType) {
    case 'InvoiceUpdated':
      return `Invoice ${invoice} amended`;
    case 'InvoiceCancelled':
      return `Invoice ${invoice} cancelled`;
    case 'InvoicePaid':
    case 'InvoicePartiallyPaid':
      return `Payment to ${invoice}${payment}`;
    case 'InvoicePaymentReleased':
      return `Payment released from ${invoice}${payment}`;
    default:
      return `Invoice ${invoice}`;
  }
};

/** The statement's lines, each with the balance after it: the last balance is the closing one. */
export const statementLines = (opening: number, entries: readonly StatementEntry[]): StatementLine[] => {
  let balance = opening;
  return entries.map((e) => {
    balance += e.amount;
    return { ...e, description: describe(e), balance };
  });
};

/**
 * The statement of account (spec 3 §7 `/pdf/statement?id={userId}`): the opening balance, every movement of what
 * the customer owes with the running balance (under the company of the customer's country), and the closing balance, which is the customer's outstanding.
 */
export const renderStatementPdf = (s: StatementDocument): Promise<Buffer> => {
  const m = (amount: number) => formatMoney(money(amount), s.currency);
  const { doc, done } = startPdf({
    Title: `Statement of account ${s.customer.id}`,
    Subject: `Statement of account of customer ${s.customer.id}`,
  });
  const layout = pdfLayout(doc, { lineWidths: [0.6, 0.4], newPageBelow: 760 });
  const { title, heading, row, line, rule } = layout;
  title('Statement of account');
  doc.text(`As of ${s.asOf ? day(s.asOf) : day(new Date().toISOString())}`);
  if (s.from) doc.text(`From ${day(s.from)}`);
  drawBillingCompany(layout, s.company);
  heading('Customer');
  line('Name', s.customer.name);
  line('Customer id', `#${s.customer.id}`);
  if (s.customer.trn) line('TRN', s.customer.trn);
  line('Country', s.countryName ?? '');
  heading('Movements');
  const widths = [0.16, 0.44, 0.2, 0.2];
  row(['Date', 'Description', 'Amount', 'Balance'], widths, { bold: true });
  row(['', 'Opening balance', '', m(s.opening)], widths);
  const lines = statementLines(s.opening, s.entries);
  for (const l of lines) row([day(l.occurredAt), l.description, m(l.amount), m(l.balance)], widths);
  rule();
  line('Closing balance (outstanding)', m(lines.at(-1)?.balance ?? s.opening), true);
  doc.end();
  return done;
};
