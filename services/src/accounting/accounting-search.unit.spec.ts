import { indexedWords } from './accounting-search.js';

describe("the words of a search term the rows' trigram index is asked for", () => {
  it('are the words with a digit of a reference with a common prefix', () => {
    expect(indexedWords('BENCH-4242')).toEqual(['4242']);
    expect(indexedWords(' chg_TS04A5220 ')).toEqual(['ts04a5220']);
    expect(indexedWords('fort 2026 11 abc123')).toEqual(['2026', 'abc123']);
    expect(indexedWords('2026-11')).toEqual(['2026']);
  });

  it('are none (the whole term) when no word stands out or every word would be asked anyway', () => {
    expect(indexedWords('INAE250000')).toBeNull();
    expect(indexedWords('12345')).toBeNull();
    expect(indexedWords('Aisha Al Mutairi')).toBeNull();
    // Too short for a trigram of its own.
    expect(indexedWords('chg_12')).toBeNull();
    expect(indexedWords('--')).toBeNull();
  });
});
