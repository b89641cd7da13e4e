import crypto from 'node:crypto';
import type { AppConfig } from '@console/infra';
import { loadWatiConfig } from './wati.config.js';

/** The installation's local secret: the local card gateways' one, else one derived from the JWT secret. */
export const localSecretOf = (config: AppConfig): string =>
  config.localGatewaySecret ??
  crypto.createHmac('sha256', config.jwtSecret).update('local-channels').digest('base64url');

/**
 * The secrets the delivery webhooks are signed with, the same in the notifier (its local servers sign with them) and
 * the API (it verifies): WATI's from WATI_WEBHOOK_SECRET, the mail server's from MAIL_WEBHOOK_SECRET, each derived
 * from the local secret when unset (development and the embedded default, where the local servers post them).
 */
export const webhookSecretsOf = (
  config: AppConfig,
  env: NodeJS.ProcessEnv = process.env,
): { readonly wati: string; readonly mail: string } => {
  const local = localSecretOf(config);
  const derived = (what: string) => crypto.createHmac('sha256', local).update(what).digest('base64url');
  const mail = env['MAIL_WEBHOOK_SECRET']?.trim();
  return { wati: loadWatiConfig(env).webhookSecret ?? derived('wati-webhook'), mail: mail || derived('mail-webhook') };
};
