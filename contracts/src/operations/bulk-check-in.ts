import * as t from 'io-ts';
import { Id } from '../shared/id.js';
import { list } from '../shared/store-safe.js';
import { roundVolume } from './location-space.js';

const nullable = <C extends t.Mixed>(c: C) => t.union([c, t.null]);

/**
 * Putting away in bulk (issue 31): many storages checked in at once, each to its location (or to the warehouse's IN
 * with none). Each placement is one check-in, decided by the one check-in decider on the storage's own stream; one
 * refused does not stop the others, and the answer says per storage what happened.
 */
export const BulkCheckInBody = t.exact(
  t.intersection([
    t.type({
      warehouseId: Id,
      placements: list(t.exact(t.type({ storageId: Id, locationId: nullable(Id) }))),
    }),
    t.partial({ override: t.boolean }),
  ]),
);
export type BulkCheckInBody = t.TypeOf<typeof BulkCheckInBody>;

/** Most storages in one bulk check-in: a page of the storages list at its largest (spec 2 §9: 100). */
export const BULK_CHECK_IN_MAX = 100;

export const BULK_CHECK_IN_MESSAGES = Object.freeze({
  tooMany: `Put away at most ${BULK_CHECK_IN_MAX} storages at once`,
  none: 'Select at least one storage',
  twice: 'This storage is already placed on another line',
});

export type BulkCheckInOutcome =
  | { readonly storageId: number; readonly locationId: number | null; readonly outcome: 'checkedIn' }
  | {
      readonly storageId: number;
      readonly locationId: number | null;
      readonly outcome: 'refused';
      readonly message: string;
      readonly errors?: readonly { readonly path: string; readonly message: string }[];
    };

export interface BulkCheckInAnswer {
  readonly checkedIn: number;
  readonly refused: number;
  readonly results: readonly BulkCheckInOutcome[];
}

/** A storage to put away, with the volume it takes (its size, else its actual size). */
export interface StorageToPlace {
  readonly id: number;
  readonly size: number | null;
  readonly sizeEntered?: number | null;
}

/** A location as the put-away dialog offers it. */
export interface LocationWithRoom {
  readonly id: number;
  readonly path: string;
  readonly freeVolume: number;
  readonly usedVolume: number;
}

/** The volume a storage takes in a location: its size, else its actual size, else none. */
export const volumeOfStorage = (s: StorageToPlace): number => s.size ?? s.sizeEntered ?? 0;

/**
 * Spread over locations: the storages, largest first, each to the first chosen location (in the order given) that
 * still has room for it once the ones placed before are counted; a storage no location has room for goes to the
 * first location anyway, so the server names it refused (unless an admin overrides) rather than the dialog hiding it.
 */
export const spreadOverLocations = (
  storages: readonly StorageToPlace[],
  locations: readonly LocationWithRoom[],
): { storageId: number; locationId: number | null }[] => {
  if (locations.length === 0) return storages.map((s) => ({ storageId: s.id, locationId: null }));
  const free = new Map(locations.map((l) => [l.id, l.freeVolume]));
  const placed = new Map<number, number>();
  const bySize = [...storages].sort((a, b) => volumeOfStorage(b) - volumeOfStorage(a) || a.id - b.id);
  for (const s of bySize) {
    const size = volumeOfStorage(s);
    const room = locations.find((l) => (free.get(l.id) ?? 0) + 1e-9 >= size);
    const target = room ?? locations[0]!;
    free.set(target.id, roundVolume((free.get(target.id) ?? 0) - size));
    placed.set(s.id, target.id);
  }
  return storages.map((s) => ({ storageId: s.id, locationId: placed.get(s.id) ?? null }));
};

/** All to one location (or to IN with none). */
export const allToLocation = (
  storages: readonly StorageToPlace[],
  locationId: number | null,
): { storageId: number; locationId: number | null }[] => storages.map((s) => ({ storageId: s.id, locationId }));

/** The room the chosen locations have together, and what the storages need. */
export const placementRoom = (storages: readonly StorageToPlace[], locations: readonly LocationWithRoom[]) => ({
  needed: roundVolume(storages.reduce((sum, s) => sum + volumeOfStorage(s), 0)),
  free: roundVolume(locations.reduce((sum, l) => sum + Math.max(0, l.freeVolume), 0)),
});

/**
 * POST /api/v1/locations/room/list: a warehouse's locations with their free and used volume (the warehouses
 * projection keeps both from the check-ins), searched by path; `withRoom` keeps those with free room, most free
 * first — the put-away dialog's suggestions.
 */
export const LocationRoomQuery = t.exact(
  t.intersection([
    t.type({ warehouseId: Id }),
    t.partial({ searchTerm: t.string, withRoom: t.boolean, limit: t.number }),
  ]),
);
export type LocationRoomQuery = t.TypeOf<typeof LocationRoomQuery>;

/** Locations offered at once by the put-away picker (more are found by typing). */
export const LOCATION_ROOM_PAGE = 50;
