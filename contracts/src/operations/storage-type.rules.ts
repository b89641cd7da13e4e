import { isBlank, REQUIRED, type FieldError } from '../shared/validation.js';
import { STORAGE_SIZE_DECIMALS, storageDimensionError, storageSizeError } from './storage.rules.js';

/** Spec 3 §5, §9: size must equal height × width × length within this tolerance. */
export const STORAGE_TYPE_SIZE_TOLERANCE = 1e-6;
export const STORAGE_TYPE_SIZE_MISMATCH = 'Size is not equal to height*width*length';
/** Spec 3 §4, §5: the confirmation before an inventory type's size becomes zero; its buttons are Yes and cancel. */
export const STORAGE_TYPE_ZERO_SIZE_CONFIRMATION =
  'Setting the size of this storage type to zero will result in no charges for all storages associated with this type; are you sure you want to proceed?';
/** Spec 3 §2, §9: storage types list 50 a page. */
export const STORAGE_TYPES_PER_PAGE = 50;

export const STORAGE_TYPE_DIMENSIONS = ['height', 'width', 'length'] as const;

/** The fields of a storage type the rules look at, as typed (numbers, or text from a form or a CSV file). */
export interface StorageTypeValues {
  readonly id?: unknown;
  readonly code?: unknown;
  readonly name?: unknown;
  readonly size?: unknown;
  readonly consumedSize?: unknown;
  readonly length?: unknown;
  readonly width?: unknown;
  readonly height?: unknown;
  readonly inventory?: unknown;
}

const num = (v: unknown): number | undefined => {
  if (isBlank(v)) return undefined;
  const n = typeof v === 'string' ? Number(v.trim()) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

/** h × w × l to 8 decimals, or undefined while a dimension is missing. */
export const storageTypeProduct = (v: StorageTypeValues): number | undefined => {
  const [h, w, l] = STORAGE_TYPE_DIMENSIONS.map((d) => num(v[d]));
  if (h === undefined || w === undefined || l === undefined) return undefined;
  return Number((h * w * l).toFixed(STORAGE_SIZE_DECIMALS));
};

/**
 * Spec 3 §5: "If size or consumedSize is empty but dimensions are given, it is computed as their product to 8
 * decimals." What is sent after the form (or an import row) is filled in so.
 */
export const completeStorageTypeSizes = <V extends StorageTypeValues>(v: V): V => {
  const product = storageTypeProduct(v);
  if (product === undefined) return v;
  return {
    ...v,
    ...(isBlank(v.size) ? { size: product } : {}),
    ...(isBlank(v.consumedSize) ? { consumedSize: product } : {}),
  };
};

/**
 * Size zero is how a type is made free of charge (spec 3 §4: an inventory type's size set to zero needs
 * confirmation, then stands). So 0 is a size that is set, outside the "more than 0" bound and the product rule;
 * every other size obeys them (docs/decisions.md, Storage).
 */
const isZero = (v: unknown): boolean => num(v) === 0;

/**
 * Every rule of spec 3 §5 on a storage type as it will stand (after completeStorageTypeSizes), with the spec's
 * messages: create requires code and name, edit id, code and name; size, length, width, height each more than 0
 * up to 10, size at most 8 decimals, dimensions at most 3; size equals h×w×l within 1e-6; size required if a
 * dimension is missing, each dimension required if size is not set.
 */
export const validateStorageType = (v: StorageTypeValues, mode: 'create' | 'edit'): FieldError[] => {
  const errors: FieldError[] = [];
  const required = mode === 'create' ? (['code', 'name'] as const) : (['id', 'code', 'name'] as const);
  for (const f of required) if (isBlank(v[f])) errors.push({ path: f, message: REQUIRED });
  const sizeSet = !isBlank(v.size);
  const missingDimensions = STORAGE_TYPE_DIMENSIONS.filter((d) => isBlank(v[d]));
  if (!sizeSet) {
    if (missingDimensions.length > 0) errors.push({ path: 'size', message: REQUIRED });
    for (const d of missingDimensions) errors.push({ path: d, message: REQUIRED });
  } else if (!isZero(v.size)) {
    const m = storageSizeError(v.size);
    if (m) errors.push({ path: 'size', message: m });
  }
  for (const d of STORAGE_TYPE_DIMENSIONS) {
    const m = storageDimensionError(v[d]);
    if (m) errors.push({ path: d, message: m });
  }
  const size = num(v.size);
  const product = storageTypeProduct(v);
  const sizeFine = !errors.some((e) => e.path === 'size');
  if (
    sizeFine &&
    size !== undefined &&
    size !== 0 &&
    product !== undefined &&
    Math.abs(size - product) > STORAGE_TYPE_SIZE_TOLERANCE
  ) {
    errors.push({ path: 'size', message: STORAGE_TYPE_SIZE_MISMATCH });
  }
  return errors;
};

/**
 * Spec 3 §4, §5: saving asks first when the size of an inventory type is set to zero (it was not zero before, or
 * the type is new).
 */
export const needsZeroSizeConfirmation = (next: StorageTypeValues, previous: StorageTypeValues | null): boolean =>
  next.inventory === true && isZero(next.size) && (previous === null || !isZero(previous.size));
