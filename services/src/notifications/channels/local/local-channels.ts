import crypto from 'node:crypto';
import type { SmtpSettings } from '../smtp.config.js';
import type { WatiSettings } from '../wati.config.js';
import { startLocalSmtp, type LocalSmtp } from './local-smtp.server.js';
import { startLocalWati, type LocalWati, type LocalWatiStatus } from './local-wati.server.js';

export interface LocalChannelsOptions {
  /**
   * This installation's secret (as the local card gateways' LOCAL_GATEWAY_SECRET): the local WATI's API token
   * derives from it, so none is written in the code.
   */
  readonly secret: string;
  /** The secret the local WATI signs its webhooks with: the app's WATI_WEBHOOK_SECRET. */
  readonly webhookSecret: string;
  /** The secret the local SMTP server signs its delivery notices with: the app's MAIL_WEBHOOK_SECRET. */
  readonly mailWebhookSecret?: string;
  /** Where the local WATI posts delivery webhooks; settable later on `wati` (the app's address comes last). */
  readonly webhookUrl?: string;
  /** Statuses the local WATI posts after each message by itself; sent and delivered unless told. */
  readonly autoStatuses?: readonly LocalWatiStatus[];
  /** How long the adapters wait for an answer. */
  readonly timeoutMs?: number;
}

/** The local SMTP and WATI servers of development and the embedded default, and the settings to reach them. */
export interface LocalChannels {
  readonly smtp: LocalSmtp;
  readonly wati: LocalWati;
  readonly urls: { readonly smtp: string; readonly wati: string };
  /** For SmtpMailer and WatiWhatsApp, pointed at the local servers. */
  readonly smtpSettings: SmtpSettings;
  readonly watiSettings: WatiSettings;
  /** Points both servers' webhooks at the console (its address is known once it listens). */
  setConsoleUrl(baseUrl: string): void;
  stop(): Promise<void>;
}

const watiTokenOf = (secret: string): string =>
  crypto.createHmac('sha256', secret).update('local-channel:wati-token').digest('base64url');

/** Starts both local channel servers on free ports (as the local card gateways are: CardGateways.start). */
export const startLocalChannels = async (options: LocalChannelsOptions): Promise<LocalChannels> => {
  if (options.secret.length < 16) throw new Error('The local channels need a secret of 16 characters or more');
  const token = watiTokenOf(options.secret);
  const timeoutMs = options.timeoutMs ?? 15_000;
  const [smtp, wati] = await Promise.all([
    startLocalSmtp(options.mailWebhookSecret ? { deliverySecret: options.mailWebhookSecret } : {}),
    startLocalWati({
      token,
      webhookSecret: options.webhookSecret,
      ...(options.webhookUrl ? { webhookUrl: options.webhookUrl } : {}),
      autoStatuses: options.autoStatuses ?? ['sent', 'delivered'],
    }),
  ]);
  return {
    smtp,
    wati,
    urls: { smtp: smtp.url, wati: wati.url },
    smtpSettings: { host: smtp.host, port: smtp.port, secure: false, auth: undefined, timeoutMs },
    watiSettings: { url: wati.url, token, timeoutMs },
    setConsoleUrl: (baseUrl) => {
      const base = baseUrl.replace(/\/+$/, '');
      wati.setWebhookUrl(`${base}/api/v1/webhooks/wati`);
      smtp.setDeliveryWebhook(`${base}/api/v1/webhooks/mail`);
    },
    stop: async () => {
      await Promise.all([smtp.stop(), wati.stop()]);
    },
  };
};
