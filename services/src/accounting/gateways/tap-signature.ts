import { fieldText } from './gateway-http.js';
import crypto from 'node:crypto';

/**
 * Tap's webhook `hashstring` header: HMAC-SHA256 (the secret key) of
 * x_id{id}x_amount{amount}x_currency{currency}x_gateway_reference{reference.gateway}x_payment_reference{reference.payment}x_status{status}x_created{transaction.created},
 * the amount written with the currency's decimals (developers.tap.company, webhook).
 */
export const tapHashString = (
  charge: Readonly<Record<string, unknown>>,
  decimals: number,
  secretKey: string,
): string => {
  const ref = (charge['reference'] ?? {}) as Record<string, unknown>;
  const tx = (charge['transaction'] ?? {}) as Record<string, unknown>;
  const amount = Number(charge['amount']).toFixed(decimals);
  const text =
    `x_id${fieldText(charge['id'])}x_amount${amount}x_currency${fieldText(charge['currency'])}` +
    `x_gateway_reference${fieldText(ref['gateway'])}x_payment_reference${fieldText(ref['payment'])}` +
    `x_status${fieldText(charge['status'])}x_created${fieldText(tx['created'])}`;
  return crypto.createHmac('sha256', secretKey).update(text).digest('hex');
};

export const tapHashValid = (
  charge: Readonly<Record<string, unknown>>,
  decimals: number,
  secretKey: string,
  given: unknown,
): boolean => {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  return crypto.timingSafeEqual(
    Buffer.from(given.toLowerCase(), 'hex'),
    Buffer.from(tapHashString(charge, decimals, secretKey), 'hex'),
  );
};
