import crypto from 'node:crypto';
import { isLeft } from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import type { DeliveryStatus } from '@console/contracts';

/**
 * The header that carries a delivery webhook's signature: `sha256=<hex HMAC-SHA256 of the raw body>` under the
 * shared WATI_WEBHOOK_SECRET. WATI's own webhooks carry no signature; this is our addition (docs/decisions.md).
 */
export const WATI_SIGNATURE_HEADER = 'x-wati-signature';

export const signWatiWebhook = (rawBody: Buffer | string, secret: string): string =>
  `sha256=${crypto.createHmac('sha256', secret).update(rawBody).digest('hex')}`;

const signatureValid = (rawBody: Buffer, given: string | undefined, secret: string): boolean => {
  const m = given === undefined ? null : /^sha256=([0-9a-f]{64})$/i.exec(given.trim());
  if (!m) return false;
  const expected = signWatiWebhook(rawBody, secret).slice('sha256='.length);
  return crypto.timingSafeEqual(Buffer.from(m[1]!.toLowerCase(), 'hex'), Buffer.from(expected, 'hex'));
};

const text = t.union([t.string, t.null]);

/** WATI's message status webhook (templateMessageSent_v2, sentMessageDELIVERED_v2, …): what the console reads. */
const WatiStatusEvent = t.intersection([
  t.type({ eventType: t.string }),
  t.partial({
    localMessageId: text,
    id: text,
    whatsappMessageId: text,
    statusString: text,
    timestamp: t.union([t.string, t.number, t.null]),
    created: text,
    failedCode: text,
    failedDetail: text,
  }),
]);

/** WATI's event types for a message's life, by their name without the `_v2`… suffixes WATI adds over time. */
const STATUS_OF_EVENT: ReadonlyMap<string, DeliveryStatus> = new Map([
  ['templateMessageSent', 'sent'],
  ['sentMessageDELIVERED', 'delivered'],
  ['sentMessageREAD', 'read'],
  ['sentMessageREPLIED', 'receivedReply'],
  ['templateMessageFailed', 'failed'],
]);

/** One delivery status of a message WATI sent, to apply (idempotently) to its communication record. */
export interface WatiDeliveryUpdate {
  readonly localMessageId: string;
  readonly status: DeliveryStatus;
  readonly whatsappMessageId: string | undefined;
  /** When WATI says it happened (the event's timestamp), if it says. */
  readonly at: Date | undefined;
  /** Why it failed (failedCode: failedDetail), for a failed one. */
  readonly failure: string | undefined;
}

export type WatiWebhookVerdict =
  | { readonly kind: 'accepted'; readonly update: WatiDeliveryUpdate }
  /** Signed and well-formed, but not a status of a message the console sent (an incoming message, say). */
  | { readonly kind: 'ignored'; readonly eventType: string }
  /** The controller answers 401 to a bad signature and 400 to a malformed body, and changes nothing. */
  | { readonly kind: 'rejected'; readonly reason: 'signature' | 'malformed' };

const atOf = (timestamp: string | number | null | undefined, created: string | null | undefined): Date | undefined => {
  const seconds = typeof timestamp === 'number' ? timestamp : Number(timestamp ?? NaN);
  if (Number.isFinite(seconds) && seconds > 0) return new Date(seconds * 1000);
  const date = created ? new Date(created) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
};

/** Checks a delivery webhook's signature over its raw body, then decodes it (io-ts). Nothing is trusted before. */
export const verifyWatiWebhook = (
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
): WatiWebhookVerdict => {
  if (!signatureValid(rawBody, signature, secret)) return { kind: 'rejected', reason: 'signature' };
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return { kind: 'rejected', reason: 'malformed' };
  }
  const decoded = WatiStatusEvent.decode(json);
  if (isLeft(decoded)) return { kind: 'rejected', reason: 'malformed' };
  const e = decoded.right;
  const status = STATUS_OF_EVENT.get(e.eventType.replace(/_v\d+.*$/, ''));
  if (!status) return { kind: 'ignored', eventType: e.eventType };
  if (!e.localMessageId) return { kind: 'rejected', reason: 'malformed' };
  return {
    kind: 'accepted',
    update: {
      localMessageId: e.localMessageId,
      status,
      whatsappMessageId: e.whatsappMessageId ?? undefined,
      at: atOf(e.timestamp, e.created),
      failure: status === 'failed' ? [e.failedCode, e.failedDetail].filter((v) => v).join(': ') || 'Failed' : undefined,
    },
  };
};
