import { formatMoney, money, type Currency } from '@console/contracts';
import { documentWords, type DocumentLanguage, type DocumentWords } from '../core/documents/document-words.js';
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
  /** The customer's language: the statement is written in it, whoever prints it (issue 36 §4). */
  readonly language: DocumentLanguage;
}

export interface StatementLine extends StatementEntry {
  readonly description: string;
  readonly balance: number;
}

/** What a ledger event is to the customer reading the statement. */
const describe = (e: StatementEntry, w: DocumentWords): string => {
  const invoice = e.invoiceNumber ?? '';
  const payment = e.paymentId === null ? '' : w('paymentNumber', { id: e.paymentId });
  switch (e.eventType) {
    case 'InvoiceUpdated':
      return w('invoiceAmended', { invoice });
    case 'InvoiceCancelled':
      return w('invoiceCancelled', { invoice });
    case 'InvoicePaid':
    case 'InvoicePartiallyPaid':
      return w('paymentTo', { invoice, payment });
    case 'InvoicePaymentReleased':
      return w('paymentReleased', { invoice, payment });
    default:
      return w('invoiceIssued', { invoice });
  }
};

/** The statement's lines, each with the balance after it: the last balance is the closing one. */
export const statementLines = (
  opening: number,
  entries: readonly StatementEntry[],
  language: DocumentLanguage = 'EN',
): StatementLine[] => {
  const w = documentWords(language);
  let balance = opening;
  return entries.map((e) => {
    balance += e.amount;
    return { ...e, description: describe(e, w), balance };
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
  const w = documentWords(s.language);
  const layout = pdfLayout(doc, {
    lineWidths: [0.6, 0.4],
    newPageBelow: 760,
    direction: s.language === 'AR' ? 'rtl' : 'ltr',
  });
  const { title, heading, row, line, rule } = layout;
  title(w('statementOfAccount'));
  layout.text(w('asOf', { date: s.asOf ? day(s.asOf) : day(new Date().toISOString()) }));
  if (s.from) layout.text(w('fromDay', { date: day(s.from) }));
  drawBillingCompany(layout, s.company, w);
  heading(w('customer'));
  line(w('name'), s.customer.name);
  line(w('customerId'), `#${s.customer.id}`);
  if (s.customer.trn) line(w('trn'), s.customer.trn);
  line(w('country'), s.countryName ?? '');
  heading(w('movements'));
  const widths = [0.16, 0.44, 0.2, 0.2];
  row([w('date'), w('description'), w('amount'), w('balance')], widths, { bold: true });
  row(['', w('openingBalance'), '', m(s.opening)], widths);
  const lines = statementLines(s.opening, s.entries, s.language);
  for (const l of lines) row([day(l.occurredAt), l.description, m(l.amount), m(l.balance)], widths);
  rule();
  line(w('closingBalance'), m(lines.at(-1)?.balance ?? s.opening), true);
  doc.end();
  return done;
};
