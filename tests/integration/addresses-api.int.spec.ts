import { sql } from 'kysely';
import { drawnTexts } from '../../services/src/core/pdf/pdf-text.testing.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { withActors } from '../support/actors.js';
import { expectSameTables, rebuild } from '../support/rebuild.js';

/**
 * Addresses (spec 2 §2, §3, §5, §7; spec 1 §7.2): the generic calls with 'Address requires a user', partner and
 * country from the customer and the city, the list call's filters and default sort, the names that follow renames,
 * the request form's address picker, partner scope, admin-only changes, delete and History.
 */

let app: TestApp;
let admin: string;
const DEMO_CUSTOMERS = 4;
beforeAll(async () => ({ app, admin } = await withActors(await startTestApp(DEMO_CUSTOMERS), { admin: 'admin' })));
afterAll(() => app.stop());

type Row = { id: number; [k: string]: unknown };
const ids = (rows: Row[]) => rows.map((r) => r.id);
let serial = 0;
const tag = () => `zq${Date.now().toString(36)}${(serial += 1)}`;

const customer = async (over: Record<string, unknown>) => {
  const r = await app.call('POST', '/api/users', admin, {
    name: 'Address Owner',
    email: `${tag()}@example.com`,
    phone: '+971501234567',
    ...over,
  });
  expect(r.status).toBe(201);
  return r.body as Row;
};
const address = async (body: Record<string, unknown>) => {
  const r = await app.call('POST', '/api/addresses', admin, body);
  expect(r.status).toBe(201);
  return r.body as Row;
};
const list = async (token: string, body: Record<string, unknown>) => {
  const r = await app.call('POST', '/api/v1/addresses/list', token, body);
  expect(r.status).toBe(200);
  return r.body as { results: Row[]; totalCount: number };
};

describe('address create', () => {
  it('requires a user, with the generic message on userId', async () => {
    const r = await app.call('POST', '/api/addresses', admin, {
      line1: 'Villa 3, Street 4',
      area: 'Jumeirah',
      cityId: 1,
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ name: 'BadRequest', message: 'Validation error' });
    expect(r.body.errors).toEqual([{ path: 'userId', message: 'Required' }]);
    const unknown = await app.call('POST', '/api/addresses', admin, { userId: 987654, line1: 'Nowhere' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ path: 'userId', message: "No user found for id '987654'" }]);
  });

  it("takes the customer's partner and country, or the city's country, and carries the names the screens show", async () => {
    const owner = await customer({ name: 'Huda Partnered', partnerId: 3, countryId: 2 });
    const plain = await address({ userId: owner.id, name: 'Home', line1: 'Block 4, Street 12' });
    expect(plain).toMatchObject({
      userId: owner.id,
      partnerId: 3,
      countryId: 2,
      cityId: null,
      userName: 'Huda Partnered',
      cityName: null,
      line1: 'Block 4, Street 12',
    });
    expect(typeof plain.partnerName).toBe('string');
    // A city of another country than the customer's: the address is in the city's country.
    const riyadh = await address({ userId: owner.id, line1: 'Tower 9', area: 'Olaya', cityId: 8 });
    expect(riyadh).toMatchObject({ countryId: 3, cityName: 'Riyadh', partnerId: 3 });
    // What the body gives wins.
    const given = await address({ userId: owner.id, line1: 'Given', partnerId: 1, countryId: 1 });
    expect(given).toMatchObject({ partnerId: 1, countryId: 1 });
  });
});

describe('the addresses list call', () => {
  it('filters by searchTerm, partners, users, cities, countries and created dates; id descending, 10 a page by default', async () => {
    const t = tag();
    const dubai = await customer({ name: `Dubai ${t}`, countryId: 1 });
    const kuwait = await customer({ name: `Kuwait ${t}`, countryId: 2, partnerId: 2 });
    const made: Row[] = [];
    for (let i = 0; i < 12; i++) {
      const owner = i % 2 === 0 ? dubai : kuwait;
      made.push(
        await address({
          userId: owner.id,
          line1: `${t} line ${i}`,
          area: i % 3 === 0 ? 'Marina' : 'Salmiya',
          cityId: owner === dubai ? 1 : 6,
        }),
      );
    }
    const all = await list(admin, { searchTerm: t });
    expect(all.totalCount).toBe(12);
    expect(ids(all.results)).toEqual([...ids(made)].reverse().slice(0, 10));
    const newestFirst = (keep: (m: Row) => boolean) =>
      made
        .filter(keep)
        .map((m) => m.id)
        .reverse();
    const checks: [Record<string, unknown>, number[]][] = [
      [{ userIds: [dubai.id] }, newestFirst((m) => m.userId === dubai.id)],
      [{ partnerIds: [2] }, newestFirst((m) => m.userId === kuwait.id)],
      [{ cityIds: [1] }, newestFirst((m) => m.cityId === 1)],
      [{ countryIds: [2] }, newestFirst((m) => m.countryId === 2)],
      [{ searchTerm: `${t} line 11` }, [made[11]!.id]],
      [{ searchTerm: `Kuwait ${t}` }, newestFirst((m) => m.userId === kuwait.id)],
      [{ searchTerm: t, cityIds: [6], userIds: [dubai.id] }, []],
    ];
    for (const [filter, expected] of checks) {
      const r = await list(admin, { searchTerm: t, limit: 20, ...filter });
      expect(ids(r.results)).toEqual(expected);
    }
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(admin, { searchTerm: t, createdDateRange: { from: today, to: today } })).totalCount).toBe(12);
    expect((await list(admin, { searchTerm: t, createdDateRange: { to: '2020-01-01' } })).totalCount).toBe(0);
    const byLine = await list(admin, { searchTerm: t, sortBy: 'line1', sortOrder: 'ASC', limit: 2 });
    expect(byLine.results.map((r) => r.line1)).toEqual([`${t} line 0`, `${t} line 1`]);
    expect((await app.call('POST', '/api/v1/addresses/list', admin, { sortBy: 'nope' })).status).toBe(400);
  });

  it('keeps the customer and city names current when they are renamed', async () => {
    const t = tag();
    const owner = await customer({ name: `Before ${t}` });
    const city = await app.call('POST', '/api/city', admin, { name: `Town ${t}`, countryId: 1 });
    const made = await address({ userId: owner.id, line1: `${t} renamed`, cityId: city.body.id });
    expect((await app.call('PATCH', `/api/users/${owner.id}`, admin, { name: `After ${t}` })).status).toBe(200);
    expect((await app.call('PATCH', `/api/city/${city.body.id}`, admin, { name: `City ${t}` })).status).toBe(200);
    await app.settle();
    const [row] = (await list(admin, { userIds: [owner.id] })).results;
    expect(row).toMatchObject({ id: made.id, userName: `After ${t}`, cityName: `City ${t}` });
  });

  it('has one demo address for each demo customer', async () => {
    const demo = await app.call('POST', '/api/v1/users/list', admin, {
      searchTerm: '@example.com',
      excludeUserTypes: ['staff'],
      limit: 100,
    });
    const demoIds = (demo.body.results as Row[])
      .filter((u) => /^customer\d+@example\.com$/.test(String(u.email)))
      .map((u) => u.id);
    expect(demoIds).toHaveLength(DEMO_CUSTOMERS);
    const rows = (await list(admin, { userIds: demoIds, limit: 100 })).results;
    expect(rows.map((r) => r.userId).sort()).toEqual([...demoIds].sort());
    for (const r of rows)
      expect(r).toMatchObject({ line1: expect.any(String), area: expect.any(String), userName: expect.any(String) });
  });
});

describe('the generic addresses calls', () => {
  it("answer the request form's address picker: the user's addresses, newest first, labelled by line1", async () => {
    const owner = await customer({});
    const first = await address({ userId: owner.id, line1: 'First line' });
    const second = await address({ userId: owner.id, line1: 'Second line' });
    const r = await app.call('GET', `/api/addresses?userId=${owner.id}&$sort[id]=-1&$limit=100`, admin);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ total: 2, limit: 100, skip: 0 });
    expect(r.body.data.map((a: Row) => [a.id, a.line1])).toEqual([
      [second.id, 'Second line'],
      [first.id, 'First line'],
    ]);
    const byIds = await app.call('GET', `/api/addresses?id[$in]=${first.id}&id[$in]=${second.id}`, admin);
    expect(ids(byIds.body.data).sort()).toEqual([first.id, second.id].sort());
  });

  it('edits, then deletes the row, keeping its History', async () => {
    const owner = await customer({});
    const made = await address({ userId: owner.id, line1: 'To change' });
    const edited = await app.call('PATCH', `/api/addresses/${made.id}`, admin, { line1: 'Changed', cityId: 9 });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ line1: 'Changed', cityId: 9, cityName: 'Jeddah', countryId: 3 });
    const cleared = await app.call('PATCH', `/api/addresses/${made.id}`, admin, { userId: null });
    expect(cleared.status).toBe(400);
    const gone = await app.call('DELETE', `/api/addresses/${made.id}`, admin);
    expect(gone.status).toBe(200);
    expect(gone.body).toMatchObject({ id: made.id, line1: 'Changed' });
    expect((await app.call('GET', `/api/addresses/${made.id}`, admin)).status).toBe(404);
    expect((await list(admin, { userIds: [owner.id] })).totalCount).toBe(0);
    await app.settle();
    const history = await app.call(
      'GET',
      `/api/revisions?model=address&documentId=${made.id}&$sort[revision]=1`,
      admin,
    );
    expect(history.body.data.map((r: { revision: number }) => r.revision)).toEqual([1, 2, 3]);
  });
});

describe('who may see and change addresses', () => {
  it("shows a partner user its partner's addresses only, and lets it change none", async () => {
    const partner = await app.token('partner'); // a user of partner 2
    const t = tag();
    const own = await address({ userId: (await customer({ partnerId: 2 })).id, line1: `${t} own` });
    const other = await address({ userId: (await customer({ partnerId: 3 })).id, line1: `${t} other` });
    expect(ids((await list(partner, { searchTerm: t })).results)).toEqual([own.id]);
    // Asking for another partner's rows does not widen the scope.
    expect(ids((await list(partner, { searchTerm: t, partnerIds: [3] })).results)).toEqual([]);
    const generic = await app.call('GET', `/api/addresses?q=${t}`, partner);
    expect(ids(generic.body.data)).toEqual([own.id]);
    expect((await app.call('GET', `/api/addresses/${own.id}`, partner)).status).toBe(200);
    expect((await app.call('GET', `/api/addresses/${other.id}`, partner)).status).toBe(404);
    expect((await app.call('POST', '/api/addresses', partner, { userId: own.userId, line1: 'Mine' })).status).toBe(403);
    expect((await app.call('PATCH', `/api/addresses/${own.id}`, partner, { line1: 'Mine' })).status).toBe(403);
    expect((await app.call('DELETE', `/api/addresses/${own.id}`, partner)).status).toBe(403);
  });

  it('lets the staff roles that open customers read addresses, and only admin change them', async () => {
    const owner = await customer({});
    const made = await address({ userId: owner.id, line1: 'Staff reads' });
    for (const role of ['sales-staff', 'staff', 'operations-staff']) {
      const token = await app.token(role);
      expect((await app.call('POST', '/api/v1/addresses/list', token, { userIds: [owner.id] })).status).toBe(200);
      expect((await app.call('GET', `/api/addresses/${made.id}`, token)).status).toBe(200);
      expect((await app.call('POST', '/api/addresses', token, { userId: owner.id, line1: 'Not mine' })).status).toBe(
        403,
      );
      expect((await app.call('PATCH', `/api/addresses/${made.id}`, token, { line1: 'Not mine' })).status).toBe(403);
    }
    expect((await app.call('POST', '/api/v1/addresses/list', await app.token('business'), {})).status).toBe(403);
  });
});

describe('addresses on requests', () => {
  it("prints the request's address lines (line 1, area, city) on the request note", async () => {
    const owner = await customer({ name: 'Note Reader' });
    const made = await address({ userId: owner.id, line1: 'Villa 3, Street 4', area: 'Jumeirah', cityId: 1 });
    const request = await app.call('POST', '/api/requests', admin, {
      type: 'pickup',
      userId: owner.id,
      countryId: 1,
      cityId: 1,
      date: '2026-12-10',
      addressId: made.id,
      request_lines: [{ qty: 1 }],
    });
    expect(request.status).toBe(201);
    const res = await fetch(`${app.url}/pdf/note?id=${request.body.id}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.status).toBe(200);
    const text = drawnTexts(Buffer.from(await res.arrayBuffer()))
      .map((d) => d.text)
      .join('\n');
    expect(text).toContain('Villa 3, Street 4, Jumeirah, Dubai');
    expect(text).not.toContain(`Address ${made.id}`);
  });
});

describe('the addresses read model', () => {
  it('rebuilt from all events equals the live tables, row for row (names that followed renames included)', async () => {
    const owner = await customer({ name: 'Rebuilt Before' });
    await address({ userId: owner.id, line1: 'Rebuilt', cityId: 2 });
    await app.call('PATCH', `/api/users/${owner.id}`, admin, { name: 'Rebuilt After' });
    await app.call('PATCH', '/api/partners/2', admin, { name: 'Desert Storage Renamed' });
    await app.settle();
    const snapshot = async (table: string) =>
      (await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)} ORDER BY 1, 2`.execute(app.infra.db)).rows;
    const tables = ['rm.addresses', 'rm.address_refs'];
    const live = await Promise.all(tables.map(snapshot));
    expect(live[0]!.some((a) => a['userName'] === 'Rebuilt After')).toBe(true);
    expect(live[0]!.some((a) => a['partnerName'] === 'Desert Storage Renamed')).toBe(true);
    await rebuild(app, ['addresses']);
    const rebuilt = await Promise.all(tables.map(snapshot));
    expectSameTables(tables, rebuilt, live);
  });
});
