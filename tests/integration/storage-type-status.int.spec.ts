import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { rebuild } from '../support/rebuild.js';

/**
 * Spec 3 §4 'Storage type status badge … for inventory types it comes from the first storage's status': the read
 * model keeps each type's first storage (lowest id) and its status as storages are created, checked in and out,
 * change status or change type; the list call and the generic calls answer the type's status and storageCount.
 */
let app: TestApp;
let admin: string;
let w: number;

const ok = async (method: string, path: string, body?: unknown) => {
  const r = await app.call(method, path, admin, body);
  if (r.status >= 300) throw new Error(`${method} ${path} answered ${r.status}: ${JSON.stringify(r.body)}`);
  return r.body;
};

/** The type as the list call, the generic find and the generic get answer it: all three must agree. */
const typeRow = async (id: number, code: string) => {
  await app.settle();
  const listed = (await ok('POST', '/api/v1/storages/types/list', { codes: [code] })).results;
  const found = (await ok('GET', `/api/storage-types?code=${encodeURIComponent(code)}`)).data;
  const got = await ok('GET', `/api/storage-types/${id}`);
  expect(listed).toHaveLength(1);
  expect(found).toHaveLength(1);
  const pick = (r: { status: unknown; storageCount: unknown }) => ({ status: r.status, storageCount: r.storageCount });
  expect(pick(listed[0])).toEqual(pick(got));
  expect(pick(found[0])).toEqual(pick(got));
  return pick(got) as { status: string | null; storageCount: number };
};

beforeAll(async () => {
  app = await startTestApp(0);
  admin = await app.token('admin');
  w = (await ok('POST', '/api/warehouses', { name: 'Status DXB', countryId: 1 })).id;
});
afterAll(() => app.stop());

it('an inventory type takes its first storage’s status and follows it', async () => {
  const code = `INV-${Date.now()}`;
  const inventory = await ok('POST', '/api/storage-types', {
    code,
    name: 'Inventory crate',
    size: 0.5,
    inventory: true,
  });
  const plainCode = `PLN-${Date.now()}`;
  const plain = await ok('POST', '/api/storage-types', {
    code: plainCode,
    name: 'Plain crate',
    size: 0.5,
    inventory: false,
  });
  expect(await typeRow(inventory.id, code)).toEqual({ status: null, storageCount: 0 });

  const first = await ok('POST', '/api/storages', { storagetypeId: inventory.id, countryId: 1 });
  const second = await ok('POST', '/api/storages', { storagetypeId: inventory.id, countryId: 1 });
  expect(await typeRow(inventory.id, code)).toEqual({ status: 'new', storageCount: 2 });

  // Only the first storage's status counts.
  await ok('POST', '/api/v1/storages/bulk-update', { ids: [second.id], status: 'delivered' });
  expect((await typeRow(inventory.id, code)).status).toBe('new');

  // At IN (no location): in; to a location it would be stored (issue 14).
  await ok('POST', `/api/v1/storages/${first.id}/check-in`, { warehouseId: w });
  expect((await typeRow(inventory.id, code)).status).toBe('in');
  await ok('POST', `/api/v1/storages/${first.id}/check-out`);
  expect((await typeRow(inventory.id, code)).status).toBe('out');
  await ok('POST', '/api/v1/storages/bulk-update', { ids: [first.id], status: 'stored' });
  expect((await typeRow(inventory.id, code)).status).toBe('stored');

  // The first storage moves to another type: the next one is first; a type that is not inventory has no status.
  await ok('PATCH', `/api/storages/${first.id}`, { storagetypeId: plain.id });
  expect(await typeRow(inventory.id, code)).toEqual({ status: 'delivered', storageCount: 1 });
  expect(await typeRow(plain.id, plainCode)).toEqual({ status: null, storageCount: 1 });
  await ok('PATCH', `/api/storage-types/${plain.id}`, { inventory: true });
  expect((await typeRow(plain.id, plainCode)).status).toBe('stored');
  await ok('PATCH', `/api/storage-types/${inventory.id}`, { inventory: false });
  expect((await typeRow(inventory.id, code)).status).toBeNull();

  // Its last storage leaves: no first storage, no status.
  await ok('PATCH', `/api/storage-types/${inventory.id}`, { inventory: true });
  await ok('PATCH', `/api/storages/${second.id}`, { storagetypeId: plain.id });
  expect(await typeRow(inventory.id, code)).toEqual({ status: null, storageCount: 0 });
  expect(await typeRow(plain.id, plainCode)).toEqual({ status: 'stored', storageCount: 2 });
});

it('a rebuild of the storages read models gives the same first storages', async () => {
  await app.settle();
  const snapshot = async () =>
    (await sql<Record<string, unknown>>`SELECT * FROM rm.storage_type_firsts ORDER BY 1`.execute(app.infra.db)).rows;
  const live = await snapshot();
  expect(live.length).toBeGreaterThan(0);
  // The table is what rm.storages says, whatever the batching was.
  const expected = await sql<Record<string, unknown>>`
    SELECT DISTINCT ON ("storagetypeId") "storagetypeId", id AS "storageId", status FROM rm.storages
     WHERE "storagetypeId" IS NOT NULL ORDER BY "storagetypeId", id`.execute(app.infra.db);
  expect(live).toEqual(expected.rows);
  await rebuild(app, ['storages']);
  expect(await snapshot()).toEqual(live);
  await rebuild(app, ['storages'], 1);
  expect(await snapshot()).toEqual(live);
});
