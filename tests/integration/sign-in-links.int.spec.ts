import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { SIGN_IN_LINK_INVALID, SIGN_IN_LINK_REQUESTED, START } from '@console/contracts';
import { SignInLinks } from '@console/services';
import { eventually } from '../support/eventually.js';
import { DEMO_PASSWORD_HASH, startTestApp, type TestApp } from '../support/test-app.js';
import { withActors } from '../support/actors.js';

/**
 * Issue 34 §2 and its security list: a password reset (`POST authManagement {action: 'sendResetPwd', email}`) and a
 * magic link (`POST magic-link`) mail a single-use, expiring, unguessable link through the notifier; neither tells
 * an unknown e-mail from a known one; the token is in no event, task, record or log line.
 */
const execFileAsync = promisify(execFile);
let app: TestApp;
let admin: string;
const sha = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

/** Everything the process writes to its console while `work` runs. */
const captureLogs = async (work: () => Promise<void>): Promise<string> => {
  const lines: string[] = [];
  const methods = ['log', 'info', 'warn', 'error', 'debug'] as const;
  const saved = methods.map((m) => console[m]);
  const writes = [process.stdout.write, process.stderr.write];
  for (const m of methods) console[m] = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
  const tap = (chunk: unknown) => (lines.push(String(chunk)), true);
  process.stdout.write = tap;
  process.stderr.write = tap;
  try {
    await work();
  } finally {
    methods.forEach((m, i) => (console[m] = saved[i]!));
    [process.stdout.write, process.stderr.write] = writes as [typeof process.stdout.write, typeof process.stderr.write];
  }
  return lines.join('\n');
};

beforeAll(
  async () =>
    ({ app, admin } = await withActors(
      await startTestApp(0, undefined, 0, { notifier: { retry: { attempts: 2, backoffMs: 50 } } }),
      { admin: 'admin' },
    )),
);
afterAll(() => app?.stop());

const newStaff = async () => {
  const email = `links.${crypto.randomUUID()}@example.com`;
  const made = await app.call('POST', '/api/users', admin, {
    name: 'Rania Reset',
    email,
    phone: '+971501234567',
    type: 'staff',
    roles: ['sales-staff'],
    password: DEMO_PASSWORD_HASH,
  });
  // 202: stored, the read models behind (a loaded machine); settled before the user is used.
  expect([201, 202]).toContain(made.status);
  await app.settle();
  return { email, id: made.body.id as number };
};

/** The link of the newest mail to `email` whose subject says `subject`. */
const mailedLink = async (email: string, subject: string): Promise<string> => {
  let link = '';
  await eventually(async () => {
    await app.nest.get(SignInLinks).settled();
    await app.settle();
    const mail = [...app.notifier!.channels!.smtp.received()]
      .reverse()
      .find((m) => m.to.includes(email) && m.subject === subject);
    expect(mail).toBeDefined();
    link = /href="([^"]+)"/
      .exec(mail!.html)![1]!
      .replace(/&amp;/g, '&')
      .replace(/&#x3D;/g, '=');
  }, 20_000);
  return link;
};
const tokenOf = (link: string) => new URL(link.replace('/#/', '/')).searchParams.get('token')!;

const signIn = (email: string, password: string) =>
  app.call('POST', '/authentication', undefined, { strategy: 'local', email, password });
const reset = (token: string, password: string) =>
  app.call('POST', '/api/authManagement', undefined, { action: 'resetPwdLong', value: { token, password } });

it('resets a password by the mailed link, once, and the token is in no event, record or log line', async () => {
  const { email, id } = await newStaff();
  let token = '';
  const logs = await captureLogs(async () => {
    const asked = await app.call('POST', '/api/authManagement', undefined, { action: 'sendResetPwd', email });
    expect(asked.status).toBe(201);
    expect(asked.body).toEqual({ status: 'Success', message: SIGN_IN_LINK_REQUESTED });
    const link = await mailedLink(email, 'Reset your password');
    expect(link).toMatch(new RegExp(`^${app.url}/#/reset-password\\?token=\\d+\\.[A-Za-z0-9_-]{43}$`));
    token = tokenOf(link);
    // The new password works, the old one no longer does; the link works once.
    expect((await reset(token, sha('new secret'))).status).toBe(201);
    expect((await signIn(email, sha('new secret'))).status).toBe(201);
    expect((await signIn(email, DEMO_PASSWORD_HASH)).status).toBe(401);
    const again = await reset(token, sha('another'));
    expect([again.status, again.body.message]).toEqual([403, SIGN_IN_LINK_INVALID]);
    // A magic link is not a reset link, nor the reverse.
    const asMagic = await app.call('POST', '/authentication', undefined, { strategy: 'magic-link', token });
    expect(asMagic.status).toBe(403);
  });
  await app.settle();
  const [verifier] = token.split('.').slice(1);
  expect(verifier).toHaveLength(43);
  expect(logs).not.toContain(verifier);
  // Not in the event store (events of every stream), the tasks, the communication records, any read model.
  const all: unknown[] = [];
  for (let from = START; ;) {
    const page = await app.infra.store.readAll(from, 1000, {});
    all.push(...page.map((e) => ({ streamId: e.streamId, type: e.type, data: e.data, metadata: e.metadata })));
    if (page.length < 1000) break;
    from = page.at(-1)!.position;
  }
  const events = JSON.stringify(all);
  expect(events).toContain('SignInLinkIssued');
  expect(events).not.toContain(verifier);
  const records = await app.call('GET', `/api/Communication-records?recipientId=${id}`, admin);
  expect(JSON.stringify(records.body)).toContain('(link withheld)');
  expect(JSON.stringify(records.body)).not.toContain(verifier);
  const tasks = await app.infra.db
    .selectFrom('rm.tasks')
    .select('data')
    .where('type', '=', 'SEND_RESET_PASSWORD_MAIL')
    .execute();
  expect(JSON.stringify(tasks)).not.toContain(verifier);
});

it('answers alike, in alike time, for a known and an unknown e-mail, and mails only the known one', async () => {
  const { email } = await newStaff();
  const unknown = `nobody.${crypto.randomUUID()}@example.com`;
  const links = app.nest.get(SignInLinks);
  // Each call alone (the previous one's work after its answer done), timed by a client of its own process (curl):
  // a client in this process would share its event loop with the work that follows the answer.
  /** Until the work of the calls before is over: the link, its task, the mail sent (the mailbox stops growing). */
  const quiet = async () => {
    await links.settled();
    await app.settle();
    for (let seen = -1; ;) {
      const now = app.notifier!.channels!.smtp.received().length;
      if (now === seen) return;
      seen = now;
      await new Promise((r) => setTimeout(r, 400));
    }
  };
  const timed = async (body: unknown, path = '/api/authManagement') => {
    await quiet();
    const { stdout } = await execFileAsync('curl', [
      '-s',
      '-X',
      'POST',
      '-H',
      'content-type: application/json',
      '-d',
      JSON.stringify(body),
      '-w',
      '\n%{http_code} %{time_total}',
      `${app.url}${path}`,
    ]);
    const [text, last] = [stdout.slice(0, stdout.lastIndexOf('\n')), stdout.slice(stdout.lastIndexOf('\n') + 1)];
    const [status, seconds] = last.split(' ');
    return { status: Number(status), body: JSON.parse(text) as unknown, ms: Number(seconds) * 1000 };
  };
  const known: number[] = [];
  const other: number[] = [];
  for (let i = 0; i < 10; i++) {
    const a = await timed({ action: 'sendResetPwd', email });
    const b = await timed({ action: 'sendResetPwd', email: unknown });
    expect([a.status, a.body]).toEqual([b.status, b.body]);
    const c = await timed({ email }, '/api/magic-link');
    const d = await timed({ email: unknown }, '/api/magic-link');
    expect([c.status, c.body]).toEqual([d.status, d.body]);
    known.push(a.ms, c.ms);
    other.push(b.ms, d.ms);
  }
  const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
  // The look-up, the link and its task happen after the answer: a known e-mail's answer is not the slower one by
  // the time they take (tens of ms here), only by the machine's noise.
  expect(median(known) - median(other)).toBeLessThan(20);
  await mailedLink(email, 'Your sign-in link');
  expect(app.notifier!.channels!.smtp.received().some((m) => m.to.includes(unknown))).toBe(false);
});

it('signs in once by a magic link; an expired, forged or guessed token is refused', async () => {
  const { email, id } = await newStaff();
  await app.call('POST', '/api/magic-link', undefined, { email });
  const token = tokenOf(await mailedLink(email, 'Your sign-in link'));
  const first = await app.call('POST', '/authentication', undefined, { strategy: 'magic-link', token });
  expect(first.status).toBe(201);
  expect(first.body.user.id).toBe(id);
  expect((await app.call('GET', '/api/me', first.body.accessToken)).status).toBe(200);
  const second = await app.call('POST', '/authentication', undefined, { strategy: 'magic-link', token });
  expect([second.status, second.body.message]).toEqual([403, SIGN_IN_LINK_INVALID]);

  // Guessing: the next id's token with a made-up secret, a token with one character changed, garbage.
  const [linkId, verifier] = token.split('.') as [string, string];
  const flipped = `${linkId}.${verifier.slice(0, -1)}${verifier.endsWith('A') ? 'B' : 'A'}`;
  for (const guess of [`${Number(linkId) + 1}.${'A'.repeat(43)}`, flipped, 'garbage', '']) {
    const r = await app.call('POST', '/authentication', undefined, { strategy: 'magic-link', token: guess });
    expect([r.status, r.body.message]).toEqual([403, SIGN_IN_LINK_INVALID]);
  }

  // Expiring: the link's stream says when (the refusal from that instant on is the decider's unit spec).
  const [issued] = await app.infra.store.readStream(`signinlink-${linkId}`);
  const ttl = Date.parse((issued!.data as { expiresAt: string }).expiresAt) - Date.parse(issued!.metadata.occurredAt);
  expect(Math.abs(ttl - 15 * 60_000)).toBeLessThan(5_000);
});

it('ten wrong tokens on one account make its next tries wait (429, Retry-After), the right token and password too', async () => {
  const { email } = await newStaff();
  const other = await newStaff();
  await app.call('POST', '/api/authManagement', undefined, { action: 'sendResetPwd', email });
  const token = tokenOf(await mailedLink(email, 'Reset your password'));
  await app.call('POST', '/api/magic-link', undefined, { email: other.email });
  const othersToken = tokenOf(await mailedLink(other.email, 'Your sign-in link'));
  const linkId = token.split('.')[0]!;
  for (let i = 0; i < 10; i++) {
    const wrong = await reset(`${linkId}.${crypto.randomBytes(32).toString('base64url')}`, sha('guess'));
    expect(wrong.status).toBe(403);
  }
  const refused = await reset(token, sha('the right link'));
  expect([refused.status, refused.body.message]).toEqual([429, 'Too many failed sign-ins; try again later']);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
  // The account is throttled whatever the way in: its password waits too.
  expect((await signIn(email, DEMO_PASSWORD_HASH)).status).toBe(429);
  // Another account's link still works.
  const ok = await app.call('POST', '/authentication', undefined, { strategy: 'magic-link', token: othersToken });
  expect(ok.status).toBe(201);
});
