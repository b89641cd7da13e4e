import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The two signing secrets of the console: JWT_SECRET signs bearer tokens (and, through keys derived from it, the
 * signed document and live-feed links); BLOB_SIGNING_SECRET signs the local blob store's presigned addresses. Two
 * secrets, so a leak of one never forges the other.
 *
 * - Production (NODE_ENV=production): both must be set, each at least MIN_SECRET_BYTES long, not a known demo or
 *   placeholder value, not of too few distinct characters, and different from each other; otherwise the process
 *   refuses to start (ConfigError).
 * - Anywhere else: a value from the environment is used as given (a weak one is logged); a missing one is made
 *   once at random and kept in `<DATA_DIR>/secrets.json` (mode 0600), so a restart keeps the sessions and links.
 *
 * No secret is a constant of the code: the demo strings below are listed only to be refused.
 */
export interface Secrets {
  readonly jwtSecret: string;
  readonly blobSigningSecret: string;
  /**
   * LOCAL_GATEWAY_SECRET (issue 30): the keys of the local card gateways (PayFort's phrases and access code, Tap's
   * secret key) are derived from it, so they are this installation's, never the code's. Made and kept like the
   * others outside production; production runs no local gateway and needs none (undefined unless set).
   */
  readonly localGatewaySecret?: string;
}

export const MIN_SECRET_BYTES = 32;

/** Values that were ever published with the console or are common placeholders: never accepted in production. */
export const KNOWN_DEMO_SECRETS: readonly string[] = [
  'console-demo-secret-change-me',
  'change-me-in-production',
  'change-me',
  'changeme',
  'secret',
  'your-secret',
  'jwt-secret',
  'development',
];

/** A refusal to start: the message says what to set and how. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const SECRET_NAMES = {
  jwtSecret: 'JWT_SECRET',
  blobSigningSecret: 'BLOB_SIGNING_SECRET',
  localGatewaySecret: 'LOCAL_GATEWAY_SECRET',
} as const;
type SecretKey = keyof typeof SECRET_NAMES;

const nonEmpty = (v: string | undefined): string | undefined => (v === undefined || v.trim() === '' ? undefined : v);

const HOW_TO = `use a random value of at least ${MIN_SECRET_BYTES} bytes, e.g. \`openssl rand -base64 48\``;

/** Why a secret may not serve in production, or undefined when it may. */
export const secretWeakness = (value: string): string | undefined => {
  const lower = value.trim().toLowerCase();
  if (KNOWN_DEMO_SECRETS.includes(lower) || /change-?me/.test(lower)) return 'is a known demo or placeholder value';
  if (Buffer.byteLength(value, 'utf8') < MIN_SECRET_BYTES) return `is shorter than ${MIN_SECRET_BYTES} bytes`;
  if (new Set(value).size < 8) return 'has fewer than 8 distinct characters';
  return undefined;
};

export const isProduction = (env: NodeJS.ProcessEnv): boolean => env['NODE_ENV'] === 'production';

const productionSecrets = (env: NodeJS.ProcessEnv): Secrets => {
  const problems: string[] = [];
  const read = (key: SecretKey): string => {
    const name = SECRET_NAMES[key];
    const value = nonEmpty(env[name]);
    if (value === undefined) problems.push(`${name} is not set`);
    else {
      const weakness = secretWeakness(value);
      if (weakness) problems.push(`${name} ${weakness}`);
    }
    return value ?? '';
  };
  const local = nonEmpty(env[SECRET_NAMES.localGatewaySecret]);
  const secrets = {
    jwtSecret: read('jwtSecret'),
    blobSigningSecret: read('blobSigningSecret'),
    ...(local !== undefined ? { localGatewaySecret: local } : {}),
  };
  if (problems.length === 0 && secrets.jwtSecret === secrets.blobSigningSecret) {
    problems.push('BLOB_SIGNING_SECRET must differ from JWT_SECRET');
  }
  if (problems.length > 0) {
    throw new ConfigError(`production (NODE_ENV=production) refuses to start: ${problems.join('; ')}; ${HOW_TO}`);
  }
  return secrets;
};

export const secretsFilePath = (dataDir: string): string => path.join(dataDir, 'secrets.json');

const readSecretsFile = (file: string): Partial<Record<SecretKey, string>> => {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw e;
  }
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null) throw new ConfigError(`${file} is not a JSON object`);
  const out: Partial<Record<SecretKey, string>> = {};
  for (const key of Object.keys(SECRET_NAMES) as SecretKey[]) {
    const v = (parsed as Record<string, unknown>)[key];
    if (typeof v === 'string' && v.length >= MIN_SECRET_BYTES) out[key] = v;
  }
  return out;
};

/** Writes the file readable by its owner only, through a temporary file, so a crash never leaves half of it. */
const writeSecretsFile = (file: string, secrets: Partial<Record<SecretKey, string>>): void => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(tmp, file);
};

const developmentSecrets = (env: NodeJS.ProcessEnv, dataDir: string, log: (line: string) => void): Secrets => {
  const file = secretsFilePath(dataDir);
  let stored: Partial<Record<SecretKey, string>> | undefined;
  const fromFile = () => (stored ??= readSecretsFile(file));
  const made: SecretKey[] = [];
  const pick = (key: SecretKey): string => {
    const name = SECRET_NAMES[key];
    const value = nonEmpty(env[name]);
    if (value !== undefined) {
      const weakness = secretWeakness(value);
      if (weakness) log(`[console] ${name} ${weakness}: accepted outside production only`);
      return value;
    }
    const kept = fromFile()[key];
    if (kept) return kept;
    const fresh = crypto.randomBytes(48).toString('base64url');
    stored = { ...fromFile(), [key]: fresh };
    made.push(key);
    return fresh;
  };
  const secrets = {
    jwtSecret: pick('jwtSecret'),
    blobSigningSecret: pick('blobSigningSecret'),
    localGatewaySecret: pick('localGatewaySecret'),
  };
  if (made.length > 0 && stored) {
    writeSecretsFile(file, stored);
    log(`[console] made a random ${made.map((k) => SECRET_NAMES[k]).join(' and ')} for development, kept in ${file}`);
  } else if (fs.existsSync(file)) {
    // A copy or an archive may have widened it: the file holds live keys.
    fs.chmodSync(file, 0o600);
  }
  return secrets;
};

/** The secrets of this process (see the top of this file); throws ConfigError when production may not start. */
export const loadSecrets = (
  env: NodeJS.ProcessEnv,
  dataDir: string,
  log: (line: string) => void = console.warn,
): Secrets => (isProduction(env) ? productionSecrets(env) : developmentSecrets(env, dataDir, log));
