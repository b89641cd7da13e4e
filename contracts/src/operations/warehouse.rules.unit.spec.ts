import { aisleIndex, isWarehouseViewReady, occupancySummary, placeLocation } from './warehouse-view.js';
import { validateBlockedSlot, validateBox, validateLocation } from './warehouse.rules.js';

describe('warehouse rules', () => {
  it('blocked slot dates are YYYY-MM-DD, to not before from (spec 2 §5)', () => {
    expect(validateBlockedSlot({ from: '2026-12-01', to: '2026-12-02' })).toEqual([]);
    expect(validateBlockedSlot({ from: '01/12/2026', to: '2026-12-02T00:00:00Z' })).toEqual([
      { path: 'from', message: 'Must be a date YYYY-MM-DD' },
      { path: 'to', message: 'Must be a date YYYY-MM-DD' },
    ]);
    expect(validateBlockedSlot({ from: '2026-12-03', to: '2026-12-02' })).toEqual([
      { path: 'to', message: 'To must not be before From' },
    ]);
  });

  it('a box status is one of spec 3 §3', () => {
    expect(validateBox({ status: 'not_returned' })).toEqual([]);
    expect(validateBox({ status: 'stored' })[0]?.path).toBe('status');
  });

  it('a location lies on the 2200 × 2200 grid', () => {
    expect(validateLocation({ x: 0, y: 2200 })).toEqual([]);
    expect(validateLocation({ x: 2300, y: -1 }).map((e) => e.path)).toEqual(['x', 'y']);
  });
});

describe('the warehouse 3D view (spec 1 §2.8)', () => {
  const loc = (aisle: string, x: number, y: number, z: number, storageCount = 0) => ({
    id: 1,
    path: 'p',
    aisle,
    x,
    y,
    z,
    storageCount,
  });

  it('lays the aisles out C, B, A and boxes 100 × 100 × 300 by x, y and level', () => {
    expect([aisleIndex('C'), aisleIndex('b'), aisleIndex('A'), aisleIndex('D', ['D'])]).toEqual([0, 1, 2, 3]);
    expect(placeLocation(loc('C', 0, 0, 0))).toEqual({ x: 50, y: 150, z: 50 });
    expect(placeLocation(loc('A', 200, 300, 2))).toEqual({ x: 2 * 2600 + 250, y: 750, z: 350 });
  });

  it('counts total, occupied and vacant, and renders only with every location loaded', () => {
    expect(occupancySummary([loc('A', 0, 0, 0, 2), loc('A', 0, 0, 1), loc('B', 0, 0, 0)])).toEqual({
      total: 3,
      occupied: 1,
      vacant: 2,
    });
    expect(isWarehouseViewReady(3000, 2000)).toBe(false);
    expect(isWarehouseViewReady(3000, 3000)).toBe(true);
  });
});
