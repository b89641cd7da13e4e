import { hasArabic, visualPieces } from './bidi-runs.js';

describe('pieces of a text in drawing order (the quote and note PDFs)', () => {
  it('leaves a text without Arabic whole', () => {
    expect(hasArabic('Lina Haddad')).toBe(false);
    expect(visualPieces('Lina Haddad')).toEqual([{ text: 'Lina Haddad', arabic: false }]);
  });

  it('draws the words of an Arabic name right to left, the space with the Latin font', () => {
    // محمد أحمد: the first word is drawn rightmost; each word stays in logical order for the shaper.
    expect(visualPieces('محمد أحمد')).toEqual([
      { text: 'أحمد', arabic: true },
      { text: ' ', arabic: false },
      { text: 'محمد', arabic: true },
    ]);
  });

  it('keeps a Latin run left to right inside a right-to-left text, and mirrors brackets', () => {
    expect(visualPieces('محمد (Mo) علي')).toEqual([
      { text: 'علي', arabic: true },
      { text: ' (', arabic: false },
      { text: 'Mo', arabic: false },
      { text: ') ', arabic: false },
      { text: 'محمد', arabic: true },
    ]);
  });

  it('puts an Arabic run in place inside a left-to-right text', () => {
    expect(visualPieces('Villa فيلا 7')).toEqual([
      { text: 'Villa ', arabic: false },
      { text: 'فيلا', arabic: true },
      { text: ' 7', arabic: false },
    ]);
  });

  it('reads a text of a right-to-left document from the right even when it starts with a number', () => {
    // '3 أشهر' (three months): the number at the right, as an Arabic reader reads it; alone it would read left to right.
    expect(visualPieces('3 أشهر', 'rtl')).toEqual([
      { text: 'أشهر', arabic: true },
      { text: ' ', arabic: false },
      { text: '3', arabic: false },
    ]);
    expect(visualPieces('3 أشهر')[0]).toEqual({ text: '3 ', arabic: false });
  });

  it('keeps a percent sign with its number in a right-to-left text', () => {
    expect(visualPieces('الضريبة 5%', 'rtl')).toEqual([
      { text: '5%', arabic: false },
      { text: ' ', arabic: false },
      { text: 'الضريبة', arabic: true },
    ]);
  });
});
