import fs from 'node:fs';
import fc from 'fast-check';
import { HISTORY_MODELS, ORDER_ACTION_NAMES, REQUEST_ACTION_PATHS, USER_STATUS_ACTIONS } from '@console/contracts';
import { head, healthFailures, projectionFailures, quiet, relayCaughtUp, send } from '../support/fuzz/app-probe.js';
import { caseArbitrary, type CaseContext, type FuzzCase } from '../support/fuzz/cases.js';
import { brief, Findings } from '../support/fuzz/findings.js';
import { routeForms, type RouteForm } from '../support/fuzz/openapi-routes.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 11's fuzz suite: every route form of the OpenAPI description the app serves, with bad and edge values
 * generated from its body codec (fast-check, a fixed seed, a few runs per route). For every request:
 * - never a 5xx (nor a hang);
 * - never a 2xx for a body its contracts codec refuses or a value no column can hold;
 * - a refused request stores no event (the store's head is unchanged across it; the app is quiet between calls);
 * - the events of an accepted request are applied by every projection (none stops or retries).
 * The failures are gathered into one line per route and cause (FUZZ_FINDINGS_FILE=path also writes them there).
 */
const SEED = 20261125;
const RUNS_PER_ROUTE = Number(process.env['FUZZ_RUNS'] ?? 8);
/** Bodies this large are where the bus's message limit bites (issue 11 item 4): the relay is checked after them. */
const LARGE_BODY = 256 * 1024;

let app: TestApp;
let admin: string;
let ctx: CaseContext;
let restarts = 0;
let bootMs = 0;
const slow: [number, string][] = [];
let findings = new Findings();

const firstId = async (path: string): Promise<number | undefined> => {
  const r = await send(app.url, 'GET', path, admin);
  if (r.status !== 200) return undefined;
  const body = JSON.parse(r.text) as { data?: { id: number }[]; results?: { id: number }[] };
  return (body.data ?? body.results)?.[0]?.id;
};

const made = async (path: string, body: unknown): Promise<number | undefined> => {
  const r = await send(app.url, 'POST', path, admin, { json: body });
  return r.status < 300 ? (JSON.parse(r.text) as { id?: number }).id : undefined;
};

/** A fresh app with a few records of every kind the paths name, and the ids the cases start from. */
const boot = async (): Promise<void> => {
  const t0 = Date.now();
  app = await startTestApp(3, undefined, 6);
  admin = await app.token('admin');
  const customer = await firstId('/api/users?$sort[id]=-1&$limit=1');
  if (customer === undefined) throw new Error('no demo customer');
  const baseIds: Record<string, number> = {
    users: customer,
    customers: customer,
    'non-staff-users': customer,
    'customer-users': customer,
  };
  await made('/api/storages', { userId: customer, storagetypeId: 5, size: 1.5 });
  await made('/api/requests', {
    type: 'delivery',
    partnerId: 1,
    countryId: 1,
    cityId: 1,
    userId: customer,
    date: '2031-04-02',
    from: 9,
    to: 13,
    request_lines: [{ qty: 1 }],
  });
  for (const r of [
    'orders',
    'leads',
    'storages',
    'storage-records',
    'requests',
    'request-lines',
    'photos',
    'country',
    'city',
    'partners',
    'warehouses',
    'locations',
    'teams',
    'addresses',
    'revisions',
    'tasks',
    'comments',
    'coupons',
    'offers',
    'storage-types',
    'service-types',
  ]) {
    const id = await firstId(`/api/${r}?$sort[id]=-1&$limit=1`);
    if (id !== undefined) baseIds[r] = id;
  }
  baseIds['history'] = baseIds['orders'] ?? 1;
  if (!(await quiet(app, 30_000))) throw new Error('the fresh app did not settle');
  ctx = {
    baseIds,
    actions: {
      users: Object.keys(USER_STATUS_ACTIONS),
      orders: ORDER_ACTION_NAMES,
      leads: ORDER_ACTION_NAMES,
      requests: REQUEST_ACTION_PATHS,
    },
    historyModels: Object.keys(HISTORY_MODELS),
  };
  bootMs += Date.now() - t0;
};

/** The app is beyond use for the next cases (a projection or the relay stuck for good): start another one. */
const restart = async (): Promise<void> => {
  restarts += 1;
  await app.stop();
  await boot();
};

const example = (c: FuzzCase, status: number) => {
  const body = c.body === undefined ? '' : 'raw' in c.body ? ` raw ${brief(c.body.raw)}` : ` ${brief(c.body.json)}`;
  return `${c.label} → ${status}${c.path.includes('?') ? ` (${c.path})` : ''}${body}`;
};

/** The kind of input of a case, for grouping the 5xx: `body field = NUL in text`, `query id[$gt]`, `path id = 0`. */
const inputClass = (label: string): string =>
  label
    .replace(/^body\.\w+ = /, 'body field = ')
    .replace(/number -?[\d.e+-]+/, 'a double')
    .replace(/^query ([^=]+)=.*$/, 'query $1');

/** Runs one case and records what is wrong with its answer; true when the app must be replaced afterwards. */
const runCase = async (form: RouteForm, c: FuzzCase): Promise<boolean> => {
  const before = await head(app);
  const answer = await send(app.url, form.method, c.path, admin, c.body);
  const after = await head(app);
  const stored = after !== before;
  const status = answer.status;
  if (status >= 500 || status === 0) {
    findings.add(
      form.key,
      status === 0 ? 'no answer (hang)' : `${status} answer on ${inputClass(c.label)}`,
      `${example(c, status)} ${brief(answer.text)}`,
    );
    if (stored) findings.add(form.key, 'a 5xx left events behind (half-written command)', example(c, status));
  } else if (status >= 400) {
    // A refused sign-in is recorded (its user log, issue 34 §3): the one refusal that stores an event.
    const signInLog = form.path === '/authentication' && status === 401;
    if (stored && !signInLog) findings.add(form.key, 'a refused request stored events', example(c, status));
  } else if (c.mustRefuse) {
    findings.add(form.key, `2xx for ${c.mustRefuse}`, example(c, status));
  }
  if (c.mustNotEcho && answer.text.includes(c.mustNotEcho))
    findings.add(form.key, 'the parse error echoes the body', example(c, status));
  if (!stored) return false;
  // Accepted (or half-written): every projection must apply what was stored, and the app be quiet again.
  const settled = await quiet(app, 6_000);
  const failing = await projectionFailures(app);
  if (!settled || failing.length) {
    findings.add(
      form.key,
      'a projection cannot apply the events of an accepted request',
      `${example(c, status)} :: ${failing[0] ?? 'not settled in 6 s'}`,
    );
    return true;
  }
  const size = c.body === undefined ? 0 : 'raw' in c.body ? c.body.raw.length : JSON.stringify(c.body.json).length;
  if (size >= LARGE_BODY && !(await relayCaughtUp(app, 5_000))) {
    findings.add(form.key, 'the relay is blocked by a large event', example(c, status));
    return true;
  }
  return false;
};

// The server logs every 500 and every projection retry with a stack: thousands of lines the findings already
// summarise, and slow to print under Jest. Kept quiet during the run, counted.
const consoleError = console.error;
let serverErrors = 0;
beforeAll(async () => {
  console.error = () => {
    serverErrors += 1;
  };
  await boot();
}, 120_000);
afterAll(async () => {
  await app?.stop();
  console.error = consoleError;
});

it('no route answers bad or edge values with a 5xx, a wrong 2xx, a stray event or an event no projection applies', async () => {
  const started = Date.now();
  const forms = await routeForms(app.url);
  expect(forms.length).toBeGreaterThan(100);
  // Sign-in last: its bad passwords may throttle this address, and the other cases need no new sign-in. Sign-out
  // (no input) is left out: it would revoke the token every case sends; user-logs.int.spec.ts and the role-route
  // matrix call it (issue 34).
  // The reset link's wrong tokens count against this address as wrong passwords do: last too.
  const last = ['/api/authManagement', '/authentication'];
  const ordered = [
    ...forms.filter((f) => !last.includes(f.path) && f.path !== '/api/sign-out'),
    ...last.flatMap((path) => forms.filter((f) => f.path === path)),
  ];
  let cases = 0;
  for (const [i, form] of ordered.entries()) {
    const drawn = fc.sample(caseArbitrary(form, ctx), { seed: SEED + i, numRuns: RUNS_PER_ROUTE });
    for (const c of drawn) {
      cases += 1;
      const t0 = Date.now();
      const replace = await runCase(form, c);
      slow.push([Date.now() - t0, `${form.key} ${c.label}`]);
      if (replace) {
        await restart();
        break; // one finding of this kind per route is enough; the next route starts on the fresh app
      }
    }
  }
  // What the run left: every projection applied everything, none stopped, the relay published everything.
  if (!(await quiet(app, 15_000)))
    findings.add('(run)', 'the read models did not catch up after the run', 'quiet() timed out');
  for (const f of [...(await projectionFailures(app)), ...(await healthFailures(app))])
    findings.add('(run)', 'a projection failed', f);
  if (!(await relayCaughtUp(app, 10_000)))
    findings.add('(run)', 'the relay is behind after the run', 'relayLag().behind');
  const summary = findings.summary();
  console.log(
    `[fuzz] ${cases} cases over ${forms.length} route forms (seed ${SEED}, ${RUNS_PER_ROUTE} per route), ` +
      `${restarts} app restarts (${Math.round(bootMs / 1000)} s booting), ${findings.size} distinct findings, ` +
      `${serverErrors} server error logs, ${Math.round((Date.now() - started) / 1000)} s`,
  );
  if (process.env['FUZZ_DEBUG'])
    console.log(
      slow
        .sort((a, b) => b[0] - a[0])
        .slice(0, 25)
        .map(([ms, what]) => `${ms} ms ${brief(what)}`)
        .join('\n'),
    );
  if (process.env['FUZZ_FINDINGS_FILE']) fs.writeFileSync(process.env['FUZZ_FINDINGS_FILE'], `${summary}\n`);
  expect(summary).toBe('');
}, 900_000);

/** The issue's own examples (items 3–6), always run whatever the draw: a named case each. */
it('the examples of issue 11 are refused whole, or accepted and applied', async () => {
  findings = new Findings();
  const unique = `${Date.now()}`;
  const base = ctx.baseIds;
  const pinned: [string, string, string, unknown, string | undefined][] = [
    [
      'POST',
      '/api/customers',
      'item 5: NUL in a customer phone',
      { type: 'b2c', name: 'Pinned One', email: `pinned1-${unique}@example.test`, phone: '+97150\u0000', countryId: 1 },
      'NUL in text',
    ],
    [
      'POST',
      '/api/customers',
      'item 6: lone surrogate in a customer name',
      {
        type: 'b2c',
        name: 'Pinned \uD800',
        email: `pinned2-${unique}@example.test`,
        phone: '+971500000124',
        countryId: 1,
      },
      'lone surrogate in text',
    ],
    [
      'POST',
      '/api/leads',
      'item 5: NUL in a new customer lead need',
      {
        name: 'Pinned Two',
        email: `pinned3-${unique}@example.test`,
        phone: '+971500000123',
        countryId: 1,
        cityId: 1,
        need: 'boxes\u0000',
      },
      'NUL in text',
    ],
    [
      'POST',
      '/api/country',
      'item 3: a country with only its required fields',
      { name: 'Pinnedland', code: 'PN', currency: 'AED' },
      undefined,
    ],
    [
      'POST',
      '/api/city',
      'item 6: a city of country -1',
      { name: 'Pinned City', countryId: -1 },
      'id outside 1..2147483647',
    ],
    [
      'POST',
      '/api/city',
      'item 6: a city of country 999999999',
      { name: 'Pinned City', countryId: 999_999_999 },
      'no such country',
    ],
    [
      'PATCH',
      `/api/storage-records/${base['storage-records'] ?? 1}`,
      'item 6: qty 1.5 on a storage record',
      { qty: 1.5 },
      'fraction in an integer field',
    ],
    [
      'PATCH',
      `/api/request-lines/${base['request-lines'] ?? 1}`,
      'item 6: qty 1.5 on a request line',
      { qty: 1.5 },
      'fraction in an integer field',
    ],
    [
      'POST',
      '/api/v1/uploads/presigned-url',
      'item 6: presign sizes [-1]',
      { filenames: ['a.jpg'], mimetypes: ['image/jpeg'], requestId: base['requests'] ?? 1, sizes: [-1] },
      'negative size',
    ],
    [
      'POST',
      '/api/v1/revisions/delete',
      'item 6: deleting revisions that do not exist',
      { ids: [2_147_483_000] },
      'no such revision',
    ],
    [
      'PATCH',
      `/api/country/${base['country'] ?? 1}`,
      'item 3: decimalPlaces 1.5',
      { decimalPlaces: 1.5 },
      'fraction in an integer field',
    ],
    [
      'PATCH',
      `/api/storages/${base['storages'] ?? 1}`,
      'item 4: a 1 MB description',
      { description: 'z'.repeat(1024 * 1024) },
      '1 MB text',
    ],
  ];
  for (const [i, [method, path, label, json, mustRefuse]] of pinned.entries()) {
    const form: RouteForm = {
      method,
      path,
      key: `${method} ${path.replace(/\/\d+$/, '/{id}')}`,
      pathParams: [],
      hasBody: true,
    };
    const replace = await runCase(form, { route: form.key, label, path, body: { json }, mustRefuse });
    if (i === 0) {
      // Item 5: a refused customer leaves its e-mail free (asked on the same app, before any restart).
      const email = `pinned1-${unique}@example.test`;
      const again = await send(app.url, 'POST', '/api/customers', admin, {
        json: { type: 'b2c', name: 'Pinned One', email, phone: '+971500000125', countryId: 1 },
      });
      if (again.status !== 201)
        findings.add(
          'POST /api/customers',
          'item 5: the e-mail of a refused customer stays reserved',
          `${email} → ${again.status} ${brief(again.text)}`,
        );
      if (!(await quiet(app, 6_000)))
        findings.add('POST /api/customers', 'item 5: the app did not settle after the retry', email);
    }
    if (replace) await restart();
  }
  expect(findings.summary()).toBe('');
}, 300_000);
