import nodemailer from 'nodemailer';
import type { Mailer, MailSent, OutgoingMail } from './mailer.port.js';
import type { SmtpSettings } from './smtp.config.js';
import { mailFailureOf } from './smtp-failure.js';
import { connectionOptions, dataWatch, sendOver } from './smtp-transport.js';

/** The mailer over SMTP by nodemailer: one connection per mail, so each send knows its own stage. */
export class SmtpMailer implements Mailer {
  constructor(private readonly settings: SmtpSettings) {}

  async send(mail: OutgoingMail): Promise<MailSent> {
    const { watch, logger } = dataWatch();
    const transport = nodemailer.createTransport(connectionOptions(this.settings, logger));
    try {
      return await sendOver(transport, mail);
    } catch (e) {
      throw mailFailureOf(e, watch.sent);
    } finally {
      transport.close();
    }
  }
}
