import crypto from 'node:crypto';
import { CheckpointWatcher } from '@console/projections';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { withActors } from '../support/actors.js';
import { expectSameTables, rebuild } from '../support/rebuild.js';

let app: TestApp;
let admin: string;
beforeAll(async () => ({ app, admin } = await withActors(await startTestApp(0), { admin: 'admin' })));
afterAll(() => app.stop());

const metadata = () => ({
  userId: null,
  partnerId: null,
  correlationId: crypto.randomUUID(),
  causationId: null,
  command: 'test',
  occurredAt: new Date().toISOString(),
});

/** The STORAGES context's facts, with the payloads of operations-shared.md, appended as its decider would. */
const append = async (
  storageId: number,
  type: 'StorageCheckedIn' | 'StorageCheckedOut',
  data: Record<string, unknown>,
) => {
  const r = await app.infra.store.append(
    `storage-${storageId}`,
    [{ id: crypto.randomUUID(), type, data, metadata: metadata() }],
    'any',
  );
  // Only this context's projection: the test is about the locations, whatever the other read models do.
  expect(await new CheckpointWatcher(app.infra.db, ['warehouses']).waitFor(r.position, 10_000)).toBe(true);
};
let record = 900_000;
const checkIn = (storageId: number, warehouseId: number, locationId: number | null, size: number) =>
  append(storageId, 'StorageCheckedIn', {
    recordId: ++record,
    storageId,
    orderId: null,
    userId: null,
    countryId: 1,
    partnerId: 1,
    warehouseId,
    locationId,
    qty: 1,
    size,
    at: new Date().toISOString(),
    byId: null,
  });
const checkOut = (storageId: number, warehouseId: number, locationId: number | null, size: number) =>
  append(storageId, 'StorageCheckedOut', {
    recordId: ++record,
    storageId,
    warehouseId,
    locationId,
    size,
    at: new Date().toISOString(),
    byId: null,
  });

const location = async (id: number) => (await app.call('GET', `/api/locations/${id}`, admin)).body;

describe('a location’s volume follows check-ins and check-outs', () => {
  it('adds and frees the storages’ size, counts them and names them', async () => {
    const w = (await app.call('POST', '/api/warehouses', admin, { name: 'Volume Store', countryId: 1 })).body;
    const a = (
      await app.call('POST', '/api/locations', admin, { warehouseId: w.id, path: 'A-01-01-1', aisle: 'A', capacity: 3 })
    ).body;
    const b = (
      await app.call('POST', '/api/locations', admin, { warehouseId: w.id, path: 'B-01-01-1', aisle: 'B', capacity: 3 })
    ).body;

    await checkIn(800001, w.id, a.id, 0.5);
    await checkIn(800002, w.id, a.id, 1.25);
    expect(await location(a.id)).toMatchObject({
      usedVolume: 1.75,
      freeVolume: 1.25,
      storageCount: 2,
      storageIds: [800001, 800002],
    });

    await checkOut(800001, w.id, a.id, 0.5);
    expect(await location(a.id)).toMatchObject({
      usedVolume: 1.25,
      freeVolume: 1.75,
      storageCount: 1,
      storageIds: [800002],
    });

    // Checked in elsewhere without a check-out first: it leaves the first location.
    await checkIn(800002, w.id, b.id, 1.25);
    expect(await location(a.id)).toMatchObject({ usedVolume: 0, freeVolume: 3, storageCount: 0 });
    expect(await location(b.id)).toMatchObject({ usedVolume: 1.25, storageCount: 1 });

    // Into the warehouse without a location: no location holds it.
    await checkIn(800002, w.id, null, 1.25);
    expect(await location(b.id)).toMatchObject({ usedVolume: 0, storageCount: 0 });

    // A capacity change keeps free = capacity − used.
    await checkIn(800003, w.id, b.id, 1);
    const grown = await app.call('PATCH', `/api/locations/${b.id}`, admin, { capacity: 5 });
    expect(grown.body).toMatchObject({ capacity: 5, usedVolume: 1, freeVolume: 4 });
  });

  it('rebuilds to the same warehouses and locations, row for row', async () => {
    const tables = ['rm.warehouses', 'rm.locations', 'rm.location_storages'];
    const snapshot = async (table: string) =>
      (await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)} ORDER BY 1`.execute(app.infra.db)).rows;
    const live = await Promise.all(tables.map(snapshot));
    expect(live[1]!.length).toBeGreaterThan(0);
    await rebuild(app, ['warehouses']);
    const rebuilt = await Promise.all(tables.map(snapshot));
    expectSameTables(tables, rebuilt, live);
  });
});
