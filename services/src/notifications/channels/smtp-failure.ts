import { MailFailure } from './mailer.port.js';

/** What nodemailer puts on its errors (nodemailer's errors.ts), read without trusting it. */
interface NodemailerErrorFields {
  readonly code?: unknown;
  readonly responseCode?: unknown;
  readonly message?: unknown;
}

/** Codes of a mail refused before any server saw it (bad addresses, too big, no credentials): retrying won't help. */
const REFUSED_BEFORE_SENDING = new Set(['EENVELOPE', 'EMESSAGE', 'ENOAUTH', 'ECONFIG', 'EFILEACCESS', 'EURLACCESS']);

/**
 * Reads a nodemailer failure as one of the port's three kinds. `messageSent`: the whole message had been written to
 * the server when it failed, so a failure without a reply is an answer lost, not a mail that never left.
 */
export const mailFailureOf = (error: unknown, messageSent: boolean): MailFailure => {
  const e: NodemailerErrorFields = typeof error === 'object' && error !== null ? error : {};
  const text = typeof e.message === 'string' ? e.message : String(error);
  const reply = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  if (reply !== undefined && reply >= 500) return new MailFailure('refused', text, reply);
  if (reply !== undefined && reply >= 400) return new MailFailure('temporary', text, reply);
  if (messageSent) return new MailFailure('answerLost', text, reply);
  if (typeof e.code === 'string' && REFUSED_BEFORE_SENDING.has(e.code)) return new MailFailure('refused', text, reply);
  return new MailFailure('temporary', text, reply);
};
