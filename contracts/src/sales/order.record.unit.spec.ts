import { isLeft, isRight } from 'fp-ts/lib/Either.js';
import {
  DateString,
  EMPTY_ORDER_FIELDS,
  ORDER_FIELD_NAMES,
  OrderChecklist,
  OrderPatch,
  sameItems,
} from './order.record.js';

describe('the order record (spec 2 §3)', () => {
  it('the empty record has every writable field, type storage and partner 1', () => {
    expect(Object.keys(EMPTY_ORDER_FIELDS).sort()).toEqual([...ORDER_FIELD_NAMES].sort());
    expect(EMPTY_ORDER_FIELDS.type).toBe('storage');
    expect(EMPTY_ORDER_FIELDS.partnerId).toBe(1);
  });

  it('a patch keeps only writable fields and checks their values', () => {
    const r = OrderPatch.decode({ months: 3, status: 'complete', assigneeId: 4 });
    expect(isRight(r) && r.right).toEqual({ months: 3 });
    expect(isLeft(OrderPatch.decode({ channel: 'billboard' }))).toBe(true);
    expect(isLeft(OrderPatch.decode({ warehouseType: ['cold'] }))).toBe(true);
    expect(isLeft(OrderPatch.decode({ amount: 12.5 }))).toBe(true);
    expect(isRight(OrderPatch.decode({ amount: 125000, date: '2024-02-29' }))).toBe(true);
  });

  it('dates are YYYY-MM-DD; checklist answers are the spec values', () => {
    expect(DateString.is('2024-06-10')).toBe(true);
    expect(DateString.is('10/06/2024')).toBe(false);
    expect(
      isRight(
        OrderChecklist.decode({ buildingType: 'Villa', maximumAllowedLiftTime: 'Unlimitted', buildingFloor: 'G' }),
      ),
    ).toBe(true);
    expect(isLeft(OrderChecklist.decode({ buildingType: 'Castle' }))).toBe(true);
  });

  it('item lists compare by storage type and quantity, in any order', () => {
    const a = [
      { storagetypeId: 1, quantity: 2 },
      { storagetypeId: 2, quantity: 1 },
    ];
    expect(
      sameItems(a, [
        { storagetypeId: 2, quantity: 1 },
        { storagetypeId: 1, quantity: 1 },
        { storagetypeId: 1, quantity: 1 },
      ]),
    ).toBe(true);
    expect(sameItems(a, [...a, { storagetypeId: 3, quantity: 0 }])).toBe(true);
    expect(sameItems(a, [{ storagetypeId: 1, quantity: 2 }])).toBe(false);
  });
});
