import crypto from 'node:crypto';
import { cappedCount } from '@console/services';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The totals of free-text searches (decision in docs/decisions.md): counted up to a cap, so a term that matches a
 * tenth of a million storages costs what ten thousand do; below the cap the total is exact and unflagged, at it the
 * answer says `totalCountCapped`. The cap is 10,000 in the product; here a small one on real rows.
 */
let app: TestApp;
let admin: string;
const word = `capprobe${crypto.randomBytes(3).toString('hex')}`;
beforeAll(async () => {
  app = await startTestApp(2);
  admin = await app.token('admin');
  for (let i = 0; i < 25; i++) {
    const r = await app.call('POST', '/api/storages', admin, {
      storagetypeId: 5,
      countryId: 1 + (i % 2),
      size: 1,
      name: `${word} ${i}`,
    });
    expect(r.status).toBe(201);
  }
  await app.settle();
});
afterAll(() => app.stop());

const searched = (table: 'rm.storage_search' | 'rm.storages') =>
  app.infra.db.selectFrom(table).where('search', 'like', `%${word}%`);

it('counts exactly up to the cap, and says when it stopped there', async () => {
  expect(await cappedCount(app.infra.db, searched('rm.storage_search'), 100)).toEqual({ totalCount: 25 });
  expect(await cappedCount(app.infra.db, searched('rm.storage_search'), 25)).toEqual({ totalCount: 25 });
  expect(await cappedCount(app.infra.db, searched('rm.storage_search'), 24)).toEqual({
    totalCount: 24,
    totalCountCapped: true,
  });
  expect(await cappedCount(app.infra.db, searched('rm.storages').where('countryId', '=', 2), 5)).toEqual({
    totalCount: 5,
    totalCountCapped: true,
  });
});

it('keeps the narrow search table equal to the storages, and answers exact totals below the cap', async () => {
  const narrow = await searched('rm.storage_search').select(['id', 'partnerId', 'search']).orderBy('id').execute();
  const wide = await searched('rm.storages').select(['id', 'partnerId', 'search']).orderBy('id').execute();
  expect(narrow).toEqual(wide);
  const alone = await app.call('POST', '/api/v1/storages/list', admin, { searchTerm: word, limit: 10 });
  expect(alone.body).toMatchObject({ totalCount: 25 });
  expect(alone.body.totalCountCapped).toBeUndefined();
  expect(alone.body.results).toHaveLength(10);
  const withCountry = await app.call('POST', '/api/v1/storages/list', admin, {
    searchTerm: word,
    countryIds: [2],
    limit: 10,
  });
  expect(withCountry.body).toMatchObject({ totalCount: 12 });
  const requests = await app.call('POST', '/api/v1/requests/list', admin, { searchTerm: word, limit: 10 });
  expect(requests.body).toMatchObject({ totalCount: 0, results: [] });
});
