import type { Transporter } from 'nodemailer';
import type { LogEntry } from 'nodemailer/lib/shared';
import type { MailSent, OutgoingMail } from './mailer.port.js';
import type { SmtpSettings } from './smtp.config.js';

/**
 * Listens to nodemailer's log for the one line that says the whole message was written to the server (the end of
 * the DATA stream, `tnx: 'message'`): after it, a failure without a reply is an answer lost. Nodemailer tells no
 * other way; the contract suite holds this reading to the pinned version.
 */
export const dataWatch = () => {
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

/** Where and how a transport connects, with the log that watches the DATA stream. */
export const connectionOptions = (settings: SmtpSettings, logger: ReturnType<typeof dataWatch>['logger']) => ({
  host: settings.host,
  port: settings.port,
  secure: settings.secure,
  ...(settings.auth ? { auth: { user: settings.auth.user, pass: settings.auth.pass } } : {}),
  connectionTimeout: settings.timeoutMs,
  greetingTimeout: settings.timeoutMs,
  socketTimeout: settings.timeoutMs,
  logger,
});

/** One mail over a transport, as the mailer port answers it; the caller turns a throw into a mail failure. */
export const sendOver = async (transport: Transporter, mail: OutgoingMail): Promise<MailSent> => {
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
    accepted: (info.accepted ?? []).map(String),
    rejected: (info.rejected ?? []).map(String),
    response: info.response ?? '',
  };
};
