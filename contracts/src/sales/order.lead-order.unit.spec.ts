import { leadHasOrder } from './order.lead-order.js';

describe('a lead has its order once confirmed (issue 31 §6)', () => {
  it.each([
    ['new', null, false],
    ['quote_sent', null, false],
    ['lost', null, false],
    ['confirmed', null, true],
    ['complete', null, true],
    ['cancelled', null, true],
    ['onhold', '2026-01-02T10:00:00.000Z', true],
  ] as const)('%s, confirmed at %s: %s', (status, confirmedAt, has) =>
    expect(leadHasOrder({ status, confirmedAt })).toBe(has),
  );
});
