import { resourceEventTypes, TEAM_RESOURCE } from '@console/contracts';
import { DEMO_PASSWORD_HASH, startTestApp, type TestApp } from '../support/test-app.js';
import { withActors } from '../support/actors.js';

/**
 * The recipe of docs/architecture.md ("add a simple resource") holds: teams are defined only by
 * contracts/src/operations/team.resource.ts (with its registry line) and their table,
 * and every generic behaviour follows from that definition over HTTP.
 */
let app: TestApp;
let admin: string;
beforeAll(async () => ({ app, admin } = await withActors(await startTestApp(0), { admin: 'admin' })));
afterAll(() => app.stop());

const mark = `Recipe crew ${Date.now()}`;
/*
 * A write answers 201/200 once the read models have its events, or 202 with the record as its stream has it when
 * they lag more than 2 s (a loaded machine); either way the reads below wait for the projections first.
 */
const CREATED = [201, 202];
const CHANGED = [200, 202];
const types = resourceEventTypes(TEAM_RESOURCE);

describe('a simple resource made by its definition alone (teams)', () => {
  let id: number;

  it('creates with the definition’s defaults, edits, lists with its filters and search, and records its events', async () => {
    const created = await app.call('POST', '/api/teams', admin, { name: mark, countryId: 2, users: [1] });
    expect(CREATED).toContain(created.status);
    expect(created.body).toMatchObject({ name: mark, countryId: 2, users: [1], partnerId: 1, isActive: true });
    id = created.body.id;

    const edited = await app.call('PATCH', `/api/teams/${id}`, admin, { isActive: false });
    expect(CHANGED).toContain(edited.status);
    expect(edited.body).toMatchObject({ id, name: mark, isActive: false });
    await app.settle();

    const filtered = await app.call(
      'GET',
      `/api/teams?isActive=false&countryId=2&q=${encodeURIComponent(mark.toLowerCase())}`,
      admin,
    );
    expect(filtered.body.data.map((t: { id: number }) => t.id)).toEqual([id]);
    expect((await app.call('GET', `/api/teams?isActive=true&q=${encodeURIComponent(mark)}`, admin)).body.total).toBe(0);
    // A list field (members) is no filter: the generic query refuses it rather than asking the database.
    expect((await app.call('GET', '/api/teams?users=1', admin)).status).toBe(400);

    const stream = await app.infra.store.readStream(`${TEAM_RESOURCE.category}-${id}`);
    expect(stream.map((e) => e.type)).toEqual([types.created, types.updated]);
    expect(stream[1]!.data).toEqual({ id, changes: { isActive: false } });
  });

  it('answers its required fields and the records it names with the spec’s messages, and writes nothing', async () => {
    const missing = await app.call('POST', '/api/teams', admin, { countryId: 2 });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ path: 'name', message: 'Required' }]);
    const cleared = await app.call('PATCH', `/api/teams/${id}`, admin, { name: '  ' });
    expect(cleared.status).toBe(400);
    expect(cleared.body.errors).toEqual([{ path: 'name', message: 'Required' }]);
    const nowhere = await app.call('POST', '/api/teams', admin, { name: mark, countryId: 999999 });
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.errors).toEqual([{ path: 'countryId', message: "No country found for id '999999'" }]);
    expect((await app.call('GET', `/api/teams?q=${encodeURIComponent(mark)}`, admin)).body.total).toBe(1);
  });

  it('lets only the roles holding its permissions change it', async () => {
    const sales = await app.token('sales-staff');
    expect((await app.call('GET', '/api/teams', sales)).status).toBe(200);
    expect((await app.call('POST', '/api/teams', sales, { name: 'Not mine to make', countryId: 1 })).status).toBe(403);
    expect((await app.call('PATCH', `/api/teams/${id}`, sales, { name: 'Not mine to edit' })).status).toBe(403);
    const manager = await app.token('operations-manager');
    expect((await app.call('DELETE', `/api/teams/${id}`, manager)).status).toBe(403);
  });

  it('keeps a partner user to its own partner’s teams (the definition’s partner scope)', async () => {
    const email = `recipe-partner-${Date.now()}@example.test`;
    const made = await app.call('POST', '/api/users', admin, {
      type: 'partner',
      name: 'Recipe Partner',
      email,
      phone: '+971500000077',
      partnerId: 2,
      countryId: 1,
      roles: ['partner', 'operations-manager'],
      password: DEMO_PASSWORD_HASH,
    });
    expect(CREATED).toContain(made.status);
    await app.settle();
    const partner = await app.token(email);
    const own = await app.call('POST', '/api/teams', partner, { name: `${mark} partner`, countryId: 1, partnerId: 1 });
    expect(CREATED).toContain(own.status);
    expect(own.body.partnerId).toBe(2);
    await app.settle();
    const listed = await app.call('GET', '/api/teams?$limit=200', partner);
    expect(listed.body.data.map((t: { id: number }) => t.id)).toContain(own.body.id);
    expect(listed.body.data.every((t: { partnerId: number }) => t.partnerId === 2)).toBe(true);
    expect((await app.call('GET', `/api/teams/${id}`, partner)).status).toBe(404);
    expect((await app.call('PATCH', `/api/teams/${id}`, partner, { name: 'Taken over' })).status).toBe(404);
    expect((await app.call('GET', `/api/teams/${id}`, admin)).body.name).toBe(mark);
  });

  it('deletes through a command, and its History holds every revision', async () => {
    const removed = await app.call('DELETE', `/api/teams/${id}`, admin);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ id, name: mark });
    await app.settle();
    expect((await app.call('GET', `/api/teams/${id}`, admin)).status).toBe(404);
    const history = await app.call(
      'GET',
      `/api/revisions?model=${TEAM_RESOURCE.category}&documentId=${id}&$sort[revision]=1`,
      admin,
    );
    expect(history.body.data.map((r: { revision: number }) => r.revision)).toEqual([1, 2, 3]);
  });
});
