import crypto from 'node:crypto';
import type { GatewayProvider } from '@console/contracts';

/**
 * A payment link is opened by the customer without signing in, so its amount must not be editable: `sig` is an
 * HMAC of provider, customer, amount and country under a key derived from the app's secret (the way signed links
 * are keyed, infra/src/config).
 */
const keyOf = (secret: string) => crypto.createHmac('sha256', secret).update('payment-links').digest();

export const paymentLinkSignature = (
  secret: string,
  provider: GatewayProvider,
  userId: number,
  amount: number,
  countryId: number,
): string =>
  crypto
    .createHmac('sha256', keyOf(secret))
    .update(`${provider}/${userId}/${amount}/${countryId}`)
    .digest('base64url')
    .slice(0, 32);

export const paymentLinkSignatureValid = (
  secret: string,
  provider: GatewayProvider,
  userId: number,
  amount: number,
  countryId: number,
  given: unknown,
): boolean => {
  if (typeof given !== 'string' || given.length !== 32) return false;
  return crypto.timingSafeEqual(
    Buffer.from(given),
    Buffer.from(paymentLinkSignature(secret, provider, userId, amount, countryId)),
  );
};
