import type { StorageTypeRow } from './storage-type.read.js';
import { isBlank, type FieldError } from '../shared/validation.js';
import { completeStorageTypeSizes, validateStorageType } from './storage-type.rules.js';

/** Spec 3 §5: the columns a storage type CSV must have. */
export const STORAGE_TYPE_IMPORT_REQUIRED = ['code', 'name', 'size', 'userId', 'partnerId', 'inventory'] as const;
/** The columns of the export (and the ones an import reads). */
export const STORAGE_TYPE_CSV_COLUMNS = [
  'id',
  'code',
  'name',
  'description',
  'size',
  'consumedSize',
  'length',
  'width',
  'height',
  'inventory',
  'tracking',
  'userId',
  'partnerId',
  'countryIds',
] as const;

export const missingFieldsMessage = (fields: readonly string[]): string => `Missing fields: ${fields.join(', ')}`;

/** Spec 3 §5: the required columns absent from the file's header, in the spec's order. */
export const missingImportFields = (header: readonly string[]): string[] => {
  const have = new Set(header.map((h) => h.trim()));
  return STORAGE_TYPE_IMPORT_REQUIRED.filter((f) => !have.has(f));
};

/**
 * A storage type as an import creates or updates it: the row's own fields (not its count, status or
 * instants), always an inventory type of partner 1.
 */
export type StorageTypeImportRecord = Omit<
  StorageTypeRow,
  'id' | 'inventory' | 'partnerId' | 'storageCount' | 'status' | 'createdAt' | 'updatedAt'
> & {
  readonly id?: number;
  readonly inventory: true;
  readonly partnerId: 1;
};

/** One rejected row: its number in the file (1 = the first row under the header) and what is wrong. */
export interface StorageTypeImportRowError {
  readonly row: number;
  readonly errors: readonly FieldError[];
}

export const importRowErrorText = (e: StorageTypeImportRowError): string =>
  `Row ${e.row}: ${e.errors.map((x) => `${x.path}: ${x.message}`).join('; ')}`;

const NOT_A_NUMBER = 'Must be a number';
const text = (v: string | undefined): string | undefined => (v === undefined || v.trim() === '' ? undefined : v.trim());

/**
 * One CSV row (column → text) as a storage type, or its errors. Spec 3 §5: imported rows are forced to inventory
 * true and partnerId 1 whatever the file says; the storage type rules apply to every row. countryIds are listed
 * with '|' or ',' between them (default all three countries).
 */
export const storageTypeOfImportRow = (
  row: Readonly<Record<string, string | undefined>>,
): { ok: true; record: StorageTypeImportRecord } | { ok: false; errors: FieldError[] } => {
  const errors: FieldError[] = [];
  const number = (f: string): number | null => {
    const v = text(row[f]);
    if (v === undefined) return null;
    const n = Number(v);
    if (!Number.isFinite(n)) {
      errors.push({ path: f, message: NOT_A_NUMBER });
      return null;
    }
    return n;
  };
  const id = number('id');
  const userId = number('userId');
  const countryText = text(row.countryIds);
  const countryIds =
    countryText === undefined
      ? [1, 2, 3]
      : countryText
          .split(/[|,;\s]+/)
          .filter(Boolean)
          .map(Number);
  if (countryIds.some((c) => !Number.isInteger(c))) errors.push({ path: 'countryIds', message: NOT_A_NUMBER });
  const values = completeStorageTypeSizes({
    code: text(row.code),
    name: text(row.name),
    size: number('size') ?? undefined,
    consumedSize: number('consumedSize') ?? undefined,
    length: number('length') ?? undefined,
    width: number('width') ?? undefined,
    height: number('height') ?? undefined,
    inventory: true,
  });
  errors.push(...validateStorageType(values, 'create').filter((e) => !errors.some((x) => x.path === e.path)));
  if (errors.length > 0) return { ok: false, errors };
  const tracking = text(row.tracking)?.toLowerCase();
  return {
    ok: true,
    record: {
      ...(id === null ? {} : { id }),
      code: values.code as string,
      name: values.name as string,
      description: text(row.description) ?? null,
      size: values.size as number,
      consumedSize: isBlank(values.consumedSize) ? null : (values.consumedSize as number),
      length: values.length ?? null,
      width: values.width ?? null,
      height: values.height ?? null,
      inventory: true,
      tracking: tracking === 'true' || tracking === '1' || tracking === 'yes',
      userId,
      partnerId: 1,
      countryIds,
    },
  };
};
