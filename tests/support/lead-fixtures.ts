/**
 * The leads the tests start from, as the API takes them. One place, so a rule of spec 2 §5 that changes what Confirm
 * needs changes here once.
 */

/** Every checklist answer of a pickup (spec 2 §5), so Confirm passes. */
export const FULL_CHECKLIST = Object.freeze({
  buildingType: 'Villa',
  permitRequired: false,
  movingInsuranceRequired: true,
  parkingSlotAvailable: false,
  buildingFloor: 'G',
  liftAvailable: false,
  authorizeOtherPerson: false,
});

/**
 * A storage lead of an existing UAE customer that Confirm accepts: a drop-off (no pickup, so no checklist), one
 * sofa, paid in cash. `over` sets what the test is about (items, size, assignee, a pickup with its checklist).
 */
export const dropOffLead = (userId: number, over: Record<string, unknown> = {}): Record<string, unknown> => ({
  type: 'storage',
  countryId: 1,
  cityId: 2,
  channel: 'friend',
  source: 'phone',
  need: 'renovation',
  existingCustomer: true,
  userId,
  months: 1,
  date: '2026-12-20',
  pickupRequired: false,
  paymentMode: 'cash',
  warehouseType: ['ac'],
  items: [{ storagetypeId: 6, quantity: 1 }],
  ...over,
});

/**
 * A storage lead of an existing UAE customer of partner 1 from the website, dropped off on 2031-03-10: two boxes,
 * 3 CBM, paid in cash. `over` sets what the test is about (another partner, an assignee).
 */
export const websiteLead = (userId: number, over: Record<string, unknown> = {}): Record<string, unknown> => ({
  type: 'storage',
  countryId: 1,
  cityId: 1,
  channel: 'google',
  source: 'website',
  need: 'moving',
  paymentMode: 'cash',
  warehouseType: ['ac'],
  existingCustomer: true,
  userId,
  partnerId: 1,
  pickupRequired: false,
  date: '2031-03-10',
  items: [{ storagetypeId: 5, quantity: 2 }],
  size: 3,
  ...over,
});
