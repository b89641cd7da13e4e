import { WAREHOUSE_GRID_SIZE } from './warehouse.rules.js';

/**
 * Spec 1 §2.8, the warehouse 3D view: a box per location, placed by aisle, x and y on the 2200 × 2200 grid;
 * boxes of 100 × 100 × 300. Aisles are drawn side by side in the order C, B, A; a location's z is its level.
 */
export const LOCATION_BOX = Object.freeze({ width: 100, depth: 100, height: 300 });
export const AISLE_ORDER = Object.freeze(['C', 'B', 'A'] as const);
/** The space between two aisles' grids. */
export const AISLE_GAP = 400;

export interface ViewLocation {
  readonly id: number;
  readonly path: string;
  readonly aisle: string | null;
  readonly x: number | null;
  readonly y: number | null;
  readonly z: number | null;
  readonly storageCount: number;
}

/** Where a location's box stands in the scene: its centre, in the grid's units; y is up. */
export interface Placement {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

/** An aisle's slot in the row of aisles: C first, then B, then A; any other aisle after them in name order. */
export const aisleIndex = (aisle: string | null, others: readonly string[] = []): number => {
  const a = (aisle ?? '').toUpperCase();
  const i = (AISLE_ORDER as readonly string[]).indexOf(a);
  if (i >= 0) return i;
  const rest = [...new Set(others.map((o) => o.toUpperCase()))]
    .filter((o) => !(AISLE_ORDER as readonly string[]).includes(o))
    .sort();
  return AISLE_ORDER.length + Math.max(0, rest.indexOf(a));
};

export const placeLocation = (l: ViewLocation, aisles: readonly string[] = []): Placement => ({
  x: aisleIndex(l.aisle, aisles) * (WAREHOUSE_GRID_SIZE + AISLE_GAP) + (l.x ?? 0) + LOCATION_BOX.width / 2,
  y: (l.z ?? 0) * LOCATION_BOX.height + LOCATION_BOX.height / 2,
  z: (l.y ?? 0) + LOCATION_BOX.depth / 2,
});

/** Spec 1 §2.8: a location holding a storage is occupied; the others are vacant (drawn green). */
export const isOccupied = (l: Pick<ViewLocation, 'storageCount'>): boolean => l.storageCount > 0;

export interface OccupancySummary {
  readonly total: number;
  readonly occupied: number;
  readonly vacant: number;
}

export const occupancySummary = (ls: readonly Pick<ViewLocation, 'storageCount'>[]): OccupancySummary => {
  const occupied = ls.filter(isOccupied).length;
  return { total: ls.length, occupied, vacant: ls.length - occupied };
};

/** Spec 1 §2.8: the view renders only once the loaded locations number the warehouse's locationCount. */
export const isWarehouseViewReady = (locationCount: number, loaded: number): boolean => loaded === locationCount;
