/**
 * A form or row value as text: strings, numbers, booleans as `String` writes them, null/undefined as ''.
 * Objects become JSON rather than '[object Object]', so a stray structure is visible instead of hidden.
 */
export const textOf = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  if (typeof v === 'symbol') return v.toString();
  return JSON.stringify(v) ?? '';
};
