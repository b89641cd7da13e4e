import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 31 §7: a customer picker finds a customer by any of name, e-mail, phone or id, as people type them
 * (POST /api/v1/users/list searchTerm, the picker's call), so two customers of one name are told apart.
 */
let app: TestApp;
let admin: string;
const tag = Math.random().toString(36).slice(2, 8);
const mei = { name: `Mei Haddad ${tag}`, email: `mei.${tag}@example.com`, phone: '+971 50 123 4567', countryId: 1 };
const twin = { name: `Mei Haddad ${tag}`, email: `mei.h.${tag}@example.com`, phone: '+971559876543', countryId: 1 };
let meiId: number;
let twinId: number;

beforeAll(async () => {
  app = await startTestApp(0);
  admin = await app.token('admin');
  meiId = (await app.call('POST', '/api/users', admin, mei)).body.id;
  twinId = (await app.call('POST', '/api/users', admin, twin)).body.id;
});
afterAll(() => app.stop());

const found = async (searchTerm: string): Promise<number[]> => {
  const r = await app.call('POST', '/api/v1/users/list', admin, {
    searchTerm,
    excludeUserTypes: ['staff'],
    sortBy: 'name',
    sortOrder: 'ASC',
    limit: 20,
    page: 1,
  });
  expect(r.status).toBe(200);
  return (r.body.results as { id: number }[]).map((u) => u.id);
};

describe('customer picker search (issue 31 §7)', () => {
  it('finds both customers of one name by the name', async () => {
    expect((await found(`mei haddad ${tag}`)).sort()).toEqual([meiId, twinId].sort());
  });

  it('tells them apart by e-mail, in any case', async () => {
    expect(await found(mei.email.toUpperCase())).toEqual([meiId]);
    expect(await found(twin.email)).toEqual([twinId]);
  });

  it('finds by id, typed bare or as shown (#id), and by name and id together', async () => {
    expect(await found(`#${meiId}`)).toContain(meiId);
    expect(await found(`${tag} ${twinId}`)).toEqual([twinId]);
  });

  it('finds by the whole label a picker shows', async () => {
    expect(await found(`${mei.name} · ${mei.email} · #${meiId}`)).toEqual([meiId]);
  });

  it.each([
    ['as stored', '+971 50 123 4567', 'mei'],
    ['without spaces', '+971501234567', 'mei'],
    ['nationally, with its trunk 0', '050 123 4567', 'mei'],
    ['spaced, though stored without spaces', '+971 55 987 6543', 'twin'],
    ['as a part of its digits', '559876543', 'twin'],
  ] as const)('finds by phone %s', async (_how, phone, who) => {
    const ids = await found(`${phone}`);
    expect(ids).toContain(who === 'mei' ? meiId : twinId);
    expect(ids).not.toContain(who === 'mei' ? twinId : meiId);
  });
});
