import crypto from 'node:crypto';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 12 item 4: one request-context builder. A call's correlation id is the caller's X-Correlation-Id (or one
 * made for the call), answered in the same header, carried by every event the call's commands append, and by the
 * task the task recorder (a process manager) records for one of them, whose causationId is that event.
 */
let app: TestApp;
let admin: string;
let customerId: number;
beforeAll(async () => {
  app = await startTestApp(2);
  admin = await app.token('admin');
  customerId = (await app.call('GET', '/api/users?email=customer1@example.com', admin)).body.data[0].id;
});
afterAll(() => app.stop());

const post = async (path: string, body: unknown, correlationId?: string) => {
  const res = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${admin}`,
      ...(correlationId !== undefined ? { 'x-correlation-id': correlationId } : {}),
    },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as Record<string, any>,
    correlationId: res.headers.get('x-correlation-id'),
  };
};

const request = {
  type: 'pickup',
  partnerId: 1,
  countryId: 1,
  cityId: 1,
  date: '2031-04-02',
  from: 9,
  to: 13,
  paymentMode: 'card',
  chargeTypes: ['pickup'],
  request_lines: [{ qty: 1 }],
};

it("follows the caller's correlation id from the HTTP call to the task the task recorder records", async () => {
  const id = `trace-${crypto.randomBytes(6).toString('hex')}`;
  const created = await post('/api/requests', { ...request, userId: customerId }, id);
  expect(created.status).toBe(201);
  expect(created.correlationId).toBe(id);
  const asked = await post(
    '/api/v1/requests/tasks',
    { type: 'SEND_REQUEST_NOTE_MAIL_TO_CUSTOMER', data: { requestId: created.body.id } },
    id,
  );
  expect(asked.status).toBe(201);
  expect(asked.correlationId).toBe(id);
  await app.settle();
  const events = await app.infra.store.readStream(`request-${created.body.id}`);
  expect(events.map((e) => [e.type, e.metadata.correlationId])).toEqual([
    ['RequestCreated', id],
    ['RequestNoteMailRequested', id],
  ]);
  const asking = events[1]!;
  const taskId = (asking.data as { task: { id: number } }).task.id;
  const task = await app.infra.store.readStream(`task-${taskId}`);
  expect(task.map((e) => e.type)).toEqual(['TaskCreated']);
  expect(task[0]?.metadata).toMatchObject({ correlationId: id, causationId: asking.id });
});

it('makes a correlation id for a call without one (or with one unfit for the logs) and answers it', async () => {
  const made = await post('/api/requests', { ...request, userId: customerId });
  expect(made.correlationId).toMatch(/^[0-9a-f-]{36}$/);
  const unfit = await post('/api/requests', { ...request, userId: customerId }, 'has spaces and a\ttab');
  expect(unfit.correlationId).toMatch(/^[0-9a-f-]{36}$/);
  for (const call of [made, unfit]) {
    const [event] = await app.infra.store.readStream(`request-${call.body.id}`);
    expect(event?.metadata.correlationId).toBe(call.correlationId);
  }
  expect(made.correlationId).not.toBe(unfit.correlationId);
});

/**
 * One signed-in user's calls at once share the actor the cache keeps: each call's commands still carry that call's
 * own correlation id (the guard gives each call its own copy of the actor, core/http/correlation.ts).
 */
it("keeps each call's correlation id when one user's calls run at once", async () => {
  const ids = Array.from({ length: 8 }, (_, i) => `at-once-${i}-${crypto.randomBytes(4).toString('hex')}`);
  const made = await Promise.all(ids.map((id) => post('/api/requests', { ...request, userId: customerId }, id)));
  const carried = await Promise.all(
    made.map(async (call) => (await app.infra.store.readStream(`request-${call.body.id}`))[0]?.metadata.correlationId),
  );
  expect(made.map((m) => m.correlationId)).toEqual(ids);
  expect(carried).toEqual(ids);
});
