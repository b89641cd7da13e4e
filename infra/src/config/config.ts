import path from 'node:path';
import { isProduction, loadSecrets } from './secrets.js';

/** Every setting of the console, from environment variables only; each has a working default (README lists them). */
export interface AppConfig {
  readonly port: number;
  /** A PostgreSQL server for the read models (and the event store unless EVENTSTORE_URL); unset: the embedded one. */
  readonly databaseUrl: string | undefined;
  readonly eventStoreUrl: string | undefined;
  readonly natsUrl: string | undefined;
  /** The JetStream stream of events and the root of their subjects (a second deployment on one server differs). */
  readonly natsStream: string;
  readonly natsSubjectPrefix: string;
  /** Signs bearer tokens and, by derived keys, signed links; never a constant (secrets.ts). */
  readonly jwtSecret: string;
  /** Signs the local blob store's presigned addresses: its own secret (secrets.ts). */
  readonly blobSigningSecret: string;
  /** The local card gateways' keys derive from it (secrets.ts); undefined in production, where none runs. */
  readonly localGatewaySecret?: string;
  readonly appEnvLabel: string;
  /** Where the embedded PostgreSQL keeps its files. */
  readonly dataDir: string;
  /**
   * Seed demo data when the store is empty. The demo users share one published password, so production seeds only
   * when SEED_ON_EMPTY=true is set explicitly (docker-compose.yml, a demo deployment, does).
   */
  readonly seedOnEmpty: boolean;
  /** EVENT_MAX_BYTES: the largest event the store accepts (data + metadata, serialized), below what the bus carries. */
  readonly eventMaxBytes: number;
  /** MONTHLY_BILLING=on: this process starts (or resumes) the month's billing run of every customer, hourly. */
  readonly monthlyBilling?: boolean;
}

const nonEmpty = (v: string | undefined): string | undefined => (v === undefined || v.trim() === '' ? undefined : v);

const dataDirOf = (env: NodeJS.ProcessEnv): string => path.resolve(nonEmpty(env['DATA_DIR']) ?? '.data');

/** Throws ConfigError (secrets.ts) when production may not start. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): AppConfig => ({
  port: Number(nonEmpty(env['PORT']) ?? 3000),
  databaseUrl: nonEmpty(env['DATABASE_URL']),
  eventStoreUrl: nonEmpty(env['EVENTSTORE_URL']),
  natsUrl: nonEmpty(env['NATS_URL']),
  natsStream: nonEmpty(env['NATS_STREAM']) ?? 'EVENTS',
  natsSubjectPrefix: nonEmpty(env['NATS_SUBJECT_PREFIX']) ?? 'events',
  ...loadSecrets(env, dataDirOf(env)),
  appEnvLabel: nonEmpty(env['APP_ENV_LABEL']) ?? 'Staging',
  dataDir: dataDirOf(env),
  seedOnEmpty: (nonEmpty(env['SEED_ON_EMPTY']) ?? (isProduction(env) ? 'false' : 'true')) !== 'false',
  eventMaxBytes: Number(nonEmpty(env['EVENT_MAX_BYTES']) ?? 512 * 1024),
  monthlyBilling: nonEmpty(env['MONTHLY_BILLING']) === 'on',
});
