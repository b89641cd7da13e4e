import type { ChargeRow, InvoiceRow, PaymentRow } from '@console/contracts';
import { arabicSkeleton, drawnTexts, rightToLeftLines, type DrawnText } from '../core/pdf/pdf-text.testing.js';
import { renderInvoiceViewPdf, type InvoiceViewDocument } from './invoice-view-pdf.js';
import { renderReceiptPdf } from './receipt-pdf.js';
import { renderStatementPdf } from './statement-pdf.js';

/**
 * The invoice, receipt and statement of a customer whose language is AR: Arabic words, laid out right to left,
 * amounts, dates and ids left to right (issue 36 §4). Arabic glyphs come out of the PDF in drawing order (left to
 * right), so an Arabic word reads reversed in the extracted text.
 */
const reversed = (s: string) => [...s].reverse().join('');
/** Those of `texts` no line of the page holds, read right to left (Arabic compared by arabicSkeleton). */
const arabic = (drawn: readonly DrawnText[], ...texts: readonly string[]) => {
  const lines = rightToLeftLines(drawn).map(arabicSkeleton);
  return texts.filter((t) => !lines.some((l) => l.includes(arabicSkeleton(t))));
};
const latin = (drawn: readonly DrawnText[]) => drawn.filter((t) => t.font.startsWith('Helvetica')).map((t) => t.text);

/** Where the first text that reads `text` is drawn across the page. */
const xOf = (drawn: readonly DrawnText[], text: string): number => {
  const found = drawn.find((t) => t.text === text || arabicSkeleton(reversed(t.text)) === arabicSkeleton(text));
  if (!found) throw new Error(`${text} is not drawn`);
  return found.x;
};

const company = { legalEntity: 'Demo Storage FZ-LLC', address: 'Al Quoz, Dubai', trn: '100000000000003' };

const invoice = {
  id: 12,
  invoiceNumber: 'INAE12',
  type: 'order',
  status: 'unpaid',
  date: '2026-11-01',
  dueDate: '2026-11-15',
  userId: 3,
  userName: 'Lina Haddad',
  countryName: 'UAE',
  currency: 'AED',
  amountBeforeTax: 11_000_000,
  taxAmount: 550_000,
  amount: 11_550_000,
  amountPaid: 0,
  balance: 11_550_000,
} as unknown as InvoiceRow;

const charge = {
  id: 1,
  description: 'Storage November',
  signedAmount: 11_000_000,
} as unknown as ChargeRow;

const view = (language: 'EN' | 'AR'): InvoiceViewDocument => ({
  invoice,
  charges: [charge],
  customerTrn: '100200300400003',
  company,
  language,
  latePaymentFee: null,
});

describe('the invoice of an Arabic-speaking customer', () => {
  it('is in Arabic, its amounts, dates and numbers left to right', async () => {
    const drawn = drawnTexts(await renderInvoiceViewPdf(view('AR')));
    // Each an Arabic text not found on the page.
    expect(
      arabic(drawn, 'فاتورة ضريبية', 'العميل', 'الاسم', 'الرسوم', 'البيان', 'ضريبة القيمة المضافة', 'الإجمالي'),
    ).toEqual([]);
    expect(arabic(drawn, 'الرصيد المستحق', 'الحالة' + 'غير مدفوعة', 'صادرة عن', 'تاريخ الاستحقاق15/11/2026')).toEqual(
      [],
    );
    // Every value of the record as it is, in the Latin font, read left to right.
    expect(latin(drawn)).toEqual(
      expect.arrayContaining(['INAE12', 'AED 1,100.00', 'AED 55.00', 'AED 1,155.00', '01/11/2026', '100200300400003']),
    );
    expect(latin(drawn)).not.toContain('Tax invoice');
    expect(latin(drawn)).not.toContain('Balance due');
  });

  it('is laid out right to left: the labels at the right of their values', async () => {
    const ar = drawnTexts(await renderInvoiceViewPdf(view('AR')));
    // A labelled line: the label (Arabic) right of its value (an amount); the title from the right edge.
    expect(xOf(ar, 'المستحق')).toBeGreaterThan(xOf(ar, 'AED 1,155.00') + 100);
    expect(xOf(ar, 'ضريبية')).toBeGreaterThan(300);
    const en = drawnTexts(await renderInvoiceViewPdf(view('EN')));
    expect(xOf(en, 'Balance due')).toBeLessThan(xOf(en, 'AED 1,155.00'));
    expect(xOf(en, 'Tax invoice')).toBeLessThan(100);
  });

  it('stays English for an English-speaking customer, without the Arabic font', async () => {
    const drawn = drawnTexts(await renderInvoiceViewPdf(view('EN')));
    expect(drawn.map((t) => t.text)).toEqual(
      expect.arrayContaining(['Tax invoice', 'INAE12', 'Balance due', 'unpaid', 'AED 1,155.00', 'Issued by']),
    );
    expect(drawn.some((t) => t.font.includes('NotoSansArabic'))).toBe(false);
  });
});

const payment = {
  id: 77,
  type: 'payment',
  mode: 'cash',
  status: 'complete',
  amount: 12_000_000,
  currency: 'AED',
  paidAt: '2026-11-20T09:00:00.000Z',
  userId: 3,
  reference: 'R-1',
  userName: 'Lina Haddad',
  countryName: 'UAE',
} as unknown as PaymentRow;

describe('the receipt of an Arabic-speaking customer', () => {
  it('is in Arabic, its amounts and invoice numbers left to right', async () => {
    const drawn = drawnTexts(
      await renderReceiptPdf({
        payment,
        allocations: [{ invoiceNumber: 'INAE12', amount: 11_550_000 }],
        countryName: 'UAE',
        company,
        language: 'AR',
      }),
    );
    expect(
      arabic(drawn, 'إيصال استلام', 'إيصال الدفعة رقم 77', 'التاريخ: 20/11/2026', 'المبلغ المستلم', 'رصيد دائن للعميل'),
    ).toEqual([]);
    expect(arabic(drawn, 'طريقة الدفع' + 'نقداً', 'الفاتورةالمبلغ', 'INAE12AED 1,155.00')).toEqual([]);
    expect(latin(drawn)).toEqual(
      expect.arrayContaining(['INAE12', 'AED 1,200.00', 'AED 1,155.00', 'AED 45.00', '77', '20/11/2026']),
    );
    expect(latin(drawn)).not.toContain('Receipt');
  });
});

describe('the statement of an Arabic-speaking customer', () => {
  it('is in Arabic, its movements described in Arabic around their invoice numbers', async () => {
    const drawn = drawnTexts(
      await renderStatementPdf({
        customer: { id: 3, name: 'لينا حداد', trn: null },
        countryName: 'UAE',
        company: null,
        currency: 'AED',
        from: null,
        asOf: '2026-11-20T23:59:59.999Z',
        opening: 0,
        entries: [
          {
            occurredAt: '2026-11-01T09:00:00.000Z',
            eventType: 'InvoiceCreated',
            amount: 2_100_000,
            invoiceNumber: 'INAE1',
            paymentId: null,
          },
          {
            occurredAt: '2026-11-05T09:00:00.000Z',
            eventType: 'InvoicePaid',
            amount: -2_100_000,
            invoiceNumber: 'INAE1',
            paymentId: 9,
          },
        ],
        language: 'AR',
      }),
    );
    expect(
      arabic(drawn, 'كشف حساب', 'حتى تاريخ 20/11/2026', 'الرصيد الافتتاحي', 'الرصيد الختامي (المستحق)', 'لينا حداد'),
    ).toEqual([]);
    // A movement's line, read from the right: its date, what it was around the invoice's number, the amounts.
    expect(arabic(drawn, '01/11/2026فاتورة INAE1', '05/11/2026دفعة للفاتورة INAE1 (الدفعة رقم 9)')).toEqual([]);
    expect(latin(drawn)).toEqual(
      expect.arrayContaining(['INAE1', 'AED 210.00', 'AED -210.00', 'AED 0.00', '01/11/2026', '20/11/2026']),
    );
  });
});
