import type { StorageDirection } from './storage.enums.js';

/** What the displayed location reads of a storage's most recently updated storage record. */
export interface LocatedRecord {
  readonly status: StorageDirection;
  readonly locationPath: string | null;
}

export const OUT_LOCATION = 'OUT';
export const IN_LOCATION = 'IN';

/**
 * Spec 2 §3: a storage's displayed location comes from its most recently updated storage record: OUT if that
 * record is out, the location path if it is in and has a location, otherwise IN. No record: nothing to show (null).
 */
export const displayedStorageLocation = (latest: LocatedRecord | null | undefined): string | null => {
  if (!latest) return null;
  if (latest.status === 'out') return OUT_LOCATION;
  return latest.locationPath !== null && latest.locationPath !== '' ? latest.locationPath : IN_LOCATION;
};
