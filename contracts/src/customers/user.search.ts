/**
 * How a typed search finds a customer (issue 31 §7): by any of name, e-mail, phone or id, the way people type
 * them. The users list's `searchTerm` is cut into words here, and a customer matches when every word occurs in
 * its haystack: id, name, e-mail and phones as stored, and the phones again as bare digits (the read model's
 * `search` column). So "Mei 4012", "mei@x.com", "#4012", "050 123 4567" and the whole label a picker shows
 * ("Mei Haddad · mei@x.com · #4012") each find the one customer.
 */

/** Fewer digits than this in a term of digits alone are an id or a piece of one, not a phone number. */
const PHONE_MIN_DIGITS = 6;
const PHONE_LIKE = /^\+?[\d\s().-]+$/;

/** A phone number as its digits; a national number's trunk 0 ("050…") dropped, as stored numbers carry the code. */
export const phoneDigits = (phone: string): string => phone.replace(/\D/g, '').replace(/^0+/, '');

/**
 * The words every one of which a customer's haystack must hold, lower-cased; none for a blank term. A phone
 * number typed with spaces ("+971 50 123 4567") is one word of its digits, since stored numbers are spaced in
 * other ways or not at all; an id may be typed as shown ("#4012"); the separators of a picker's label are no word.
 */
export const customerSearchWords = (term: string): string[] => {
  const typed = term.trim().toLowerCase();
  if (typed === '') return [];
  const digits = phoneDigits(typed);
  // Digits alone are an id or part of a number as stored; with a sign, a space or a trunk 0 they are a phone.
  const writtenAsPhone = /[\s().+-]/.test(typed) || typed.startsWith('0');
  if (PHONE_LIKE.test(typed) && writtenAsPhone && digits.length >= PHONE_MIN_DIGITS) return [digits];
  return typed
    .split(/\s+/)
    .map((w) => w.replace(/^#/, ''))
    .filter((w) => w !== '' && w !== '·' && w !== '-');
};
