import crypto from 'node:crypto';
import type { AppConfig, Bus, EventStore } from '@console/infra';
import type { ReadModels } from '@console/projections';
import type { Kysely } from 'kysely';
import { startLocalChannels, type LocalChannels } from '../channels/local/local-channels.js';
import { loadSmtpConfig } from '../channels/smtp.config.js';
import { SmtpMailer } from '../channels/smtp.mailer.js';
import { loadWatiConfig } from '../channels/wati.config.js';
import { WatiWhatsApp } from '../channels/wati.whatsapp.js';
import { Notifier, type NotifierOptions } from './notifier.js';

/** What a test or a bench tunes of the notifier (the backoff, mostly). */
export type NotifierTuning = Partial<Pick<NotifierOptions, 'retry' | 'leaseMs' | 'owner' | 'durableName'>>;

export interface StartedNotifier {
  readonly notifier: Notifier;
  /** The local SMTP and WATI servers, when no real ones are configured (development, the embedded default). */
  readonly channels: LocalChannels | undefined;
  stop(): Promise<void>;
}

/** The installation's local secret: the local card gateways' one, else one derived from the JWT secret. */
const localSecretOf = (config: AppConfig): string =>
  config.localGatewaySecret ??
  crypto.createHmac('sha256', config.jwtSecret).update('local-channels').digest('base64url');

/**
 * The notifier role: the channels from the environment (SMTP_URL, WATI_URL; the local servers when unset outside
 * production), the effects table, and the durable follower of new tasks. Undefined when no mail channel exists
 * (production without SMTP): the tasks then wait, status new, for a notifier that has one.
 */
export const startNotifier = async (
  config: AppConfig,
  deps: { readonly store: EventStore; readonly db: Kysely<ReadModels>; readonly bus: Bus },
  tuning: NotifierTuning = {},
  env: NodeJS.ProcessEnv = process.env,
): Promise<StartedNotifier | undefined> => {
  const smtp = loadSmtpConfig(env);
  const wati = loadWatiConfig(env);
  if (!smtp.smtp && !smtp.local) {
    console.warn('[notifier] no SMTP server (SMTP_URL) in production: tasks stay new until one is set');
    return undefined;
  }
  const secret = localSecretOf(config);
  const channels =
    !smtp.smtp || (!wati.wati && wati.local)
      ? await startLocalChannels({
          secret,
          webhookSecret:
            wati.webhookSecret ?? crypto.createHmac('sha256', secret).update('wati-webhook').digest('base64url'),
        })
      : undefined;
  const mailer = new SmtpMailer(smtp.smtp ?? channels!.smtpSettings);
  const watiSettings = wati.wati ?? channels?.watiSettings;
  await Notifier.migrate(deps.db);
  const notifier = new Notifier({
    ...deps,
    mailer,
    ...(watiSettings ? { whatsApp: new WatiWhatsApp(watiSettings) } : {}),
    from: env['MAIL_FROM'] ?? 'Storage Console <no-reply@console.local>',
    companyName: env['MAIL_COMPANY_NAME'] ?? 'Storage Console',
    ...tuning,
  });
  await notifier.start();
  if (channels) console.log(`[notifier] local SMTP ${channels.urls.smtp}, local WATI ${channels.urls.wati}`);
  return {
    notifier,
    channels,
    stop: async () => {
      await notifier.stop();
      await channels?.stop();
    },
  };
};
