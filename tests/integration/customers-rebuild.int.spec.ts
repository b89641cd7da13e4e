import { allProjections, rebuildProjections } from '@console/projections';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../support/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(120);
});
afterAll(() => app.stop());

const snapshot = async (table: string) =>
  (await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)} ORDER BY 1, 2`.execute(app.infra.db)).rows;

it('a full rebuild of the customers read models gives the live tables, row for row', async () => {
  const admin = await app.token('admin');
  // Changes of every kind, including renames the users rows copy (assignee and partner names).
  const ids: number[] = (
    await app.call('POST', '/api/v1/users/list', admin, { limit: 30, excludeUserTypes: ['staff'] })
  ).body.results.map((u: { id: number }) => u.id);
  const sales = (await app.call('GET', '/api/users?email=sales2@demo.test', admin)).body.data[0].id;
  for (const [i, id] of ids.entries()) {
    // Comments about customers renamed afterwards: their copied names follow (comments projection, issue 13).
    if (i % 4 === 0)
      await app.call('POST', '/api/comments', admin, { comment: `Note ${i}`, model: 'user', documentId: id });
    if (i % 3 === 0)
      await app.call('PATCH', `/api/users/${id}`, admin, { name: `Renamed ${i}`, phone2: '+96551234567' });
    if (i % 3 === 1)
      await app.call('PATCH', `/api/users/${id}`, admin, { tags: ['vip', `batch-${i % 2}`], assigneeId: sales });
    if (i % 5 === 0) await app.call('POST', `/api/users/${id}/deactivate`, admin);
  }
  await app.call('PATCH', `/api/users/${sales}`, admin, { name: 'Omar Senior Sales' });
  await app.call('PATCH', '/api/partners/2', admin, { name: 'Desert Storage Group' });
  await app.settle();

  const tables = [
    'rm.users',
    'rm.user_refs',
    'rm.credentials',
    'rm.country',
    'rm.city',
    'rm.partners',
    'rm.comments',
    'rm.comment_names',
  ];
  const live = await Promise.all(tables.map(snapshot));
  expect(live[0]!.some((u) => u['assigneeName'] === 'Omar Senior Sales')).toBe(true);
  expect(live[0]!.some((u) => u['partnerName'] === 'Desert Storage Group')).toBe(true);
  expect(live[6]!.some((c) => c['userName'] === 'Renamed 0')).toBe(true);

  const result = await rebuildProjections({ store: app.infra.store, db: app.infra.db, projections: allProjections() });
  expect(result.projections.map((p) => p.name).sort()).toEqual(
    allProjections()
      .map((p) => p.name)
      .sort(),
  );
  const rebuilt = await Promise.all(tables.map(snapshot));
  for (const [i, table] of tables.entries()) {
    expect({ table, rows: rebuilt[i] }).toEqual({ table, rows: live[i] });
  }
});
