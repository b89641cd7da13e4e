import nodemailer from 'nodemailer';
import type { LogEntry } from 'nodemailer/lib/shared';
import type { Mailer, MailSent, OutgoingMail } from './mailer.port.js';
import type { SmtpSettings } from './smtp.config.js';
import { mailFailureOf } from './smtp-failure.js';

/**
 * Listens to nodemailer's log for the one line that says the whole message was written to the server (the end of
 * the DATA stream, `tnx: 'message'`): after it, a failure without a reply is an answer lost. Nodemailer tells no
 * other way; the contract suite holds this reading to the pinned version.
 */
const dataWatch = () => {
  const watch = { sent: false };
  const ignore = (): void => undefined;
  const logger = {
    info: (entry: LogEntry | undefined) => {
      if (entry?.tnx === 'message' && typeof entry['outByteCount'] === 'number') watch.sent = true;
    },
    trace: ignore,
    debug: ignore,
    warn: ignore,
    error: ignore,
    fatal: ignore,
  };
  return { watch, logger };
};

/** The mailer over SMTP by nodemailer: one connection per mail, so each send knows its own stage. */
export class SmtpMailer implements Mailer {
  constructor(private readonly settings: SmtpSettings) {}

  async send(mail: OutgoingMail): Promise<MailSent> {
    const { watch, logger } = dataWatch();
    const s = this.settings;
    const transport = nodemailer.createTransport({
      host: s.host,
      port: s.port,
      secure: s.secure,
      ...(s.auth ? { auth: { user: s.auth.user, pass: s.auth.pass } } : {}),
      connectionTimeout: s.timeoutMs,
      greetingTimeout: s.timeoutMs,
      socketTimeout: s.timeoutMs,
      logger,
    });
    try {
      const info = await transport.sendMail({
        from: mail.from,
        to: [...mail.to],
        ...(mail.cc ? { cc: [...mail.cc] } : {}),
        ...(mail.bcc ? { bcc: [...mail.bcc] } : {}),
        subject: mail.subject,
        html: mail.html,
        ...(mail.text !== undefined ? { text: mail.text } : {}),
        attachments: (mail.attachments ?? []).map((a) => ({
          filename: a.filename,
          content: a.content,
          contentType: a.contentType,
        })),
        messageId: mail.messageId,
        ...(mail.headers ? { headers: { ...mail.headers } } : {}),
      });
      return {
        messageId: mail.messageId,
        accepted: info.accepted.map(String),
        rejected: info.rejected.map(String),
        response: info.response,
      };
    } catch (e) {
      throw mailFailureOf(e, watch.sent);
    } finally {
      transport.close();
    }
  }
}
