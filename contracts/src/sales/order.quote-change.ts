import { sameItems, type OrderItem } from './order.record.js';

/**
 * How a lead or order stands against the quote the customer was sent (spec 2 §8: 'Items differ from quote' →
 * 'Order has changed!'; 'Size differs from quote' → a rent confirmation dialog). Confirm reads it, on the server
 * (the lifecycle table's check) and on the screen (the refusal dialog, or the rent question before it runs).
 *
 * - 'none': no quote was sent (nothing to compare with), or the record is what was quoted;
 * - 'items': the items differ from the quoted items (order and zero quantities ignored, as Update Item List);
 * - 'size': the items are the quoted ones but the size is not (an edited size): the rent changes with it.
 */
export type QuoteChange = 'none' | 'items' | 'size';

export interface QuotedSubject {
  readonly items?: readonly OrderItem[] | null;
  readonly size?: number | null;
  readonly quotedItems?: readonly OrderItem[] | null;
  readonly quotedSize?: number | null;
}

/** Sizes are CBM with up to 8 decimals (spec 2 §5): closer than that is the same size. */
const SIZE_TOLERANCE = 1e-9;

export const quoteChange = (order: QuotedSubject): QuoteChange => {
  if (order.quotedItems == null) return 'none';
  if (!sameItems(order.items ?? [], order.quotedItems)) return 'items';
  return Math.abs((order.size ?? 0) - (order.quotedSize ?? 0)) > SIZE_TOLERANCE ? 'size' : 'none';
};

/** CBM as the dialog shows it: at most 3 decimals. */
const cbm = (n: number | null | undefined): string => `${Number((n ?? 0).toFixed(3))} CBM`;

/**
 * The rent confirmation (ours: the spec names the dialog, not its words). The screen asks it before Confirm; the
 * server accepts a Confirm of a record whose size differs from the quote only with `confirmRent: true`.
 */
export const RENT_CONFIRMATION = Object.freeze({
  title: 'Confirm the rent',
  text: (order: QuotedSubject): string =>
    `The size has changed from the quoted ${cbm(order.quotedSize)} to ${cbm(order.size)}, so the rent differs from the quote. Confirm with the new rent?`,
  refusal: 'The size differs from the quote: confirm the new rent first',
});
