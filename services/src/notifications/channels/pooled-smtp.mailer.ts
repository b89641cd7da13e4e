import nodemailer, { type Transporter } from 'nodemailer';
import type { LogEntry } from 'nodemailer/lib/shared';
import type { Mailer, MailSent, OutgoingMail } from './mailer.port.js';
import type { SmtpSettings } from './smtp.config.js';
import { mailFailureOf } from './smtp-failure.js';

/**
 * One connection of the pool: a nodemailer pool of one, so its log (the end of the DATA stream, `tnx: 'message'`)
 * is about the one message it is sending: after it, a failure without a reply is an answer lost. The contract suite
 * holds this reading to the pinned nodemailer.
 */
interface Slot {
  readonly transport: Transporter;
  readonly watch: { sent: boolean };
}

const slotOf = (settings: SmtpSettings): Slot => {
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
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections: 1,
    maxMessages: 1_000,
    // Never sent again by nodemailer itself: a retry is the notifier's, with a record that says so.
    maxRequeues: 0,
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    ...(settings.auth ? { auth: { user: settings.auth.user, pass: settings.auth.pass } } : {}),
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
    logger,
  });
  return { transport, watch };
};

/**
 * The mailer over SMTP through `connections` connections kept open, a send at a time on each (issue 33's budget:
 * thousands of mails a minute cannot each open a connection).
 */
export class PooledSmtpMailer implements Mailer {
  private readonly free: Slot[];
  private readonly all: readonly Slot[];
  private readonly waiting: ((slot: Slot) => void)[] = [];

  constructor(settings: SmtpSettings, connections: number) {
    this.all = Array.from({ length: connections }, () => slotOf(settings));
    this.free = [...this.all];
  }

  private acquire(): Promise<Slot> {
    const slot = this.free.pop();
    return slot ? Promise.resolve(slot) : new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(slot: Slot): void {
    const next = this.waiting.shift();
    if (next) next(slot);
    else this.free.push(slot);
  }

  async send(mail: OutgoingMail): Promise<MailSent> {
    const slot = await this.acquire();
    slot.watch.sent = false;
    try {
      const info = await slot.transport.sendMail({
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
    } catch (e) {
      throw mailFailureOf(e, slot.watch.sent);
    } finally {
      this.release(slot);
    }
  }

  close(): void {
    for (const slot of this.all) slot.transport.close();
  }
}
