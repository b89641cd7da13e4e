import {
  conflict,
  evolvePayment,
  forbidden,
  initialPaymentStatus,
  isGatewayPayment,
  money,
  notFound,
  PAYMENT_CATEGORY,
  PAYMENT_MESSAGES,
  paymentStatusMoves,
  checkPaymentAction,
  isPaymentActionDone,
  paymentDeletable,
  paymentEditRefusal,
  paymentRefundable,
  paymentUnallocated,
  validatePayment,
  validationError,
  type Currency,
  type Decider,
  type DomainError,
  type Money,
  type PaymentAllocation,
  type PaymentData,
  type PaymentEvent,
  type PaymentMethod,
  type PaymentState,
  type PaymentStatus,
  type PaymentType,
} from '@console/contracts';
import { refundKeyOf } from './gateways/card-refund.js';

export interface PaymentInput {
  readonly type?: PaymentType;
  readonly mode?: PaymentMethod;
  readonly status?: PaymentStatus;
  readonly amount?: unknown;
  readonly currency?: Currency;
  readonly paidAt?: string | null;
  readonly invoiceIds?: readonly number[];
  readonly notes?: string | null;
  readonly reference?: string | null;
  readonly partnerId?: number;
}

export type PaymentCommand =
  | {
      readonly type: 'RecordPayment';
      readonly id: number;
      /** `form`: staff on the payments screen (manual modes only); `gateway`: a card capture or a payment link. */
      readonly origin: 'form' | 'gateway';
      readonly input: PaymentInput;
      readonly userId: number | undefined;
      readonly partnerId: number;
      readonly countryId: number;
      readonly creatorId: number | null;
      readonly data?: PaymentData;
      /** What its invoices have already taken of it (decided on their streams before the payment is appended). */
      readonly allocations?: readonly PaymentAllocation[];
    }
  | { readonly type: 'EditPayment'; readonly input: PaymentInput }
  | { readonly type: 'CapturePayment'; readonly paidAt: string; readonly data?: PaymentData }
  | { readonly type: 'FailPayment'; readonly data?: PaymentData }
  /**
   * A card gateway's word on the payment's attempt (its answer, a settle, a return URL or webhook): captured counts
   * only for the amount the payment asked for; unknown changes nothing (the attempt is asked about again, never re-sent).
   */
  | {
      readonly type: 'SettleGatewayAttempt';
      readonly outcome: 'captured' | 'declined' | 'unknown';
      readonly amount: number | null;
      readonly paidAt: string;
      readonly data: PaymentData;
    }
  /** Pays back `amount` (all that is left when absent) of a complete payment: credit first, then its invoices. */
  | { readonly type: 'RefundPayment'; readonly amount?: Money; readonly reference?: string | null }
  /** The gateway declined the card refund issued under `refundKey`: its amount is the payment's again. */
  | { readonly type: 'FailRefund'; readonly refundKey: string; readonly amount: Money; readonly message: string }
  /**
   * The gateway's word on a card refund still unsettled (its answer, or asking it after a lost one): refunded settles
   * it, declined fails it (its amount is the payment's again), unknown changes nothing.
   */
  | {
      readonly type: 'SettleRefund';
      readonly refundKey: string;
      readonly outcome: 'refunded' | 'declined' | 'unknown';
      readonly refundId: string | null;
      readonly message: string;
    }
  /** The payment's side of an allocation its invoice has just taken: refused beyond its unallocated money. */
  | { readonly type: 'AllocateToInvoice'; readonly invoiceId: number; readonly amount: Money }
  /** An allocation given back (its invoice refused it, or the step that made it was undone). */
  | { readonly type: 'ReleaseAllocation'; readonly invoiceId: number; readonly amount: Money }
  /** A payment recorded before its allocations were kept on its stream takes them from its invoices, once. */
  | { readonly type: 'AdoptAllocations'; readonly allocations: readonly PaymentAllocation[] }
  | { readonly type: 'DeletePayment' };

const live = (s: PaymentState): s is NonNullable<PaymentState> => s !== null && !s.deleted;

const decide = (c: PaymentCommand, s: PaymentState, now: Date): readonly PaymentEvent[] | DomainError => {
  if (c.type === 'RecordPayment') {
    if (s) return conflict(`Payment ${s.id} already exists`);
    // A gateway payment is pending until captured: its paidAt is the capture's.
    const i = c.origin === 'gateway' ? { ...c.input, paidAt: null } : c.input;
    if (c.origin === 'form' && i.mode !== undefined && isGatewayPayment(i.mode)) {
      return validationError([{ path: 'mode', message: PAYMENT_MESSAGES.gatewayByGatewayOnly }]);
    }
    const status = i.mode === undefined ? undefined : initialPaymentStatus(i.mode);
    const errors = validatePayment({ ...i, userId: c.userId, status }, 'create');
    if (errors.length > 0) return validationError(errors);
    return [
      {
        type: 'PaymentRecorded',
        data: {
          id: c.id,
          type: i.type!,
          mode: i.mode!,
          status: status!,
          amount: i.amount as Money,
          currency: i.currency!,
          paidAt: status === 'complete' ? i.paidAt! : null,
          userId: c.userId!,
          creatorId: c.creatorId,
          partnerId: c.partnerId,
          countryId: c.countryId,
          invoiceIds: [...(i.invoiceIds ?? [])],
          notes: i.notes ?? null,
          reference: i.reference ?? null,
          data: c.data ?? null,
          createdAt: now.toISOString(),
        },
      },
      ...(c.allocations ?? []).map((a): PaymentEvent => ({
        type: 'PaymentAllocated',
        data: { id: c.id, invoiceId: a.invoiceId, amount: a.amount },
      })),
    ];
  }
  if (!live(s)) return notFound(PAYMENT_MESSAGES.notFound);
  switch (c.type) {
    case 'EditPayment': {
      const refusal = paymentEditRefusal(s);
      if (refusal?.status === 403) return forbidden(refusal.message);
      const target = c.input.status ?? s.status;
      // Asked to mark a complete payment refunded: the refund is its own command (issue 30 §4); say so.
      if (s.status === 'complete' && target === 'refunded') return conflict(PAYMENT_MESSAGES.refundByRefund);
      if (refusal) return conflict(refusal.message);
      if (target !== s.status && !paymentStatusMoves(s.status).includes(target))
        return conflict(PAYMENT_MESSAGES.transition);
      if (c.input.mode !== undefined && isGatewayPayment(c.input.mode))
        return validationError([{ path: 'mode', message: PAYMENT_MESSAGES.gatewayByGatewayOnly }]);
      const merged = {
        type: c.input.type ?? s.type,
        mode: c.input.mode ?? s.mode,
        currency: c.input.currency ?? s.currency,
        amount: c.input.amount ?? s.amount,
        invoiceIds: c.input.invoiceIds ?? s.invoiceIds,
        status: target,
        paidAt: c.input.paidAt !== undefined ? c.input.paidAt : target === 'complete' ? s.paidAt : null,
      };
      const errors = validatePayment(merged, 'edit');
      if (errors.length > 0) return validationError(errors);
      const changes: Record<string, unknown> = {};
      for (const k of [
        'type',
        'mode',
        'currency',
        'amount',
        'invoiceIds',
        'notes',
        'reference',
        'partnerId',
      ] as const) {
        const v = k === 'amount' ? merged.amount : c.input[k];
        if (v !== undefined && JSON.stringify(v) !== JSON.stringify(s[k])) changes[k] = v;
      }
      const events: PaymentEvent[] = [];
      if (Object.keys(changes).length > 0)
        events.push({ type: 'PaymentUpdated', data: { id: s.id, changes: changes } });
      if (target === 'complete')
        events.push({ type: 'PaymentCaptured', data: { id: s.id, from: s.status, paidAt: merged.paidAt! } });
      if (target === 'failed' && s.status !== 'failed')
        events.push({ type: 'PaymentFailed', data: { id: s.id, from: s.status } });
      if (target === 'pending' && s.status !== 'pending')
        events.push({ type: 'PaymentUpdated', data: { id: s.id, changes: { status: 'pending' } } });
      return events;
    }
    case 'SettleGatewayAttempt':
      if (c.outcome === 'captured' && c.amount !== null && c.amount !== s.amount) return [];
      if (c.outcome === 'captured') return decide({ type: 'CapturePayment', paidAt: c.paidAt, data: c.data }, s, now);
      if (c.outcome === 'declined') return decide({ type: 'FailPayment', data: c.data }, s, now);
      return [];
    case 'CapturePayment':
      if (isPaymentActionDone('capture', s.status)) return [];
      return (
        checkPaymentAction('capture', s.status) ?? [
          {
            type: 'PaymentCaptured',
            data: { id: s.id, from: s.status, paidAt: c.paidAt, ...(c.data ? { data: c.data } : {}) },
          },
        ]
      );
    case 'FailPayment':
      if (isPaymentActionDone('fail', s.status)) return [];
      return (
        checkPaymentAction('fail', s.status) ?? [
          { type: 'PaymentFailed', data: { id: s.id, from: s.status, ...(c.data ? { data: c.data } : {}) } },
        ]
      );
    case 'RefundPayment':
      return refund(c, s, now);
    case 'FailRefund':
      if (c.amount <= 0 || c.amount > (s.refunded ?? 0)) return conflict(PAYMENT_MESSAGES.transition);
      return [
        {
          type: 'PaymentRefundFailed',
          data: {
            id: s.id,
            amount: c.amount,
            refundKey: c.refundKey,
            message: c.message,
            failedAt: now.toISOString(),
          },
        },
      ];
    case 'SettleRefund': {
      const pending = (s.unsettledRefunds ?? []).find((r) => r.refundKey === c.refundKey);
      // Settled already (by the call that sent it, or another that asked): the gateway's word counts once.
      if (!pending || c.outcome === 'unknown') return [];
      if (c.outcome === 'declined')
        return decide(
          { type: 'FailRefund', refundKey: c.refundKey, amount: pending.amount, message: c.message },
          s,
          now,
        );
      return [
        {
          type: 'PaymentRefundSettled',
          data: { id: s.id, refundKey: c.refundKey, refundId: c.refundId, settledAt: now.toISOString() },
        },
      ];
    }
    case 'AllocateToInvoice': {
      if (c.amount <= 0) return [];
      if (s.allocationsKnown === false) return conflict(PAYMENT_MESSAGES.allocationChanged);
      if (c.amount > paymentUnallocated(s)) return conflict(PAYMENT_MESSAGES.nothingToAllocate);
      return [{ type: 'PaymentAllocated', data: { id: s.id, invoiceId: c.invoiceId, amount: c.amount } }];
    }
    case 'ReleaseAllocation': {
      const had = (s.allocations ?? []).find((a) => a.invoiceId === c.invoiceId)?.amount ?? 0;
      const amount = money(Math.min(had, c.amount));
      if (amount <= 0) return [];
      return [{ type: 'PaymentAllocationReleased', data: { id: s.id, invoiceId: c.invoiceId, amount } }];
    }
    case 'AdoptAllocations':
      if (s.allocationsKnown !== false) return [];
      return [{ type: 'PaymentAllocationsAdopted', data: { id: s.id, allocations: [...c.allocations] } }];
    case 'DeletePayment':
      if (!paymentDeletable(s)) return forbidden(PAYMENT_MESSAGES.gatewayUnchangeable);
      return [{ type: 'PaymentDeleted', data: { id: s.id } }];
  }
};

/**
 * A refund of what is left of a complete payment (issue 30 §4), decided on the payment's stream so concurrent
 * refunds never pay back more than it brought: its unallocated money first, then its invoices, newest first.
 */
const refund = (
  c: Extract<PaymentCommand, { type: 'RefundPayment' }>,
  s: NonNullable<PaymentState>,
  now: Date,
): readonly PaymentEvent[] | DomainError => {
  if (s.type !== 'payment') return conflict(PAYMENT_MESSAGES.refundNotComplete);
  const refused = checkPaymentAction('refund', s.status);
  if (refused) return refused;
  if (s.allocationsKnown === false) return conflict(PAYMENT_MESSAGES.allocationChanged);
  // A card refund whose outcome is unknown may yet return money: it is settled with the gateway first (issue 30 §4).
  if ((s.unsettledRefunds ?? []).length > 0) return conflict(PAYMENT_MESSAGES.refundUnsettled);
  const left = paymentRefundable(s);
  const amount = c.amount ?? left;
  if (amount <= 0) return validationError([{ path: 'amount', message: 'Amount must be a positive number' }]);
  if (amount > left) return conflict(PAYMENT_MESSAGES.overRefundable);
  let fromInvoices = amount - Math.min(amount, paymentUnallocated(s));
  const releases: PaymentAllocation[] = [];
  for (const a of [...(s.allocations ?? [])].reverse()) {
    if (fromInvoices <= 0) break;
    const take = Math.min(a.amount, fromInvoices);
    releases.push({ invoiceId: a.invoiceId, amount: money(take) });
    fromInvoices -= take;
  }
  return [
    {
      type: 'PaymentRefundIssued',
      data: {
        id: s.id,
        amount: money(amount),
        releases,
        refundedAt: now.toISOString(),
        reference: c.reference ?? null,
        // A card payment's refund goes to its gateway under this key, fixed here by the stream's own count.
        ...(isGatewayPayment(s.mode) ? { refundKey: refundKeyOf(s.id, (s.refundCount ?? 0) + 1) } : {}),
      },
    },
  ];
};

/** Stream `payment-<id>`: manual payments complete at once, gateway ones pending until captured. */
export const paymentDecider: Decider<PaymentCommand, PaymentEvent, PaymentState> = {
  category: PAYMENT_CATEGORY,
  initialState: null,
  evolve: evolvePayment,
  decide,
};
