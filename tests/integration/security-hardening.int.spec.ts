import { OrderStatus } from '@console/contracts';
import { DEMO_PASSWORD_HASH, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 11, finding 7: security headers and no X-Powered-By; the bearer token only in the Authorization header
 * (the live feed and the quote PDF open with short-lived links signed for them); a body that is not JSON is a 400
 * that never repeats it; an affiliate sees only its own orders; sign-in throttling per account and per address
 * (the address case runs last: it throttles every later sign-in of this file, all from 127.0.0.1).
 */
let app: TestApp;
let admin: string;
let affiliate: string;
let own: number[];
let foreign: number;

const WRONG = 'f'.repeat(64);
const signIn = (email: string, password = DEMO_PASSWORD_HASH) =>
  app.call('POST', '/authentication', undefined, { strategy: 'local', email, password });
const raw = (path: string, body: string, token?: string) =>
  fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
const ok = async (method: string, path: string, body?: unknown) => {
  const r = await app.call(method, path, admin, body);
  if (r.status >= 300) throw new Error(`${method} ${path} answered ${r.status}: ${JSON.stringify(r.body)}`);
  return r.body;
};

beforeAll(async () => {
  app = await startTestApp(4, undefined, 6);
  admin = await app.token('admin');
  affiliate = await app.token('affiliate');
  const affiliateId = (await ok('GET', '/api/users?email=affiliate@demo.test')).data[0].id as number;
  const orders = (await ok('GET', '/api/orders?$sort[id]=1&$limit=50')).data as { id: number; userId: number }[];
  expect(orders.length).toBeGreaterThanOrEqual(4);
  // Spec 2 §5: a storage names the affiliate who brought it (affiliateUserId) and its order.
  own = [orders[0]!.id, orders[2]!.id];
  foreign = orders[1]!.id;
  for (const o of orders.slice(0, 3)) {
    await ok('POST', '/api/storages', {
      userId: o.userId,
      storagetypeId: 5,
      orderId: o.id,
      ...(own.includes(o.id) ? { affiliateUserId: affiliateId } : {}),
    });
  }
  await app.settle();
});
afterAll(() => app.stop());

describe('security headers', () => {
  it.each([
    ['GET', '/healthz'],
    ['GET', '/api/users'],
    ['POST', '/authentication'],
  ])('%s %s carries helmet headers and no X-Powered-By', async (method, path) => {
    const r = await fetch(`${app.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(method === 'POST' ? { body: '{}' } : {}),
    });
    expect(r.headers.get('x-powered-by')).toBeNull();
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('x-frame-options')).toBe('DENY');
    expect(r.headers.get('referrer-policy')).toBe('no-referrer');
    expect(r.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    const csp = new Map(
      (r.headers.get('content-security-policy') ?? '').split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
    );
    expect(
      Object.fromEntries(['default-src', 'script-src', 'object-src', 'frame-ancestors'].map((d) => [d, csp.get(d)])),
    ).toEqual({
      'default-src': "'self'",
      'script-src': "'self'",
      'object-src': "'none'",
      'frame-ancestors': "'none'",
    });
    // The console is served over plain http by a local or compose start: no upgrade of its requests to https.
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });
});

describe('the bearer token only in the Authorization header', () => {
  it('refuses ?token= on an API route, and accepts the header', async () => {
    expect((await app.call('GET', `/api/users?token=${encodeURIComponent(admin)}`)).status).toBe(401);
    expect((await app.call('GET', '/api/users', admin)).status).toBe(200);
  });

  it('opens the live feed with a short-lived signed link, never with the bearer token in the address', async () => {
    expect((await fetch(`${app.url}/api/v1/live?token=${encodeURIComponent(admin)}`)).status).toBe(401);
    expect((await fetch(`${app.url}/api/v1/live?link=${encodeURIComponent(admin)}`)).status).toBe(401);
    const link = await app.call('GET', '/api/v1/live/link', admin);
    expect(link.status).toBe(200);
    expect(link.body.url).toMatch(/^\/api\/v1\/live\?link=/);
    expect(Date.parse(link.body.expiresAt) - Date.now()).toBeLessThanOrEqual(60_000);
    const abort = new AbortController();
    const feed = await fetch(`${app.url}${link.body.url}`, { signal: abort.signal });
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/event-stream/);
    abort.abort();
    // The link is for the feed only: never a bearer token.
    const linkToken = decodeURIComponent(link.body.url.split('link=')[1]);
    expect((await app.call('GET', '/api/users', linkToken)).status).toBe(401);
  });

  it('keeps the quote PDF signed link working, and refuses the bearer token as a link', async () => {
    const link = await app.call('GET', `/api/v1/orders/${own[0]}/quote-link`, admin);
    expect(link.status).toBe(200);
    const pdf = await fetch(`${app.url}${link.body.url}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await fetch(`${app.url}/pdf/quote?id=${own[0]}&token=${encodeURIComponent(admin)}`)).status).toBe(401);
  });
});

describe('a body that is not JSON', () => {
  it.each([
    ['/authentication', undefined],
    ['/api/v1/users/list', 'admin'],
  ])('POST %s answers 400 without repeating the body', async (path, who) => {
    const r = await raw(
      path,
      '{"strategy":"local","email":"admin@demo.test","password":"hunter2-SECRET',
      who ? admin : undefined,
    );
    expect(r.status).toBe(400);
    const text = await r.text();
    expect(JSON.parse(text)).toEqual({ name: 'BadRequest', message: 'The request body is not valid JSON', code: 400 });
    expect(text).not.toMatch(/hunter2|SECRET|strategy/);
  });
});

describe('the affiliate role sees only its own orders', () => {
  it('orders list, generic find, show, quote link and quote PDF', async () => {
    const everyStatus = { limit: 100, page: 1, sortBy: 'id', sortOrder: 'ASC', statuses: [...OrderStatus.values] };
    const listed = await app.call('POST', '/api/v1/orders/list', affiliate, everyStatus);
    expect(listed.status).toBe(200);
    expect(listed.body.results.map((o: { id: number }) => o.id)).toEqual(own);
    expect(listed.body.totalCount).toBe(2);
    expect((await app.call('POST', '/api/v1/orders/list', admin, everyStatus)).body.totalCount).toBeGreaterThan(2);
    const searched = await app.call('POST', '/api/v1/orders/list', affiliate, { ...everyStatus, searchTerm: 'a' });
    expect(searched.body.results.every((o: { id: number }) => own.includes(o.id))).toBe(true);
    const found = await app.call('GET', '/api/orders?$sort[id]=1', affiliate);
    expect(found.body.data.map((o: { id: number }) => o.id)).toEqual(own);
    expect(found.body.total).toBe(2);
    expect((await app.call('GET', `/api/orders/${own[0]}`, affiliate)).status).toBe(200);
    expect((await app.call('GET', `/api/orders/${foreign}`, affiliate)).status).toBe(404);
    expect((await app.call('GET', `/api/v1/orders/${foreign}/quote-link`, affiliate)).status).toBe(404);
    expect(
      (await fetch(`${app.url}/pdf/quote?id=${foreign}`, { headers: { authorization: `Bearer ${affiliate}` } })).status,
    ).toBe(404);
    const mine = await app.call('GET', `/api/v1/orders/${own[0]}/quote-link`, affiliate);
    expect((await fetch(`${app.url}${mine.body.url}`)).status).toBe(200);
  });
});

describe('sign-in throttling', () => {
  /** Failed sign-ins this file made from 127.0.0.1 so far (the address limit is 50 per 15 minutes). */
  let addressFailures = 0;
  const fail = async (email: string) => {
    expect((await signIn(email, WRONG)).status).toBe(401);
    addressFailures += 1;
  };

  it('after 10 failures an account answers 429 with Retry-After, even to the right password; other accounts go on', async () => {
    for (let i = 0; i < 10; i++) await fail('finance@demo.test');
    const refused = await signIn('finance@demo.test');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      name: 'TooManyRequests',
      message: 'Too many failed sign-ins; try again later',
      code: 429,
    });
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    // The e-mail is counted as typed, normalised: case and spaces do not make a new account.
    expect((await signIn(' FINANCE@demo.test ')).status).toBe(429);
    expect((await signIn('business@demo.test')).status).toBe(201);
  });

  it('a success resets the account count', async () => {
    for (let i = 0; i < 9; i++) await fail('marketing-staff@demo.test');
    expect((await signIn('marketing-staff@demo.test')).status).toBe(201);
    for (let i = 0; i < 9; i++) await fail('marketing-staff@demo.test');
    expect((await signIn('marketing-staff@demo.test')).status).toBe(201);
  });

  it('after 50 failures from one address every sign-in from it answers 429 (unknown e-mails count too)', async () => {
    expect(addressFailures).toBeLessThan(50);
    for (let i = 0; addressFailures < 50; i++) await fail(`nobody${i}@example.com`);
    const refused = await signIn('admin@demo.test');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // A signed-in session is not affected: only sign-ins are throttled.
    expect((await app.call('GET', '/api/users', admin)).status).toBe(200);
  });
});
