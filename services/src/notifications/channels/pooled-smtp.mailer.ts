import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, MailSent, OutgoingMail } from './mailer.port.js';
import type { SmtpSettings } from './smtp.config.js';
import { mailFailureOf } from './smtp-failure.js';
import { connectionOptions, dataWatch, sendOver } from './smtp-transport.js';

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
  const { watch, logger } = dataWatch();
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections: 1,
    maxMessages: 1_000,
    // Never sent again by nodemailer itself: a retry is the notifier's, with a record that says so.
    maxRequeues: 0,
    ...connectionOptions(settings, logger),
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
      return await sendOver(slot.transport, mail);
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
