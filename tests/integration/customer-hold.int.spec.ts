import { ALREADY_ON_HOLD_MESSAGE, NOT_ON_HOLD_MESSAGE } from '@console/contracts';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { withActors } from '../support/actors.js';
import { rebuild } from '../support/rebuild.js';

/**
 * Put on hold (spec 1 §4 'Customer put on hold'; issue 34 §8): a reason of the hold-reasons list and a comment, on
 * the user's stream; refused twice, with an unknown reason, to a partner user; released, and refused once released.
 */
let app: TestApp;
let admin: string;
let partner: string;
let sales: string;
beforeAll(
  async () =>
    ({ app, admin, partner, sales } = await withActors(await startTestApp(0), {
      admin: 'admin',
      partner: 'partner',
      sales: 'sales-staff',
    })),
);
afterAll(() => app.stop());

const customer = async (partnerId = 1): Promise<number> => {
  const made = await app.call('POST', '/api/users', admin, {
    type: 'b2c',
    name: 'Hold Customer',
    email: `hold-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.test`,
    phone: `+97156${String(Date.now() % 10_000_000).padStart(7, '0')}`,
    partnerId,
    countryId: 1,
  });
  expect([201, 202]).toContain(made.status);
  return made.body.id as number;
};

describe('a customer on hold', () => {
  it('is put on hold with a hold reason, shown on its record and History, and released', async () => {
    const reason = await app.call('POST', '/api/hold-reasons', admin, { reason: 'Documents pending' });
    expect(reason.status).toBe(201);
    const id = await customer();
    const held = await app.call('POST', `/api/users/${id}/hold`, sales, {
      holdReasonId: reason.body.id,
      reason: ' Waiting for the Emirates ID ',
    });
    expect(held.status).toBe(200);
    expect(held.body).toMatchObject({ id, holdReasonId: reason.body.id, holdReason: 'Waiting for the Emirates ID' });
    expect(typeof held.body.heldAt).toBe('string');
    // The status stays what it was: a hold stands beside it.
    expect(held.body.status).toBe('active');

    const again = await app.call('POST', `/api/users/${id}/hold`, admin, { holdReasonId: reason.body.id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ALREADY_ON_HOLD_MESSAGE);

    // The user's stream holds it: the record as of now, replayed, says so.
    const asOf = await app.call('GET', `/api/v1/history/user/${id}`, admin);
    expect(asOf.status).toBe(200);
    expect(JSON.stringify(asOf.body)).toContain(`"holdReasonId":${reason.body.id}`);

    const released = await app.call('DELETE', `/api/users/${id}/hold`, admin);
    expect(released.status).toBe(200);
    expect(released.body).toMatchObject({ id, holdReasonId: null, holdReason: null, heldAt: null });
    const twice = await app.call('DELETE', `/api/users/${id}/hold`, admin);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(NOT_ON_HOLD_MESSAGE);
  });

  it('refuses an unknown reason, a missing one, a partner user and an unknown customer', async () => {
    const id = await customer(2);
    expect((await app.call('POST', `/api/users/${id}/hold`, admin, { holdReasonId: 99_999_999 })).status).toBe(400);
    expect((await app.call('POST', `/api/users/${id}/hold`, admin, {})).status).toBe(400);
    const reason = await app.call('POST', '/api/hold-reasons', admin, { reason: 'Unpaid balance' });
    // Spec 3 §6: a partner user has only the edit action on the user page.
    expect((await app.call('POST', `/api/users/${id}/hold`, partner, { holdReasonId: reason.body.id })).status).toBe(
      403,
    );
    expect((await app.call('POST', '/api/users/99999999/hold', admin, { holdReasonId: reason.body.id })).status).toBe(
      404,
    );
    // The status actions' route beside it still answers its own actions.
    expect((await app.call('POST', `/api/users/${id}/deactivate`, admin)).status).toBe(200);
  });
});

it('rebuilds the held and released customers as the live rows', async () => {
  const reason = await app.call('POST', '/api/hold-reasons', admin, { reason: 'Rebuild check' });
  const [heldId, releasedId] = [await customer(), await customer()];
  for (const id of [heldId, releasedId])
    expect((await app.call('POST', `/api/users/${id}/hold`, admin, { holdReasonId: reason.body.id })).status).toBe(200);
  expect((await app.call('DELETE', `/api/users/${releasedId}/hold`, admin)).status).toBe(200);
  await app.settle();
  const rows = () =>
    app.infra.db
      .selectFrom('rm.users')
      .select(['id', 'holdReasonId', 'holdReason', 'heldAt', 'updatedAt'])
      .where('id', 'in', [heldId, releasedId])
      .orderBy('id')
      .execute();
  const live = await rows();
  expect(live[0]).toMatchObject({ holdReasonId: reason.body.id });
  expect(live[1]).toMatchObject({ holdReasonId: null, heldAt: null });
  expect(await rebuild(app, ['users'])).toEqual(['users']);
  expect(await rows()).toEqual(live);
});
