import * as t from 'io-ts';
import { list } from '../shared/store-safe.js';
import { AccountingId } from './accounting.codecs.js';

/** The most charges one bulk call takes: the largest page of the charges list (spec 3 §2, 100 a page) and then some. */
export const CHARGES_BULK_MAX = 200;

/** POST /api/v1/charges/delete: the ticked charges of the list (spec 3 §2 'Bulk actions'). */
export const ChargesBulkDeleteBody = t.exact(
  t.type({ ids: list(AccountingId, CHARGES_BULK_MAX) }),
  'ChargesBulkDeleteBody',
);
export type ChargesBulkDeleteBody = t.TypeOf<typeof ChargesBulkDeleteBody>;

/** A row the bulk call did not change, with the message its single call would have answered. */
export interface BulkRefusal {
  readonly id: number;
  readonly message: string;
}

/**
 * The answer of a bulk call on ticked rows: the ids it changed and, row by row, those it refused and why. Each row
 * is decided on its own, as its single call would be, so one refused row never holds the others back.
 */
export interface BulkAnswer {
  readonly ids: readonly number[];
  readonly refused: readonly BulkRefusal[];
}
