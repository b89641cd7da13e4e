import { enumeration, type EnumValue } from '../shared/enumeration.js';

/** Spec 1 §3, spec 2 §3. */
export const StorageStatus = enumeration(
  [
    'new',
    'forpickup',
    'pickedup',
    'in',
    'stored',
    'fordelivery',
    'out',
    'delivered',
    'closed',
    'cancelled',
    'transfer',
    'for_discard',
    'discard',
    'unknown',
    'damaged',
    'lost',
    'missing',
    'not_returned',
    'active',
  ] as const,
  'StorageStatus',
);
export type StorageStatus = EnumValue<typeof StorageStatus>;

/** A storage record's `type`. */
export const StorageRecordType = enumeration(['check_in', 'check_out', 'storage'] as const, 'StorageRecordType');
export type StorageRecordType = EnumValue<typeof StorageRecordType>;

/** A storage record's `status` (spec 1 §3 "Storage direction"). */
export const StorageDirection = enumeration(['in', 'out'] as const, 'StorageDirection');
export type StorageDirection = EnumValue<typeof StorageDirection>;

/** Photo upload progress (spec 1 §2.14, spec 2 §2). */
export const PhotoUploadStatus = enumeration(['start', 'success', 'failed'] as const, 'PhotoUploadStatus');
export type PhotoUploadStatus = EnumValue<typeof PhotoUploadStatus>;

/** Warehouse aisles; the 3D view lays them out C, B, A (spec 1 §9). */
export const Aisle = enumeration(['A', 'B', 'C'] as const, 'Aisle');
export type Aisle = EnumValue<typeof Aisle>;
export const AISLE_DISPLAY_ORDER: readonly Aisle[] = Object.freeze(['C', 'B', 'A'] as const);
