import type { AppConfig, Bus, EventStore } from '@console/infra';
import type { ReadModels } from '@console/projections';
import type { Kysely } from 'kysely';
import { startLocalChannels, type LocalChannels } from '../channels/local/local-channels.js';
import { loadSmtpConfig } from '../channels/smtp.config.js';
import { SmtpMailer } from '../channels/smtp.mailer.js';
import { PooledSmtpMailer } from '../channels/pooled-smtp.mailer.js';
import { loadWatiConfig } from '../channels/wati.config.js';
import { WatiWhatsApp } from '../channels/wati.whatsapp.js';
import { localSecretOf, webhookSecretsOf } from '../channels/webhook-secrets.js';
import { trackingKeyOf } from '../tracking/mail-tracking.js';
import { localMailbox, setLocalMailbox } from '../mailbox/local-mailbox.js';
import { Notifier, NOTIFIER_CONCURRENCY, type NotifierOptions } from './notifier.js';
import { SignInLinkTokens } from '../../core/auth/sign-in-link-tokens.js';
import { surveyLinkOf } from '../../core/auth/survey-link-tokens.js';
import type { SignInLinkWriter } from './sign-in-link-mail.js';

/** What a test or a bench tunes of the notifier (the backoff, mostly). */
export type NotifierTuning = Partial<
  Pick<NotifierOptions, 'retry' | 'leaseMs' | 'owner' | 'durableName' | 'concurrency' | 'sweepMs'>
> & {
  /** false: a connection per mail (a test counting the server's refused connections); default a pool. */
  readonly smtpPool?: boolean;
};

export interface StartedNotifier {
  readonly notifier: Notifier;
  /** The local SMTP and WATI servers, when no real ones are configured (development, the embedded default). */
  readonly channels: LocalChannels | undefined;
  /** The console listens at this address: the mails' tracking links and the local servers' webhooks go there. */
  attachToConsole(baseUrl: string): void;
  stop(): Promise<void>;
}

const positive = (v: string | undefined): number | undefined => {
  const n = Number(v?.trim() || NaN);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * NOTIFIER_ID names this notifier in the claims it makes: a process restarted under the same name (its supervisor's
 * replica name) takes up its unfinished claims at once; without it a random name, and a crashed notifier's claims
 * wait out NOTIFIER_LEASE_MS (5 min). NOTIFIER_CONCURRENCY: messages sent at once (8).
 */
const processTuning = (env: NodeJS.ProcessEnv): NotifierTuning => {
  const owner = env['NOTIFIER_ID']?.trim();
  const leaseMs = positive(env['NOTIFIER_LEASE_MS']);
  const concurrency = positive(env['NOTIFIER_CONCURRENCY']);
  return {
    ...(owner ? { owner } : {}),
    ...(leaseMs ? { leaseMs } : {}),
    ...(concurrency ? { concurrency } : {}),
  };
};

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
  const secrets = webhookSecretsOf(config, env);
  const channels =
    !smtp.smtp || (!wati.wati && wati.local)
      ? await startLocalChannels({
          secret: localSecretOf(config),
          webhookSecret: secrets.wati,
          mailWebhookSecret: secrets.mail,
        })
      : undefined;
  const trackingKey = trackingKeyOf(config.jwtSecret);
  const publicUrl = env['PUBLIC_URL']?.trim();
  const signInLinks: SignInLinkWriter = {
    tokens: new SignInLinkTokens(config.jwtSecret),
    baseUrl: publicUrl || undefined,
    // The exit survey's link, valid SURVEY_LINK_DAYS from when the mail is written.
    surveyLinkOf: (baseUrl, surveyId) => surveyLinkOf(config.jwtSecret, baseUrl, surveyId, new Date()).url,
  };
  const { smtpPool, ...options } = { ...processTuning(env), ...tuning };
  const smtpSettings = smtp.smtp ?? channels!.smtpSettings;
  // A connection kept open per message sent at once (SMTP_POOL=false: one per mail).
  const pooled = smtpPool ?? env['SMTP_POOL'] !== 'false';
  const pool = pooled ? new PooledSmtpMailer(smtpSettings, options.concurrency ?? NOTIFIER_CONCURRENCY) : undefined;
  const mailer = pool ?? new SmtpMailer(smtpSettings);
  const watiSettings = wati.wati ?? channels?.watiSettings;
  await Notifier.migrate(deps.db);
  const notifier = new Notifier({
    ...deps,
    mailer,
    ...(watiSettings ? { whatsApp: new WatiWhatsApp(watiSettings) } : {}),
    from: env['MAIL_FROM'] ?? 'Storage Console <no-reply@console.local>',
    companyName: env['MAIL_COMPANY_NAME'] ?? 'Storage Console',
    ...(publicUrl ? { tracking: { baseUrl: publicUrl, key: trackingKey } } : {}),
    signInLinks,
    ...options,
  });
  await notifier.start();
  if (channels) setLocalMailbox(channels.smtp);
  // A notifier of its own process (compose) reaches the console by PUBLIC_URL.
  if (publicUrl) channels?.setConsoleUrl(publicUrl);
  if (channels) console.log(`[notifier] local SMTP ${channels.urls.smtp}, local WATI ${channels.urls.wati}`);
  return {
    notifier,
    channels,
    attachToConsole: (baseUrl) => {
      // PUBLIC_URL, when set, is where customers reach the console; else the address it listens on.
      notifier.setTracking({ baseUrl: publicUrl || baseUrl, key: trackingKey });
      // Never the Host a caller sent: a reset link must lead to this console, not to whoever asked for it.
      signInLinks.baseUrl = publicUrl || baseUrl;
      channels?.setConsoleUrl(baseUrl);
    },
    stop: async () => {
      await notifier.stop();
      pool?.close();
      if (channels && localMailbox() === channels.smtp) setLocalMailbox(undefined);
      await channels?.stop();
    },
  };
};
