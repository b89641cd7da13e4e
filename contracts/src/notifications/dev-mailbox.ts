import * as t from 'io-ts';

/** One mail the local SMTP server received, as the admin's dev mailbox lists it (issue 33). */
export const DevMailboxMail = t.type({
  messageId: t.string,
  from: t.string,
  to: t.readonlyArray(t.string),
  subject: t.string,
  receivedAt: t.string,
  attachments: t.readonlyArray(t.type({ filename: t.string, contentType: t.string, size: t.number })),
});
export type DevMailboxMail = t.TypeOf<typeof DevMailboxMail>;

/**
 * `GET /api/v1/dev-mailbox`: whether this console runs a local SMTP server (development, the embedded default), and
 * the newest mails it received, newest first.
 */
export const DevMailbox = t.type({ local: t.boolean, total: t.number, mails: t.readonlyArray(DevMailboxMail) });
export type DevMailbox = t.TypeOf<typeof DevMailbox>;

/**
 * `GET /api/v1/dev-mailbox/mail?messageId=`: one mail's body as it was received (the newest copy of that Message-ID:
 * a retried send after a lost answer arrives twice).
 */
export const DevMailboxBody = t.type({ messageId: t.string, subject: t.string, html: t.string, text: t.string });
export type DevMailboxBody = t.TypeOf<typeof DevMailboxBody>;

/** The most mails the page shows (the server keeps the newest 10,000). */
export const DEV_MAILBOX_LIMIT = 200;
