import { customerSearchWords, phoneDigits } from './user.search.js';

describe('customer search words (issue 31 §7)', () => {
  it.each([
    ['', []],
    ['   ', []],
    ['Mei', ['mei']],
    ['Mei  Haddad', ['mei', 'haddad']],
    ['MEI@X.com', ['mei@x.com']],
    ['#4012', ['4012']],
    ['4012', ['4012']],
    ['Mei Haddad · mei@x.com · #4012', ['mei', 'haddad', 'mei@x.com', '4012']],
    ['+971 50 123 4567', ['971501234567']],
    ['+971501234567', ['971501234567']],
    ['050 123 4567', ['501234567']],
    ['0501234567', ['501234567']],
    ['501234567', ['501234567']],
    ['(050) 123-4567', ['501234567']],
    ['+971 5', ['+971', '5']],
  ])('reads %j as %j', (term, words) => expect(customerSearchWords(term)).toEqual(words));

  it('reads a phone as its digits, without the trunk 0', () => {
    expect(phoneDigits('+971 50 123 4567')).toBe('971501234567');
    expect(phoneDigits('050-123 4567')).toBe('501234567');
  });
});
