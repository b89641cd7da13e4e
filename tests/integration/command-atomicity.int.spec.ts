import crypto from 'node:crypto';
import { normaliseEmail, userEmailStream } from '@console/contracts';
import type { EventStore } from '@console/infra';
import { DEMO_PASSWORD_HASH, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 11 finding 5: a command is all or nothing. A command that writes several streams (the e-mail reservation
 * and the user; a password; a lead and its new customer; a bulk update of storages) decides every part before its
 * first append, and when a later append fails it undoes the earlier ones, so no failed call leaves an event that
 * matters behind: the e-mail can be registered again, no half-made customer or lead is listed.
 *
 * Two kinds of failure: input the store itself refuses (a NUL in a text field: PostgreSQL's jsonb has no NUL,
 * until the codecs refuse it with a 400), and a failure injected into the real store at the second append, which
 * proves the undoing whatever the codecs let through.
 */
let app: TestApp;
let admin: string;
let sales: string;
let customerId: number;
beforeAll(async () => {
  app = await startTestApp(3);
  admin = await app.token('admin');
  sales = await app.token('sales-staff');
  customerId = (await app.call('GET', '/api/users?email=customer1@example.com', admin)).body.data[0].id;
});
afterAll(() => app.stop());
afterEach(() => restore());

const unique = () => crypto.randomBytes(4).toString('hex');
const typesOf = async (stream: string) => (await app.infra.store.readStream(stream)).map((e) => e.type);
const reservationTypes = (email: string) => typesOf(userEmailStream(normaliseEmail(email)));

let restore: () => void = () => undefined;
/** The streams appended to (or tried) during the current test, in order. */
let appended: string[] = [];

/**
 * Makes the real store refuse the next append to a stream `match` accepts (as a lost connection or a refused
 * event would), and notes every stream appended to meanwhile. The store's own code runs for every other append.
 */
const failNextAppend = (match: (stream: string, events: Parameters<EventStore['append']>[1]) => boolean): void => {
  const store = app.infra.store as EventStore & { append: EventStore['append'] };
  const original = store.append;
  let armed = true;
  appended = [];
  store.append = async (stream, events, expected) => {
    appended.push(stream);
    if (armed && match(stream, events)) {
      armed = false;
      throw new Error(`injected: the store refused the append to ${stream}`);
    }
    return original.call(store, stream, events, expected);
  };
  restore = () => {
    delete (store as { append?: unknown }).append;
  };
};
const isUserStream = (s: string) => /^user-\d+$/.test(s);
const isOrderStream = (s: string) => /^order-\d+$/.test(s);

const customer = (over: Record<string, unknown> = {}) => ({
  name: 'Mona Saleh',
  email: `mona.${unique()}@example.com`,
  phone: '+971501234567',
  ...over,
});

const newCustomerLead = (over: Record<string, unknown> = {}) => ({
  type: 'storage',
  countryId: 1,
  cityId: 1,
  channel: 'google',
  source: 'website',
  need: 'Moving House',
  existingCustomer: false,
  name: 'Lina Haddad',
  email: `lina.${unique()}@example.com`,
  phone: '+971501234999',
  persona: 'personal',
  months: 3,
  ...over,
});

/** Stored: 201, or 202 when the read models of a loaded machine did not catch up within read-your-writes' 2 s. */
const stored = (status: number) => expect([201, 202]).toContain(status);
/** A refused call: 400 once the codecs refuse a NUL, 500 while only the store does; never a 2xx. */
const refused = (status: number) => expect([400, 500]).toContain(status);

describe('customer create (reservation, password, user)', () => {
  it('a NUL in phone stores nothing that blocks the e-mail: it registers at once afterwards', async () => {
    const body = customer({ phone: '+97150\u00001234567' });
    refused((await app.call('POST', '/api/customers', admin, body)).status);
    expect((await reservationTypes(body.email)).at(-1) ?? 'none').not.toBe('UserEmailReserved');
    stored((await app.call('POST', '/api/customers', admin, { ...body, phone: '+971501234567' })).status);
  });

  it('the user append failing after the reservation: the reservation is released, no user is registered', async () => {
    const body = customer();
    failNextAppend(isUserStream);
    expect((await app.call('POST', '/api/customers', admin, body)).status).toBe(500);
    const userStream = appended.find(isUserStream)!;
    restore();
    expect(await reservationTypes(body.email)).toEqual(['UserEmailReserved', 'UserEmailReleased']);
    expect(await typesOf(userStream)).toEqual([]);
    await app.settle();
    expect((await app.call('GET', `/api/users?email=${body.email}`, admin)).body.data).toEqual([]);
    stored((await app.call('POST', '/api/customers', admin, body)).status);
  });

  it('a staff account whose registration fails after its password: the password is revoked, the e-mail signs in only once registered', async () => {
    const body = customer({ type: 'staff', roles: ['sales-staff'], password: DEMO_PASSWORD_HASH });
    failNextAppend(isUserStream);
    expect((await app.call('POST', '/api/users', admin, body)).status).toBe(500);
    const credential = appended.find((s) => s.startsWith('credential-'))!;
    restore();
    expect(await typesOf(credential)).toEqual(['PasswordSet', 'PasswordRevoked']);
    expect(await reservationTypes(body.email)).toEqual(['UserEmailReserved', 'UserEmailReleased']);
    await app.settle();
    const signIn = () =>
      app.call('POST', '/authentication', undefined, {
        strategy: 'local',
        email: body.email,
        password: DEMO_PASSWORD_HASH,
      });
    expect((await signIn()).status).toBe(401);
    // The same e-mail with a password again: its sign-in row is free (a revoked one would hold its unique index).
    stored((await app.call('POST', '/api/users', admin, body)).status);
    await app.settle();
    expect((await signIn()).status).toBe(201);
  });

  it('the password append failing: the reservation is released, no password and no user', async () => {
    const body = customer({ type: 'staff', roles: ['sales-staff'], password: DEMO_PASSWORD_HASH });
    failNextAppend((s) => s.startsWith('credential-'));
    expect((await app.call('POST', '/api/users', admin, body)).status).toBe(500);
    restore();
    expect(appended.some(isUserStream)).toBe(false);
    expect(await reservationTypes(body.email)).toEqual(['UserEmailReserved', 'UserEmailReleased']);
  });
});

describe('lead for a new customer (reservation, order, user)', () => {
  it('a NUL in need registers no customer and keeps the e-mail free', async () => {
    const body = newCustomerLead({ need: 'Moving\u0000House' });
    refused((await app.call('POST', '/api/leads', sales, body)).status);
    expect((await reservationTypes(body.email)).at(-1) ?? 'none').not.toBe('UserEmailReserved');
    await app.settle();
    expect((await app.call('GET', `/api/users?email=${body.email}`, admin)).body.data).toEqual([]);
    stored((await app.call('POST', '/api/leads', sales, { ...body, need: 'Moving House' })).status);
  });

  it('the customer append failing after the lead: the lead is withdrawn (LeadDeleted) and the e-mail released', async () => {
    const body = newCustomerLead();
    failNextAppend(isUserStream);
    expect((await app.call('POST', '/api/leads', sales, body)).status).toBe(500);
    const order = appended.find(isOrderStream)!;
    restore();
    expect(await typesOf(order)).toEqual(['LeadCreated', 'LeadDeleted']);
    expect((await app.infra.store.readStream(order))[1]?.metadata).toMatchObject({ command: 'UndoCreateOrder' });
    expect(await reservationTypes(body.email)).toEqual(['UserEmailReserved', 'UserEmailReleased']);
    await app.settle();
    expect((await app.call('GET', `/api/leads/${order.slice('order-'.length)}`, admin)).status).toBe(404);
    stored((await app.call('POST', '/api/leads', sales, body)).status);
  });

  it('the lead append failing: the e-mail is released and no customer is registered', async () => {
    const body = newCustomerLead();
    failNextAppend(isOrderStream);
    expect((await app.call('POST', '/api/leads', sales, body)).status).toBe(500);
    restore();
    expect(appended.some(isUserStream)).toBe(false);
    expect(await reservationTypes(body.email)).toEqual(['UserEmailReserved', 'UserEmailReleased']);
  });

  it('an order for an existing customer that does not exist is refused, nothing appended', async () => {
    failNextAppend(() => false);
    const r = await app.call('POST', '/api/orders', admin, {
      type: 'storage',
      countryId: 1,
      cityId: 1,
      channel: 'google',
      need: 'Storage',
      existingCustomer: true,
      userId: 987654,
      months: 2,
    });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ path: 'userId', message: "No customer found for id '987654'" }]);
    restore();
    expect(appended).toEqual([]);
  });

  it('a refused lead form appends nothing, not even the reservation', async () => {
    const body = newCustomerLead({ months: 99 });
    failNextAppend(() => false);
    expect((await app.call('POST', '/api/leads', sales, body)).status).toBe(400);
    restore();
    expect(appended).toEqual([]);
  });
});

describe('user PATCH (update, assignment, status action in one decision)', () => {
  it('a status no action sets refuses the whole PATCH before the update is stored', async () => {
    const before = await typesOf(`user-${customerId}`);
    const r = await app.call('PATCH', `/api/customers/${customerId}`, admin, {
      name: 'Renamed Before Refusal',
      status: 'new',
    });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ path: 'status', message: 'No action sets status new' }]);
    expect(await typesOf(`user-${customerId}`)).toEqual(before);
  });

  it('a status action the caller may not take refuses the update that came with it', async () => {
    const before = await typesOf(`user-${customerId}`);
    const r = await app.call('PATCH', `/api/customers/${customerId}`, sales, {
      name: 'Renamed Before Suspension',
      status: 'suspended',
    });
    expect(r.status).toBe(403);
    expect(await typesOf(`user-${customerId}`)).toEqual(before);
  });

  it('an update with a taken e-mail stores nothing', async () => {
    const taken = customer();
    stored((await app.call('POST', '/api/customers', admin, taken)).status);
    const before = await typesOf(`user-${customerId}`);
    const r = await app.call('PATCH', `/api/customers/${customerId}`, admin, {
      name: 'Renamed With Taken Mail',
      email: taken.email,
    });
    expect(r.status).toBe(400);
    expect(await typesOf(`user-${customerId}`)).toEqual(before);
  });
});

describe('bulk update of storages (one stream each)', () => {
  it('the second storage failing: the first gets its old values back, both rows as before', async () => {
    const make = async () =>
      (await app.call('POST', '/api/storages', admin, { userId: customerId, storagetypeId: 5, size: 1.5 })).body
        .id as number;
    const [a, b] = [await make(), await make()];
    failNextAppend((s) => s === `storage-${b}`);
    const r = await app.call('POST', '/api/v1/storages/bulk-update', admin, {
      ids: [a, b],
      from: '2031-01-01',
      to: '2031-06-30',
    });
    expect(r.status).toBe(500);
    restore();
    const first = await app.infra.store.readStream(`storage-${a}`);
    expect(first.map((e) => e.type)).toEqual(['StorageCreated', 'StorageBulkUpdated', 'StorageBulkUpdated']);
    expect(first[2]?.data).toEqual({ id: a, changes: { from: null, to: null } });
    expect(first[2]?.metadata).toMatchObject({ command: 'UndoBulkUpdateStorage' });
    expect(await typesOf(`storage-${b}`)).toEqual(['StorageCreated']);
    await app.settle();
    for (const id of [a, b])
      expect((await app.call('GET', `/api/storages/${id}`, admin)).body).toMatchObject({ from: null, to: null });
  });

  it('a storage that does not exist refuses the whole bulk update before any append', async () => {
    const a = (await app.call('POST', '/api/storages', admin, { userId: customerId, storagetypeId: 5, size: 1.5 })).body
      .id as number;
    failNextAppend(() => false);
    const r = await app.call('POST', '/api/v1/storages/bulk-update', admin, { ids: [a, 987654], status: 'in' });
    expect(r.status).toBe(404);
    restore();
    expect(appended).toEqual([]);
  });
});

describe('storage type import (spec 3 §5: every row or nothing; one stream per type)', () => {
  const fields = ['id', 'code', 'name', 'size', 'userId', 'partnerId', 'inventory'];
  const row = (code: string, over: Record<string, string> = {}) => ({
    id: '',
    code,
    name: `Imported ${code}`,
    size: '1',
    userId: '',
    partnerId: '1',
    inventory: 'true',
    ...over,
  });

  it('a row failing at its append: the types created by the others are deleted, the updated one gets its old name', async () => {
    const mark = unique().toUpperCase();
    const first = await app.call('POST', '/api/v1/storage-types/import', admin, { fields, rows: [row(`OLD-${mark}`)] });
    expect(first.body).toEqual({ created: 1, updated: 0 });
    await app.settle();
    const old = (await app.call('POST', '/api/v1/storages/types/list', admin, { codes: [`OLD-${mark}`] })).body
      .results[0];
    const rows = [
      row(`NEW-${mark}`),
      row(`OLD-${mark}`, { id: String(old.id), name: 'Renamed by import' }),
      row(`LAST-${mark}`),
    ];
    failNextAppend((_s, events) => (events[0]?.data as { record?: { code?: string } }).record?.code === `LAST-${mark}`);
    const r = await app.call('POST', '/api/v1/storage-types/import', admin, { fields, rows });
    expect(r.status).toBe(500);
    restore();
    const streams = [...new Set(appended)];
    expect(streams).toHaveLength(3);
    const [created, last] = streams.filter((s) => s !== `storagetype-${old.id}`);
    expect(await typesOf(`storagetype-${old.id}`)).toEqual([
      'StorageTypeCreated',
      'StorageTypeUpdated',
      'StorageTypeUpdated',
    ]);
    const undo = (await app.infra.store.readStream(`storagetype-${old.id}`))[2];
    expect(undo?.data).toMatchObject({ changes: { name: `Imported OLD-${mark}` } });
    expect(undo?.metadata).toMatchObject({ command: 'UndoImportStorageType' });
    const kinds = [await typesOf(created!), await typesOf(last!)].sort((a, b) => a.length - b.length);
    expect(kinds).toEqual([[], ['StorageTypeCreated', 'StorageTypeDeleted']]);
    await app.settle();
    const listed = await app.call('POST', '/api/v1/storages/types/list', admin, {
      codes: [`OLD-${mark}`, `NEW-${mark}`, `LAST-${mark}`],
    });
    expect(listed.body.results.map((t: { code: string; name: string }) => [t.code, t.name])).toEqual([
      [`OLD-${mark}`, `Imported OLD-${mark}`],
    ]);
  });
});
