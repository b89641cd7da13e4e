import * as t from 'io-ts';
import { Currency } from '../money/currency.js';
import { Money } from '../money/money.js';
import { AccountingId, Instant, LongText, ShortText, nullable } from './accounting.codecs.js';
import { Eci, PaymentMethod, PaymentStatus, PaymentType } from './payment.enums.js';

/** data.response of a card payment (spec 3 §3): eci and the provider's other fields, kept as given. */
export const PaymentData = t.partial({
  response: t.intersection([t.partial({ eci: Eci.codec }), t.record(t.string, t.unknown)]),
});
export type PaymentData = t.TypeOf<typeof PaymentData>;

/** The body of POST /api/payments and PATCH /api/payments/:id; amount is checked by the rules ('Amount is required'). */
export const PaymentBody = t.exact(
  t.partial({
    type: PaymentType.codec,
    mode: PaymentMethod.codec,
    status: PaymentStatus.codec,
    amount: t.unknown,
    currency: Currency.codec,
    paidAt: nullable(Instant),
    userId: AccountingId,
    partnerId: AccountingId,
    invoiceIds: t.array(AccountingId),
    notes: nullable(LongText),
    reference: nullable(ShortText),
    /** A refund names the payment it refunds (issue 30). */
    refundOf: AccountingId,
  }),
);
export type PaymentBody = t.TypeOf<typeof PaymentBody>;

export const PaymentRecordCodec = t.type({
  id: AccountingId,
  type: PaymentType.codec,
  mode: PaymentMethod.codec,
  status: PaymentStatus.codec,
  amount: Money,
  currency: Currency.codec,
  paidAt: nullable(Instant),
  userId: AccountingId,
  creatorId: nullable(AccountingId),
  partnerId: AccountingId,
  countryId: AccountingId,
  invoiceIds: t.array(AccountingId),
  notes: nullable(t.string),
  reference: nullable(t.string),
  data: nullable(PaymentData),
  createdAt: Instant,
});
export type PaymentRecord = t.TypeOf<typeof PaymentRecordCodec>;
