import { allProjections, rebuildProjections } from '@console/projections';
import { streamIdOf, type EventMetadata } from '@console/contracts';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { withActors } from '../support/actors.js';

/** Issue 34 §4: tags as a resource, customers' tags by record, and the recorded carry-over of names. */
let app: TestApp;
let admin: string;
beforeAll(async () => ({ app, admin } = await withActors(await startTestApp(0), { admin: 'admin' })));
afterAll(() => app.stop());

const CREATED = [201, 202];
const mark = `t${Date.now()}`;

const customer = async (email: string): Promise<number> => {
  const r = await app.call('POST', '/api/users', admin, {
    type: 'b2c',
    name: 'Tag Customer',
    email,
    phone: '+971501234567',
    countryId: 1,
  });
  expect(CREATED).toContain(r.status);
  return r.body.id as number;
};

describe('tags as a resource', () => {
  it("requires name and module, refuses a taken name with 'name must be unique', also under two concurrent creates", async () => {
    const missing = await app.call('POST', '/api/tags', admin, { name: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['module', 'name']);

    const first = await app.call('POST', '/api/tags', admin, { name: `${mark}-vip`, module: 'User' });
    expect(CREATED).toContain(first.status);
    const again = await app.call('POST', '/api/tags', admin, { name: ` ${mark}-VIP `, module: 'Generic' });
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual([{ path: 'name', message: 'name must be unique' }]);

    const race = await Promise.all(
      [0, 1, 2].map(() => app.call('POST', '/api/tags', admin, { name: `${mark}-race`, module: 'Generic' })),
    );
    expect(race.filter((r) => CREATED.includes(r.status))).toHaveLength(1);
    for (const lost of race.filter((r) => !CREATED.includes(r.status))) {
      expect(lost.body.errors).toEqual([{ path: 'name', message: 'name must be unique' }]);
    }
  });

  it('a renamed tag frees its old name; a deleted one frees its name; lists filter by module and search', async () => {
    const a = (await app.call('POST', '/api/tags', admin, { name: `${mark}-old`, module: 'Generic' })).body.id;
    expect((await app.call('PATCH', `/api/tags/${a}`, admin, { name: `${mark}-new` })).body.name).toBe(`${mark}-new`);
    const reuse = await app.call('POST', '/api/tags', admin, { name: `${mark}-old`, module: 'User' });
    expect(CREATED).toContain(reuse.status);
    expect((await app.call('POST', '/api/tags', admin, { name: `${mark}-new`, module: 'User' })).status).toBe(400);
    await app.call('DELETE', `/api/tags/${reuse.body.id}`, admin);
    expect(CREATED).toContain(
      (await app.call('POST', '/api/tags', admin, { name: `${mark}-old`, module: 'User' })).status,
    );
    await app.settle();
    const users = await app.call('GET', `/api/tags?module=User&q=${mark}&$limit=10`, admin);
    expect(users.body.data.every((t: { module: string }) => t.module === 'User')).toBe(true);
    expect(users.body.data.map((t: { name: string }) => t.name)).toContain(`${mark}-old`);
  });

  it('PATCH users/{id} with tag ids sets the tags by record; the row follows a rename; the list filters by tag', async () => {
    const gold = (await app.call('POST', '/api/tags', admin, { name: `${mark}-gold`, module: 'User' })).body.id;
    const late = (await app.call('POST', '/api/tags', admin, { name: `${mark}-late`, module: 'User' })).body.id;
    const id = await customer(`${mark}-tagged@example.com`);
    const patched = await app.call('PATCH', `/api/users/${id}`, admin, { tags: [gold, late] });
    expect(patched.body.tags).toEqual([
      { id: gold, name: `${mark}-gold` },
      { id: late, name: `${mark}-late` },
    ]);
    expect((await app.call('PATCH', `/api/users/${id}`, admin, { tags: [999999] })).status).toBe(400);

    await app.call('PATCH', `/api/tags/${gold}`, admin, { name: `${mark}-platinum` });
    await app.settle();
    const row = (await app.call('GET', `/api/users/${id}`, admin)).body;
    expect(row.tags).toEqual([
      { id: gold, name: `${mark}-platinum` },
      { id: late, name: `${mark}-late` },
    ]);
    const listed = await app.call('POST', '/api/v1/users/list', admin, { limit: 10, tagsOr: [`${mark}-platinum`] });
    expect(listed.body.results.map((u: { id: number }) => u.id)).toEqual([id]);
  });
});

const metadata = (): EventMetadata => ({
  userId: null,
  partnerId: 1,
  correlationId: crypto.randomUUID(),
  causationId: null,
  command: 'ReleasedBeforeTagRecords',
  occurredAt: new Date().toISOString(),
});

describe('customers tagged by name in released events', () => {
  it('are carried over to tag records by the recorded command, once; a rebuild gives the live tables', async () => {
    const id = await customer(`${mark}-legacy@example.com`);
    // UserAssigned as released before tags were records: names, appended as the store holds them.
    await app.infra.store.append(
      streamIdOf('user', id),
      [
        {
          id: crypto.randomUUID(),
          type: 'UserAssigned',
          data: { id, tags: [`${mark}-legacy`, `${mark}-gold`] },
          metadata: metadata(),
        },
      ],
      'any',
    );
    await app.settle();
    expect((await app.call('GET', `/api/users/${id}`, admin)).body.tags).toEqual([
      { id: null, name: `${mark}-legacy` },
      { id: null, name: `${mark}-gold` },
    ]);

    const run = await app.call('POST', '/api/v1/tags/carry-over-names', admin);
    expect(run.status).toBe(200);
    expect(run.body.customers).toBeGreaterThanOrEqual(1);
    const tags = (await app.call('GET', `/api/users/${id}`, admin)).body.tags as { id: number; name: string }[];
    expect(tags.map((t) => t.name)).toEqual([`${mark}-legacy`, `${mark}-gold`]);
    expect(tags.every((t) => typeof t.id === 'number')).toBe(true);
    const made = (await app.call('GET', `/api/tags/${tags[0]!.id}`, admin)).body;
    expect(made).toMatchObject({ name: `${mark}-legacy`, module: 'User' });
    // The stream keeps the released event as it was; the carry-over is an event of its own.
    const events = await app.infra.store.readStream(streamIdOf('user', id));
    expect(events.map((e) => e.type)).toEqual(['UserRegistered', 'UserAssigned', 'UserTagsSet']);
    expect(events[2]!.metadata.command).toBe('CarryOverTagNames');
    expect((await app.call('POST', '/api/v1/tags/carry-over-names', admin)).body.customers).toBe(0);

    await app.settle();
    const snapshot = async (table: string) =>
      (await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)} ORDER BY 1`.execute(app.infra.db)).rows;
    const tables = ['rm.users', 'rm.tags'];
    const live = await Promise.all(tables.map(snapshot));
    await rebuildProjections({ store: app.infra.store, db: app.infra.db, projections: allProjections() });
    const rebuilt = await Promise.all(tables.map(snapshot));
    for (const [i, table] of tables.entries()) expect({ table, rows: rebuilt[i] }).toEqual({ table, rows: live[i] });
  });

  it('concurrent customers named with one new tag name all get the one tag made for it', async () => {
    const made = await Promise.all(
      [1, 2, 3, 4, 5].map((i) =>
        app.call('POST', '/api/users', admin, {
          type: 'b2c',
          name: 'Tag Racer',
          email: `${mark}-racer${i}@example.com`,
          phone: '+971501234567',
          countryId: 1,
          tags: [`${mark}-fresh`],
        }),
      ),
    );
    expect(made.map((r) => r.status).every((s) => CREATED.includes(s))).toBe(true);
    await app.settle();
    const ids = new Set<number>();
    for (const r of made) {
      const tags = (await app.call('GET', `/api/users/${r.body.id}`, admin)).body.tags as { id: number }[];
      ids.add(tags[0]!.id);
    }
    expect(ids.size).toBe(1);
  });

  it('only an admin carries names over', async () => {
    const sales = await app.token('sales-staff');
    expect((await app.call('POST', '/api/v1/tags/carry-over-names', sales)).status).toBe(403);
  });
});
