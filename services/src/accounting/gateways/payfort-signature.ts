import crypto from 'node:crypto';

/**
 * Amazon Payment Services (PayFort) signature: the parameters sorted by name, written `name=value` with nothing
 * between them, wrapped in the SHA request (or response) phrase at both ends, hashed with SHA-256, hex.
 * `signature` itself is left out; so are nested values, which the gateway does not sign.
 */
export const payfortSignature = (fields: Readonly<Record<string, unknown>>, phrase: string): string => {
  const body = Object.keys(fields)
    .filter((k) => k !== 'signature' && fields[k] !== undefined && fields[k] !== null && typeof fields[k] !== 'object')
    .sort()
    .map((k) => `${k}=${String(fields[k])}`)
    .join('');
  return crypto.createHash('sha256').update(`${phrase}${body}${phrase}`).digest('hex');
};

export const payfortSigned = <T extends Record<string, string | number>>(
  fields: T,
  phrase: string,
): T & { signature: string } => ({
  ...fields,
  signature: payfortSignature(fields, phrase),
});

/** Constant-time comparison of the signature a message carries with the one it should carry. */
export const payfortSignatureValid = (fields: Readonly<Record<string, unknown>>, phrase: string): boolean => {
  const given = fields['signature'];
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  return crypto.timingSafeEqual(
    Buffer.from(given.toLowerCase(), 'hex'),
    Buffer.from(payfortSignature(fields, phrase), 'hex'),
  );
};

/**
 * response_code: 5 digits, the first two the status (paymentservices.amazon.com, error codes): 14 purchase
 * success, 02 authorization success, 13 purchase failure, 03 authorization failed, 12 check status success,
 * 19 transaction pending, 15 uncertain, 00 invalid request.
 */
export const payfortStatusOf = (responseCode: unknown): string =>
  typeof responseCode === 'string' ? responseCode.slice(0, 2) : '';

/**
 * A PURCHASE refused because its merchant_reference was used already (status 00, invalid request): the gateway
 * has that attempt, so nothing is known of it from this answer; it is looked up (CHECK_STATUS), never read as a
 * declined card. The code is the one the local server gives; a live account's code is to be confirmed with
 * Amazon Payment Services' message-code table.
 */
export const PAYFORT_DUPLICATE_REFERENCE = '00033';
