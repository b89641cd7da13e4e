import type { ChannelFailureKind } from './channel-failure.js';

/** A file sent with a mail: the product's own PDFs (quote, request note, invoice, receipt, statement). */
export interface MailAttachment {
  readonly filename: string;
  readonly content: Buffer;
  readonly contentType: string;
}

/** One e-mail as the notifier hands it over: rendered, addressed, with its business-derived Message-ID. */
export interface OutgoingMail {
  readonly from: string;
  readonly to: readonly string[];
  readonly cc?: readonly string[];
  /** Blind copies: envelope recipients only, never a header. */
  readonly bcc?: readonly string[];
  readonly subject: string;
  readonly html: string;
  readonly text?: string;
  readonly attachments?: readonly MailAttachment[];
  /**
   * `<…@…>`, derived from the message's business key (mailMessageIdOf): SMTP has no idempotency, so a retry after a
   * lost answer carries the same Message-ID and a mailbox can fold the two copies.
   */
  readonly messageId: string;
  readonly headers?: Readonly<Record<string, string>>;
}

/** The server's answer to DATA: who it took, who it refused (some recipients may be refused, the rest sent). */
export interface MailSent {
  readonly messageId: string;
  readonly accepted: readonly string[];
  readonly rejected: readonly string[];
  readonly response: string;
}

/** Why a mail did not go: refused (5xx), temporary (4xx, no connection) or answer lost after DATA. */
export type MailFailureKind = ChannelFailureKind;

export class MailFailure extends Error {
  override readonly name = 'MailFailure';

  constructor(
    readonly kind: MailFailureKind,
    message: string,
    /** The SMTP reply code, when the server gave one. */
    readonly responseCode: number | undefined = undefined,
  ) {
    super(message);
  }
}

export const isMailFailure = (e: unknown): e is MailFailure => e instanceof MailFailure;

/** The e-mail channel (ARCHITECTURE: a port, one contract suite for every adapter: mailer.contract.ts). */
export interface Mailer {
  /** Sends the mail once; rejects only with a MailFailure. */
  send(message: OutgoingMail): Promise<MailSent>;
}
