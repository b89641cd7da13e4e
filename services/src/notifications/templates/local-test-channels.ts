import crypto from 'node:crypto';
import { startLocalChannels, type LocalChannels } from '../channels/index.js';

let started: Promise<LocalChannels> | undefined;

/**
 * The local SMTP and WATI servers a template test sends to when no real server is configured (development, the
 * embedded default): started on the first test, once per process, with a secret of this process.
 */
export const localTestChannels = (): Promise<LocalChannels> => {
  started ??= startLocalChannels({
    secret: crypto.randomBytes(24).toString('hex'),
    webhookSecret: crypto.randomBytes(24).toString('hex'),
  });
  return started;
};
