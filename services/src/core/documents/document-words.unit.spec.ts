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

  it('put the same values in both languages', () => {
    const differ = keys.filter(
      (k) => placeholdersOf(DOCUMENT_WORDS_EN[k]).join() !== placeholdersOf(DOCUMENT_WORDS_AR[k]).join(),
    );
    expect(differ).toEqual([]);
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
