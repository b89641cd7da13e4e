import { signWatiWebhook, WATI_SIGNATURE_HEADER } from '../../services/src/notifications/channels/index.js';
import { streamIdOf, TASK_CATEGORY, type TaskRow } from '@console/contracts';
import { cardPickupBody } from '../support/customer-request.js';
import { eventually } from '../support/eventually.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Delivery beyond `sent` (issue 33): the opened pixel and the signed click links of a mail, WATI's webhooks; a bad
 * signature changes nothing and answers 4xx (401 for a webhook).
 */
let app: TestApp;
let admin: string;
let customerId: number;
beforeAll(async () => {
  app = await startTestApp(1, undefined, 0, { notifier: { retry: { attempts: 2, backoffMs: 50 } } });
  admin = await app.token('admin');
  customerId = (await app.call('GET', '/api/users?email=customer1@example.com', admin)).body.data[0].id;
}, 120_000);
afterAll(() => app?.stop());

const channels = () => app.notifier!.channels!;
const record = async (id: number) => (await app.call('GET', `/api/Communication-records/${id}`, admin)).body;
const events = async (id: number) => (await app.infra.store.readStream(streamIdOf(TASK_CATEGORY, id))).length;

/** A payment link mailed to the customer: the task, once its record is delivered, and the mail as received. */
const linkMailed = async () => {
  channels().smtp.reset();
  const link = await app.call('POST', '/api/v1/payment-links', admin, {
    userId: customerId,
    amount: 10_000,
    send: true,
  });
  expect(link.status).toBe(201);
  const taskId = link.body.taskId as number;
  await eventually(async () => expect((await record(taskId))?.deliveryStatus).toBe('delivered'), 20_000);
  const mail = channels().smtp.received().at(-1)!;
  return { taskId, mail, url: link.body.url as string };
};

it('marks the record read when the pixel is fetched, clicked by the signed link; a bad signature does nothing', async () => {
  const { taskId, mail, url } = await linkMailed();
  const pixel = /<img src="([^"]+open\.gif[^"]*)"/.exec(mail.html)?.[1]?.replace(/&amp;/g, '&');
  const click = /<a href="([^"]+\/click\?[^"]*)"/.exec(mail.html)?.[1]?.replace(/&amp;/g, '&');
  expect(pixel).toBeDefined();
  expect(click).toBeDefined();
  // The record's body is the one written, without the tracking.
  expect((await record(taskId)).body).not.toContain('open.gif');

  const before = await events(taskId);
  const forged = pixel!.replace(/s=[^&]+/, 's=' + 'A'.repeat(32));
  expect((await fetch(forged)).status).toBe(404);
  const otherTarget = click!.replace(/u=[^&]+/, `u=${encodeURIComponent('https://evil.example/')}`);
  const refused = await fetch(otherTarget, { redirect: 'manual' });
  expect([refused.status, refused.headers.get('location')]).toEqual([404, null]);
  expect(await events(taskId)).toBe(before);

  const opened = await fetch(pixel!);
  expect([opened.status, opened.headers.get('content-type')]).toEqual([200, 'image/gif']);
  await eventually(async () => {
    const r = await record(taskId);
    expect([r.deliveryStatus, r.openedDate]).toEqual(['read', expect.any(String)]);
  });
  // Fetched again (a second look): nothing more is recorded.
  const after = await events(taskId);
  await fetch(pixel!);
  expect(await events(taskId)).toBe(after);

  const clicked = await fetch(click!, { redirect: 'manual' });
  expect([clicked.status, clicked.headers.get('location')]).toEqual([302, url]);
  await eventually(async () => {
    const r = await record(taskId);
    expect([r.deliveryStatus, r.clickedDate]).toEqual(['clicked', expect.any(String)]);
  });
}, 90_000);

it('answers 401 to a WATI webhook with a bad signature and changes nothing; applies a good one once', async () => {
  channels().wati.reset();
  const created = await app.call('POST', '/api/requests', admin, cardPickupBody(customerId));
  const requestId = created.body.id as number;
  await app.call('POST', '/api/v1/requests/tasks', admin, {
    type: 'SEND_REQUEST_NOTE_SMS_TO_CUSTOMER',
    data: { requestId },
  });
  let task: TaskRow | undefined;
  await eventually(async () => {
    const list = await app.call('GET', `/api/tasks?type=SEND_REQUEST_NOTE_SMS_TO_CUSTOMER&$limit=100`, admin);
    task = (list.body.data as TaskRow[]).find((t) => t.data === JSON.stringify({ requestId }));
    expect((await record(task!.id))?.deliveryStatus).toBe('delivered');
  }, 20_000);
  const message = channels().wati.messages().at(-1)!;
  const before = await events(task!.id);
  expect(await channels().wati.postStatus(message.localMessageId, 'read', 'not-the-secret-at-all')).toBe(401);
  const raw = JSON.stringify({ eventType: 'sentMessageREAD_v2', localMessageId: message.localMessageId });
  const unsigned = await fetch(`${app.url}/api/v1/webhooks/wati`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [WATI_SIGNATURE_HEADER]: signWatiWebhook(raw, 'wrong') },
    body: raw,
  });
  expect([unsigned.status, ((await unsigned.json()) as { name: string }).name]).toEqual([401, 'NotAuthenticated']);
  expect(await events(task!.id)).toBe(before);

  expect(await channels().wati.postStatus(message.localMessageId, 'read')).toBe(200);
  expect(await channels().wati.postStatus(message.localMessageId, 'read')).toBe(200);
  expect(await channels().wati.postStatus(message.localMessageId, 'delivered')).toBe(200);
  expect(await events(task!.id)).toBe(before + 1);
  await eventually(async () => {
    const r = await record(task!.id);
    expect([r.deliveryStatus, r.openedDate]).toEqual(['read', expect.any(String)]);
  });
  expect(await channels().wati.postStatus(message.localMessageId, 'replied')).toBe(200);
  await eventually(async () => expect((await record(task!.id)).deliveryStatus).toBe('receivedReply'));
}, 90_000);

it('shows the admin, and only the admin, what the local SMTP server received', async () => {
  const { mail } = await linkMailed();
  const box = await app.call('GET', '/api/v1/dev-mailbox', admin);
  expect(box.status).toBe(200);
  expect(box.body).toMatchObject({ local: true, total: 1 });
  expect(box.body.mails).toEqual([
    {
      messageId: mail.messageId,
      from: mail.from,
      to: [...mail.to],
      subject: 'Your payment link',
      receivedAt: expect.any(String),
      attachments: [],
    },
  ]);
  const one = `/api/v1/dev-mailbox/mail?messageId=${encodeURIComponent(mail.messageId)}`;
  const body = await app.call('GET', one, admin);
  expect([body.status, body.body]).toEqual([
    200,
    { messageId: mail.messageId, subject: 'Your payment link', html: mail.html, text: mail.text },
  ]);
  expect((await app.call('GET', '/api/v1/dev-mailbox/mail?messageId=%3Cnone%40x%3E', admin)).status).toBe(404);
  for (const role of ['finance', 'staff', 'operations-manager']) {
    for (const path of ['/api/v1/dev-mailbox', one]) {
      const refused = await app.call('GET', path, await app.token(role));
      expect([role, refused.status]).toEqual([role, 403]);
    }
  }
  expect((await app.call('GET', '/api/v1/dev-mailbox')).status).toBe(401);
  expect((await app.call('GET', one)).status).toBe(401);
}, 60_000);

it("writes the message from the template in the customer's language: Arabic when there is one", async () => {
  const made = await app.call('POST', '/api/users', admin, {
    name: 'Arabic Speaker',
    email: `arabic-${Date.now()}@example.com`,
    phone: '+971501234568',
  });
  expect(made.status).toBe(201);
  const arabic = made.body.id as number;
  const patched = await app.call('PATCH', `/api/users/${arabic}`, admin, { language: 'AR' });
  expect([patched.status, patched.body.language]).toEqual([200, 'AR']);
  channels().smtp.reset();
  const link = await app.call('POST', '/api/v1/payment-links', admin, { userId: arabic, amount: 10_000, send: true });
  expect(link.status).toBe(201);
  await eventually(async () => expect(channels().smtp.received()).toHaveLength(1), 20_000);
  const mail = channels().smtp.received()[0]!;
  expect(mail.subject).toBe(`مرجع #${arabic}`);
  expect(mail.html).toContain('dir="rtl"');
  await eventually(async () =>
    expect((await record(link.body.taskId as number))?.templateName).toBe('SEND_PAYMENT_LINK_TO_CUSTOMER_ar'),
  );
}, 60_000);
