import {
  conflict,
  evolvePayment,
  forbidden,
  initialPaymentStatus,
  isGatewayPayment,
  notFound,
  PAYMENT_CATEGORY,
  PAYMENT_MESSAGES,
  PAYMENT_TRANSITIONS,
  paymentDeletable,
  validatePayment,
  validationError,
  type Currency,
  type Decider,
  type DomainError,
  type Money,
  type PaymentData,
  type PaymentEvent,
  type PaymentMethod,
  type PaymentState,
  type PaymentStatus,
  type PaymentType,
} from '@console/contracts';

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
  | { readonly type: 'RefundPayment' }
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
    ];
  }
  if (!live(s)) return notFound(PAYMENT_MESSAGES.notFound);
  switch (c.type) {
    case 'EditPayment': {
      if (isGatewayPayment(s.mode)) return forbidden(PAYMENT_MESSAGES.gatewayUnchangeable);
      const target = c.input.status ?? s.status;
      // A complete payment is not edited (spec 3 §2, §4), except to refund it.
      if (s.status === 'complete' && target !== 'refunded') return conflict(PAYMENT_MESSAGES.completeNotEditable);
      if (target !== s.status && !PAYMENT_TRANSITIONS[s.status].includes(target))
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
      if (target === 'refunded')
        return [{ type: 'PaymentRefunded', data: { id: s.id, refundedAt: now.toISOString() } }];
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
      if (target === 'complete' && s.status !== 'complete')
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
      if (s.status === 'complete') return [];
      if (!PAYMENT_TRANSITIONS[s.status].includes('complete')) return conflict(PAYMENT_MESSAGES.transition);
      return [
        {
          type: 'PaymentCaptured',
          data: { id: s.id, from: s.status, paidAt: c.paidAt, ...(c.data ? { data: c.data } : {}) },
        },
      ];
    case 'FailPayment':
      if (s.status === 'failed') return [];
      if (s.status !== 'pending') return conflict(PAYMENT_MESSAGES.transition);
      return [{ type: 'PaymentFailed', data: { id: s.id, from: s.status, ...(c.data ? { data: c.data } : {}) } }];
    case 'RefundPayment':
      if (s.status === 'refunded') return [];
      if (s.status !== 'complete') return conflict(PAYMENT_MESSAGES.transition);
      return [{ type: 'PaymentRefunded', data: { id: s.id, refundedAt: now.toISOString() } }];
    case 'DeletePayment':
      if (!paymentDeletable(s)) return forbidden(PAYMENT_MESSAGES.gatewayUnchangeable);
      return [{ type: 'PaymentDeleted', data: { id: s.id } }];
  }
};

/** Stream `payment-<id>`: manual payments complete at once, gateway ones pending until captured. */
export const paymentDecider: Decider<PaymentCommand, PaymentEvent, PaymentState> = {
  category: PAYMENT_CATEGORY,
  initialState: null,
  evolve: evolvePayment,
  decide,
};
