import { priceQuote } from '../sales/pricing.js';
import { orderChargeDrafts, orderUpdateMessage } from './order-charges.js';

describe("an order's charges (Create Invoice)", () => {
  // 2 CBM in country 1 for 3 months with Pickup (free at 3 months), Packing 150.00 and a 50.00 discount.
  const b = priceQuote({
    countryId: 1,
    months: 3,
    size: 2,
    customerRent: 4_000_000,
    services: [
      { name: 'Pickup', amount: 1_500_000, servicetypeId: 1 },
      { name: 'Packing', amount: 1_500_000, servicetypeId: 2 },
      { name: 'Discount', amount: 500_000, servicetypeId: 3 },
    ],
  });
  it('rent for the months, the charged services chosen, the discount', () => {
    const drafts = orderChargeDrafts(b, { currentSize: 2 }, []);
    expect(drafts.map((d) => [d.type, d.amount, d.description])).toEqual([
      ['storage', 12_000_000, null],
      ['service', 1_500_000, 'Packing'],
      ['discount', 500_000, 'Discount'],
    ]);
    expect(drafts[0]!.metadata).toMatchObject({ rent: 4_000_000, source: 'order', orderCurrentSize: 2 });
  });
  it('only the services the dialog names', () => {
    expect(orderChargeDrafts(b, { currentSize: null }, [1]).map((d) => d.type)).toEqual(['storage', 'discount']);
  });
  it("the answer's three messages", () => {
    expect(orderUpdateMessage(undefined)).toBe('order is updated');
    expect(orderUpdateMessage('chargeUpdated')).toBe('order is updated and the charge is updated');
    expect(orderUpdateMessage('NoChargeUpdates')).toBe('order is updated and the charge is not updated');
  });
});
