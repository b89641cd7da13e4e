import {
  completeStorageTypeSizes,
  needsZeroSizeConfirmation,
  STORAGE_TYPE_SIZE_MISMATCH,
  STORAGE_TYPE_ZERO_SIZE_CONFIRMATION,
  validateStorageType,
} from './storage-type.rules.js';

const ok = { code: 'BOX-S', name: 'Small box', size: 0.06, height: 0.3, width: 0.4, length: 0.5 };
const paths = (errors: { path: string; message: string }[]) => errors.map((e) => `${e.path}: ${e.message}`);

describe('storage type rules (spec 3 §5)', () => {
  it('create requires code and name, edit also id, with the generic message', () => {
    expect(paths(validateStorageType({ ...ok, code: '', name: ' ' }, 'create'))).toEqual([
      'code: Required',
      'name: Required',
    ]);
    expect(paths(validateStorageType(ok, 'edit'))).toEqual(['id: Required']);
    expect(validateStorageType({ ...ok, id: 4 }, 'edit')).toEqual([]);
  });

  it('size and each dimension: more than 0 up to 10', () => {
    expect(paths(validateStorageType({ code: 'a', name: 'b', size: 10.5 }, 'create'))).toEqual(
      ['size: Value must be more than 0 up to 10', 'height: Required', 'width: Required', 'length: Required'].filter(
        (x) => x.startsWith('size'),
      ),
    );
    expect(
      paths(validateStorageType({ code: 'a', name: 'b', size: -1, height: 11, width: 0.001, length: 10 }, 'create')),
    ).toContain('height: Value must be more than 0 up to 10');
    expect(paths(validateStorageType({ code: 'a', name: 'b', size: -1 }, 'create'))).toEqual([
      'size: Value must be more than 0 up to 10',
    ]);
  });

  it('size at most 8 decimals, dimensions at most 3', () => {
    expect(paths(validateStorageType({ code: 'a', name: 'b', size: 0.123456789 }, 'create'))).toEqual([
      'size: Only 8 digits after the decimal points are allowed',
    ]);
    expect(paths(validateStorageType({ code: 'a', name: 'b', size: 0.12345678 }, 'create'))).toEqual([]);
    expect(
      paths(validateStorageType({ code: 'a', name: 'b', size: 1, height: 1.0005, width: 1, length: 1 }, 'create')),
    ).toContain('height: Only 3 digits after the decimal points are allowed');
  });

  it('size must equal height × width × length within 1e-6', () => {
    expect(validateStorageType(ok, 'create')).toEqual([]);
    // 0.3 × 0.4 × 0.5 = 0.06: a difference of 1e-7 passes, 2e-6 does not.
    expect(validateStorageType({ ...ok, size: 0.0600001 }, 'create')).toEqual([]);
    expect(paths(validateStorageType({ ...ok, size: 0.060002 }, 'create'))).toEqual([
      `size: ${STORAGE_TYPE_SIZE_MISMATCH}`,
    ]);
    expect(STORAGE_TYPE_SIZE_MISMATCH).toBe('Size is not equal to height*width*length');
  });

  it('size required when a dimension is missing; each dimension required when size is not set', () => {
    expect(paths(validateStorageType({ code: 'a', name: 'b', height: 1, width: 1 }, 'create'))).toEqual([
      'size: Required',
      'length: Required',
    ]);
    expect(paths(validateStorageType({ code: 'a', name: 'b', size: 1, height: 1 }, 'create'))).toEqual([]);
  });

  it('an empty size or consumed size is the product of the dimensions, to 8 decimals', () => {
    expect(
      completeStorageTypeSizes({ height: 0.333, width: 0.333, length: 0.333, size: '', consumedSize: null }),
    ).toMatchObject({
      size: 0.03692604,
      consumedSize: 0.03692604,
    });
    expect(completeStorageTypeSizes({ height: 1, width: 1, length: 2, size: 2, consumedSize: 1 })).toMatchObject({
      size: 2,
      consumedSize: 1,
    });
    expect(
      validateStorageType(
        completeStorageTypeSizes({ code: 'a', name: 'b', height: 0.333, width: 0.333, length: 0.333 }),
        'create',
      ),
    ).toEqual([]);
  });

  it('size zero is accepted and, on an inventory type, asks for confirmation first', () => {
    expect(validateStorageType({ ...ok, size: 0 }, 'create')).toEqual([]);
    expect(needsZeroSizeConfirmation({ size: 0, inventory: true }, { size: 0.5, inventory: true })).toBe(true);
    expect(needsZeroSizeConfirmation({ size: '0', inventory: true }, null)).toBe(true);
    expect(needsZeroSizeConfirmation({ size: 0, inventory: false }, { size: 0.5 })).toBe(false);
    expect(needsZeroSizeConfirmation({ size: 0, inventory: true }, { size: 0, inventory: true })).toBe(false);
    expect(needsZeroSizeConfirmation({ size: 0.2, inventory: true }, { size: 0.5 })).toBe(false);
    expect(STORAGE_TYPE_ZERO_SIZE_CONFIRMATION).toBe(
      'Setting the size of this storage type to zero will result in no charges for all storages associated with this type; are you sure you want to proceed?',
    );
  });
});
