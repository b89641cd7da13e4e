import * as t from 'io-ts';
import { MoneyAmount } from '../money/money.js';
import { AccountingId, ShortText } from './accounting.codecs.js';
import type { GatewayProvider } from './gateway.rules.js';

/** Issue 30 §8: a link's default life (docs/decisions.md, "Card gateways"). */
export const PAYMENT_LINK_TTL_SECONDS = 7 * 24 * 60 * 60;

export const PAYMENT_LINK_MESSAGES = Object.freeze({
  expired: 'The payment link has expired',
  invoiceNotCustomers: "The link's invoice is not an unpaid or partial invoice of the customer",
  alreadyPaid: 'This payment link has been paid',
});

/** The fields a payment link carries, each signed (issue 30 §8). `invoiceId` 0: the link names no invoice. */
export interface PaymentLinkFields {
  readonly provider: GatewayProvider;
  readonly userId: number;
  readonly amount: number;
  readonly countryId: number;
  readonly invoiceId: number;
  /** Unix seconds after which the link opens nothing. */
  readonly expiresAt: number;
}

/**
 * The one text a link's signature is computed over: every integer as its canonical decimal string, in a fixed
 * order, versioned. A field is read back only from its canonical text (canonicalInt), so `010000`, `1e4` or
 * `0x3c0` never stand for the 10000 that was signed.
 */
export const paymentLinkCanonicalText = (f: PaymentLinkFields): string =>
  ['v2', f.provider, f.userId, f.amount, f.countryId, f.invoiceId, f.expiresAt].map(String).join('|');

/** A non-negative integer written the one way String() writes it: no sign, no leading zero, no exponent, no hex. */
export const canonicalInt = (text: unknown): number | undefined => {
  if (typeof text !== 'string' || !/^(0|[1-9][0-9]{0,15})$/.test(text)) return undefined;
  const n = Number(text);
  return Number.isSafeInteger(n) && String(n) === text ? n : undefined;
};

/** The path of a link (spec 3 §9's form), with the fields beyond the spec as query parameters; `sig` added by the server. */
export const paymentLinkUrlPath = (f: PaymentLinkFields): string =>
  `/payment/${f.provider}/${f.userId}/${f.amount}?countryId=${f.countryId}&urlConstructionSource=adminCustomerScreen` +
  `${f.invoiceId > 0 ? `&invoiceId=${f.invoiceId}` : ''}&expiresAt=${f.expiresAt}`;

/** Refund of a payment (issue 30 §4): how much (all that is left when absent), and the refund's reference. */
export const RefundBody = t.exact(t.partial({ amount: MoneyAmount, reference: ShortText }));
export type RefundBody = t.TypeOf<typeof RefundBody>;

/** Allocate a payment's unallocated money later (issue 30 §3): the invoices named, or the oldest unpaid ones. */
export const AllocateBody = t.exact(t.partial({ invoiceIds: t.array(AccountingId) }));
export type AllocateBody = t.TypeOf<typeof AllocateBody>;
