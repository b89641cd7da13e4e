import { surveyToken } from '../../services/src/core/auth/survey-link-tokens.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Surveys (issue 33, spec 2 §7, spec 3 §2-3): a lead survey made new, its link copied (SEND-SURVEY →
 * sentToCustomer), answered on the public page without signing in (completed, surveyDataResponse), once; a forged
 * link is not valid, an expired one says so.
 */
let app: TestApp;
let admin: string;
let customerId: number;
beforeAll(async () => {
  app = await startTestApp(1, undefined, 1);
  admin = await app.token('admin');
  customerId = (await app.call('GET', '/api/users?email=customer1@example.com', admin)).body.data[0].id;
}, 120_000);
afterAll(() => app?.stop());

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

it('makes a lead survey, copies its link (sent), takes the answers once on the public page', async () => {
  const created = await app.call('POST', '/api/surveys', admin, {
    type: 'leadSurvey',
    userId: customerId,
    countryId: 1,
  });
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({ status: 'new', type: 'leadSurvey', surveyDataResponse: {} });
  const id = created.body.id as number;

  const link = await app.call('POST', `/api/v1/surveys/${id}/link`, admin);
  expect(link.status).toBe(200);
  expect(link.body.url).toMatch(/\/survey\/\d+\.\d+\.[\w-]{32}$/);
  expect((await app.call('GET', `/api/surveys/${id}`, admin)).body.status).toBe('sentToCustomer');
  // SEND-SURVEY by the generic PATCH, as spec 3 §7 sends it: a sent survey stays sent.
  const again = await app.call('PATCH', `/api/surveys/${id}`, admin, { command: 'SEND-SURVEY' });
  expect([again.status, again.body.status]).toEqual([200, 'sentToCustomer']);

  const path = new URL(link.body.url as string).pathname;
  const page = await fetch(`${app.url}${path}`);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('name="itemsToStore"');
  expect(html).toContain('Please answer a few questions before our visit.');

  const answered = await fetch(
    `${app.url}${path}`,
    form({ itemsToStore: 'A sofa & 12 boxes', rooms: '3', other: 'x' }),
  );
  expect([answered.status, await answered.text()]).toEqual([200, expect.stringContaining('Thank you')]);
  await app.settle();
  const survey = (await app.call('GET', `/api/surveys/${id}`, admin)).body;
  expect(survey).toMatchObject({
    status: 'completed',
    surveyDataResponse: { itemsToStore: 'A sofa & 12 boxes', rooms: '3' },
  });
  expect(Object.keys(survey.surveyDataResponse).sort()).toEqual(['itemsToStore', 'rooms']);

  expect((await fetch(`${app.url}${path}`, form({ rooms: '9' }))).status).toBe(409);
  expect((await app.call('GET', `/api/surveys/${id}`, admin)).body.surveyDataResponse.rooms).toBe('3');
  // A later SEND-SURVEY leaves the answered survey completed.
  expect((await app.call('PATCH', `/api/surveys/${id}`, admin, { command: 'SEND-SURVEY' })).body.status).toBe(
    'completed',
  );
}, 60_000);

it('refuses a forged or expired link, and the link to whoever may not update surveys', async () => {
  const id = (await app.call('POST', '/api/surveys', admin, { type: 'leadSurvey', userId: customerId, countryId: 1 }))
    .body.id as number;
  const secret = app.infra.config.jwtSecret;
  const good = surveyToken(secret, id, new Date(Date.now() + 60_000));
  const forged = good.replace(/^\d+/, String(id + 1));
  expect((await fetch(`${app.url}/survey/${forged}`)).status).toBe(404);
  expect((await fetch(`${app.url}/survey/${forged}`, form({ rooms: '1' }))).status).toBe(404);
  const expired = surveyToken(secret, id, new Date(Date.now() - 1_000));
  const late = await fetch(`${app.url}/survey/${expired}`);
  expect([late.status, await late.text()]).toEqual([410, expect.stringContaining('expired')]);
  expect((await app.call('GET', `/api/surveys/${id}`, admin)).body.status).toBe('new');
  const warehouse = await app.token('warehouse-staff');
  expect((await app.call('POST', `/api/v1/surveys/${id}/link`, warehouse)).status).toBe(403);
}, 60_000);

it("makes the lead's survey from the lead page once, copies its link, and keeps it from other partners", async () => {
  const leads = await app.call('POST', '/api/v1/orders/list', admin, { resource: 'leads', limit: 50 });
  expect(leads.status).toBe(200);
  const lead = (leads.body.results as { id: number; userId: number | null; partnerId: number }[]).find(
    (l) => l.userId !== null && l.partnerId !== 2,
  )!;
  const first = await app.call('POST', `/api/v1/leads/${lead.id}/survey-link`, admin);
  expect(first.status).toBe(200);
  expect(first.body.url).toMatch(/\/survey\/\d+\.\d+\.[\w-]{32}$/);
  const survey = (await app.call('GET', `/api/surveys/${first.body.surveyId}`, admin)).body;
  expect(survey).toMatchObject({ type: 'leadSurvey', status: 'sentToCustomer', orderId: lead.id, userId: lead.userId });
  // Copied again, the same open survey: the customer is not sent two.
  const second = await app.call('POST', `/api/v1/leads/${lead.id}/survey-link`, admin);
  expect(second.body.surveyId).toBe(first.body.surveyId);

  const partner = await app.token('partner');
  // partner@demo.test is partner 2's: neither its role nor its partner reaches partner 1's lead.
  expect([403, 404]).toContain((await app.call('POST', `/api/v1/leads/${lead.id}/survey-link`, partner)).status);
  const warehouse = await app.token('warehouse-staff');
  expect((await app.call('POST', `/api/v1/leads/${lead.id}/survey-link`, warehouse)).status).toBe(403);
  expect((await app.call('POST', '/api/v1/leads/999999999/survey-link', admin)).status).toBe(404);
}, 60_000);

/** A 1×1 PNG, as a phone's photo would arrive (its bytes checked back from the blob store). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

it('takes photos with the answers on the public page (survey-photos), refuses a file that is not a photo', async () => {
  const id = (await app.call('POST', '/api/surveys', admin, { type: 'leadSurvey', userId: customerId, countryId: 1 }))
    .body.id as number;
  const path = new URL((await app.call('POST', `/api/v1/surveys/${id}/link`, admin)).body.url as string).pathname;
  expect(await (await fetch(`${app.url}${path}`)).text()).toContain('name="photos" type="file"');

  const refused = new FormData();
  refused.append('rooms', '2');
  refused.append('photos', new Blob(['not a photo'], { type: 'text/plain' }), 'notes.txt');
  const no = await fetch(`${app.url}${path}`, { method: 'POST', body: refused });
  expect([no.status, await no.text()]).toEqual([400, expect.stringContaining('Only photos can be added')]);
  expect((await app.call('GET', `/api/surveys/${id}`, admin)).body.status).toBe('sentToCustomer');

  const answered = new FormData();
  answered.append('rooms', '2');
  answered.append('photos', new Blob([PNG], { type: 'image/png' }), 'living-room.png');
  answered.append('photos', new Blob([PNG], { type: 'image/png' }), 'bedroom.png');
  const yes = await fetch(`${app.url}${path}`, { method: 'POST', body: answered });
  expect([yes.status, await yes.text()]).toEqual([200, expect.stringContaining('Thank you')]);
  await app.settle();
  expect((await app.call('GET', `/api/surveys/${id}`, admin)).body).toMatchObject({
    status: 'completed',
    surveyDataResponse: { rooms: '2' },
  });
  const photos = await app.call('GET', `/api/v1/surveys/${id}/photos`, admin);
  expect(photos.status).toBe(200);
  expect(photos.body).toHaveLength(2);
  const picture = await fetch(photos.body[0].url as string);
  expect([picture.status, Buffer.from(await picture.arrayBuffer()).equals(PNG)]).toEqual([200, true]);
  const records = await app.call('GET', `/api/survey-photos?surveyId=${id}`, admin);
  expect(records.body.total).toBe(2);
  // The photos are the survey's: seen with the survey's view permission only.
  expect((await app.call('GET', `/api/v1/surveys/${id}/photos`, await app.token('warehouse-staff'))).status).toBe(403);
}, 60_000);
