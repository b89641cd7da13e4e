import { effectiveOrderStatuses } from './orders.list-query.js';

describe('effectiveOrderStatuses', () => {
  it('orders list without status and user filters shows confirmed, complete and cancelled', () => {
    expect(effectiveOrderStatuses({}, 'orders')).toEqual(['confirmed', 'complete', 'cancelled']);
    expect(effectiveOrderStatuses({ statuses: [], userIds: [] }, 'orders')).toEqual([
      'confirmed',
      'complete',
      'cancelled',
    ]);
  });
  it('a user filter lifts the default', () => {
    expect(effectiveOrderStatuses({ userIds: [4] }, 'orders')).toBeUndefined();
  });
  it('a status filter is used as given', () => {
    expect(effectiveOrderStatuses({ statuses: ['new'] }, 'orders')).toEqual(['new']);
  });
  it('the leads list has no default', () => {
    expect(effectiveOrderStatuses({}, 'leads')).toBeUndefined();
  });
});
