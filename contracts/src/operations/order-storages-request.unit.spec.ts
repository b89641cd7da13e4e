import { isDomainError } from '../shared/domain-error.js';
import { decideOrderStoragesRequest, ORDER_STORAGES_REQUEST_MESSAGES } from './order-storages-request.js';

const order = { id: 9, type: 'storage', status: 'confirmed', items: [{ storagetypeId: 2, quantity: 3 }] };

describe("the order's storages made for a request (issue 31)", () => {
  it('asks for them when the order has none', () => {
    expect(decideOrderStoragesRequest(order, [], 'pickup')).toEqual({ orderId: 9, requestType: 'pickup' });
  });

  it('makes nothing when a sync or an earlier request made them, or when there are no items', () => {
    expect(decideOrderStoragesRequest(order, ['OrderStorageAllocated'], 'pickup')).toBe('has storages');
    expect(decideOrderStoragesRequest(order, ['OrderStoragesRequested'], 'drop')).toBe('has storages');
    expect(decideOrderStoragesRequest({ ...order, items: [] }, [], 'pickup')).toBe('no items');
  });

  it('only where the request is offered: a confirmed storage order (a delivery also from complete)', () => {
    const lead = decideOrderStoragesRequest({ ...order, status: 'quote_sent' }, [], 'pickup');
    expect(isDomainError(lead) && lead.message).toBe(ORDER_STORAGES_REQUEST_MESSAGES.notOffered);
    expect(decideOrderStoragesRequest({ ...order, status: 'complete' }, [], 'delivery')).toEqual({
      orderId: 9,
      requestType: 'delivery',
    });
    expect(isDomainError(decideOrderStoragesRequest(null, [], 'pickup'))).toBe(true);
  });
});
