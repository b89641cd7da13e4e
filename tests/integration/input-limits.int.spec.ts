import { positionToString } from '@console/contracts';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { withActors } from '../support/actors.js';

/**
 * Issue 11, findings 3 and 6: "contracts decode what the store can hold". Every kind of route (a generic catalogue
 * create, a customer and a lead create, storage records and request lines, photo upload, revision deletion, list
 * bodies, path ids and generic GET filters) answers a value the store or a read model cannot hold with a 400
 * `Validation error` naming the field, and stores no event for it (the store's head does not move).
 */
let app: TestApp;
let admin: string;
beforeAll(async () => ({ app, admin } = await withActors(await startTestApp(2), { admin: 'admin' })), 120_000);
afterAll(() => app.stop());

const head = async () => positionToString(await app.infra.store.committedHeadPosition());

/** Calls, expects a 400 'Validation error' whose errors name `path`, and that nothing was appended. */
const refused = async (method: string, path: string, body: unknown, errorPath: string, message?: string | RegExp) => {
  const before = await head();
  const r = await app.call(method, path, admin, body);
  expect({ route: `${method} ${path}`, status: r.status, name: r.body?.name, message: r.body?.message }).toEqual({
    route: `${method} ${path}`,
    status: 400,
    name: 'BadRequest',
    message: 'Validation error',
  });
  const errors = r.body.errors as { path: string; message: string }[];
  expect(errors.map((e) => e.path)).toContain(errorPath);
  if (message !== undefined) expect(errors.find((e) => e.path === errorPath)?.message).toMatch(message);
  expect(await head()).toBe(before);
  return errors;
};

const TEN_KB = 'x'.repeat(10 * 1024);
const BAD_INTEGERS: readonly [string, number][] = [
  ['-1', -1],
  ['0', 0],
  ['1.5', 1.5],
  ['2^31', 2 ** 31],
  ['1e308', 1e308],
];

describe('integer fields of command bodies are positive 32-bit ids', () => {
  it.each(BAD_INTEGERS)('a city with countryId %s is refused on countryId', async (_label, countryId) => {
    await refused(
      'POST',
      '/api/city',
      { name: 'Nowhere', countryId },
      'countryId',
      'must be a whole number from 1 to 2147483647',
    );
  });

  it('a city of a country that does not exist is refused, read from the country stream', async () => {
    await refused(
      'POST',
      '/api/city',
      { name: 'Nowhere', countryId: 999999999 },
      'countryId',
      "No country found for id '999999999'",
    );
  });

  it.each(BAD_INTEGERS)('a lead with countryId %s is refused on countryId', async (_label, countryId) => {
    await refused('POST', '/api/leads', { type: 'storage', countryId, name: 'Lead Person' }, 'countryId');
  });

  it('an order edit with an assignee of 2^31 is refused', async () => {
    await refused('PATCH', '/api/orders/1', { assigneeId: 2 ** 31 }, 'assigneeId');
  });

  it('offers refuse a discount of 1.5 (1/10000 units) and a limit of -1', async () => {
    const errors = await refused('POST', '/api/offers', { type: 'discount', discount: 1.5, limit: -1 }, 'discount');
    expect(errors.map((e) => e.path)).toContain('limit');
  });

  it('a country with decimalPlaces 1.5 is refused', async () => {
    await refused(
      'POST',
      '/api/country',
      { name: 'Oman', code: 'OM', currency: 'OMR', decimalPlaces: 1.5 },
      'decimalPlaces',
    );
  });
});

describe('quantities are whole numbers', () => {
  it('a storage record qty of 1.5 is refused', async () => {
    await refused('PATCH', '/api/storage-records/1', { qty: 1.5 }, 'qty');
  });

  it('a request line qty of 1.5 is refused, on edit and on create', async () => {
    await refused('PATCH', '/api/request-lines/1', { qty: 1.5 }, 'qty');
    await refused(
      'POST',
      '/api/requests',
      { type: 'pickup', partnerId: 1, userId: 1, countryId: 1, request_lines: [{ qty: 1.5 }] },
      'request_lines.0.qty',
      'Must be a whole number',
    );
  });

  it('photo upload sizes of -1 are refused', async () => {
    await refused(
      'POST',
      '/api/v1/uploads/presigned-url',
      { filenames: ['a.jpg'], mimetypes: ['image/jpeg'], requestId: 1, sizes: [-1] },
      'sizes.0',
    );
  });
});

describe('text is bounded and holds no NUL nor lone surrogate', () => {
  it('10 KB in an indexed name is refused', async () => {
    await refused('POST', '/api/city', { name: TEN_KB, countryId: 1 }, 'name', 'must be at most 500 characters');
    await refused('POST', '/api/storage-types', { code: TEN_KB, name: 'Crate', size: 1 }, 'code');
  });

  it('a NUL in a customer phone is refused before the e-mail is reserved', async () => {
    const email = `nul-${Date.now()}@example.test`;
    await refused(
      'POST',
      '/api/customers',
      { type: 'b2c', name: 'Nul Phone', email, phone: '+97150\u00001234567', countryId: 1 },
      'phone',
      /NUL/,
    );
    // The e-mail stays free: the same customer with a good phone registers.
    const ok = await app.call('POST', '/api/customers', admin, {
      type: 'b2c',
      name: 'Nul Phone',
      email,
      phone: '+971501234567',
      countryId: 1,
    });
    expect(ok.status).toBe(201);
  });

  it('a NUL in a new customer lead need is refused before the customer is registered', async () => {
    await refused(
      'POST',
      '/api/leads',
      {
        type: 'storage',
        countryId: 1,
        name: 'Lead Nul',
        email: `lead-nul-${Date.now()}@example.test`,
        phone: '+971501234567',
        need: 'boxes\u0000',
      },
      'need',
      /NUL/,
    );
  });

  it('a lone surrogate is refused', async () => {
    await refused('POST', '/api/hold-reasons', { reason: 'bad \ud800 text' }, 'reason', /lone surrogate/);
    await refused('PATCH', '/api/users/1', { name: '\udc00' }, 'name', /lone surrogate/);
  });

  it('a model name is a word, not 100 KB of text', async () => {
    await refused('POST', '/api/model-views', { model: 'x'.repeat(100 * 1024), documentId: 1 }, 'model');
    await refused('POST', '/api/comments', { comment: 'hello', model: 'user\u0000', documentId: 1 }, 'model');
  });

  it('a task date must be an ISO-8601 instant', async () => {
    await refused('POST', '/api/tasks', { type: 'CALL', date: '1' }, 'date');
  });
});

describe('every required read-model column gets a value', () => {
  it('a country created with only its required fields gets decimal places and VAT', async () => {
    const r = await app.call('POST', '/api/country', admin, { name: 'Bahrain', code: 'BH', currency: 'BHD' });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ name: 'Bahrain', decimalPlaces: 2 });
    expect(Number(r.body.vat)).toBe(0);
  });
});

describe('revision deletion', () => {
  it('of ids that do not exist stores nothing', async () => {
    await refused(
      'POST',
      '/api/v1/revisions/delete',
      { ids: [999999999] },
      'ids.0',
      "No revision found for id '999999999'",
    );
    await refused('POST', '/api/v1/revisions/delete', { ids: [1.5] }, 'ids.0');
    await refused('POST', '/api/v1/revisions/delete', { ids: [2 ** 31] }, 'ids.0');
  });
});

describe('list bodies', () => {
  it('refuse a NUL in a search, a page past 2^31 and an id of 1e308', async () => {
    await refused('POST', '/api/v1/users/list', { searchTerm: 'a\u0000' }, 'searchTerm');
    await refused('POST', '/api/v1/orders/list', { page: 1e20 }, 'page');
    await refused('POST', '/api/v1/storages/list', { userIds: [1e308] }, 'userIds.0');
  });
});

describe('path ids', () => {
  it.each(['99999999999999999999', '1.5', 'abc', '0', '2147483648'])('/:id = %s is a 400 on id', async (id) => {
    for (const route of [
      '/api/city',
      '/api/users',
      '/api/orders',
      '/api/storages',
      '/api/requests',
      '/api/revisions',
    ]) {
      const r = await app.call('GET', `${route}/${id}`, admin);
      expect({ route, status: r.status, errors: r.body.errors }).toEqual({
        route,
        status: 400,
        errors: [{ path: 'id', message: 'must be a whole number from 1 to 2147483647' }],
      });
    }
  });

  it('and a PATCH or DELETE with such an id stores nothing', async () => {
    await refused('PATCH', '/api/city/99999999999999999999', { name: 'x' }, 'id');
    await refused('DELETE', '/api/hold-reasons/1.5', undefined, 'id');
  });
});

describe('generic GET filters', () => {
  it.each([
    ['/api/city?$skip=1e20', '$skip'],
    ['/api/users?$limit=100000', '$limit'],
    ['/api/storages?id[$gt]=1e308', 'id.$gt'],
    ['/api/orders?id=1.5', 'id'],
    ['/api/requests?userId[$in]=1,2147483648', 'userId.$in.1'],
    ['/api/revisions?createdAt[$gte]=1', 'createdAt.$gte'],
    ['/api/tasks?date[$lt]=tomorrow', 'date.$lt'],
    ['/api/blocked-slots?from=2026-02-30', 'from'],
    ['/api/users?name=a%00b', 'name'],
    ['/api/hold-reasons?q=a%00', 'q'],
    ['/api/orders?rent=0.5', 'rent'],
  ])('%s is a 400 on %s', async (url, path) => {
    const r = await app.call('GET', url, admin);
    expect({ url, status: r.status, message: r.body.message }).toEqual({
      url,
      status: 400,
      message: 'Validation error',
    });
    expect(r.body.errors.map((e: { path: string }) => e.path)).toContain(path);
  });

  it('still answers good filters, decimals on double columns among them', async () => {
    for (const url of [
      '/api/city?countryId=1&$skip=0&$limit=5',
      '/api/storages?size[$gte]=0.5',
      '/api/revisions?createdAt[$gte]=2020-01-01T00:00:00Z',
    ]) {
      const r = await app.call('GET', url, admin);
      expect({ url, status: r.status }).toEqual({ url, status: 200 });
    }
  });
});

describe('the API description states the limits (for clients and the fuzz suite)', () => {
  it('gives body fields and path ids their codec limits', async () => {
    const doc = (await app.call('GET', '/api/docs/openapi.json')).body;
    const body = (path: string, method: string) =>
      doc.paths[path][method].requestBody.content['application/json'].schema;
    expect(body('/api/city', 'post').properties).toMatchObject({
      name: { type: 'string', maxLength: 500 },
      countryId: { type: 'integer', minimum: 1, maximum: 2147483647 },
    });
    expect(body('/api/v1/uploads/presigned-url', 'post').properties.sizes).toMatchObject({
      type: 'array',
      maxItems: 200,
      items: { minimum: 0 },
    });
    expect(body('/api/leads', 'post').properties.need).toEqual({ type: 'string', maxLength: 10000, nullable: true });
    expect(body('/api/v1/users/list', 'post').properties.limit).toMatchObject({
      type: 'integer',
      minimum: 1,
      maximum: 1000,
    });
    const id = doc.paths['/api/users/{id}'].get.parameters.find((p: { name: string }) => p.name === 'id');
    expect(id.schema).toEqual({ type: 'integer', minimum: 1, maximum: 2147483647 });
  });
});
