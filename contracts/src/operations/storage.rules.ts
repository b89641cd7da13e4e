import type { FieldError } from '../shared/validation.js';
import { REQUIRED } from '../shared/validation.js';
import type { StorageDocument, StorageFields } from './storage.record.js';

/** Spec 2 §5, §9: size and dimension bound and decimals. */
export const STORAGE_VALUE_MIN_EXCLUSIVE = 0;
export const STORAGE_VALUE_MAX = 10;
export const STORAGE_SIZE_DECIMALS = 8;
export const STORAGE_DIMENSION_DECIMALS = 3;

export const STORAGE_RANGE_MESSAGE = 'Value must be more than 0 up to 10';
export const STORAGE_SIZE_DECIMALS_MESSAGE = 'Only 8 digits after the decimal points are allowed';
export const STORAGE_DIMENSION_DECIMALS_MESSAGE = 'Only 3 digits after the decimal points are allowed';
/** Spec 2 §8 'Storage save'. */
export const storageSavedMessage = (id: number | string): string => `Storage "${id}" saved!`;
/** Spec 2 §8 'Bulk update failure'. */
export const bulkUpdateErrorMessage = (message: string): string => `Error in bulk update: ${message}`;

/* Our wording where the spec shows none (docs/decisions.md, Storage). */
export const STORAGE_EDIT_REFUSED = 'Only admin may edit a storage that is not new';
export const STORAGE_PARENT_INVALID = 'The parent must be a storage of the same user that is not a part';
export const STORAGE_PARENT_NEEDS_PART = 'Only a part has a parent';
export const STORAGE_ALREADY_IN = 'Storage is already checked in';
export const STORAGE_NOT_IN = 'Storage is not checked in';
export const STORAGE_LOCATION_OTHER_WAREHOUSE = 'The location is not in this warehouse';
export const STORAGE_IN_OTHER_WAREHOUSE = 'Storage is checked in to another warehouse; check it out first';
export const STORAGE_NO_STATUS_BEFORE = 'No status to go back to';
export const STORAGE_WAREHOUSE_NOT_FOUND = 'No warehouse found for id';
export const STORAGE_LOCATION_NOT_FOUND = 'No location found for id';

export const STORAGE_RECORD_QTY_MESSAGE = 'Qty must be more than 0';
export const STORAGE_RECORD_NOT_FOUND = 'No storage record found for id';

/** A storage record's qty is a count of what is stored: more than 0 (the record edit form and the decider). */
export const storageRecordQtyErrors = (qty: unknown): FieldError[] =>
  typeof qty === 'number' && qty > 0 ? [] : [{ path: 'qty', message: STORAGE_RECORD_QTY_MESSAGE }];

export const STORAGE_SIZE_FIELDS = ['sizeEntered', 'consumedSize', 'size'] as const;
export const STORAGE_DIMENSION_FIELDS = ['length', 'height', 'width'] as const;

/** Digits after the decimal point of a number as typed (1e-7 counts 7, 1.5e-7 counts 8). */
export const decimalsOf = (n: number): number => {
  if (!Number.isFinite(n)) return 0;
  const [mantissa = '', exponent] = String(n).toLowerCase().split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent ?? 0));
};

/** One size or dimension value: more than 0 up to 10, and at most `decimals` digits after the point. */
export const storageValueError = (value: unknown, decimals: number): string | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n <= STORAGE_VALUE_MIN_EXCLUSIVE || n > STORAGE_VALUE_MAX)
    return STORAGE_RANGE_MESSAGE;
  if (decimalsOf(n) > decimals)
    return decimals === STORAGE_SIZE_DECIMALS ? STORAGE_SIZE_DECIMALS_MESSAGE : STORAGE_DIMENSION_DECIMALS_MESSAGE;
  return undefined;
};

export const storageSizeError = (value: unknown): string | undefined => storageValueError(value, STORAGE_SIZE_DECIMALS);
export const storageDimensionError = (value: unknown): string | undefined =>
  storageValueError(value, STORAGE_DIMENSION_DECIMALS);

/** What the form needs to know of the chosen storage type. */
export interface StorageTypeFacts {
  readonly id: number;
  readonly size: number;
  readonly length: number | null;
  readonly height: number | null;
  readonly width: number | null;
  readonly inventory: boolean;
}

/**
 * Spec 2 §5: an inventory type gives size, length, height and width (their fields are disabled); other types leave
 * what was typed.
 */
export const applyStorageType = <F extends StorageFields>(fields: F, type: StorageTypeFacts | null | undefined): F =>
  type?.inventory
    ? { ...fields, size: type.size, length: type.length, height: type.height, width: type.width }
    : fields;

/** Spec 2 §5: the toggle syncs consumed size to the actual size (sizeEntered). */
export const syncConsumedSize = <F extends StorageFields>(fields: F, sync: boolean): F =>
  sync ? { ...fields, consumedSize: fields.sizeEntered ?? null } : fields;

/** Spec 2 §5: an empty code is sent as null. */
export const normaliseStorageCode = <F extends StorageFields>(fields: F): F =>
  'code' in fields && (fields.code === undefined || fields.code === null || fields.code.trim() === '')
    ? { ...fields, code: null }
    : fields;

/**
 * The form's rules (spec 2 §5) on the fields as they will stand: storage type required; sizes and dimensions in
 * their bounds. `creating` makes the storage type required even when absent from the body.
 */
export const validateStorageFields = (fields: StorageFields, creating: boolean): FieldError[] => {
  const errors: FieldError[] = [];
  if (
    (creating || 'storagetypeId' in fields) &&
    (fields.storagetypeId === undefined || fields.storagetypeId === null)
  ) {
    errors.push({ path: 'storagetypeId', message: REQUIRED });
  }
  for (const f of STORAGE_SIZE_FIELDS) {
    const m = storageSizeError(fields[f]);
    if (m) errors.push({ path: f, message: m });
  }
  for (const f of STORAGE_DIMENSION_FIELDS) {
    const m = storageDimensionError(fields[f]);
    if (m) errors.push({ path: f, message: m });
  }
  if (fields.isPart !== true && fields.parentId !== undefined && fields.parentId !== null) {
    errors.push({ path: 'parentId', message: STORAGE_PARENT_NEEDS_PART });
  }
  return errors;
};

/** Spec 2 §4, §6: a storage can be edited by admin, or while its status is new. */
export const canEditStorage = (storage: Pick<StorageDocument, 'status'>, isAdmin: boolean): boolean =>
  isAdmin || storage.status === 'new';

/** What a part's parent must be: a storage of the same user that is not itself a part (and not the part). */
export const isValidStorageParent = (
  part: { readonly id?: number; readonly userId: number | null },
  parent: Pick<StorageDocument, 'id' | 'userId' | 'isPart'> | null,
): boolean => parent !== null && !parent.isPart && parent.userId === part.userId && parent.id !== part.id;
