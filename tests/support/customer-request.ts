import type { TestApp } from './test-app.js';

/**
 * A request of the customer's own, with an address of its own, made as the request form makes it: a charge from
 * the form names a request, and since issue 30 it must exist and be its customer's (spec 3 §5).
 */
export const requestOfCustomer = async (app: Pick<TestApp, 'call'>, token: string, userId: number): Promise<number> => {
  const user = (await app.call('GET', `/api/users/${userId}`, token)).body as { countryId: number; partnerId: number };
  const city = (await app.call('GET', `/api/cities?countryId=${user.countryId}&$limit=1`, token)).body as {
    data?: { id: number }[];
  };
  const cityId = city.data?.[0]?.id ?? 1;
  const address = await app.call('POST', '/api/addresses', token, { userId, line1: 'Villa 7, Street 3', cityId });
  const year = new Date().getUTCFullYear() + 1;
  const r = await app.call('POST', '/api/requests', token, {
    type: 'pickup',
    userId,
    partnerId: user.partnerId,
    countryId: user.countryId,
    cityId,
    date: `${year}-02-10`,
    from: 9,
    to: 13,
    addressId: address.body?.id,
    request_lines: [{ qty: 1 }],
  });
  if (r.status !== 201) throw new Error(`request of customer ${userId}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.id as number;
};

/** A card-paid afternoon pickup of the customer, the body the request form sends (the notifier suites' request). */
export const cardPickupBody = (userId: number) => ({
  type: 'pickup',
  userId,
  partnerId: 1,
  countryId: 1,
  cityId: 1,
  date: '2026-12-11',
  from: 13,
  to: 18,
  paymentMode: 'card',
  chargeTypes: ['pickup'],
  request_lines: [{ qty: 1 }],
});
