import path from 'node:path';

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
  readonly jwtSecret: string;
  readonly appEnvLabel: string;
  /** Where the embedded PostgreSQL keeps its files. */
  readonly dataDir: string;
  /** Seed demo data when the store is empty. */
  readonly seedOnEmpty: boolean;
  /** EVENT_MAX_BYTES: the largest event the store accepts (data + metadata, serialized), below what the bus carries. */
  readonly eventMaxBytes: number;
}

const nonEmpty = (v: string | undefined): string | undefined => (v === undefined || v.trim() === '' ? undefined : v);

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): AppConfig => ({
  port: Number(nonEmpty(env['PORT']) ?? 3000),
  databaseUrl: nonEmpty(env['DATABASE_URL']),
  eventStoreUrl: nonEmpty(env['EVENTSTORE_URL']),
  natsUrl: nonEmpty(env['NATS_URL']),
  natsStream: nonEmpty(env['NATS_STREAM']) ?? 'EVENTS',
  natsSubjectPrefix: nonEmpty(env['NATS_SUBJECT_PREFIX']) ?? 'events',
  jwtSecret: nonEmpty(env['JWT_SECRET']) ?? 'console-demo-secret-change-me',
  appEnvLabel: nonEmpty(env['APP_ENV_LABEL']) ?? 'Staging',
  dataDir: path.resolve(nonEmpty(env['DATA_DIR']) ?? '.data'),
  seedOnEmpty: (nonEmpty(env['SEED_ON_EMPTY']) ?? 'true') !== 'false',
  eventMaxBytes: Number(nonEmpty(env['EVENT_MAX_BYTES']) ?? 512 * 1024),
});
