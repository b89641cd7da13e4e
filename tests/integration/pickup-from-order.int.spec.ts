import {
  BULK_CHECK_IN_MESSAGES,
  REQUEST_LINE_MESSAGES,
  requestDraftFromOrder,
  type AddressForRequest,
  type OrderForRequest,
  type StorageForRequest,
} from '@console/contracts';
import { startSalesActors } from '../support/sales-actors.js';
import { dropOffLead } from '../support/lead-fixtures.js';
import type { TestApp } from '../support/test-app.js';

/**
 * Issue 31 over real HTTP: Create Pickup on a confirmed order makes the order's storages from its quoted items when
 * it has none (no Update Actual Size, no Sync), the form's lines are all of them, and Approve goes through; a
 * storage twice or a blank line is refused naming the line, storing nothing. Read-your-writes of what a command
 * causes: each command is followed at once (no settle) by the list the next screen reads.
 */
let app: TestApp;
let admin: string;
let sales: string;
let salesId: number;
let customerId: number;
let warehouseId: number;
let teamId: number;
beforeAll(async () => {
  ({ app, admin, sales, salesId, customerId } = await startSalesActors(2));
  const ok = async (path: string, body: unknown) => {
    const r = await app.call('POST', path, admin, body);
    if (r.status !== 201) throw new Error(`${path} answered ${r.status}: ${JSON.stringify(r.body)}`);
    return r.body.id as number;
  };
  warehouseId = await ok('/api/warehouses', { name: 'Pickup DXB', countryId: 1, cityId: 1 });
  teamId = await ok('/api/teams', { name: 'Pickup team', countryId: 1 });
  // The first console of a run builds the base template: minutes on a machine shared by many.
}, 900_000);
afterAll(() => app?.stop());

// Confirm asks a pickup order for its checklist (spec 2 §5); the request type is chosen by the test.
const leadBody = (over: Record<string, unknown> = {}) =>
  dropOffLead(customerId, {
    line1: `Villa ${Date.now()}-${Math.random()}, Street 4`,
    area: 'Marina',
    items: [
      { storagetypeId: 6, quantity: 2 },
      { storagetypeId: 2, quantity: 3 },
    ],
    size: 4.3,
    assigneeId: salesId,
    ...over,
  });

/** A confirmed order: never an actual size, never a sync. */
const confirmedOrder = async (over: Record<string, unknown> = {}): Promise<number> => {
  const lead = await app.call('POST', '/api/leads', sales, leadBody(over));
  expect(lead.status).toBe(201);
  const id = lead.body.id as number;
  expect((await app.call('PATCH', `/api/leads/${id}`, sales, { status: 'confirmed' })).status).toBe(200);
  return id;
};

const listOf = async <T>(path: string, body: Record<string, unknown>): Promise<T[]> => {
  const r = await app.call('POST', path, admin, { limit: 200, page: 1, sortBy: 'id', sortOrder: 'ASC', ...body });
  expect(r.status).toBe(200);
  return r.body.results as T[];
};
const storagesOf = (orderId: number) =>
  listOf<StorageForRequest & { storagetypeId: number; orderId: number }>('/api/v1/storages/list', {
    orderIds: [orderId],
  });
const act = (id: number, action: string, body: unknown = {}) =>
  app.call('POST', `/api/v1/requests/${id}/actions/${action}`, admin, body);

/** What the console's Create Pickup does: ask for the storages, read the order, prefill the form. */
const createPickupForm = async (orderId: number) => {
  const asked = await app.call('POST', `/api/v1/orders/${orderId}/request-storages`, admin, { type: 'pickup' });
  expect(asked.status).toBe(200);
  const order = (await app.call('GET', `/api/orders/${orderId}`, admin)).body as OrderForRequest;
  const addresses = await listOf<AddressForRequest>('/api/v1/addresses/list', { userIds: [customerId] });
  return { asked: asked.body, draft: requestDraftFromOrder(order, await storagesOf(orderId), 'pickup', addresses) };
};

const createRequest = (draft: ReturnType<typeof requestDraftFromOrder>, lines = draft.lines) =>
  app.call('POST', '/api/requests', admin, {
    type: draft.type,
    userId: draft.userId,
    partnerId: draft.partnerId,
    countryId: draft.countryId,
    cityId: draft.cityId,
    orderId: draft.orderId,
    date: draft.date,
    from: 9,
    to: 13,
    addressId: draft.addressId,
    paymentMode: draft.paymentMode,
    request_lines: lines,
  });

describe('Create Pickup from an order in one go', () => {
  it('makes the storages from the quoted items, prefills every line, and the pickup approves', async () => {
    const orderId = await confirmedOrder();
    const { asked, draft } = await createPickupForm(orderId);
    // The answer carries the storages, and the list the form reads right after has them too.
    expect(asked.requested).toBe(true);
    expect((asked.storages as { storagetypeId: number }[]).map((s) => s.storagetypeId).sort()).toEqual([2, 2, 2, 6, 6]);
    expect(draft.lines).toHaveLength(5);
    expect(draft).toMatchObject({ type: 'pickup', date: '2026-12-20', userId: customerId });
    expect(draft.addressId).not.toBeNull();

    // Asked again (a second click, or after a sync): nothing more is made.
    const again = await app.call('POST', `/api/v1/orders/${orderId}/request-storages`, admin, { type: 'pickup' });
    expect(again.body.requested).toBe(false);
    expect(again.body.storages).toHaveLength(5);

    const created = await createRequest(draft);
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect((await act(id, 'confirm')).status).toBe(200);
    const approved = await act(id, 'approve', { warehouseId, teamId });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('approved');
    // Read-your-writes of the mover's moves: the storages are for pickup on the very next read.
    expect((await storagesOf(orderId)).map((s) => s.status)).toEqual(Array(5).fill('forpickup'));
    expect((await act(id, 'pickedUp', { emptyStorageIds: [] })).status).toBe(200);
    expect((await storagesOf(orderId)).map((s) => s.status)).toEqual(Array(5).fill('pickedup'));
    // A pickup's storages moved on receipt: in at IN, listed so at once.
    expect((await act(id, 'received', { emptyStorageIds: [] })).status).toBe(200);
    expect((await storagesOf(orderId)).map((s) => [s.status, (s as unknown as { location: string }).location])).toEqual(
      Array(5).fill(['in', 'IN']),
    );
  });

  it('is refused on an order that is not confirmed', async () => {
    const lead = await app.call('POST', '/api/leads', sales, leadBody());
    const r = await app.call('POST', `/api/v1/orders/${lead.body.id}/request-storages`, admin, { type: 'pickup' });
    expect(r.status).toBe(409);
  });
});

describe('a storage twice or a blank line', () => {
  it('is refused with a 400 naming the line, and nothing is stored', async () => {
    const orderId = await confirmedOrder();
    const { draft } = await createPickupForm(orderId);
    const [a, b] = draft.lines;
    expect((await createRequest(draft, [a!])).status).toBe(201);
    const twice = await createRequest(draft, [a!, b!, { ...a! }]);
    expect(twice.status).toBe(400);
    expect(twice.body).toMatchObject({
      name: 'BadRequest',
      errors: [{ path: 'request_lines.2', message: REQUEST_LINE_MESSAGES.storageTwice }],
    });
    const blank = await app.call('POST', '/api/requests', admin, {
      type: 'pickup',
      userId: customerId,
      cityId: 1,
      countryId: 1,
      date: '2026-12-21',
      orderId,
      request_lines: [{ storageId: b!.storageId, qty: 1 }, { qty: 0 }],
    });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual([{ path: 'request_lines.1.qty', message: 'Must be at least 1' }]);
    // Only the good request of the three is stored.
    expect(await listOf('/api/v1/requests/list', { orderIds: [orderId] })).toHaveLength(1);
  });
});

describe('read-your-writes of what a command causes', () => {
  it('Sync Storages: the storages are listed on the next read', async () => {
    const orderId = await confirmedOrder();
    expect((await app.call('PATCH', `/api/orders/${orderId}`, admin, { actualSize: 8.6 })).status).toBe(200);
    const synced = await app.call('PATCH', `/api/orders/${orderId}`, sales, { action: 'SYNC_ORDER' });
    expect(synced.status).toBe(200);
    expect(synced.headers.get('x-read-your-writes')).toBe('consistent');
    expect(await storagesOf(orderId)).toHaveLength(5);
  });

  it('Send Quote: its task is listed on the next read', async () => {
    const lead = await app.call('POST', '/api/leads', sales, leadBody());
    const sent = await app.call('POST', `/api/v1/leads/${lead.body.id}/actions/sendQuote`, sales);
    expect(sent.status).toBe(200);
    const tasks = await app.call('GET', '/api/tasks?type=SEND_QUOTE_TO_CUSTOMER&$limit=1000&$sort[id]=-1', admin);
    expect(tasks.status).toBe(200);
    const datas = (tasks.body.data as { data: string }[]).map((t) => JSON.parse(t.data) as { leadId?: number });
    expect(datas.some((d) => d.leadId === lead.body.id)).toBe(true);
  });
});

describe('putting away in bulk', () => {
  const location = async (path: string, capacity: number) =>
    (await app.call('POST', '/api/locations', admin, { warehouseId, path, aisle: 'B', capacity })).body.id as number;
  const storagesIn = async () => {
    const orderId = await confirmedOrder({ items: [{ storagetypeId: 6, quantity: 3 }], size: 6 });
    const { asked } = await createPickupForm(orderId);
    const ids = (asked.storages as { id: number }[]).map((s) => s.id);
    for (const id of ids)
      expect((await app.call('POST', `/api/v1/storages/${id}/check-in`, admin, { warehouseId })).status).toBe(200);
    return { orderId, ids };
  };

  it('to one location: each storage checked in while there is room, the others named refused', async () => {
    const roomy = await location(`B-${Date.now()}-1`, 5);
    const { orderId, ids } = await storagesIn();
    const r = await app.call('POST', '/api/v1/storages/check-in', admin, {
      warehouseId,
      placements: ids.map((storageId) => ({ storageId, locationId: roomy })),
    });
    expect(r.status).toBe(200);
    // Storage type 6 is 2 CBM: two fit in 5 CBM, the third is refused with the room left.
    expect(r.body).toMatchObject({ checkedIn: 2, refused: 1 });
    expect(r.body.results[2]).toMatchObject({ storageId: ids[2], outcome: 'refused' });
    expect(r.body.results[2].message).toMatch(/has 1 CBM free; the storage needs 2 CBM/);
    const rows = await storagesOf(orderId);
    expect(rows.map((s) => s.status)).toEqual(['stored', 'stored', 'in']);
    const loc = (await app.call('GET', `/api/locations/${roomy}`, admin)).body as { usedVolume: number };
    expect(loc.usedVolume).toBe(4);
  });

  it('spread over locations: every storage placed, each location within its room', async () => {
    const a = await location(`B-${Date.now()}-2`, 2);
    const b = await location(`B-${Date.now()}-3`, 4);
    const { orderId, ids } = await storagesIn();
    const r = await app.call('POST', '/api/v1/storages/check-in', admin, {
      warehouseId,
      placements: [
        { storageId: ids[0], locationId: a },
        { storageId: ids[1], locationId: b },
        { storageId: ids[2], locationId: b },
      ],
    });
    expect(r.body).toMatchObject({ checkedIn: 3, refused: 0 });
    expect((await storagesOf(orderId)).map((s) => s.status)).toEqual(['stored', 'stored', 'stored']);
    const twice = await app.call('POST', '/api/v1/storages/check-in', admin, {
      warehouseId,
      placements: [
        { storageId: ids[0], locationId: a },
        { storageId: ids[0], locationId: b },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toEqual([{ path: 'placements.1', message: BULK_CHECK_IN_MESSAGES.twice }]);
  });
});
