import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from './config.js';
import { ConfigError, loadSecrets, MIN_SECRET_BYTES, secretsFilePath, secretWeakness } from './secrets.js';

const strong = () => crypto.randomBytes(32).toString('base64url');
const made: string[] = [];
const tmpDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secrets-'));
  made.push(dir);
  return dir;
};
afterAll(() => made.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
const quiet = () => undefined;
const refusal = (env: NodeJS.ProcessEnv): string => {
  try {
    loadSecrets(env, tmpDir(), quiet);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
  throw new Error('expected a refusal');
};

describe('secrets in production (NODE_ENV=production)', () => {
  const prod = { NODE_ENV: 'production' };

  it('refuses to start without JWT_SECRET, naming it', () => {
    expect(refusal({ ...prod, BLOB_SIGNING_SECRET: strong() })).toMatch(/JWT_SECRET is not set/);
  });

  it('refuses to start without BLOB_SIGNING_SECRET', () => {
    expect(refusal({ ...prod, JWT_SECRET: strong() })).toMatch(/BLOB_SIGNING_SECRET is not set/);
  });

  it('refuses a secret shorter than 32 bytes', () => {
    expect(refusal({ ...prod, JWT_SECRET: 'a1b2c3d4e5f6g7h8i9j0', BLOB_SIGNING_SECRET: strong() })).toMatch(
      /JWT_SECRET is shorter than 32 bytes/,
    );
  });

  it.each(['console-demo-secret-change-me', 'change-me-in-production', 'please-change-me-0123456789abcdefghijklmnop'])(
    'refuses the demo value %s',
    (demo) => {
      expect(refusal({ ...prod, JWT_SECRET: demo, BLOB_SIGNING_SECRET: strong() })).toMatch(
        /JWT_SECRET is a known demo or placeholder value/,
      );
    },
  );

  it('refuses a long secret of few distinct characters', () => {
    expect(refusal({ ...prod, JWT_SECRET: strong(), BLOB_SIGNING_SECRET: 'ab'.repeat(32) })).toMatch(
      /BLOB_SIGNING_SECRET has fewer than 8 distinct/,
    );
  });

  it('refuses one secret for both uses', () => {
    const s = strong();
    expect(refusal({ ...prod, JWT_SECRET: s, BLOB_SIGNING_SECRET: s })).toMatch(/must differ from JWT_SECRET/);
  });

  it('starts with two strong secrets and writes no file', () => {
    const dir = tmpDir();
    const env = { ...prod, JWT_SECRET: strong(), BLOB_SIGNING_SECRET: strong() };
    expect(loadSecrets(env, dir, quiet)).toEqual({
      jwtSecret: env.JWT_SECRET,
      blobSigningSecret: env.BLOB_SIGNING_SECRET,
    });
    expect(fs.existsSync(secretsFilePath(dir))).toBe(false);
  });

  it('does not seed the demo users (published password) unless SEED_ON_EMPTY=true', () => {
    const env = { ...prod, JWT_SECRET: strong(), BLOB_SIGNING_SECRET: strong(), DATA_DIR: tmpDir() };
    expect(loadConfig(env).seedOnEmpty).toBe(false);
    expect(loadConfig({ ...env, SEED_ON_EMPTY: 'true' }).seedOnEmpty).toBe(true);
    expect(loadConfig({ DATA_DIR: tmpDir() }).seedOnEmpty).toBe(true);
  });

  it('loadConfig refuses too, so no process of the console starts', () => {
    expect(() => loadConfig({ ...prod, DATA_DIR: tmpDir() })).toThrow(ConfigError);
  });
});

describe('secrets in development', () => {
  it('makes random secrets once, keeps them in <DATA_DIR>/secrets.json (0600), and reads them back on restart', () => {
    const dir = tmpDir();
    const lines: string[] = [];
    const first = loadSecrets({}, dir, (l) => lines.push(l));
    expect(Buffer.byteLength(first.jwtSecret)).toBeGreaterThanOrEqual(MIN_SECRET_BYTES);
    expect(first.blobSigningSecret).not.toBe(first.jwtSecret);
    // Issue 30: the local card gateways' keys are this installation's too.
    expect(Buffer.byteLength(first.localGatewaySecret ?? '')).toBeGreaterThanOrEqual(MIN_SECRET_BYTES);
    expect([first.jwtSecret, first.blobSigningSecret]).not.toContain(first.localGatewaySecret);
    expect(secretWeakness(first.jwtSecret)).toBeUndefined();
    expect(lines.join('\n')).toMatch(/made a random JWT_SECRET and BLOB_SIGNING_SECRET/);
    const file = secretsFilePath(dir);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSecrets({}, dir, quiet)).toEqual(first);
    // Another data folder is another installation: other secrets.
    expect(loadSecrets({}, tmpDir(), quiet).jwtSecret).not.toBe(first.jwtSecret);
  });

  it('uses a secret from the environment and keeps only the missing one', () => {
    const dir = tmpDir();
    const jwt = strong();
    const s = loadSecrets({ JWT_SECRET: jwt }, dir, quiet);
    expect(s.jwtSecret).toBe(jwt);
    const kept = JSON.parse(fs.readFileSync(secretsFilePath(dir), 'utf8')) as Record<string, unknown>;
    expect(kept).toEqual({ blobSigningSecret: s.blobSigningSecret, localGatewaySecret: s.localGatewaySecret });
  });

  it('accepts a weak secret outside production but says so', () => {
    const lines: string[] = [];
    expect(
      loadSecrets({ JWT_SECRET: 'short', BLOB_SIGNING_SECRET: strong() }, tmpDir(), (l) => lines.push(l)).jwtSecret,
    ).toBe('short');
    expect(lines.join('\n')).toMatch(/JWT_SECRET is shorter than 32 bytes: accepted outside production only/);
  });

  it('tightens a widened secrets file back to 0600', () => {
    const dir = tmpDir();
    loadSecrets({}, dir, quiet);
    fs.chmodSync(secretsFilePath(dir), 0o644);
    loadSecrets({}, dir, quiet);
    expect(fs.statSync(secretsFilePath(dir)).mode & 0o777).toBe(0o600);
  });
});
