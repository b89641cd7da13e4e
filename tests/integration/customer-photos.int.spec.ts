import crypto from 'node:crypto';
import { PHOTO_CAPTION_MAX } from '@console/contracts';
import { dropOffLead } from '../support/lead-fixtures.js';
import { DEMO_PASSWORD_HASH, startTestApp, type TestApp } from '../support/test-app.js';
import { withActors } from '../support/actors.js';
import { rebuild } from '../support/rebuild.js';

/**
 * The customer's photos (spec 3 §2 Photos tab, §7 'POST user-photos {userId, file}'; spec 2 §7 'Photo upload for
 * orders: create in user-photos with userId, orderId, file, caption'): stored with the customer (and order) and
 * caption, listed by customer or by order, refused without user-photos-create, another partner's customer 404.
 */
let app: TestApp;
let admin: string;
let partner: string;
let operations: string;
beforeAll(
  async () =>
    ({ app, admin, partner, operations } = await withActors(await startTestApp(0), {
      admin: 'admin',
      partner: 'partner',
      operations: 'operations-staff',
    })),
);
afterAll(() => app.stop());

const jpegDataUrl = (): string =>
  `data:image/jpeg;base64,${Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), crypto.randomBytes(600)]).toString('base64')}`;

let n = 0;
const customer = async (partnerId: number): Promise<number> => {
  n += 1;
  const made = await app.call('POST', '/api/users', admin, {
    type: 'b2c',
    name: `Photo Customer ${n}`,
    email: `photos-${Date.now()}-${n}@example.test`,
    phone: `+97155${String((Date.now() + n) % 10_000_000).padStart(7, '0')}`,
    partnerId,
    countryId: 1,
  });
  expect([201, 202]).toContain(made.status);
  return made.body.id as number;
};

const ids = (body: { data: { id: number }[] }) => body.data.map((p) => p.id);

describe('the customer’s photos', () => {
  it('stores an upload with the customer and lists it on the customer’s Photos tab', async () => {
    const userId = await customer(1);
    const added = await app.call('POST', '/api/user-photos', admin, { userId, file: jpegDataUrl() });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ userId, orderId: null, caption: null, requestId: null, storageId: null });
    expect(typeof added.body.photo).toBe('string');
    const listed = await app.call('GET', `/api/user-photos?userId=${userId}&video=false&$limit=500&$sort[id]=1`, admin);
    expect(listed.status).toBe(200);
    expect(ids(listed.body)).toEqual([added.body.id]);
    // The stored object is the one sent, behind the photo's stable address.
    const file = await app.call('GET', `/api/v1/photos/${added.body.id}`, admin);
    expect(file.body.userId).toBe(userId);
  });

  it('keeps an order’s photo with its caption, listed by the order and on the customer', async () => {
    const userId = await customer(1);
    const lead = await app.call('POST', '/api/leads', admin, dropOffLead(userId));
    expect(lead.status).toBe(201);
    const orderId = lead.body.id as number;
    const added = await app.call('POST', '/api/v1/user-photos', admin, {
      userId,
      orderId,
      file: jpegDataUrl(),
      caption: '  Sofa before wrapping  ',
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ userId, orderId, caption: 'Sofa before wrapping' });
    expect(ids((await app.call('GET', `/api/user-photos?orderId=${orderId}`, admin)).body)).toEqual([added.body.id]);
    expect(ids((await app.call('GET', `/api/user-photos?userId=${userId}`, admin)).body)).toContain(added.body.id);

    // Another customer's order, a caption too long, a file that is no JPEG: 400, nothing stored.
    const other = await customer(1);
    const wrongOrder = await app.call('POST', '/api/user-photos', admin, {
      userId: other,
      orderId,
      file: jpegDataUrl(),
    });
    expect(wrongOrder.status).toBe(400);
    const long = await app.call('POST', '/api/user-photos', admin, {
      userId,
      file: jpegDataUrl(),
      caption: 'x'.repeat(PHOTO_CAPTION_MAX + 1),
    });
    expect(long.status).toBe(400);
    const notJpeg = await app.call('POST', '/api/user-photos', admin, {
      userId,
      file: `data:image/jpeg;base64,${Buffer.from('hello').toString('base64')}`,
    });
    expect(notJpeg.status).toBe(400);
    expect((await app.call('GET', `/api/user-photos?userId=${other}`, admin)).body.total).toBe(0);
    expect((await app.call('GET', `/api/user-photos?orderId=${orderId}`, admin)).body.total).toBe(1);
  });

  it('refuses an upload without the user-photos permission, and an unknown customer', async () => {
    const userId = await customer(1);
    const refused = await app.call('POST', '/api/user-photos', operations, { userId, file: jpegDataUrl() });
    expect(refused.status).toBe(403);
    const unknown = await app.call('POST', '/api/user-photos', admin, { userId: 99_999_999, file: jpegDataUrl() });
    expect(unknown.status).toBe(404);
    // The list names a customer or an order: every photo there is is no customer's page.
    expect((await app.call('GET', '/api/user-photos', admin)).status).toBe(400);
    expect((await app.call('GET', `/api/user-photos?userId=${userId}`, admin)).body.total).toBe(0);
  });

  it('shows a partner user its own customers’ photos only, and lets it add none', async () => {
    const own = await customer(2);
    const others = await customer(1);
    const ownPhoto = await app.call('POST', '/api/user-photos', admin, { userId: own, file: jpegDataUrl() });
    const otherPhoto = await app.call('POST', '/api/user-photos', admin, { userId: others, file: jpegDataUrl() });
    expect(ownPhoto.status).toBe(201);
    expect(otherPhoto.status).toBe(201);
    expect(ids((await app.call('GET', `/api/user-photos?userId=${own}`, partner)).body)).toEqual([ownPhoto.body.id]);
    expect((await app.call('GET', `/api/user-photos?userId=${others}`, partner)).body.total).toBe(0);
    // Partner users read user-photos (spec 3 §2's reduced set) but make none.
    expect((await app.call('POST', '/api/user-photos', partner, { userId: own, file: jpegDataUrl() })).status).toBe(
      403,
    );
  });

  it('lets a partner user holding user-photos-create add photos of its own customers only', async () => {
    // The sales role gives user-photos-create: only the partner scope stands between this user and partner 1.
    const email = `photos-partner-sales-${Date.now()}@example.test`;
    const made = await app.call('POST', '/api/users', admin, {
      type: 'partner',
      name: 'Partner Sales',
      email,
      phone: '+971500000079',
      partnerId: 2,
      countryId: 1,
      roles: ['partner', 'sales-staff'],
      password: DEMO_PASSWORD_HASH,
    });
    expect([201, 202]).toContain(made.status);
    await app.settle();
    const p2 = await app.token(email);
    const own = await customer(2);
    const others = await customer(1);
    const added = await app.call('POST', '/api/user-photos', p2, { userId: own, file: jpegDataUrl() });
    expect(added.status).toBe(201);
    expect(added.body.partnerId).toBe(2);
    // Another partner's customer, or an order of theirs, is 404: as if absent.
    expect((await app.call('POST', '/api/user-photos', p2, { userId: others, file: jpegDataUrl() })).status).toBe(404);
    const lead = await app.call('POST', '/api/leads', admin, dropOffLead(others));
    expect(
      (await app.call('POST', '/api/user-photos', p2, { userId: own, orderId: lead.body.id, file: jpegDataUrl() }))
        .status,
    ).toBe(404);
    expect((await app.call('GET', `/api/user-photos?userId=${others}`, admin)).body.total).toBe(0);
  });
});

it('rebuilds the customers’ photos, order and caption included, as the live rows', async () => {
  await app.settle();
  const rows = () =>
    app.infra.db
      .selectFrom('rm.photos')
      .select(['id', 'userId', 'orderId', 'caption', 'partnerId', 'deleted'])
      .orderBy('id')
      .execute();
  const live = await rows();
  expect(live.some((r) => r.caption !== null && r.orderId !== null)).toBe(true);
  expect(await rebuild(app, ['photos'])).toEqual(['photos']);
  expect(await rows()).toEqual(live);
});
