import * as t from 'io-ts';
import { Id } from '../shared/id.js';
import { text } from '../shared/store-safe.js';

/**
 * Put on hold (spec 1 §4: 'Customer put on hold' among the customer status actions; issue 34 §8). Spec 3's
 * statuses are five (new, active, inactive, rejected, suspended) and none is 'onhold', so a hold is not a status: it
 * stands beside it, with one of the hold reasons (the hold-reasons list, as an order's hold) and an optional
 * comment of at most 200 characters (spec 2 §5 'comment max 200'), until someone releases it (docs/decisions.md).
 */
export const HOLD_COMMENT_MAX = 200;
export const CUSTOMER_ON_HOLD_NOTICE = 'Customer put on hold';
/** Ours: the spec names no reversal; a back office lifts a hold once the matter is settled. */
export const CUSTOMER_HOLD_RELEASED_NOTICE = 'Customer hold released';
export const ALREADY_ON_HOLD_MESSAGE = 'Customer is already on hold';
export const NOT_ON_HOLD_MESSAGE = 'Customer is not on hold';
export const HOLD_REASON_NOT_FOUND_MESSAGE = 'No hold reason found for id';

const nullableNumber = t.union([t.number, t.null]);

/** On the user's stream: who put the customer on hold, for which reason of the list, and what they wrote. */
export const UserPutOnHold = t.type({
  id: t.number,
  holdReasonId: t.number,
  reason: t.union([t.string, t.null]),
  byUserId: nullableNumber,
});
export type UserPutOnHold = t.TypeOf<typeof UserPutOnHold>;

export const UserHoldReleased = t.type({ id: t.number, byUserId: nullableNumber });
export type UserHoldReleased = t.TypeOf<typeof UserHoldReleased>;

/** POST /api/users/:id/hold. */
export const PutUserOnHoldBody = t.intersection([
  t.type({ holdReasonId: Id }),
  t.partial({ reason: t.union([text('HoldComment', HOLD_COMMENT_MAX), t.null]) }),
]);
export type PutUserOnHoldBody = t.TypeOf<typeof PutUserOnHoldBody>;

/** The hold a customer is under, as the user's stream folds it. */
export interface UserHold {
  readonly holdReasonId: number;
  readonly reason: string | null;
}
