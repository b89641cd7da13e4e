import crypto from 'node:crypto';
import { START, STORAGE_OTHER_COUNTRY_MESSAGE, type RecordedEvent } from '@console/contracts';
import { resetProjection } from '@console/projections';
import { sql } from 'kysely';
import { createStorageMover, StorageMover, storageMoverHandler } from '@console/services';
import { startSalesActors } from '../support/sales-actors.js';
import { dropOffLead } from '../support/lead-fixtures.js';
import type { TestApp } from '../support/test-app.js';
import { rebuild } from '../support/rebuild.js';

/**
 * The storage loop of issue 14 over real HTTP: Sync Storages makes the order's storages, a pickup's events move
 * them (approve → forpickup, Picked Up → pickedup, Received → in at IN), check-in to a location stores them with
 * the location's room and country checked, a delivery takes them out and delivered, a cancelled request puts them
 * back; the storage mover's rerun (a crash before its checkpoint) adds nothing.
 */
let app: TestApp;
let admin: string;
let sales: string;
let salesId: number;
let customerId: number;
let warehouseId: number;
let roomy: number;
let small: number;
let foreign: number;
let foreignLocation: number;
beforeAll(async () => {
  ({ app, admin, sales, salesId, customerId } = await startSalesActors(2));
  const ok = async (path: string, body: unknown) => {
    const r = await app.call('POST', path, admin, body);
    if (r.status !== 201) throw new Error(`${path} answered ${r.status}: ${JSON.stringify(r.body)}`);
    return r.body.id as number;
  };
  warehouseId = await ok('/api/warehouses', { name: 'Loop DXB', countryId: 1, cityId: 1 });
  roomy = await ok('/api/locations', { warehouseId, path: 'L-01-01-1', aisle: 'A', capacity: 10 });
  small = await ok('/api/locations', { warehouseId, path: 'L-01-02-1', aisle: 'A', capacity: 1 });
  foreign = await ok('/api/warehouses', { name: 'Loop RUH', countryId: 3, cityId: 8 });
  foreignLocation = await ok('/api/locations', { warehouseId: foreign, path: 'R-01-01-1', aisle: 'A', capacity: 10 });
});
afterAll(() => app.stop());

interface StorageRow {
  id: number;
  status: string;
  storagetypeId: number;
  size: number | null;
  sizeEntered: number | null;
  location: string | null;
  orderId: number | null;
}

const storagesOf = async (orderId: number): Promise<StorageRow[]> => {
  const r = await app.call('POST', '/api/v1/storages/list', admin, {
    orderIds: [orderId],
    limit: 200,
    page: 1,
    sortBy: 'id',
    sortOrder: 'ASC',
  });
  expect(r.status).toBe(200);
  return r.body.results as StorageRow[];
};
const statuses = async (orderId: number) => (await storagesOf(orderId)).map((s) => s.status);

const confirmedOrder = async (
  items: { storagetypeId: number; quantity: number }[],
  actualSize: number,
  extra: Record<string, unknown> = {},
): Promise<number> => {
  const lead = await app.call(
    'POST',
    '/api/leads',
    sales,
    dropOffLead(customerId, { items, size: 2, assigneeId: salesId, ...extra }),
  );
  expect(lead.status).toBe(201);
  const id = lead.body.id as number;
  expect((await app.call('PATCH', `/api/leads/${id}`, sales, { status: 'confirmed' })).status).toBe(200);
  expect((await app.call('PATCH', `/api/orders/${id}`, admin, { actualSize })).status).toBe(200);
  return id;
};

const sync = async (orderId: number) => {
  const r = await app.call('PATCH', `/api/orders/${orderId}`, sales, { action: 'SYNC_ORDER' });
  expect(r.status).toBe(200);
  await app.settle();
};

const request = async (type: string, orderId: number | null, storageIds: number[]) => {
  const r = await app.call('POST', '/api/requests', admin, {
    type,
    userId: customerId,
    partnerId: 1,
    countryId: 1,
    cityId: 1,
    date: '2026-12-21',
    from: 9,
    to: 13,
    paymentMode: 'card',
    addressId: 1,
    ...(orderId !== null ? { orderId } : {}),
    request_lines: storageIds.map((storageId) => ({ storageId, qty: 1 })),
  });
  if (r.status !== 201) throw new Error(`request create answered ${r.status}: ${JSON.stringify(r.body)}`);
  return r.body.id as number;
};
const act = async (id: number, action: string, body: unknown = {}) => {
  const r = await app.call('POST', `/api/v1/requests/${id}/actions/${action}`, admin, body);
  if (r.status !== 200) throw new Error(`${action} answered ${r.status}: ${JSON.stringify(r.body)}`);
  await app.settle();
};
const checkIn = (storageId: number, body: Record<string, unknown>) =>
  app.call('POST', `/api/v1/storages/${storageId}/check-in`, admin, { warehouseId, ...body });
const location = async (id: number) =>
  (await app.call('GET', `/api/locations/${id}`, admin)).body as {
    usedVolume: number;
    freeVolume: number;
    storageCount: number;
  };

describe('Sync Storages makes the order’s storages', () => {
  it('types × quantity, size from the type, actual size shared out; a second sync adds nothing', async () => {
    const orderId = await confirmedOrder(
      [
        { storagetypeId: 6, quantity: 2 },
        { storagetypeId: 2, quantity: 3 },
      ],
      8.6,
    );
    await sync(orderId);
    const made = await storagesOf(orderId);
    expect(made.map((s) => s.storagetypeId).sort()).toEqual([2, 2, 2, 6, 6]);
    // Types' sizes add up to 2 × 2 + 3 × 0.1 = 4.3; the actual size 8.6 is twice that, so each storage's is twice its type's.
    expect(made.filter((s) => s.storagetypeId === 6).map((s) => [s.size, s.sizeEntered])).toEqual([
      [2, 4],
      [2, 4],
    ]);
    expect(made.filter((s) => s.storagetypeId === 2).map((s) => [s.size, s.sizeEntered])).toEqual([
      [0.1, 0.2],
      [0.1, 0.2],
      [0.1, 0.2],
    ]);
    expect(made.every((s) => s.status === 'new' && s.orderId === orderId)).toBe(true);
    await sync(orderId);
    expect(await storagesOf(orderId)).toHaveLength(5);
  });
});

it('the address typed on a lead becomes an address of the customer when it is confirmed, once', async () => {
  const line1 = `Villa ${Date.now()}, Street 9`;
  const orderId = await confirmedOrder([{ storagetypeId: 2, quantity: 1 }], 0.1, { line1, area: 'Marina' });
  await app.settle();
  const find = async () =>
    (
      (await app.call('GET', `/api/addresses?userId=${customerId}&$limit=100`, admin)).body.data as {
        line1: string;
        area: string;
        cityId: number;
      }[]
    ).filter((a) => a.line1 === line1);
  expect(await find()).toEqual([expect.objectContaining({ line1, area: 'Marina', cityId: 2 })]);
  // The mover from its start again: the address is not made twice.
  await resetProjection(app.infra.db, storageMoverHandler(new StorageMover(app.infra.store, app.infra.ids)));
  await createStorageMover({ store: app.infra.store, db: app.infra.db, ids: app.infra.ids }).catchUp();
  await app.settle();
  expect(await find()).toHaveLength(1);
  expect(orderId).toBeGreaterThan(0);
});

it('a check-in stopped between taking the space and storing: its retry finds the space its own, others see it taken', async () => {
  const loc = (
    await app.call('POST', '/api/locations', admin, { warehouseId, path: 'L-01-03-1', aisle: 'A', capacity: 2 })
  ).body.id as number;
  const make = async () =>
    (await app.call('POST', '/api/storages', admin, { storagetypeId: 5, userId: customerId, countryId: 1, size: 1.5 }))
      .body.id as number;
  const [a, b] = [await make(), await make()];
  await app.settle();
  const metadata = {
    userId: null,
    partnerId: null,
    correlationId: crypto.randomUUID(),
    causationId: null,
    command: 'CheckInStorage',
    occurredAt: new Date().toISOString(),
  };
  await app.infra.store.append(
    `locationspace-${loc}`,
    [
      {
        id: crypto.randomUUID(),
        type: 'LocationSpaceTaken',
        data: { locationId: loc, storageId: a, size: 1.5 },
        metadata,
      },
    ],
    'no_stream',
  );
  const other = await checkIn(b, { locationId: loc });
  expect(other.status).toBe(400);
  expect(other.body.errors).toEqual([
    { path: 'locationId', message: 'Location L-01-03-1 has 0.5 CBM free; the storage needs 1.5 CBM' },
  ]);
  const retried = await checkIn(a, { locationId: loc });
  expect(retried.status).toBe(200);
  expect(retried.body).toMatchObject({ status: 'stored', location: 'L-01-03-1' });
  expect((await app.infra.store.readStream(`locationspace-${loc}`)).map((e) => e.type)).toEqual(['LocationSpaceTaken']);
});

describe('a pickup and a delivery move the order’s storages', () => {
  let orderId: number;
  let ids: number[];
  let pickupId: number;
  beforeAll(async () => {
    orderId = await confirmedOrder(
      [
        { storagetypeId: 6, quantity: 1 },
        { storagetypeId: 7, quantity: 2 },
      ],
      3.6,
    );
    await sync(orderId);
    ids = (await storagesOf(orderId)).map((s) => s.id);
    expect(ids).toHaveLength(3);
  });

  it('approve → forpickup, Picked Up → pickedup, Received → in at IN', async () => {
    pickupId = await request('pickup', orderId, ids);
    await act(pickupId, 'confirm');
    await act(pickupId, 'approve', { warehouseId, teamId: 2 });
    expect(await statuses(orderId)).toEqual(['forpickup', 'forpickup', 'forpickup']);
    await act(pickupId, 'pickedUp', { emptyStorageIds: [] });
    expect(await statuses(orderId)).toEqual(['pickedup', 'pickedup', 'pickedup']);
    await act(pickupId, 'received', { emptyStorageIds: [] });
    const received = await storagesOf(orderId);
    expect(received.map((s) => [s.status, s.location])).toEqual([
      ['in', 'IN'],
      ['in', 'IN'],
      ['in', 'IN'],
    ]);
    // Every move is an event of the storage's own stream caused by the request's event.
    const requestStream = await app.infra.store.readStream(`request-${pickupId}`);
    const requestEvents = new Map(requestStream.map((e) => [e.id, e.type]));
    const moves = (await app.infra.store.readStream(`storage-${ids[0]}`)).slice(1);
    const causes = moves.map((e) => requestEvents.get(e.metadata.causationId ?? ''));
    expect(causes).toEqual(['RequestApproved', 'RequestPickedUp', 'RequestReceived']);
    // ... in the correlation of the call that caused it; the record the check-in opened names its storage likewise.
    const correlationOf = new Map(requestStream.map((e) => [e.id, e.metadata.correlationId]));
    for (const move of moves)
      expect(move.metadata.correlationId).toBe(correlationOf.get(move.metadata.causationId ?? ''));
    const checkedIn = moves.find((e) => e.type === 'StorageCheckedIn');
    const recordId = (checkedIn?.data as { recordId: number }).recordId;
    const [numbered] = await app.infra.store.readStream(`recordstorage-${recordId}`);
    expect(numbered).toMatchObject({
      type: 'StorageRecordNumbered',
      data: { recordId, storageId: ids[0] },
      metadata: { causationId: checkedIn?.metadata.causationId },
    });
  });

  it('check-in to a location: refused when full or abroad (admin may override), stored when there is room', async () => {
    const [bed, fridge] = ids as [number, number, number];
    // The check-in dialog's location picker searches the warehouse's locations by path on the server (all of them,
    // not the first 400): the call it makes.
    const found = await app.call(
      'GET',
      `/api/locations?warehouseId=${warehouseId}&q=L-01-02&$limit=400&$sort[path]=1`,
      admin,
    );
    expect((found.body.data as { id: number }[]).map((l) => l.id)).toEqual([small]);
    const full = await checkIn(bed, { locationId: small });
    expect(full.status).toBe(400);
    expect(full.body.errors).toEqual([
      { path: 'locationId', message: 'Location L-01-02-1 has 1 CBM free; the storage needs 2 CBM' },
    ]);
    // In one warehouse already: another's location is a transfer, not a check-in.
    const elsewhere = await app.call('POST', `/api/v1/storages/${bed}/check-in`, admin, {
      warehouseId: foreign,
      locationId: foreignLocation,
    });
    expect(elsewhere.status).toBe(409);
    const placed = await checkIn(bed, { locationId: roomy });
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({ status: 'stored', location: 'L-01-01-1' });
    expect((await checkIn(fridge, { locationId: roomy })).body.status).toBe('stored');
    await app.settle();
    expect(await location(roomy)).toMatchObject({ usedVolume: 2.8, freeVolume: 7.2, storageCount: 2 });
    const forced = await checkIn(ids[2]!, { locationId: small, override: true });
    expect(forced.status).toBe(200);
    await app.settle();
    expect(await location(small)).toMatchObject({ usedVolume: 0.8, freeVolume: 0.2 });
  });

  it('a delivery of two: approve → fordelivery, Deliver → out, Complete → delivered; the location is freed', async () => {
    const [bed, fridge] = ids as [number, number, number];
    const deliveryId = await request('delivery', null, [bed, fridge]);
    await act(deliveryId, 'confirm');
    await act(deliveryId, 'approve', { warehouseId, teamId: 2 });
    expect(await statuses(orderId)).toEqual(['fordelivery', 'fordelivery', 'stored']);
    await act(deliveryId, 'dispatch');
    await act(deliveryId, 'deliver');
    expect((await storagesOf(orderId)).map((s) => [s.status, s.location])).toEqual([
      ['out', 'OUT'],
      ['out', 'OUT'],
      ['stored', 'L-01-02-1'],
    ]);
    expect(await location(roomy)).toMatchObject({ usedVolume: 0, freeVolume: 10, storageCount: 0 });
    await act(deliveryId, 'complete');
    expect(await statuses(orderId)).toEqual(['delivered', 'delivered', 'stored']);
  });

  it('a cancelled or deleted request puts its storages back', async () => {
    const other = await confirmedOrder([{ storagetypeId: 10, quantity: 2 }], 0.5);
    await sync(other);
    const two = (await storagesOf(other)).map((s) => s.id);
    const r = await request('pickup', other, two);
    await act(r, 'confirm');
    await act(r, 'approve', { warehouseId, teamId: 2 });
    await act(r, 'pickedUp', { emptyStorageIds: [] });
    expect(await statuses(other)).toEqual(['pickedup', 'pickedup']);
    await act(r, 'cancel', { reason: 'customer away' });
    expect(await statuses(other)).toEqual(['new', 'new']);
    // A deleted request puts them back too.
    const again = await request('pickup', other, two);
    await act(again, 'confirm');
    await act(again, 'approve', { warehouseId, teamId: 2 });
    expect(await statuses(other)).toEqual(['forpickup', 'forpickup']);
    expect((await app.call('DELETE', `/api/requests/${again}`, admin)).status).toBeLessThan(300);
    await app.settle();
    expect(await statuses(other)).toEqual(['new', 'new']);
    // A warehouse of another country is refused with its reason.
    const abroad = await app.call('POST', `/api/v1/storages/${two[0]}/check-in`, admin, {
      warehouseId: foreign,
      locationId: foreignLocation,
    });
    expect(abroad.status).toBe(400);
    expect(abroad.body.errors).toEqual([{ path: 'locationId', message: STORAGE_OTHER_COUNTRY_MESSAGE }]);
  });

  it('the mover rerun from the start (a crash before its checkpoint) moves nothing twice; replay gives the same statuses', async () => {
    const count = async () => {
      let n = 0;
      for (let from = START; ;) {
        const page: RecordedEvent[] = await app.infra.store.readAll(from, 1000, {});
        n += page.length;
        if (page.length < 1000) return n;
        from = page.at(-1)!.position;
      }
    };
    const before = await count();
    const mover = new StorageMover(app.infra.store, app.infra.ids);
    for (const e of await app.infra.store.readStream(`request-${pickupId}`)) await mover.handle(e);
    // Back to checkpoint 0 and two movers at once: every move is already there (same cause), nothing is appended.
    await resetProjection(app.infra.db, storageMoverHandler(mover));
    await Promise.all(
      [1, 2].map(() => createStorageMover({ store: app.infra.store, db: app.infra.db, ids: app.infra.ids }).catchUp()),
    );
    expect(await count()).toBe(before);
    expect((await storagesOf(orderId)).map((s) => s.status)).toEqual(['delivered', 'delivered', 'stored']);
    // Replaying the storages' and locations' events from the start gives the same rows.
    const rows = async () => ({
      storages: (
        await sql<
          Record<string, unknown>
        >`SELECT id, status, location, "locationId", "warehouseId" FROM rm.storages ORDER BY id`.execute(app.infra.db)
      ).rows,
      locations: (
        await sql<
          Record<string, unknown>
        >`SELECT id, "usedVolume", "freeVolume", "storageCount" FROM rm.locations ORDER BY id`.execute(app.infra.db)
      ).rows,
    });
    const live = await rows();
    await rebuild(app, ['storages', 'warehouses']);
    expect(await rows()).toEqual(live);
  });
});
