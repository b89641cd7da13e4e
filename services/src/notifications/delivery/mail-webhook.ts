import crypto from 'node:crypto';
import { isLeft } from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import type { DeliveryReport } from './delivery-reports.js';

/**
 * The mail server's delivery notice (the local SMTP server posts one for every mail it puts in its mailbox, as a
 * provider's event webhook does for a real relay): `{ messageId, event: delivered | failed, timestamp, reason? }`,
 * signed like WATI's (`sha256=<hex HMAC-SHA256 of the raw body>` under MAIL_WEBHOOK_SECRET).
 */
export const MAIL_SIGNATURE_HEADER = 'x-mail-signature';

export const signMailWebhook = (rawBody: Buffer | string, secret: string): string =>
  `sha256=${crypto.createHmac('sha256', secret).update(rawBody).digest('hex')}`;

const MailNotice = t.intersection([
  t.type({ messageId: t.string, event: t.keyof({ delivered: null, failed: null }), timestamp: t.string }),
  t.partial({ reason: t.string }),
]);

export type MailWebhookVerdict =
  | { readonly kind: 'accepted'; readonly report: DeliveryReport }
  | { readonly kind: 'rejected'; readonly reason: 'signature' | 'malformed' };

export const verifyMailWebhook = (
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
): MailWebhookVerdict => {
  const m = signature === undefined ? null : /^sha256=([0-9a-f]{64})$/i.exec(signature.trim());
  const expected = signMailWebhook(rawBody, secret).slice('sha256='.length);
  if (!m || !crypto.timingSafeEqual(Buffer.from(m[1]!.toLowerCase(), 'hex'), Buffer.from(expected, 'hex')))
    return { kind: 'rejected', reason: 'signature' };
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return { kind: 'rejected', reason: 'malformed' };
  }
  const decoded = MailNotice.decode(json);
  if (isLeft(decoded)) return { kind: 'rejected', reason: 'malformed' };
  const at = new Date(decoded.right.timestamp);
  if (Number.isNaN(at.getTime())) return { kind: 'rejected', reason: 'malformed' };
  return {
    kind: 'accepted',
    report: {
      key: decoded.right.messageId,
      status: decoded.right.event,
      at,
      errorMessage: decoded.right.event === 'failed' ? (decoded.right.reason ?? 'Failed') : undefined,
    },
  };
};
