import { conflict, type DomainError } from '../shared/domain-error.js';
import { PaymentStatus } from './payment.enums.js';
import { PAYMENT_MESSAGES } from './payment.messages.js';

/**
 * THE table of what may be done to a payment in each status (spec 3 §2, §4: manual payments are recorded complete,
 * a gateway's start pending; "edit is shown for a payment that is not complete"; Receipt and Send Receipt on a
 * complete payment only; issue 30: a complete payment changes only by a refund). The payment decider refuses what
 * it does not list, and the payment page shows a button only where it allows one; the spec's messages live here.
 *
 *   pending ─capture→ complete ─refund→ (complete, less left; `refunded` on payments recorded before issue 30)
 *   pending ─fail→ failed ─reopen→ pending;  failed ─capture→ complete
 *
 * Who may act is not the table's: a gateway's payment (tap, payfort) is the gateway's to change (403,
 * `paymentEditRefusal`), whatever its status; delete follows the mode only (spec 3 §2).
 */
export type PaymentAction = 'edit' | 'capture' | 'fail' | 'reopen' | 'refund' | 'allocate' | 'receipt';

export interface PaymentActionRule {
  /** The statuses it is allowed from. */
  readonly from: readonly PaymentStatus[];
  /** The status it sets; null when the status stays. */
  readonly to: PaymentStatus | null;
  /** Whether a person's edit of the status may make this move (EditPayment with `status`). */
  readonly byEdit: boolean;
  /** The refusal (409) from a status it is not allowed from. */
  readonly refusal: (status: PaymentStatus) => string;
}

const always = (message: string) => () => message;

export const PAYMENT_ACTIONS: Readonly<Record<PaymentAction, PaymentActionRule>> = Object.freeze({
  edit: {
    from: ['pending', 'failed'],
    to: null,
    byEdit: false,
    refusal: (status) =>
      status === 'refunded' ? PAYMENT_MESSAGES.refundedNotEditable : PAYMENT_MESSAGES.completeNotEditable,
  },
  capture: { from: ['pending', 'failed'], to: 'complete', byEdit: true, refusal: always(PAYMENT_MESSAGES.transition) },
  fail: { from: ['pending'], to: 'failed', byEdit: true, refusal: always(PAYMENT_MESSAGES.transition) },
  reopen: { from: ['failed'], to: 'pending', byEdit: true, refusal: always(PAYMENT_MESSAGES.transition) },
  refund: { from: ['complete'], to: null, byEdit: false, refusal: always(PAYMENT_MESSAGES.refundNotComplete) },
  /** Its money on no invoice put on one (Allocate, Pay from credit): money only a complete payment has. */
  allocate: { from: ['complete'], to: null, byEdit: false, refusal: always(PAYMENT_MESSAGES.nothingToAllocate) },
  receipt: { from: ['complete'], to: null, byEdit: false, refusal: always(PAYMENT_MESSAGES.receiptNotComplete) },
});

export const isPaymentActionAllowed = (action: PaymentAction, status: PaymentStatus): boolean =>
  PAYMENT_ACTIONS[action].from.includes(status);

/** The refusal (409) when the table does not allow the action from the status; undefined when it does. */
export const checkPaymentAction = (action: PaymentAction, status: PaymentStatus): DomainError | undefined =>
  isPaymentActionAllowed(action, status) ? undefined : conflict(PAYMENT_ACTIONS[action].refusal(status));

/** Whether the action has nothing left to do: the payment is in the status it would set (a repeated callback). */
export const isPaymentActionDone = (action: PaymentAction, status: PaymentStatus): boolean =>
  PAYMENT_ACTIONS[action].to === status;

/** The statuses a person's edit may move a payment to from its status (the table's `byEdit` moves). */
export const paymentStatusMoves = (status: PaymentStatus): readonly PaymentStatus[] =>
  Object.values(PAYMENT_ACTIONS).flatMap((rule) =>
    rule.byEdit && rule.from.includes(status) && rule.to ? [rule.to] : [],
  );

/** Which status an edit may move a payment to, from its status: the table read per status. */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = Object.freeze(
  Object.fromEntries(PaymentStatus.values.map((s) => [s, paymentStatusMoves(s)])) as Record<
    PaymentStatus,
    readonly PaymentStatus[]
  >,
);
