/**
 * The terms page's words and the documents a country's terms are for, apart from the resource's definition: the
 * console's first chunk reads these, and the definition brings the server's HTML sanitizer with it.
 */

/** Spec 3 §8: the terms page's notices; the unique refusal is our words (the spec names none). */
export const TERMS_MESSAGES = {
  saved: 'Data Updated Successfully',
  none: 'There is no T&C list available!',
  unique: 'The country has terms of this type already',
} as const;

/**
 * The documents a country's terms are for (spec 3 names the field, not its values; docs/decisions.md): the quote
 * PDF reads 'quote'; the others are kept for the invoice, the storage agreement and the moving job sheet.
 */
export const TERMS_TYPES = ['quote', 'invoice', 'storage', 'moving'] as const;
export type TermsType = (typeof TERMS_TYPES)[number];
