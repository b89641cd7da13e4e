import { sql } from 'kysely';
import { seedDemoRecords } from '@console/services';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Demo data a business would recognise (issue 31): a small demo set made by the seed's commands, read back from the
 * read models. Phones of each person's country, nothing dated after today but requests and bookings (at most 60
 * days ahead), past requests settled, teams with members, comments and photos, storage rent billed as storage
 * charges, card holders by name, and no storage move refused while it was made.
 */
let app: TestApp;
const warnings: string[] = [];
const DAY = 86_400_000;

beforeAll(async () => {
  // The storage mover says what it refused on console.warn: what it says while the demo data is made is kept.
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    warnings.push(args.map(String).join(' '));
    warn(...args);
  };
  app = await startTestApp(40, undefined, 200);
  await seedDemoRecords(app.nest, app.infra, {
    customers: 40,
    orders: 0,
    warehouses: true,
    storages: 300,
    requests: 300,
    accounting: true,
    notes: true,
  });
  // The test app's settle gives up after 30 s; a loaded machine may need several.
  for (let tries = 1; ; tries++) {
    try {
      await app.settle();
      break;
    } catch (e) {
      if (tries >= 10) throw e;
    }
  }
  console.warn = warn;
}, 1_200_000);
afterAll(() => app?.stop());

const rows = async <T>(query: ReturnType<typeof sql<T>>): Promise<T[]> => (await query.execute(app.infra.db)).rows;
const today = () => new Date().toISOString().slice(0, 10);

it('gives customers and staff phones of their country (+971 UAE, +965 Kuwait, +966 KSA)', async () => {
  const users = await rows(sql<{ email: string; phone: string; countryId: number }>`
    SELECT email, phone, "countryId" FROM rm.users WHERE email LIKE '%@example.com' OR email LIKE '%@demo.test'`);
  expect(users.length).toBeGreaterThan(40);
  const code: Record<number, string> = { 1: '+971', 2: '+965', 3: '+966' };
  const wrong = users.filter((u) => !u.phone.startsWith(code[u.countryId]!));
  expect(wrong).toEqual([]);
  expect(new Set(users.map((u) => u.countryId))).toEqual(new Set([1, 2, 3]));
});

it('dates no event, record or revision after now; requests at most 60 days ahead', async () => {
  const now = Date.now() + 1000;
  const [revisions] = await rows(sql<{ latest: Date }>`SELECT max("createdAt") AS latest FROM rm.revisions`);
  expect(new Date(revisions!.latest).getTime()).toBeLessThanOrEqual(now);
  for (const table of ['rm.users', 'rm.orders', 'rm.storages', 'rm.requests', 'rm.comments', 'rm.photos']) {
    const [r] = await rows(sql<{ latest: Date }>`SELECT max("createdAt") AS latest FROM ${sql.table(table)}`);
    expect([table, new Date(r!.latest).getTime() <= now]).toEqual([table, true]);
  }
  const [requests] = await rows(sql<{ last: string; first: string }>`
    SELECT max(date) AS last, min(date) AS first FROM rm.requests`);
  expect(requests!.last > today()).toBe(true);
  expect(requests!.last <= new Date(Date.now() + 60 * DAY).toISOString().slice(0, 10)).toBe(true);
  const [slots] = await rows(sql<{ last: string }>`SELECT max("to")::text AS last FROM rm.blocked_slots`);
  expect(slots!.last <= new Date(Date.now() + 60 * DAY).toISOString().slice(0, 10)).toBe(true);
});

it('settles every request dated before today: complete, cancelled or rejected, none pending', async () => {
  const open = await rows(sql<{ id: number; date: string; status: string }>`
    SELECT id, date, status FROM rm.requests
    WHERE date < ${today()} AND status NOT IN ('complete', 'cancelled', 'rejected')`);
  expect(open).toEqual([]);
  const statuses = await rows(sql<{ status: string }>`
    SELECT DISTINCT status FROM rm.requests WHERE date < ${today()}`);
  expect(statuses.map((s) => s.status).sort()).toEqual(['cancelled', 'complete', 'rejected']);
  const [pending] = await rows(sql<{ n: string }>`SELECT count(*) AS n FROM rm.requests WHERE status = 'pending'`);
  expect(Number(pending!.n)).toBeGreaterThan(0);
});

it('has teams with members: staff users of operations and transport roles of their country', async () => {
  const teams = await rows(sql<{ id: number; countryId: number; users: number[] }>`
    SELECT id, "countryId", users FROM rm.teams ORDER BY id`);
  expect(teams).toHaveLength(6);
  for (const t of teams) {
    expect(t.users.length).toBeGreaterThanOrEqual(3);
    const members = await rows(sql<{ type: string; countryId: number; roles: string[] }>`
      SELECT type, "countryId", roles FROM rm.users WHERE id = ANY(${t.users}::int[])`);
    expect(members.every((m) => m.type === 'staff')).toBe(true);
    expect(members.every((m) => m.roles.some((r) => /^(operations|transport)/.test(r)))).toBe(true);
    expect(members.some((m) => m.countryId === t.countryId)).toBe(true);
  }
});

it('has comments by staff and photos whose files are served', async () => {
  const comments = await rows(sql<{ model: string; authorId: number | null }>`
    SELECT model, "authorId" FROM rm.comments`);
  expect(new Set(comments.map((c) => c.model))).toEqual(new Set(['request', 'order', 'user', 'storage']));
  expect(comments.every((c) => c.authorId !== null)).toBe(true);
  const photos = await rows(sql<{ id: number; requestId: number | null; storageId: number | null }>`
    SELECT id, "requestId", "storageId" FROM rm.photos WHERE deleted = false ORDER BY id`);
  expect(photos.some((p) => p.storageId !== null)).toBe(true);
  expect(photos.some((p) => p.requestId !== null)).toBe(true);
  const admin = await app.token('admin');
  const file = await fetch(`${app.url}/api/v1/photos/${photos[0]!.id}/file`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toContain('image/png');
  expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(100);
});

it("bills storage rent as storage charges of the storage's order, and names card holders", async () => {
  const rent = await rows(sql<{ type: string; orderId: number | null }>`
    SELECT type, "orderId" FROM rm.charges WHERE "storageId" IS NOT NULL`);
  expect(rent.length).toBeGreaterThan(0);
  expect(rent.filter((c) => c.type !== 'storage' || c.orderId === null)).toEqual([]);
  const cards = await rows(sql<{ cardHolderName: string; name: string }>`
    SELECT c."cardHolderName", u.name FROM rm.cards c JOIN rm.users u ON u.id = c."userId"`);
  expect(cards.length).toBeGreaterThan(0);
  expect(cards.filter((c) => c.cardHolderName !== c.name)).toEqual([]);
});

it('moved storages by requests without a refused move', async () => {
  expect(warnings.filter((w) => /refused/.test(w))).toEqual([]);
  // The requests did move storages: some are on their way out or back.
  const [moved] = await rows(sql<{ n: string }>`
    SELECT count(*) AS n FROM rm.storages WHERE status IN ('forpickup', 'fordelivery', 'delivered', 'out')`);
  expect(Number(moved!.n)).toBeGreaterThan(0);
});

it("pays invoices of the affiliates' orders, so the demo affiliates earn commissions", async () => {
  const earned = await rows(sql<{ affiliateId: number; orders: number; amount: string }>`
    SELECT "affiliateId", count(DISTINCT "orderId")::int AS orders, sum(amount) AS amount
    FROM rm.affiliate_commissions GROUP BY "affiliateId" ORDER BY "affiliateId"`);
  expect(earned.length).toBeGreaterThan(0);
  for (const a of earned) expect({ ...a, positive: Number(a.amount) > 0 }).toMatchObject({ positive: true });
  // What the affiliate user sees on the commissions page.
  const affiliate = await app.token('affiliate');
  const page = await app.call('POST', '/api/v1/affiliate-commissions/list', affiliate, { limit: 500 });
  expect(page.status).toBe(200);
  const own = page.body.results as { affiliateId: number; amount: number }[];
  expect(own.length).toBeGreaterThan(0);
  expect(new Set(own.map((r) => r.affiliateId)).size).toBe(1);
  expect(own.reduce((a, r) => a + Number(r.amount), 0)).toBeGreaterThan(0);
});
