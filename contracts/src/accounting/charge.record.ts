import * as t from 'io-ts';
import { Currency } from '../money/currency.js';
import { Money } from '../money/money.js';
import { AccountingId, Instant, LongText, ShortText, nullable } from './accounting.codecs.js';
import { ChargeType } from './charge.enums.js';

/** Spec 3 §3 Charge.metadata: what an order's or a storage's charge was computed from (shown as hidden columns). */
export const ChargeMetadata = t.partial({
  rent: nullable(Money),
  source: nullable(ShortText),
  orderRate: nullable(Money),
  orderRent: nullable(Money),
  orderAmount: nullable(Money),
  orderCurrentSize: nullable(t.number),
});
export type ChargeMetadata = t.TypeOf<typeof ChargeMetadata>;

/**
 * The fields of a charge a form or a command sets (spec 3 §3). `amount` is the positive magnitude in 1/10000
 * units as typed; a credit (and a discount) counts negative in an invoice (chargeSignedAmount). `startDate` and
 * `endDate` are day numbers 1-31 of `month`/`year`.
 */
export const ChargeFields = t.partial({
  type: ChargeType.codec,
  amount: Money,
  currency: Currency.codec,
  description: nullable(LongText),
  notes: nullable(LongText),
  year: t.number,
  month: t.number,
  startDate: t.number,
  endDate: t.number,
  userId: AccountingId,
  partnerId: AccountingId,
  countryId: AccountingId,
  orderId: nullable(AccountingId),
  requestId: nullable(AccountingId),
  serviceId: nullable(AccountingId),
  storageId: nullable(AccountingId),
  metadata: nullable(ChargeMetadata),
});
export type ChargeFields = t.TypeOf<typeof ChargeFields>;

/**
 * The body of POST /api/charges and PATCH /api/charges/:id. `amount` is checked by the rules, not the codec, so
 * a missing or non-numeric amount answers the spec's 'Amount is required' rather than a codec message.
 */
export const ChargeBody = t.exact(
  t.intersection([
    t.partial({ ...ChargeFields.props, amount: t.unknown }),
    t.partial({ invoiceId: nullable(AccountingId) }),
  ]),
);
export type ChargeBody = t.TypeOf<typeof ChargeBody>;

/** A charge as its stream holds it. */
export interface ChargeRecord {
  readonly id: number;
  readonly type: ChargeType;
  readonly amount: Money;
  readonly currency: Currency;
  readonly description: string | null;
  readonly notes: string | null;
  readonly year: number;
  readonly month: number;
  readonly startDate: number;
  readonly endDate: number;
  readonly userId: number;
  readonly partnerId: number;
  readonly countryId: number;
  readonly orderId: number | null;
  readonly invoiceId: number | null;
  readonly requestId: number | null;
  readonly serviceId: number | null;
  readonly storageId: number | null;
  readonly metadata: ChargeMetadata | null;
  readonly createdAt: string;
}

/** The stored record's codec (ChargeCreated's payload). */
export const ChargeRecordCodec = t.type({
  id: AccountingId,
  type: ChargeType.codec,
  amount: Money,
  currency: Currency.codec,
  description: nullable(t.string),
  notes: nullable(t.string),
  year: t.number,
  month: t.number,
  startDate: t.number,
  endDate: t.number,
  userId: AccountingId,
  partnerId: AccountingId,
  countryId: AccountingId,
  orderId: nullable(AccountingId),
  invoiceId: nullable(AccountingId),
  requestId: nullable(AccountingId),
  serviceId: nullable(AccountingId),
  storageId: nullable(AccountingId),
  metadata: nullable(ChargeMetadata),
  createdAt: Instant,
});
