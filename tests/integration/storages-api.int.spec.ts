import {
  STORAGE_ALREADY_IN,
  STORAGE_DIMENSION_DECIMALS_MESSAGE,
  STORAGE_EDIT_REFUSED,
  STORAGE_FIELDS_HIDDEN_FROM_PARTNERS,
  STORAGE_LOCATION_OTHER_WAREHOUSE,
  STORAGE_NOT_IN,
  STORAGE_PARENT_INVALID,
  STORAGE_RANGE_MESSAGE,
  STORAGE_SIZE_DECIMALS_MESSAGE,
} from '@console/contracts';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Storages over real HTTP (spec 2 §2–§7): create and edit rules with the spec's messages, parts and parents,
 * check-in / check-out as storage records with the displayed location, every list filter, partner scope.
 */
let app: TestApp;
let admin: string;
let staff: string;
let partner: string;
let c1: number;
let c2: number;
let w1: number;
let w2: number;
let l1: number;
let l2: number;

const ok = async (method: string, path: string, body?: unknown, token = admin) => {
  const r = await app.call(method, path, token, body);
  if (r.status >= 300) throw new Error(`${method} ${path} answered ${r.status}: ${JSON.stringify(r.body)}`);
  return r.body;
};
const list = async (body: Record<string, unknown>, token = admin) =>
  (await ok('POST', '/api/v1/storages/list', { limit: 100, ...body }, token)) as {
    results: { id: number; [k: string]: unknown }[];
    totalCount: number;
  };
const idsOf = (r: { results: { id: number }[] }) => r.results.map((s) => s.id).sort((a, b) => a - b);

beforeAll(async () => {
  app = await startTestApp(4);
  admin = await app.token('admin');
  staff = await app.token('staff');
  partner = await app.token('partner');
  const users = (
    await ok('GET', '/api/users?email[$in]=customer1@example.com&email[$in]=customer2@example.com&$sort[id]=1')
  ).data;
  [c1, c2] = users.map((u: { id: number }) => u.id);
  w1 = (await ok('POST', '/api/warehouses', { name: 'Test DXB', countryId: 1 })).id;
  w2 = (await ok('POST', '/api/warehouses', { name: 'Test KWI', countryId: 2 })).id;
  l1 = (await ok('POST', '/api/locations', { warehouseId: w1, path: 'A-01-01-1', aisle: 'A', capacity: 3 })).id;
  l2 = (await ok('POST', '/api/locations', { warehouseId: w2, path: 'B-02-03-2', aisle: 'B', capacity: 3 })).id;
});
afterAll(() => app.stop());

describe('create and edit', () => {
  it('creates a storage; an empty code is stored as null; storage type is required', async () => {
    const r = await app.call('POST', '/api/storages', admin, { userId: c1, code: '', storagetypeId: 5, size: 1.5 });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      code: null,
      status: 'new',
      partnerId: 1,
      storagetypeCode: 'SOFA-3',
      storagetypeName: 'Sofa, 3 seats',
      location: null,
    });
    expect(r.body.userName).toBeTruthy();
    const missing = await app.call('POST', '/api/storages', admin, { userId: c1 });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ path: 'storagetypeId', message: 'Required' }]);
  });

  it('refuses sizes and dimensions out of bounds with the spec messages', async () => {
    const r = await app.call('POST', '/api/storages', admin, {
      storagetypeId: 5,
      size: 0,
      sizeEntered: 10.5,
      consumedSize: 1.123456789,
      length: 0.1234,
      height: 11,
      width: 2,
    });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([
      { path: 'sizeEntered', message: STORAGE_RANGE_MESSAGE },
      { path: 'consumedSize', message: STORAGE_SIZE_DECIMALS_MESSAGE },
      { path: 'size', message: STORAGE_RANGE_MESSAGE },
      { path: 'length', message: STORAGE_DIMENSION_DECIMALS_MESSAGE },
      { path: 'height', message: STORAGE_RANGE_MESSAGE },
    ]);
    expect(
      (
        await app.call('POST', '/api/storages', admin, {
          storagetypeId: 5,
          size: 10,
          length: 9.999,
          sizeEntered: 0.12345678,
        })
      ).status,
    ).toBe(201);
  });

  it('an inventory type fills size and dimensions from the type', async () => {
    const r = await ok('POST', '/api/storages', { storagetypeId: 2, size: 3, length: 4, height: 4, width: 4 });
    expect(r).toMatchObject({ size: 0.1, length: 0.5, width: 0.5, height: 0.4 });
  });

  it('edits while new (staff), only admin once it is not new', async () => {
    const s = await ok('POST', '/api/storages', { storagetypeId: 5, userId: c1 }, staff);
    expect((await ok('PATCH', `/api/storages/${s.id}`, { name: 'Blue sofa' }, staff)).name).toBe('Blue sofa');
    await ok('POST', '/api/v1/storages/bulk-update', { ids: [s.id], status: 'stored' });
    const refused = await app.call('PATCH', `/api/storages/${s.id}`, staff, { name: 'Red sofa' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(STORAGE_EDIT_REFUSED);
    expect((await ok('PATCH', `/api/storages/${s.id}`, { name: 'Red sofa' })).name).toBe('Red sofa');
  });

  it('a part takes as parent only a non-part storage of the same user', async () => {
    const parent = await ok('POST', '/api/storages', { storagetypeId: 9, userId: c1 });
    const part = await ok('POST', '/api/storages', {
      storagetypeId: 10,
      userId: c1,
      isPart: true,
      parentId: parent.id,
    });
    expect(part).toMatchObject({ isPart: true, parentId: parent.id });
    const otherUser = await app.call('POST', '/api/storages', admin, {
      storagetypeId: 10,
      userId: c2,
      isPart: true,
      parentId: parent.id,
    });
    expect(otherUser.status).toBe(400);
    expect(otherUser.body.errors).toEqual([{ path: 'parentId', message: STORAGE_PARENT_INVALID }]);
    const partOfPart = await app.call('POST', '/api/storages', admin, {
      storagetypeId: 10,
      userId: c1,
      isPart: true,
      parentId: part.id,
    });
    expect(partOfPart.body.errors).toEqual([{ path: 'parentId', message: STORAGE_PARENT_INVALID }]);
    expect(idsOf(await list({ parentIds: [parent.id] }))).toEqual([part.id]);
  });
});

describe('check in and out', () => {
  it('records the stay and shows the location path, OUT, or IN', async () => {
    const s = await ok('POST', '/api/storages', { storagetypeId: 7, userId: c2, size: 0.8 });
    const wrong = await app.call('POST', `/api/v1/storages/${s.id}/check-in`, admin, {
      warehouseId: w2,
      locationId: l1,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ path: 'locationId', message: STORAGE_LOCATION_OTHER_WAREHOUSE }]);
    const missing = await app.call('POST', `/api/v1/storages/${s.id}/check-in`, admin, { warehouseId: 999999 });
    expect(missing.status).toBe(400);
    const notIn = await app.call('POST', `/api/v1/storages/${s.id}/check-out`, admin);
    expect(notIn.status).toBe(409);
    expect(notIn.body.message).toBe(STORAGE_NOT_IN);

    const inAt = await ok('POST', `/api/v1/storages/${s.id}/check-in`, { warehouseId: w1, locationId: l1 });
    // Issue 14: checked in to a location is stored there.
    expect(inAt).toMatchObject({
      status: 'stored',
      warehouseId: w1,
      locationId: l1,
      locationPath: 'A-01-01-1',
      location: 'A-01-01-1',
    });
    const again = await app.call('POST', `/api/v1/storages/${s.id}/check-in`, admin, {
      warehouseId: w1,
      locationId: l1,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(STORAGE_ALREADY_IN);
    const records = await ok('POST', '/api/v1/storages/records/list', { storageIds: [s.id] });
    expect(records.totalCount).toBe(1);
    expect(records.results[0]).toMatchObject({
      storageId: s.id,
      type: 'check_in',
      status: 'in',
      warehouseId: w1,
      locationId: l1,
      locationPath: 'A-01-01-1',
      countryId: 1,
    });

    const out = await ok('POST', `/api/v1/storages/${s.id}/check-out`);
    expect(out).toMatchObject({ status: 'out', location: 'OUT' });
    const closed = await ok('POST', '/api/v1/storages/records/list', { storageIds: [s.id], statuses: ['out'] });
    expect(closed.results[0]).toMatchObject({ type: 'check_out', status: 'out' });
    expect(closed.results[0].to).toBeTruthy();

    // A record's qty is its one editable field (spec 2 §2).
    const recordId = closed.results[0].id as number;
    expect((await ok('PATCH', `/api/storage-records/${recordId}`, { qty: 3 })).qty).toBe(3);
    // The PATCH found the record's storage on the record's own stream (no read model on the command path).
    const numbered = await app.infra.store.readStream(`recordstorage-${recordId}`);
    expect(numbered.map((e) => [e.type, e.data])).toEqual([['StorageRecordNumbered', { recordId, storageId: s.id }]]);
    expect((await app.call('PATCH', `/api/storage-records/${recordId}`, admin, { qty: 0 })).status).toBe(400);
    expect((await app.call('PATCH', `/api/storage-records/${recordId}`, partner, { qty: 2 })).status).toBe(403);
    const noLocation = await ok('POST', `/api/v1/storages/${s.id}/check-in`, { warehouseId: w2 });
    expect(noLocation).toMatchObject({ status: 'in', warehouseId: w2, locationId: null, location: 'IN' });
    expect((await ok('POST', '/api/v1/storages/records/list', { storageIds: [s.id] })).totalCount).toBe(2);
    expect(
      (await ok('POST', '/api/v1/storages/records/list', { locationIds: [l1] })).results.map(
        (r: { storageId: number }) => r.storageId,
      ),
    ).toContain(s.id);
    // A location renamed: the storage and its records follow.
    await ok('PATCH', `/api/locations/${l2}`, { path: 'B-02-03-9' });
    const t = await ok('POST', '/api/storages', { storagetypeId: 7, userId: c2 });
    expect((await ok('POST', `/api/v1/storages/${t.id}/check-in`, { warehouseId: w2, locationId: l2 })).location).toBe(
      'B-02-03-9',
    );
    await ok('PATCH', `/api/locations/${l2}`, { path: 'B-02-03-8' });
    await app.settle();
    expect((await ok('GET', `/api/storages/${t.id}`)).location).toBe('B-02-03-8');
  });
});

describe('list', () => {
  let a: number;
  let b: number;
  let c: number;
  beforeAll(async () => {
    a = (
      await ok('POST', '/api/storages', {
        storagetypeId: 1,
        userId: c1,
        countryId: 1,
        orderId: 77,
        roomId: 3,
        roomName: 'Kitchen',
        code: 'LIST-A',
      })
    ).id;
    b = (
      await ok('POST', '/api/storages', {
        storagetypeId: 6,
        userId: c2,
        countryId: 2,
        orderId: 78,
        roomId: 4,
        roomName: 'Office',
        code: 'LIST-B',
        partnerId: 2,
      })
    ).id;
    c = (
      await ok('POST', '/api/storages', {
        storagetypeId: 6,
        userId: c2,
        countryId: 2,
        isPart: true,
        parentId: b,
        code: 'LIST-C',
      })
    ).id;
    await ok('POST', `/api/v1/storages/${b}/check-in`, { warehouseId: w2, locationId: l2 });
  });
  const only = (ids: number[]) => ids.filter((id) => [a, b, c].includes(id));

  it('sorts by id ascending by default and descending when asked; pages', async () => {
    const asc = (await list({ ids: [a, b, c] })).results.map((s) => s.id);
    expect(asc).toEqual([a, b, c]);
    const desc = await list({ ids: [a, b, c], sortBy: 'id', sortOrder: 'DESC', limit: 2, page: 1 });
    expect(desc.results.map((s) => s.id)).toEqual([c, b]);
    expect(desc.totalCount).toBe(3);
    const all = await list({ limit: 1 });
    expect(all.totalCount).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ['statuses', () => ({ statuses: ['stored'] }), () => [b]],
    ['partnerIds', () => ({ partnerIds: [2] }), () => [b]],
    ['userIds', () => ({ userIds: [c2] }), () => [b, c]],
    ['storagetypeIds', () => ({ storagetypeIds: [6] }), () => [b, c]],
    ['isPart', () => ({ isPart: true }), () => [c]],
    ['countryIds', () => ({ countryIds: [2] }), () => [b, c]],
    ['parentIds', () => ({ parentIds: [b] }), () => [c]],
    ['storagetypeCodes', () => ({ storagetypeCodes: ['BOX-S'] }), () => [a]],
    ['orderIds', () => ({ orderIds: [77] }), () => [a]],
    ['roomId', () => ({ roomId: 3 }), () => [a]],
    ['roomName', () => ({ roomName: 'Office' }), () => [b]],
    ['room.name', () => ({ 'room.name': 'Office' }), () => [b]],
    ['warehouseIds', () => ({ warehouseIds: [w2] }), () => [b]],
    ['ids', () => ({ ids: [a, c] }), () => [a, c]],
    ['searchTerm', () => ({ searchTerm: 'list-b' }), () => [b]],
  ])('filters by %s', async (_name, body, expected) => {
    const page = await list(body());
    expect(only(idsOf(page))).toEqual(expected().sort((x, y) => x - y));
    // Every row of this small database is on the page: the total (counted or looked up) is their number.
    expect(page.totalCount).toBe(page.results.length);
    const asPartner = await list(body(), partner);
    expect(asPartner.totalCount).toBe(asPartner.results.length);
  });

  it('refuses an unknown sort column', async () => {
    expect((await app.call('POST', '/api/v1/storages/list', admin, { sortBy: 'nope' })).status).toBe(400);
  });

  it('a partner user sees only its partner storages and records', async () => {
    const seen = await list({}, partner);
    expect(seen.results.every((s) => s.partnerId === 2)).toBe(true);
    expect(idsOf(seen)).toContain(b);
    expect(idsOf(seen)).not.toContain(a);
    expect(seen.totalCount).toBe(seen.results.length);
    expect((await app.call('GET', `/api/storages/${a}`, partner)).status).toBe(404);
    expect((await app.call('GET', `/api/storages/${b}`, partner)).status).toBe(200);
    const records = await ok('POST', '/api/v1/storages/records/list', {}, partner);
    expect(records.results.every((r: { partnerId: number }) => r.partnerId === 2)).toBe(true);
    expect(records.results.map((r: { storageId: number }) => r.storageId)).toContain(b);
    expect((await app.call('POST', '/api/storages', partner, { storagetypeId: 1 })).status).toBe(403);
  });

  it("a partner's list answers no warehouse, location or room, which its screens hide (spec 2 §6)", async () => {
    const staffRow = (await list({ ids: [b] })).results[0];
    expect(staffRow).toMatchObject({ warehouseId: w2, locationId: l2, roomName: 'Office' });
    expect(staffRow?.location).toBeTruthy();
    const partnerRow = (await list({ ids: [b] }, partner)).results[0];
    expect(partnerRow).toMatchObject({ id: b, code: 'LIST-B', status: 'stored', partnerId: 2 });
    for (const field of STORAGE_FIELDS_HIDDEN_FROM_PARTNERS) expect(partnerRow?.[field]).toBeNull();
  });

  it('the staff partner field is staff’s: a storage created by staff keeps it', async () => {
    expect((await ok('GET', `/api/storages/${b}`)).partnerId).toBe(2);
  });

  it('user names follow renames', async () => {
    await ok('PATCH', `/api/users/${c1}`, { name: 'Renamed Storage Owner' });
    await app.settle();
    expect((await ok('GET', `/api/storages/${a}`)).userName).toBe('Renamed Storage Owner');
  });
});
