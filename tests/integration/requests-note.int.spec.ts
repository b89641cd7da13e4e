import jwt from 'jsonwebtoken';
import { DocumentLinks } from '../../services/src/core/documents/document-links.js';
import { drawnTexts } from '../../services/src/core/pdf/pdf-text.testing.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The request note PDF over real HTTP (spec 2 §2 'Note PDF', §7 `GET {api}/pdf/note?id={id}`, spec 3 §7): bearer
 * token or short-lived signed link, partner scope, unknown ids, expired and forged links.
 */
let app: TestApp;
let admin: string;
let partner: string;
let customerId: number;
let foreignId: number;
let ownId: number;
beforeAll(async () => {
  app = await startTestApp(10);
  admin = await app.token('admin');
  partner = await app.token('partner');
  customerId = (await app.call('GET', '/api/users?email=customer1@example.com', admin)).body.data[0].id;
  const create = async (partnerId: number) => {
    const r = await app.call('POST', '/api/requests', admin, {
      type: 'pickup',
      userId: customerId,
      partnerId,
      countryId: 1,
      cityId: 1,
      date: '2026-12-10',
      from: 9,
      to: 13,
      paymentMode: 'card',
      chargeTypes: ['pickup'],
      comment: 'Ring the bell twice',
      request_lines: [{ qty: 2 }, { qty: 1 }],
    });
    if (r.status !== 201) throw new Error(`request create answered ${r.status}: ${JSON.stringify(r.body)}`);
    return r.body.id as number;
  };
  foreignId = await create(1);
  ownId = await create(2);
});
afterAll(() => app.stop());

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
const noteLink = async (id: number, token = admin) => {
  const r = await app.call('GET', `/api/v1/requests/${id}/note-link`, token);
  expect(r.status).toBe(200);
  return r.body as { url: string; expiresAt: string };
};

it('is a PDF of the request for an admin, with its id, slot, customer and notes', async () => {
  const res = await fetch(`${app.url}/pdf/note?id=${foreignId}`, bearer(admin));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const pdf = Buffer.from(await res.arrayBuffer());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = drawnTexts(pdf)
    .map((d) => d.text)
    .join('\n');
  for (const shown of [
    `Request ${foreignId}`,
    'pickup',
    '10/12/2026',
    '09:00 - 13:00',
    'Ring the bell twice',
    'Customer signature',
  ]) {
    expect(text).toContain(shown);
  }
});

it('answers 404 for an unknown request and 400 for a malformed id', async () => {
  expect((await fetch(`${app.url}/pdf/note?id=99999999`, bearer(admin))).status).toBe(404);
  expect((await fetch(`${app.url}/pdf/note?id=abc`, bearer(admin))).status).toBe(400);
  expect((await app.call('GET', '/api/v1/requests/99999999/note-link', admin)).status).toBe(404);
});

it("refuses a partner user another partner's request, and opens its own", async () => {
  expect((await fetch(`${app.url}/pdf/note?id=${foreignId}`, bearer(partner))).status).toBe(404);
  expect((await app.call('GET', `/api/v1/requests/${foreignId}/note-link`, partner)).status).toBe(404);
  expect((await fetch(`${app.url}/pdf/note?id=${ownId}`, bearer(partner))).status).toBe(200);
});

it('opens with a signed link without a token; not without either, not for another request, not as a bearer', async () => {
  const link = await noteLink(foreignId);
  expect(link.url).toMatch(/^\/pdf\/note\?id=\d+&token=/);
  expect(Date.parse(link.expiresAt)).toBeGreaterThan(Date.now());
  const res = await fetch(`${app.url}${link.url}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  expect(
    Buffer.from(await res.arrayBuffer())
      .subarray(0, 4)
      .toString(),
  ).toBe('%PDF');
  const token = decodeURIComponent(link.url.split('token=')[1]!);
  expect((await fetch(`${app.url}/pdf/note?id=${ownId}&token=${encodeURIComponent(token)}`)).status).toBe(401);
  expect((await fetch(`${app.url}/pdf/note?id=${foreignId}`)).status).toBe(401);
  expect((await app.call('GET', '/api/requests', token)).status).toBe(401);
});

it('refuses an expired or forged link', async () => {
  const link = await noteLink(foreignId);
  const token = decodeURIComponent(link.url.split('token=')[1]!);
  const claims = jwt.decode(token) as { sub: string; doc: string; id: number };
  // Same claims, signed with a key that is not the link key (the raw JWT secret is not it either).
  const forged = jwt.sign({ doc: 'note', id: foreignId }, 'not-the-key', { subject: claims.sub, expiresIn: 300 });
  expect((await fetch(`${app.url}/pdf/note?id=${foreignId}&token=${encodeURIComponent(forged)}`)).status).toBe(401);
  // A tampered token: the payload changed, the signature kept.
  const [h, , s] = token.split('.');
  const payload = Buffer.from(JSON.stringify({ ...claims, id: ownId })).toString('base64url');
  expect(
    (await fetch(`${app.url}/pdf/note?id=${ownId}&token=${encodeURIComponent(`${h}.${payload}.${s}`)}`)).status,
  ).toBe(401);
  // Expired: the server's own key material is needed to sign one, so ask the link class for a past one.
  const expired = new DocumentLinks(app.infra.config.jwtSecret, 'note').issue(
    Number(claims.sub),
    foreignId,
    Date.now() - 10 * 60_000,
  ).token;
  expect((await fetch(`${app.url}/pdf/note?id=${foreignId}&token=${encodeURIComponent(expired)}`)).status).toBe(401);
  // The same link class with the current time works (the expired one failed for its age only).
  const fresh = new DocumentLinks(app.infra.config.jwtSecret, 'note').issue(Number(claims.sub), foreignId).token;
  expect((await fetch(`${app.url}/pdf/note?id=${foreignId}&token=${encodeURIComponent(fresh)}`)).status).toBe(200);
});
