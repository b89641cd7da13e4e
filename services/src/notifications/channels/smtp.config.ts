/**
 * The SMTP server the mailer sends through, from environment variables like every setting (README, Configuration).
 * Unset in development means the local SMTP server (local/local-smtp.server.ts), which the app starts itself.
 */
export interface SmtpSettings {
  readonly host: string;
  readonly port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  readonly secure: boolean;
  readonly auth: { readonly user: string; readonly pass: string } | undefined;
  /** How long a connection, a command or the answer to DATA may take before the send fails. */
  readonly timeoutMs: number;
}

export interface SmtpConfig {
  /** The real server; undefined when none is configured. */
  readonly smtp: SmtpSettings | undefined;
  /** Start the local SMTP server and send to it (development and the embedded default, never production). */
  readonly local: boolean;
}

const nonEmpty = (v: string | undefined): string | undefined =>
  v === undefined || v.trim() === '' ? undefined : v.trim();

/** SMTP_URL (`smtp://user:pass@host:587`, `smtps://…:465`) or SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS, SMTP_SECURE. */
export const loadSmtpConfig = (env: NodeJS.ProcessEnv = process.env): SmtpConfig => {
  const timeoutMs = Number(nonEmpty(env['SMTP_TIMEOUT_MS']) ?? 30_000);
  const url = nonEmpty(env['SMTP_URL']);
  const parsed = url ? new URL(url) : undefined;
  const host = parsed ? parsed.hostname : nonEmpty(env['SMTP_HOST']);
  const secure = parsed ? parsed.protocol === 'smtps:' : env['SMTP_SECURE'] === 'true';
  const port = Number((parsed ? nonEmpty(parsed.port) : nonEmpty(env['SMTP_PORT'])) ?? (secure ? 465 : 587));
  const user = parsed ? decodeURIComponent(parsed.username) : nonEmpty(env['SMTP_USER']);
  const pass = parsed ? decodeURIComponent(parsed.password) : (nonEmpty(env['SMTP_PASS']) ?? '');
  return {
    smtp: host ? { host, port, secure, auth: user ? { user, pass } : undefined, timeoutMs } : undefined,
    local: !host && env['NODE_ENV'] !== 'production' && env['SMTP_LOCAL'] !== 'false',
  };
};
