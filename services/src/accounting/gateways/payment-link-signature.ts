import crypto from 'node:crypto';
import { paymentLinkCanonicalText, type PaymentLinkFields } from '@console/contracts';

/**
 * A payment link is opened by the customer without signing in, so none of its fields may be edited: `sig` is an
 * HMAC of the link's canonical text (contracts' paymentLinkCanonicalText: every field, integers as their one
 * decimal spelling, the expiry included) under a key derived from the app's secret (as signed links are keyed).
 * The fields are read back from the URL only in that spelling, so no other text of the same number passes.
 */
const keyOf = (secret: string) => crypto.createHmac('sha256', secret).update('payment-links').digest();

export const paymentLinkSignature = (secret: string, fields: PaymentLinkFields): string =>
  crypto.createHmac('sha256', keyOf(secret)).update(paymentLinkCanonicalText(fields)).digest('base64url').slice(0, 32);

export const paymentLinkSignatureValid = (secret: string, fields: PaymentLinkFields, given: unknown): boolean => {
  if (typeof given !== 'string' || given.length !== 32) return false;
  return crypto.timingSafeEqual(Buffer.from(given), Buffer.from(paymentLinkSignature(secret, fields)));
};
