/**
 * WATI, from environment variables like every setting (README, Configuration). Unset in development means the local
 * WATI server (local/local-wati.server.ts), which the app starts itself.
 */
export interface WatiSettings {
  /** The tenant's API address, e.g. https://live-mt-server.wati.io/123456 (calls go to {url}/api/v1/…). */
  readonly url: string;
  /** The API token, sent as a bearer. */
  readonly token: string;
  /** How long a call may take before its answer counts as lost. */
  readonly timeoutMs: number;
}

export interface WatiConfig {
  readonly wati: WatiSettings | undefined;
  /**
   * The shared secret of the delivery webhooks' HMAC-SHA256 signature (wati-webhook.ts); undefined: no webhook is
   * taken. WATI itself does not sign (docs/decisions.md).
   */
  readonly webhookSecret: string | undefined;
  /** Start the local WATI server and send to it (development and the embedded default, never production). */
  readonly local: boolean;
}

const nonEmpty = (v: string | undefined): string | undefined =>
  v === undefined || v.trim() === '' ? undefined : v.trim();

export const loadWatiConfig = (env: NodeJS.ProcessEnv = process.env): WatiConfig => {
  const url = nonEmpty(env['WATI_URL'])?.replace(/\/+$/, '');
  return {
    wati: url
      ? { url, token: nonEmpty(env['WATI_TOKEN']) ?? '', timeoutMs: Number(nonEmpty(env['WATI_TIMEOUT_MS']) ?? 15_000) }
      : undefined,
    webhookSecret: nonEmpty(env['WATI_WEBHOOK_SECRET']),
    local: !url && env['NODE_ENV'] !== 'production' && env['WATI_LOCAL'] !== 'false',
  };
};
