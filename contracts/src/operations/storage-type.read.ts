import type { StatusBadge, StatusColour } from '../shared/status-colours.js';

/**
 * A storage type as `POST /api/v1/storages/types/list` and `GET /api/storage-types[/:id]` answer it (spec 3 §3):
 * the record's fields, the number of its storages and its status (spec 3 §4).
 */
export interface StorageTypeRow {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly description: string | null;
  readonly size: number;
  readonly consumedSize: number | null;
  readonly length: number | null;
  readonly width: number | null;
  readonly height: number | null;
  readonly inventory: boolean;
  readonly tracking: boolean;
  readonly userId: number | null;
  readonly partnerId: number;
  readonly countryIds: number[];
  readonly storageCount?: number;
  /** See storageTypeStatus: null for a type without one. */
  readonly status?: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** What a storage type's status is made of: its inventory flag and the status of its first storage (lowest id). */
export interface StorageTypeStatusSource {
  readonly inventory: boolean;
  readonly firstStorageStatus: string | null;
}

/**
 * Spec 3 §4: "for inventory types it comes from the first storage's status". A storage type has no status field of
 * its own (spec 3 §3), so a type that is not an inventory type, or one without storages, has none.
 */
export const storageTypeStatus = (type: StorageTypeStatusSource): string | null =>
  type.inventory ? type.firstStorageStatus : null;

/**
 * Spec 3 §4 "Storage type status badge: active, delivered, in, stored, closed, otherwise default". The spec names
 * one colour of these (spec 1 §4: delivered cyan); the others are ours (docs/decisions.md, Storage).
 */
export const STORAGE_TYPE_STATUS_COLOURS: Readonly<Record<string, StatusColour>> = Object.freeze({
  active: 'green',
  delivered: 'cyan',
  in: 'blue',
  stored: 'purple',
  closed: 'grey',
});

/** The badge of a storage type's status, or null when it has none; a status not named above is drawn default. */
export const storageTypeStatusBadge = (status: string | null | undefined): StatusBadge | null => {
  if (status == null || status === '') return null;
  const colour =
    (Object.hasOwn(STORAGE_TYPE_STATUS_COLOURS, status) ? STORAGE_TYPE_STATUS_COLOURS[status] : undefined) ?? 'default';
  return { key: `storage_type.${status}`, status, colour };
};
