import { storageTypeStatus, storageTypeStatusBadge } from './storage-type.read.js';

describe('storage type status (spec 3 §4)', () => {
  it('an inventory type takes its first storage’s status; any other type has none', () => {
    expect(storageTypeStatus({ inventory: true, firstStorageStatus: 'stored' })).toBe('stored');
    expect(storageTypeStatus({ inventory: true, firstStorageStatus: null })).toBeNull();
    expect(storageTypeStatus({ inventory: false, firstStorageStatus: 'stored' })).toBeNull();
  });

  it.each([
    ['active', 'green'],
    ['delivered', 'cyan'],
    ['in', 'blue'],
    ['stored', 'purple'],
    ['closed', 'grey'],
    ['new', 'default'],
    ['out', 'default'],
    ['pending', 'default'],
    ['constructor', 'default'],
  ])('the badge of %s is %s', (status, colour) => {
    expect(storageTypeStatusBadge(status)).toEqual({ key: `storage_type.${status}`, status, colour });
  });

  it('no status, no badge', () => {
    expect(storageTypeStatusBadge(null)).toBeNull();
    expect(storageTypeStatusBadge(undefined)).toBeNull();
    expect(storageTypeStatusBadge('')).toBeNull();
  });
});
