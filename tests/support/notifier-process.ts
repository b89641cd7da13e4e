import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { AppConfig } from '@console/infra';

/** A notifier in a process of its own: the real `npm start` entry (services/dist/main.js) with ROLES=notifier. */
export interface NotifierProcess {
  readonly child: ChildProcess;
  /** What it printed, newest last (the tail a failing test shows). */
  readonly output: readonly string[];
  /** SIGKILL: no handler runs, nothing is flushed or acknowledged. Resolves once it has exited. */
  kill(): Promise<void>;
  /** SIGTERM: it stops following and lets its sends finish. */
  stop(): Promise<void>;
}

/**
 * Starts the notifier of the console configured by `config` (its database, its JetStream stream), sending to the
 * SMTP server at `smtpUrl`, named `id` in the claims it makes (NOTIFIER_ID), with `env` beside.
 */
export const spawnNotifier = (
  config: AppConfig,
  smtpUrl: string,
  id: string,
  env: Readonly<Record<string, string>> = {},
): NotifierProcess => {
  const main = path.resolve('services/dist/main.js');
  const child = spawn(process.execPath, [main], {
    env: {
      PATH: process.env['PATH'] ?? '',
      ROLES: 'notifier',
      DATABASE_URL: config.databaseUrl ?? '',
      NATS_URL: config.natsUrl ?? '',
      NATS_STREAM: config.natsStream,
      NATS_SUBJECT_PREFIX: config.natsSubjectPrefix,
      JWT_SECRET: config.jwtSecret,
      BLOB_SIGNING_SECRET: config.blobSigningSecret,
      LOCAL_GATEWAY_SECRET: config.localGatewaySecret ?? '',
      DATA_DIR: config.dataDir,
      SEED_ON_EMPTY: 'false',
      SMTP_URL: smtpUrl,
      WATI_LOCAL: 'false',
      NOTIFIER_ID: id,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - 40));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  return { child, output, kill: () => signal('SIGKILL'), stop: () => signal('SIGTERM') };
};
