import { requestDraftFromOrder, requestTypeForOrder, type OrderForRequest } from './request-from-order.js';

const order: OrderForRequest = {
  id: 40,
  userId: 7,
  partnerId: 1,
  countryId: 1,
  cityId: 2,
  date: '2026-12-20',
  pickupRequired: true,
  pickupTimeFrom: 9,
  pickupTimeTo: 13,
  addressId: 55,
  paymentMode: 'card',
};
const storages = [
  { id: 1, status: 'new' as const, qty: 1 },
  { id: 2, status: 'stored' as const, qty: 2 },
  { id: 3, status: 'forpickup' as const, qty: null },
];

it('a pickup from the order: every field of the order, a line per storage still to be picked up', () => {
  expect(requestDraftFromOrder(order, storages)).toEqual({
    type: 'pickup',
    userId: 7,
    partnerId: 1,
    countryId: 1,
    cityId: 2,
    orderId: 40,
    date: '2026-12-20',
    from: 9,
    to: 13,
    addressId: 55,
    paymentMode: 'card',
    lines: [
      { storageId: 1, qty: 1 },
      { storageId: 3, qty: 1 },
    ],
  });
});

it('a drop when the order asked for none; no address for a drop', () => {
  expect(requestTypeForOrder({ pickupRequired: false })).toBe('drop');
  expect(requestDraftFromOrder({ ...order, pickupRequired: false }, storages)).toMatchObject({
    type: 'drop',
    addressId: null,
  });
});

it('a delivery lists the stored storages', () => {
  expect(requestDraftFromOrder(order, storages, 'delivery').lines).toEqual([{ storageId: 2, qty: 2 }]);
});

it('the address typed at quoting: the customer’s address of that line1 (the newest), when the order names none', () => {
  const typed = { ...order, addressId: null, line1: ' Villa 12, Street 4 ' };
  const addresses = [
    { id: 3, line1: 'Villa 12, street 4' },
    { id: 9, line1: 'Villa 12, Street 4' },
    { id: 11, line1: 'Office' },
  ];
  expect(requestDraftFromOrder(typed, storages, 'pickup', addresses).addressId).toBe(9);
  expect(requestDraftFromOrder({ ...typed, line1: null }, storages, 'pickup', addresses).addressId).toBeNull();
});

it('a delivery goes on the order’s delivery date and slot when it has them', () => {
  const withDelivery = { ...order, deliveryDate: '2027-03-01', deliveryTimeFrom: 13, deliveryTimeTo: 18 };
  expect(requestDraftFromOrder(withDelivery, storages, 'delivery')).toMatchObject({
    date: '2027-03-01',
    from: 13,
    to: 18,
    addressId: 55,
  });
  expect(requestDraftFromOrder(withDelivery, storages, 'pickup')).toMatchObject({
    date: '2026-12-20',
    from: 9,
    to: 13,
  });
});
