import {
  applyStorageType,
  canEditStorage,
  decimalsOf,
  isValidStorageParent,
  normaliseStorageCode,
  STORAGE_DIMENSION_DECIMALS_MESSAGE,
  STORAGE_PARENT_NEEDS_PART,
  STORAGE_RANGE_MESSAGE,
  STORAGE_SIZE_DECIMALS_MESSAGE,
  storageDimensionError,
  storageRecordQtyErrors,
  storageSavedMessage,
  storageSizeError,
  bulkUpdateErrorMessage,
  syncConsumedSize,
  validateStorageFields,
} from './storage.rules.js';

describe('storage size and dimension rules (spec 2 §5)', () => {
  it('counts the digits after the decimal point, exponents included', () => {
    expect(decimalsOf(1)).toBe(0);
    expect(decimalsOf(1.25)).toBe(2);
    expect(decimalsOf(1e-7)).toBe(7);
    expect(decimalsOf(1.5e-7)).toBe(8);
    expect(decimalsOf(0.12345678)).toBe(8);
  });

  it.each([
    [0, STORAGE_RANGE_MESSAGE],
    [-1, STORAGE_RANGE_MESSAGE],
    [10.000001, STORAGE_RANGE_MESSAGE],
    [11, STORAGE_RANGE_MESSAGE],
    [0.123456789, STORAGE_SIZE_DECIMALS_MESSAGE],
    [10, undefined],
    [0.00000001, undefined],
    [0.12345678, undefined],
    [null, undefined],
    ['', undefined],
    ['abc', STORAGE_RANGE_MESSAGE],
    ['2.5', undefined],
  ])('size %p → %p', (value, message) => {
    expect(storageSizeError(value)).toBe(message);
  });

  it.each([
    [0, STORAGE_RANGE_MESSAGE],
    [10.5, STORAGE_RANGE_MESSAGE],
    [1.2345, STORAGE_DIMENSION_DECIMALS_MESSAGE],
    [1.234, undefined],
    [10, undefined],
  ])('dimension %p → %p', (value, message) => {
    expect(storageDimensionError(value)).toBe(message);
  });

  it('reports every field by its path, and the storage type as required on create', () => {
    expect(
      validateStorageFields(
        { size: 0, sizeEntered: 1.123456789, consumedSize: 11, length: 1.0001, height: 0, width: 3 },
        true,
      ),
    ).toEqual([
      { path: 'storagetypeId', message: 'Required' },
      { path: 'sizeEntered', message: STORAGE_SIZE_DECIMALS_MESSAGE },
      { path: 'consumedSize', message: STORAGE_RANGE_MESSAGE },
      { path: 'size', message: STORAGE_RANGE_MESSAGE },
      { path: 'length', message: STORAGE_DIMENSION_DECIMALS_MESSAGE },
      { path: 'height', message: STORAGE_RANGE_MESSAGE },
    ]);
    expect(validateStorageFields({ storagetypeId: 3, size: 1 }, true)).toEqual([]);
    expect(validateStorageFields({ name: 'x' }, false)).toEqual([]);
    expect(validateStorageFields({ storagetypeId: null }, false)).toEqual([
      { path: 'storagetypeId', message: 'Required' },
    ]);
    expect(validateStorageFields({ storagetypeId: 1, parentId: 4 }, true)).toEqual([
      { path: 'parentId', message: STORAGE_PARENT_NEEDS_PART },
    ]);
  });
});

describe('the storage form (spec 2 §5)', () => {
  const box = { id: 2, size: 0.1, length: 0.5, height: 0.4, width: 0.5, inventory: true };
  it('an inventory type gives size and dimensions; another type leaves them', () => {
    expect(applyStorageType({ size: 3, length: 4, height: 4, width: 4 }, box)).toEqual({
      size: 0.1,
      length: 0.5,
      height: 0.4,
      width: 0.5,
    });
    expect(applyStorageType({ size: 3 }, { ...box, inventory: false })).toEqual({ size: 3 });
    expect(applyStorageType({ size: 3 }, null)).toEqual({ size: 3 });
  });
  it('the toggle syncs consumed size to the actual size', () => {
    expect(syncConsumedSize({ sizeEntered: 2.5, consumedSize: 1 }, true)).toEqual({
      sizeEntered: 2.5,
      consumedSize: 2.5,
    });
    expect(syncConsumedSize({ sizeEntered: 2.5, consumedSize: 1 }, false)).toEqual({
      sizeEntered: 2.5,
      consumedSize: 1,
    });
  });
  it('an empty code is sent as null', () => {
    expect(normaliseStorageCode({ code: '' })).toEqual({ code: null });
    expect(normaliseStorageCode({ code: '  ' })).toEqual({ code: null });
    expect(normaliseStorageCode({ code: 'S1' })).toEqual({ code: 'S1' });
    expect(normaliseStorageCode({ name: 'x' })).toEqual({ name: 'x' });
  });
  it('says the spec’s notices', () => {
    expect(storageSavedMessage(42)).toBe('Storage "42" saved!');
    expect(bulkUpdateErrorMessage('boom')).toBe('Error in bulk update: boom');
  });
});

describe('edit and parents (spec 2 §4, §6)', () => {
  it('admin edits in any status; others only while new', () => {
    expect(canEditStorage({ status: 'new' }, false)).toBe(true);
    expect(canEditStorage({ status: 'stored' }, false)).toBe(false);
    expect(canEditStorage({ status: 'stored' }, true)).toBe(true);
  });
  it('a part’s parent is a non-part storage of the same user, not the part itself', () => {
    expect(isValidStorageParent({ id: 2, userId: 7 }, { id: 1, userId: 7, isPart: false })).toBe(true);
    expect(isValidStorageParent({ id: 2, userId: 7 }, { id: 1, userId: 8, isPart: false })).toBe(false);
    expect(isValidStorageParent({ id: 2, userId: 7 }, { id: 1, userId: 7, isPart: true })).toBe(false);
    expect(isValidStorageParent({ id: 1, userId: 7 }, { id: 1, userId: 7, isPart: false })).toBe(false);
    expect(isValidStorageParent({ userId: 7 }, null)).toBe(false);
  });
});

describe('storage record qty', () => {
  it('is more than 0', () => {
    expect(storageRecordQtyErrors(1)).toEqual([]);
    for (const bad of [0, -1, undefined, null, '2'])
      expect(storageRecordQtyErrors(bad)).toEqual([{ path: 'qty', message: 'Qty must be more than 0' }]);
  });
});
