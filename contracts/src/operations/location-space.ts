import * as t from 'io-ts';

/**
 * A location's space as a reservation stream, `locationspace-<locationId>` (ARCHITECTURE §3: uniqueness and limits
 * are reservation streams, so they hold on EventStoreDB too): a check-in to a location takes the storage's size
 * here first, at the version read, so two check-ins never both take the last cubic metre; leaving releases it.
 * The locations read model follows the storages' own events (StorageLocated, StorageCheckedOut), so screens and
 * decisions count the same storages.
 */
export const LOCATION_SPACE_CATEGORY = 'locationspace';

export const LocationSpaceTaken = t.type({ locationId: t.number, storageId: t.number, size: t.number });
export type LocationSpaceTaken = t.TypeOf<typeof LocationSpaceTaken>;
export const LocationSpaceReleased = t.type({ locationId: t.number, storageId: t.number });
export type LocationSpaceReleased = t.TypeOf<typeof LocationSpaceReleased>;

export const LOCATION_SPACE_EVENT_CODECS = { LocationSpaceTaken, LocationSpaceReleased } as const;
export type LocationSpaceEvent =
  | { readonly type: 'LocationSpaceTaken'; readonly data: LocationSpaceTaken }
  | { readonly type: 'LocationSpaceReleased'; readonly data: LocationSpaceReleased };

/** Who holds space in the location, and how much (CBM). */
export interface LocationSpace {
  readonly holders: Readonly<Record<number, number>>;
}
export const EMPTY_LOCATION_SPACE: LocationSpace = Object.freeze({ holders: {} });

export const evolveLocationSpace = (s: LocationSpace, e: LocationSpaceEvent): LocationSpace => {
  if (e.type === 'LocationSpaceTaken') return { holders: { ...s.holders, [e.data.storageId]: e.data.size } };
  const { [e.data.storageId]: _gone, ...rest } = s.holders;
  return { holders: rest };
};

/** Sizes carry up to 8 decimals (spec 2 §9): sums are rounded there so 0.1 + 0.2 is 0.3. */
export const roundVolume = (n: number): number => Math.round(n * 1e8) / 1e8;

export const usedVolumeOf = (s: LocationSpace): number =>
  roundVolume(Object.values(s.holders).reduce((a, b) => a + b, 0));

/** Free volume = capacity − used (spec 2 §3 location fields); negative only when an admin overrode. */
export const freeVolumeOf = (capacity: number, used: number): number => roundVolume(capacity - used);

/* Our wording (docs/decisions.md, Storage). */
export const locationNoRoomMessage = (path: string, free: number, size: number): string =>
  `Location ${path} has ${Math.max(0, free)} CBM free; the storage needs ${size} CBM`;
export const STORAGE_OTHER_COUNTRY_MESSAGE = "The warehouse is in another country than the storage's";
export const STORAGE_OVERRIDE_ADMIN_ONLY = 'Only admin may check a storage in despite a refusal';

/** What a check-in to a location is checked against: the location, its warehouse's country and the space it holds. */
export interface LocationRoomFacts {
  readonly locationId: number;
  readonly path: string;
  readonly capacity: number;
  readonly warehouseId: number;
  readonly warehouseCountryId: number | null;
  readonly space: LocationSpace;
}

/** The refusals of a check-in to a location: no room for the storage, and a warehouse of another country. */
export const locationRefusals = (
  room: LocationRoomFacts,
  storage: { readonly id: number; readonly size: number; readonly countryId: number | null },
): string[] => {
  const refusals: string[] = [];
  if (storage.countryId !== null && room.warehouseCountryId !== null && storage.countryId !== room.warehouseCountryId) {
    refusals.push(STORAGE_OTHER_COUNTRY_MESSAGE);
  }
  // The storage's own space (a second try after a crash, or a move within the location) is not counted twice.
  const others = {
    holders: Object.fromEntries(Object.entries(room.space.holders).filter(([id]) => Number(id) !== storage.id)),
  };
  const free = freeVolumeOf(room.capacity, usedVolumeOf(others));
  if (storage.size > free + 1e-9) refusals.push(locationNoRoomMessage(room.path, free, storage.size));
  return refusals;
};

/** A warehouse's volume summary (issue 14): its locations' capacity, the storages' volume in them, and what is free. */
export const warehouseVolume = (
  locations: readonly { readonly capacity: number | null; readonly usedVolume: number | null }[],
) => {
  const capacity = roundVolume(locations.reduce((sum, l) => sum + (l.capacity ?? 0), 0));
  const used = roundVolume(locations.reduce((sum, l) => sum + (l.usedVolume ?? 0), 0));
  return { capacity, used, free: freeVolumeOf(capacity, used) };
};
