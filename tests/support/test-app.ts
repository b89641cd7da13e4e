import crypto from 'node:crypto';
import type { Projector, ReadModels } from '@console/projections';
import {
  createApp,
  seedCustomers,
  seedDemo,
  seedDemoRecords,
  startInfrastructure,
  type Infrastructure,
  type InfrastructureExtras,
  type ProcessRole,
  type StartedNotifier,
} from '@console/services';
import { baseTemplate } from './base-template.js';
import { scratchDatabase } from './scratch-database.js';
import { testConfig } from './test-config.js';

export const DEMO_PASSWORD_HASH = crypto.createHash('sha256').update('demo1234').digest('hex');

export interface TestApp {
  readonly url: string;
  readonly infra: Infrastructure;
  /** The Nest application, for a provider a test drives directly (the local card gateways, the monthly billing run). */
  readonly nest: Awaited<ReturnType<typeof createApp>>;
  /** The task recorder the app runs (services' notifications/task-recorder.ts). */
  readonly taskRecorder: Projector<ReadModels>;
  /** The notifier and its local SMTP and WATI servers, when `extras.notifier` asked for one. */
  readonly notifier: StartedNotifier | undefined;
  /** Signs in `<role>@demo.test` (or any e-mail) with the demo password, once per user, and returns its bearer token. */
  token(emailOrRole: string): Promise<string>;
  call(
    method: string,
    path: string,
    token?: string,
    body?: unknown,
  ): Promise<{ status: number; body: any; headers: Headers }>;
  /** Waits until the read models hold every event committed so far, and every task those events asked for. */
  settle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The whole console on a fresh database of the test server, over real HTTP: API, projector and relay in one
 * process (NATS when NATS_URL is set), with the demo users and `customers` demo customers made by commands (and
 * `orders` demo leads and orders).
 * With `webDist` (the built console, web/dist) it also serves the console at /, as `npm start` does; `extras`: more
 * projections beside the app's (a test's slow follower).
 */
export const startTestApp = async (
  customers = 0,
  webDist?: string,
  orders = 0,
  extras: InfrastructureExtras = {},
): Promise<TestApp> => {
  const template = await baseTemplate();
  const db = await scratchDatabase('api', template);
  const config = testConfig(db.url);
  // The notifier only when a test asks (extras.notifier): other tests read their tasks as new.
  const roles = new Set<ProcessRole>([
    'api',
    'projector',
    'relay',
    ...(extras.notifier ? (['notifier'] as const) : []),
  ]);
  const started = await startInfrastructure(config, roles, extras);
  const app = await createApp(started.infra, webDist);
  await app.listen(0, '127.0.0.1');
  const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  started.notifier?.attachToConsole(url);
  // The base template holds the catalogue and the staff users already; without one this console makes them.
  if (!template) await seedDemo(app, started.infra, { customers, orders });
  else {
    await seedCustomers(app, started.infra, { customers });
    await seedDemoRecords(app, started.infra, { customers, orders });
  }
  // Up to the newest committed event, not the readable head (EventStore.committedHeadPosition), and its tasks.
  const settle = async () => {
    if (!(await started.settle(30_000))) throw new Error('the read models did not catch up within 30 s');
  };
  await settle();
  const taskRecorder = started.taskRecorder;
  if (!taskRecorder) throw new Error('the projector role runs the task recorder');
  const call: TestApp['call'] = async (method, path, token, body) => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
  };
  const signIn = async (email: string) => {
    const r = await call('POST', '/authentication', undefined, {
      strategy: 'local',
      email,
      password: DEMO_PASSWORD_HASH,
    });
    if (r.status !== 201) throw new Error(`sign-in of ${email} failed: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.accessToken as string;
  };
  // One sign-in per user for the whole file: a sign-in verifies an argon2id hash (0.2 s idle, near a second under a
  // CI run's load), and suites asked for a token before every call (50 sign-ins, 40 s of warehouses.e2e). Reusing
  // the token changes nothing a test sees: it only names the user, whose status, roles and partner the server reads
  // fresh on every call (identity/token.service.ts, auth.guard.ts); its user log (issue 34) is one event per sign-in.
  const tokens = new Map<string, Promise<string>>();
  return {
    url,
    infra: started.infra,
    nest: app,
    taskRecorder,
    notifier: started.notifier,
    call,
    settle,
    token: (who) => {
      const email = (who.includes('@') ? who : `${who}@demo.test`).toLowerCase();
      const known = tokens.get(email);
      if (known) return known;
      const signedIn = signIn(email);
      tokens.set(email, signedIn);
      // A failed sign-in is not kept: the next ask tries again (and fails again if it still must).
      signedIn.catch(() => tokens.delete(email));
      return signedIn;
    },
    stop: async () => {
      await app.close();
      const bus = started.infra.bus as { deleteStream?: () => Promise<void> };
      await bus.deleteStream?.().catch(() => undefined);
      await started.stop();
      await db.drop();
    },
  };
};
