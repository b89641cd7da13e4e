import { checkOrderAction, type OrderActionSubject } from './order.lifecycle.js';
import { quoteChange, RENT_CONFIRMATION } from './order.quote-change.js';

const admin = { userId: 1, permissions: ['admin'] };
const items = [
  { storagetypeId: 6, quantity: 1 },
  { storagetypeId: 2, quantity: 4 },
];

describe('the record against the quote sent (spec 2 §8)', () => {
  it('is unchanged when no quote was sent, or when the items and size are the quoted ones', () => {
    expect(quoteChange({ items, size: 3 })).toBe('none');
    expect(quoteChange({ items, size: 3, quotedItems: null, quotedSize: null })).toBe('none');
    // Order and zero quantities do not matter.
    expect(
      quoteChange({
        items: [...items].reverse(),
        size: 3,
        quotedItems: [...items, { storagetypeId: 9, quantity: 0 }],
        quotedSize: 3,
      }),
    ).toBe('none');
    // Below the 8 decimals a size has (spec 2 §5) it is the same size.
    expect(quoteChange({ items, size: 3.0000000001, quotedItems: items, quotedSize: 3 })).toBe('none');
  });

  it('tells changed items before a changed size', () => {
    expect(
      quoteChange({ items: [{ storagetypeId: 6, quantity: 2 }], size: 3, quotedItems: items, quotedSize: 3 }),
    ).toBe('items');
    expect(quoteChange({ items: [], size: 4, quotedItems: items, quotedSize: 3 })).toBe('items');
    expect(quoteChange({ items, size: 3.5, quotedItems: items, quotedSize: 3 })).toBe('size');
  });

  it('words the rent question with both sizes', () => {
    expect(RENT_CONFIRMATION.text({ quotedSize: 3, size: 3.25 })).toBe(
      'The size has changed from the quoted 3 CBM to 3.25 CBM, so the rent differs from the quote. Confirm with the new rent?',
    );
  });
});

describe("Confirm with the quote (the lifecycle table's check)", () => {
  const ready: OrderActionSubject = {
    status: 'quote_sent',
    type: 'storage',
    cityId: 1,
    date: '2026-12-01',
    pickupRequired: false,
    channel: 'google',
    paymentMode: 'card',
    need: 'moving',
    source: 'website',
    warehouseType: ['ac'],
    items,
    size: 3,
    quotedItems: items,
    quotedSize: 3,
  };

  it("refuses changed items with the spec's title and message, on both pages", () => {
    const changed = { ...ready, items: [{ storagetypeId: 6, quantity: 3 }] };
    for (const action of ['confirmLead', 'confirmOrder'] as const) {
      expect(checkOrderAction(action, changed, admin)).toMatchObject({
        kind: 'conflict',
        message: 'Order has changed!',
        detail: 'Order items have changed from the quoted items. Please update the quote first.',
      });
    }
  });

  it('asks the rent confirmation for a changed size, and lets it through once answered', () => {
    const resized = { ...ready, size: 4 };
    expect(checkOrderAction('confirmLead', resized, admin)).toMatchObject({ message: RENT_CONFIRMATION.refusal });
    expect(checkOrderAction('confirmLead', { ...resized, rentConfirmed: true }, admin)).toBeUndefined();
    expect(checkOrderAction('confirmLead', ready, admin)).toBeUndefined();
  });

  it('names missing fields before comparing with the quote', () => {
    expect(checkOrderAction('confirmLead', { ...ready, cityId: null, items: [] }, admin)).toMatchObject({
      message: 'City is required',
    });
  });
});
