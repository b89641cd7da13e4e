import {
  DOCUMENT_WORDS_AR,
  DOCUMENT_WORDS_EN,
  documentLanguage,
  documentWords,
  placeholdersOf,
  type DocumentWord,
} from './document-words.js';

const keys = Object.keys(DOCUMENT_WORDS_EN) as DocumentWord[];

describe('the document words (issue 36 §4)', () => {
  it('have an Arabic text, in Arabic, for every English key, and no Arabic key without an English one', () => {
    const missing = keys.filter((k) => !/[\u0600-\u06ff]/.test(DOCUMENT_WORDS_AR[k] ?? ''));
    expect(missing).toEqual([]);
    expect(Object.keys(DOCUMENT_WORDS_AR).sort()).toEqual([...keys].sort());
  });

  it('put the same values in both languages (a plural form may say its number in words: شهران)', () => {
    const differ = keys.filter((k) => {
      const en = placeholdersOf(DOCUMENT_WORDS_EN[k]);
      const ar = placeholdersOf(DOCUMENT_WORDS_AR[k]);
      return k.startsWith('months.') ? ar.some((p) => !en.includes(p)) : en.join() !== ar.join();
    });
    expect(differ).toEqual([]);
  });

  it('say a number of months in the plural form of each language', () => {
    const ar = documentWords('AR');
    const en = documentWords('EN');
    expect([1, 2, 3, 11, 100].map((n) => ar.months(n))).toEqual(['شهر واحد', 'شهران', '3 أشهر', '11 شهراً', '100 شهر']);
    expect([1, 2, 12].map((n) => en.months(n))).toEqual(['1 month', '2 months', '12 months']);
  });

  it('fill placeholders, say codes as words in Arabic and as themselves in English', () => {
    const ar = documentWords('AR');
    const en = documentWords('EN');
    expect(ar('receiptForPayment', { id: 77 })).toBe('إيصال الدفعة رقم 77');
    expect(en('receiptForPayment', { id: 77 })).toBe('Receipt for payment 77');
    expect(ar.code('invoiceStatus', 'unpaid')).toBe('غير مدفوعة');
    expect(en.code('invoiceStatus', 'unpaid')).toBe('unpaid');
    expect(ar.code('paymentMode', 'bitcoin')).toBe('bitcoin');
  });

  it('read a user language: AR is Arabic, anything else English', () => {
    expect(documentLanguage('AR')).toBe('AR');
    expect(documentLanguage('EN')).toBe('EN');
    expect(documentLanguage(null)).toBe('EN');
    expect(documentLanguage('fr')).toBe('EN');
  });
});
