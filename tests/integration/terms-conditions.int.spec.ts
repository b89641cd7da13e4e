import { termsAsOf } from '../../services/src/core/resources/terms-as-of.js';
import { drawnTexts } from '../../services/src/core/pdf/pdf-text.testing.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { withActors } from '../support/actors.js';

/**
 * Issue 34 §7: a country's terms of a type, one record each, saved sanitized with their content blocks derived on
 * the server, admin only; the quote PDF closes with its country's quote terms.
 */
let app: TestApp;
let admin: string;
let staff: string;
let partner: string;
beforeAll(
  async () =>
    ({ app, admin, staff, partner } = await withActors(await startTestApp(2), {
      admin: 'admin',
      staff: 'staff',
      partner: 'partner',
    })),
  300_000,
);
afterAll(() => app.stop());

const ok = async (method: string, path: string, body?: unknown) => {
  const r = await app.call(method, path, admin, body);
  if (r.status >= 300) throw new Error(`${method} ${path} answered ${r.status}: ${JSON.stringify(r.body)}`);
  return r.body;
};

interface TermsRow {
  id: number;
  countryId: number;
  countryName: string;
  type: string;
  htmlContent: string;
  content: { kind: string; marker: string; text: string }[];
}
const termsOf = async (countryId: number, type: string) =>
  (await ok('GET', `/api/terms-conditions?countryId=${countryId}&type=${type}`)).data as TermsRow[];

const quoteText = async (countryId: number, cityId: number) => {
  const userId = (await app.call('GET', '/api/users?email=customer1@example.com', admin)).body.data[0].id as number;
  const lead = await ok('POST', '/api/leads', {
    type: 'storage',
    userId,
    countryId,
    cityId,
    channel: 'google',
    need: 'moving house',
    paymentMode: 'card',
    warehouseType: ['ac'],
    pickupRequired: false,
    existingCustomer: true,
    months: 2,
    size: 2,
    items: [{ storagetypeId: 6, quantity: 1 }],
  });
  const res = await fetch(`${app.url}/pdf/quote?id=${lead.id}`, { headers: { authorization: `Bearer ${admin}` } });
  expect(res.status).toBe(200);
  return drawnTexts(Buffer.from(await res.arrayBuffer()))
    .map((t) => t.text)
    .join(' ');
};

it('each country has its quote terms, read by the page by country and type', async () => {
  for (const [countryId, name] of [
    [1, 'UAE'],
    [2, 'Kuwait'],
    [3, 'KSA'],
  ] as const) {
    const [terms] = await termsOf(countryId, 'quote');
    expect(terms).toMatchObject({ countryId, countryName: name, type: 'quote' });
    expect(terms!.content[0]).toMatchObject({ kind: 'item', marker: '1.' });
  }
  expect(await termsOf(1, 'invoice')).toEqual([]);
});

it('saves the HTML sanitized, its content blocks derived on the server; a country has one record a type', async () => {
  const [terms] = await termsOf(2, 'quote');
  const saved = await ok('PATCH', `/api/terms-conditions/${terms!.id}`, {
    htmlContent:
      '<h2 onmouseover="steal()">Kuwait storage</h2><script>alert(1)</script>' +
      '<p>Rent is paid <strong>monthly</strong>. <a href="javascript:alert(1)">x</a></p><ul><li>Insure valuables</li></ul>',
    content: [{ kind: 'heading', marker: '', text: 'sent by the body, not kept' }],
    countryName: 'Elsewhere',
  });
  expect(saved.htmlContent).toBe(
    '<h2>Kuwait storage</h2><p>Rent is paid <strong>monthly</strong>. <a>x</a></p><ul><li>Insure valuables</li></ul>',
  );
  expect(saved.countryName).toBe('Kuwait');
  expect(saved.content).toEqual([
    { kind: 'heading', marker: '', text: 'Kuwait storage' },
    { kind: 'paragraph', marker: '', text: 'Rent is paid monthly. x' },
    { kind: 'item', marker: '•', text: 'Insure valuables' },
  ]);
  expect((await termsOf(2, 'quote'))[0]!.htmlContent).not.toContain('script');

  const again = await app.call('POST', '/api/terms-conditions', admin, {
    countryId: 2,
    type: 'quote',
    htmlContent: '',
  });
  expect(again.status).toBe(400);
  expect(again.body.errors).toEqual([{ path: 'type', message: 'The country has terms of this type already' }]);
  // Another type of the same country is a record of its own.
  const invoice = await ok('POST', '/api/terms-conditions', {
    countryId: 2,
    type: 'invoice',
    htmlContent: '<p>Pay</p>',
  });
  expect(invoice).toMatchObject({ countryName: 'Kuwait', content: [{ kind: 'paragraph', marker: '', text: 'Pay' }] });
  const badType = await app.call('POST', '/api/terms-conditions', admin, { countryId: 3, type: 'menu' });
  expect(badType.status).toBe(400);
});

it('is the admin’s: other staff and partners are refused', async () => {
  const [terms] = await termsOf(1, 'quote');
  for (const token of [staff, partner]) {
    expect((await app.call('GET', '/api/terms-conditions?countryId=1', token)).status).toBe(403);
    expect(
      (await app.call('PATCH', `/api/terms-conditions/${terms!.id}`, token, { htmlContent: '<p>x</p>' })).status,
    ).toBe(403);
    expect((await app.call('POST', '/api/terms-conditions', token, { countryId: 1, type: 'moving' })).status).toBe(403);
  }
  expect((await termsOf(1, 'quote'))[0]!.htmlContent).not.toBe('<p>x</p>');
});

it("the quote PDF closes with its country's quote terms, the ones saved before it", async () => {
  const uae = await quoteText(1, 1);
  expect(uae).toContain('Terms and conditions');
  expect(uae).toContain('United Arab Emirates');
  expect(uae).not.toContain('Kingdom of Saudi Arabia');

  const [ksa] = await termsOf(3, 'quote');
  const sentBefore = new Date().toISOString();
  await ok('PATCH', `/api/terms-conditions/${ksa!.id}`, {
    htmlContent: '<p>Riyadh terms edited today.</p><p>يدفع الإيجار شهرياً</p>',
  });
  await app.settle();
  const cityOfKsa = (await ok('GET', '/api/city?countryId=3')).data[0].id as number;
  const text = await quoteText(3, cityOfKsa);
  expect(text).toContain('Riyadh terms edited today.');
  expect(text).not.toContain('United Arab Emirates');
  // A quote issued before the edit keeps the terms of its day.
  const before = await termsAsOf(app.infra.db, 3, 'quote', sentBefore);
  expect(before.map((b) => b.text).join(' ')).toContain('Kingdom of Saudi Arabia');
  expect(before.map((b) => b.text).join(' ')).not.toContain('Riyadh terms edited today.');
});
