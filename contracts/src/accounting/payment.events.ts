import * as t from 'io-ts';
import { Currency } from '../money/currency.js';
import { Money } from '../money/money.js';
import { AccountingId, Instant, nullable } from './accounting.codecs.js';
import { PaymentData, PaymentRecordCodec, type PaymentRecord } from './payment.record.js';
import { PaymentMethod, PaymentStatus, PaymentType } from './payment.enums.js';

/** Stream `payment-<id>`. */
export const PAYMENT_CATEGORY = 'payment';

/** A payment came into being: complete for the manual modes, pending for a gateway's until captured. */
export const PaymentRecorded = PaymentRecordCodec;

/** A pending (or failed) payment completed: the gateway captured it, or staff confirmed it. */
export const PaymentCaptured = t.intersection([
  t.type({ id: AccountingId, from: PaymentStatus.codec, paidAt: Instant }),
  t.partial({ data: PaymentData }),
]);
export type PaymentCaptured = t.TypeOf<typeof PaymentCaptured>;

export const PaymentFailed = t.intersection([
  t.type({ id: AccountingId, from: PaymentStatus.codec }),
  t.partial({ data: PaymentData }),
]);
export type PaymentFailed = t.TypeOf<typeof PaymentFailed>;

/** A complete payment was paid back; what it had allocated goes back off its invoices. */
export const PaymentRefunded = t.type({ id: AccountingId, refundedAt: Instant });
export type PaymentRefunded = t.TypeOf<typeof PaymentRefunded>;

/** An edit of a payment that is not complete: only what changed. Status moves are their own events. */
export const PaymentUpdated = t.type({
  id: AccountingId,
  changes: t.partial({
    type: PaymentType.codec,
    mode: PaymentMethod.codec,
    amount: Money,
    currency: Currency.codec,
    invoiceIds: t.array(AccountingId),
    partnerId: AccountingId,
    notes: nullable(t.string),
    reference: nullable(t.string),
    status: PaymentStatus.codec,
  }),
});
export type PaymentUpdated = t.TypeOf<typeof PaymentUpdated>;

export const PaymentDeleted = t.type({ id: AccountingId });

export type PaymentEvent =
  | { readonly type: 'PaymentRecorded'; readonly data: PaymentRecord }
  | { readonly type: 'PaymentCaptured'; readonly data: PaymentCaptured }
  | { readonly type: 'PaymentFailed'; readonly data: PaymentFailed }
  | { readonly type: 'PaymentRefunded'; readonly data: PaymentRefunded }
  | { readonly type: 'PaymentUpdated'; readonly data: PaymentUpdated }
  | { readonly type: 'PaymentDeleted'; readonly data: t.TypeOf<typeof PaymentDeleted> };

export const PAYMENT_EVENT_CODECS = Object.freeze({
  PaymentRecorded,
  PaymentCaptured,
  PaymentFailed,
  PaymentRefunded,
  PaymentUpdated,
  PaymentDeleted,
});
export const PAYMENT_EVENT_TYPES = Object.freeze(Object.keys(PAYMENT_EVENT_CODECS)) as readonly PaymentEvent['type'][];

export type PaymentState = (PaymentRecord & { readonly deleted: boolean }) | null;

export const evolvePayment = (s: PaymentState, e: PaymentEvent): PaymentState => {
  switch (e.type) {
    case 'PaymentRecorded':
      return { ...e.data, deleted: false };
    case 'PaymentCaptured':
      return s && { ...s, status: 'complete', paidAt: e.data.paidAt, ...(e.data.data ? { data: e.data.data } : {}) };
    case 'PaymentFailed':
      return s && { ...s, status: 'failed', paidAt: null, ...(e.data.data ? { data: e.data.data } : {}) };
    case 'PaymentRefunded':
      return s && { ...s, status: 'refunded' };
    case 'PaymentUpdated':
      return s && { ...s, ...e.data.changes };
    case 'PaymentDeleted':
      return s && { ...s, deleted: true };
  }
};
