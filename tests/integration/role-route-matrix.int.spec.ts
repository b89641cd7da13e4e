import { Role } from '@console/contracts';
import { send, type Answer } from '../support/fuzz/app-probe.js';
import { brief, Findings } from '../support/fuzz/findings.js';
import { resourceOf, routeForms, type RouteForm } from '../support/fuzz/openapi-routes.js';
import { routeAccess, specRefuses, tableSays } from '../support/fuzz/route-access.js';
import { DEMO_PASSWORD_HASH, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 11's role × route matrix: every route form of the OpenAPI description, called as the demo user of every
 * role and without a token. A call is "allowed" when it is not answered 401/403. Expected: exactly what the
 * permission table gives the role for the route's permission (named here from the spec's resource names, not read
 * from the server), never what the spec refuses (Admin group, partner-reduced set, analytics, lead deletion), and a
 * partner user sees only partner 2's rows. Failures are gathered into one line per role, route and cause.
 */
let app: TestApp;
const tokens = new Map<string, string>();
let baseIds: Record<string, number> = {};
/** No record has this id: routes that would change a record are called on it (allowed → 404, refused → 401/403). */
const ABSENT = 2_147_483_000;

const ok = async (method: string, path: string, body?: unknown, who = 'admin'): Promise<any> => {
  const r = await send(app.url, method, path, tokens.get(who), body === undefined ? undefined : { json: body });
  if (r.status >= 300) throw new Error(`${method} ${path} answered ${r.status}: ${r.text.slice(0, 300)}`);
  return JSON.parse(r.text);
};
const rowsOf = (text: string): Record<string, unknown>[] => {
  const body = JSON.parse(text) as
    { data?: Record<string, unknown>[]; results?: Record<string, unknown>[] } | Record<string, unknown>[];
  return Array.isArray(body) ? body : (body.data ?? body.results ?? []);
};

beforeAll(async () => {
  app = await startTestApp(24, undefined, 30);
  for (const role of Role.values) tokens.set(role, await app.token(role));
  // A few records of other partners than the partner user's (2), and of partner 2, where the seed makes none.
  const customers = rowsOf(JSON.stringify(await ok('GET', '/api/users?$sort[id]=-1&$limit=50'))).filter(
    (u) => u['type'] !== 'staff',
  );
  for (const partnerId of [1, 2, 3]) {
    const owner = customers.find((u) => u['partnerId'] === partnerId) ?? customers[0]!;
    await ok('POST', '/api/storages', { userId: owner['id'], storagetypeId: 5, size: 1, partnerId });
    await ok('POST', '/api/requests', {
      type: 'delivery',
      partnerId,
      countryId: 1,
      cityId: 1,
      userId: owner['id'],
      date: '2031-04-02',
      from: 9,
      to: 13,
      request_lines: [{ qty: 1 }],
    }).catch(() => undefined);
  }
  for (const r of [
    'users',
    'orders',
    'leads',
    'storages',
    'requests',
    'request-lines',
    'storage-records',
    'addresses',
    'country',
    'city',
    'partners',
    'revisions',
    'comments',
    'tasks',
    'photos',
    'warehouses',
    'locations',
    'teams',
    'coupons',
    'offers',
    'storage-types',
    'service-types',
    'boxes',
    'blocked-slots',
    'lost-reasons',
    'hold-reasons',
    'reject-reasons',
    'cancel-reasons',
    'partner-commission-slabs',
  ]) {
    const r1 = await send(app.url, 'GET', `/api/${r}?$sort[id]=-1&$limit=1`, tokens.get('admin'));
    const id = r1.status === 200 ? rowsOf(r1.text)[0]?.['id'] : undefined;
    if (typeof id === 'number') baseIds[r] = id;
  }
  for (const alias of ['customers', 'non-staff-users', 'customer-users']) baseIds[alias] = baseIds['users']!;
  baseIds = { ...baseIds, history: baseIds['orders'] ?? 1 };
  await app.settle();
}, 300_000);
afterAll(() => app.stop());

/** The path and body of the one call that tells whether a role may use a route, without changing anything. */
const probe = (r: RouteForm): { path: string; body?: { json: unknown } } => {
  // Reads go to a real record; changes to an absent one (or carry a body no codec accepts: an array).
  const changes = r.method !== 'GET';
  const id =
    changes && (r.method === 'DELETE' || r.pathParams.includes('action') || /check-(in|out)$/.test(r.path))
      ? ABSENT
      : (baseIds[resourceOf(r.path)] ?? ABSENT);
  let path = r.path
    .replace('{id}', String(id))
    .replace('{action}', r.path.includes('/users/') ? 'activate' : 'confirm')
    .replace('{model}', 'order');
  if (path === '/pdf/quote' || path === '/pdf/note' || path === '/pdf/receipt' || path === '/pdf/statement')
    path += `?id=${ABSENT}`;
  if (path === '/api/v1/sales-calendar') path += '?from=2026-11-01&to=2026-11-30';
  // PATCH: an empty change and list calls: an empty query (both decode, so a permission checked after the decoding
  // still answers 403); other POSTs: an array, which no create codec accepts (allowed: a 400, nothing is made).
  const json = r.method === 'PATCH' || /\/list$/.test(r.path) ? {} : [];
  return { path, ...(r.hasBody ? { body: { json } } : {}) };
};

/** The partner a row belongs to: a revision's is its document's (its partnerId is the author's). */
const ownerOf = (row: Record<string, unknown>): number =>
  ('documentPartnerId' in row ? row['documentPartnerId'] : row['partnerId']) as number;

const allowed = (a: Answer) => a.status !== 401 && a.status !== 403;

/** Runs `tasks` four at a time (the calls change nothing, so their order does not matter). */
const inParallel = async <T>(items: readonly T[], run: (item: T) => Promise<void>, width = 4) => {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await run(items[next++]!);
    }),
  );
};

it('every role is allowed exactly the routes the permission table and the spec give it', async () => {
  // Sign-out revokes the token it is sent with, which every other call of the role shares: it has its own test below.
  const forms = (await routeForms(app.url)).filter((f) => f.path !== '/authentication' && f.path !== '/api/sign-out');
  const findings = new Findings();
  const calls: { who: Role | 'anonymous'; form: RouteForm }[] = forms.flatMap((form) => [
    ...Role.values.map((who) => ({ who, form })),
    { who: 'anonymous' as const, form },
  ]);
  await inParallel(calls, async ({ who, form }) => {
    const access = routeAccess(form);
    const { path, body } = probe(form);
    const answer = await send(app.url, form.method, path, who === 'anonymous' ? undefined : tokens.get(who), body);
    const got = `${form.method} ${path} → ${answer.status}`;
    if (answer.status >= 500 || answer.status === 0)
      findings.add(form.key, `${answer.status} answer`, `${who}: ${got} ${brief(answer.text)}`);
    if (who === 'anonymous') {
      if (access.kind !== 'public' && answer.status !== 401) findings.add(form.key, 'answered without a token', got);
      return;
    }
    const table = tableSays(who, access);
    const spec = specRefuses(who, access);
    // A refused role may be told 404 on an absent or hidden record: that answer does not tell, so it passes.
    if (allowed(answer) && answer.status !== 404) {
      if (spec) findings.add(form.key, `${who} allowed: ${spec}`, got);
      else if (table === 'refused') findings.add(form.key, `${who} allowed though the table refuses it`, got);
    } else if (!allowed(answer) && table === 'allowed' && !spec) {
      findings.add(form.key, `${who} refused though the table allows it`, `${got} ${brief(answer.text)}`);
    }
  });
  console.log(
    `[matrix] ${calls.length} calls: ${forms.length} route forms × ${Role.values.length} roles + anonymous; ${findings.size} distinct findings`,
  );
  if (process.env['MATRIX_FINDINGS_FILE'])
    (await import('node:fs')).writeFileSync(process.env['MATRIX_FINDINGS_FILE'], `${findings.summary()}\n`);
  expect(findings.summary()).toBe('');
}, 600_000);

describe('a partner user sees only its partner’s rows', () => {
  it('every list the partner may read holds partner 2 rows only, and records of other partners are hidden', async () => {
    const forms = await routeForms(app.url);
    const findings = new Findings();
    let lists = 0;
    let records = 0;
    for (const form of forms) {
      const isGeneric = form.method === 'GET' && /^\/api\/[\w-]+$/.test(form.path);
      const isList = form.method === 'POST' && /\/list$/.test(form.path);
      if (!isGeneric && !isList) continue;
      const answer = await send(
        app.url,
        form.method,
        isGeneric ? `${form.path}?$limit=200` : form.path,
        tokens.get('partner'),
        isList ? { json: { limit: 200 } } : undefined,
      );
      if (answer.status !== 200) continue;
      lists += 1;
      // Storage types of partner 1 (the business) are the catalogue every partner picks from (cataloguePartnerScope).
      const shared = form.path.includes('storage-types') || form.path.includes('storages/types') ? [1, 2] : [2];
      const leaks = rowsOf(answer.text).filter((row) => 'partnerId' in row && !shared.includes(ownerOf(row)));
      if (leaks.length)
        findings.add(
          form.key,
          'partner sees other partners’ rows',
          `${leaks.length} rows, e.g. id ${String(leaks[0]!['id'])} of partner ${String(leaks[0]!['partnerId'])}`,
        );
      // Each record of another partner the admin sees here: hidden from the partner one by one too.
      if (!isGeneric) continue;
      const all = await send(app.url, 'GET', `${form.path}?$limit=200`, tokens.get('admin'));
      const foreign = rowsOf(all.text)
        .filter((row) => 'partnerId' in row && !shared.includes(ownerOf(row)) && typeof row['id'] === 'number')
        .slice(0, 2);
      for (const row of foreign) {
        records += 1;
        const one = await send(app.url, 'GET', `${form.path}/${String(row['id'])}`, tokens.get('partner'));
        if (one.status === 200)
          findings.add(
            `GET ${form.path}/{id}`,
            'partner reads another partner’s record',
            `id ${String(row['id'])} of partner ${String(row['partnerId'])}`,
          );
      }
    }
    console.log(`[matrix] partner isolation: ${lists} lists read, ${records} foreign records probed`);
    expect(lists).toBeGreaterThan(5);
    expect(records).toBeGreaterThan(5);
    expect(findings.summary()).toBe('');
  }, 300_000);

  it('the affiliate lists and opens no order or lead it has nothing to do with (issue 11 item 7)', async () => {
    const findings = new Findings();
    for (const [method, path, body] of [
      ['GET', '/api/orders?$limit=50', undefined],
      ['GET', '/api/leads?$limit=50', undefined],
      ['POST', '/api/v1/orders/list', { limit: 50 }],
      ['POST', '/api/v1/leads/list', { limit: 50 }],
    ] as const) {
      const r = await send(
        app.url,
        method,
        path,
        tokens.get('affiliate'),
        body === undefined ? undefined : { json: body },
      );
      if (r.status === 200 && rowsOf(r.text).length)
        findings.add(`${method} ${path}`, 'affiliate lists orders not its own', `${rowsOf(r.text).length} rows`);
    }
    const order = baseIds['orders'];
    expect(order).toBeDefined();
    for (const path of [`/api/orders/${order}`, `/pdf/quote?id=${order}`, `/api/v1/orders/${order}/quote-link`]) {
      const r = await send(app.url, 'GET', path, tokens.get('affiliate'));
      if (r.status === 200) findings.add(`GET ${path}`, 'affiliate opens an order not its own', `→ ${r.status}`);
    }
    expect(findings.summary()).toBe('');
  });
});

describe('roles, staff type, staff status and partner change only with admin (issue 11 item 2)', () => {
  it('no other role makes an admin, a staff account, or deactivates or moves a staff account', async () => {
    const target = (await ok('GET', '/api/users?email=sales3@demo.test')).data[0] as { id: number };
    const findings = new Findings();
    for (const role of Role.values.filter((r) => r !== 'admin')) {
      const token = tokens.get(role);
      const attempts: [string, string, unknown][] = [
        ['PATCH', `/api/users/${target.id}`, { roles: ['admin'] }],
        ['PATCH', `/api/users/${target.id}`, { type: 'b2c' }],
        ['PATCH', `/api/users/${target.id}`, { partnerId: 3 }],
        [
          'POST',
          '/api/users',
          {
            type: 'staff',
            name: `Made by ${role}`,
            email: `made-${role}@example.test`,
            phone: '+971500000009',
            countryId: 1,
            roles: ['admin'],
            password: 'x'.repeat(64),
          },
        ],
        ['POST', `/api/users/${target.id}/deactivate`, undefined],
      ];
      for (const [method, path, body] of attempts) {
        const r = await send(app.url, method, path, token, body === undefined ? undefined : { json: body });
        const what = body && method === 'PATCH' ? ` {${Object.keys(body).join(',')}}` : '';
        if (r.status < 300)
          findings.add(
            `${method} ${path.replace(String(target.id), '{staff}')}${what}`,
            `${role} changed a staff account`,
            `${brief(body ?? '')} → ${r.status}`,
          );
      }
    }
    const after = (await ok('GET', `/api/users/${target.id}`)) as { roles: string[]; status: string; type: string };
    expect(findings.summary()).toBe('');
    expect(after).toMatchObject({ roles: ['sales-staff'], type: 'staff' });
  }, 120_000);
});

it('every role signs out its own session, and no one without a token (issue 34 §3)', async () => {
  for (const role of Role.values) {
    const signedIn = await send(app.url, 'POST', '/authentication', undefined, {
      json: { strategy: 'local', email: `${role}@demo.test`, password: DEMO_PASSWORD_HASH },
    });
    expect({ role, status: signedIn.status }).toEqual({ role, status: 201 });
    const token = (JSON.parse(signedIn.text) as { accessToken: string }).accessToken;
    expect({ role, status: (await send(app.url, 'POST', '/api/sign-out', token)).status }).toEqual({
      role,
      status: 200,
    });
    expect({ role, status: (await send(app.url, 'GET', '/api/me', token)).status }).toEqual({ role, status: 401 });
    // The role's shared token of the other tests is untouched.
    expect((await send(app.url, 'GET', '/api/me', tokens.get(role))).status).toBe(200);
  }
  expect((await send(app.url, 'POST', '/api/sign-out', undefined)).status).toBe(401);
});
