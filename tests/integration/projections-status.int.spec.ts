import crypto from 'node:crypto';
import { sql } from 'kysely';
import { DEFAULT_EVENT_MAX_BYTES, EventTooLargeError } from '@console/infra';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { withActors } from '../support/actors.js';

/**
 * Issue 11 findings 3 and 4 over HTTP: a projection that cannot apply an event stops alone and says so (/healthz,
 * the admin's status and retry); other commands still answer at once; the store refuses what the bus cannot carry.
 */
let app: TestApp;
let admin: string;
beforeAll(async () => ({ app, admin } = await withActors(await startTestApp(1), { admin: 'admin' })));
afterAll(() => app?.stop());

const metadata = () => ({
  userId: 1,
  partnerId: 1,
  correlationId: crypto.randomUUID(),
  causationId: null,
  command: 'ProjectionsStatusTest',
  occurredAt: new Date().toISOString(),
});

test('a country event the catalogue cannot apply stops the catalogue alone; commands go on; an admin retries it after the fix', async () => {
  // A column the table lacks: what the fuzzer's unchecked fields did (a value the read model cannot hold).
  const { position } = await app.infra.store.append(
    'country-987654',
    [
      {
        id: crypto.randomUUID(),
        type: 'CountryCreated',
        data: {
          id: 987654,
          record: { name: 'Poison', code: 'PX', currency: 'PXX', decimalPlaces: 2, vat: 5, poisonColumn: 1 },
        },
        metadata: metadata(),
      },
    ],
    'no_stream',
  );
  // The command whose event stalled answers "not caught up" (202 path) at once, not after the 2 s timeout.
  const started = Date.now();
  expect(await app.infra.readModels.waitFor(position, 10_000)).toBe(false);
  expect(Date.now() - started).toBeLessThan(5_000);

  const health = await app.call('GET', '/healthz');
  expect(health.status).toBe(200);
  expect(health.body.stoppedProjections).toEqual([
    {
      name: 'catalogue',
      position: expect.any(String),
      eventType: 'CountryCreated',
      error: expect.stringMatching(/poisonColumn/),
    },
  ]);
  expect(health.body.projections.find((p: { name: string }) => p.name === 'catalogue').stopped).toMatchObject({
    streamId: 'country-987654',
  });

  // Another record's command: answered after its read models, without waiting for the stopped one.
  const created = await app.call('POST', '/api/users', admin, {
    name: 'Rana Haddad',
    email: `rana.${Date.now()}@example.com`,
    phone: '+971501234568',
  });
  expect(created.status).toBe(201);
  const renameStarted = Date.now();
  const renamed = await app.call('PATCH', `/api/users/${created.body.id}`, admin, { name: 'Rana Haddad Renamed' });
  expect(renamed.status).toBe(200);
  expect(renamed.headers.get('x-read-your-writes')).toBe('consistent');
  expect(Date.now() - renameStarted).toBeLessThan(1_500);

  // Admin only.
  const sales = await app.token('sales-staff');
  expect((await app.call('GET', '/api/v1/projections/status', sales)).status).toBe(403);
  expect((await app.call('POST', '/api/v1/projections/catalogue/retry', sales)).status).toBe(403);
  const status = await app.call('GET', '/api/v1/projections/status', admin);
  expect(status.status).toBe(200);
  expect(status.body.stopped).toEqual([
    expect.objectContaining({
      name: 'catalogue',
      eventType: 'CountryCreated',
      streamId: 'country-987654',
      streamVersion: 1,
      retryRequested: false,
    }),
  ]);
  expect((await app.call('POST', '/api/v1/projections/customers.users/retry', admin)).status).toBe(404); // not stopped

  // The fix (here: the column the event needs), then the retry: the catalogue catches up, the record is gone.
  await sql`ALTER TABLE rm.country ADD COLUMN "poisonColumn" integer`.execute(app.infra.db);
  const retried = await app.call('POST', '/api/v1/projections/catalogue/retry', admin);
  expect(retried.status).toBe(200);
  expect(retried.body).toEqual({ name: 'catalogue', retrying: true });
  expect(await app.infra.readModels.waitFor(position, 30_000)).toBe(true);
  expect((await app.call('GET', '/api/v1/projections/status', admin)).body.stopped).toEqual([]);
  const row = await sql<{ name: string }>`SELECT name FROM rm.country WHERE id = 987654`.execute(app.infra.db);
  expect(row.rows).toEqual([{ name: 'Poison' }]);
  expect((await app.call('GET', '/healthz')).body.stoppedProjections).toEqual([]);
});

test('the event store refuses an event larger than the bus carries, writing nothing; the API answers such input 4xx, never 500', async () => {
  const head = await app.infra.store.committedHeadPosition();
  const big = {
    id: crypto.randomUUID(),
    type: 'CountryCreated',
    data: { id: 987655, record: { name: 'x'.repeat(DEFAULT_EVENT_MAX_BYTES) } },
    metadata: metadata(),
  };
  await expect(app.infra.store.append('country-987655', [big], 'no_stream')).rejects.toThrow(EventTooLargeError);
  expect(await app.infra.store.committedHeadPosition()).toEqual(head);

  const created = await app.call('POST', '/api/users', admin, {
    name: 'Big Note',
    email: `big.${Date.now()}@example.com`,
    phone: '+971501234569',
  });
  const huge = await app.call('PATCH', `/api/users/${created.body.id}`, admin, {
    name: 'y'.repeat(DEFAULT_EVENT_MAX_BYTES + 10),
  });
  expect([400, 413]).toContain(huge.status);
});
