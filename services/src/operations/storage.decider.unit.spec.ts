import { STORAGE_ALREADY_IN, STORAGE_EDIT_REFUSED, STORAGE_NOT_IN, STORAGE_PARENT_INVALID, type StorageEvent, type StorageState } from '@console/contracts';
import { storageDecider, storageTypeNotFound, type StorageDecision } from './storage.decider.js';

const now = new Date('2026-03-01T10:00:00Z');
const staff = { userId: 3, isAdmin: false };
const admin = { userId: 1, isAdmin: true };
const decide = (d: Omit<StorageDecision, 'type'>, state: StorageState) => storageDecider.decide({ ...d, type: d.command.type }, state, now);
const fold = (events: readonly StorageEvent[]) => events.reduce(storageDecider.evolve, storageDecider.initialState);
const created = (fields: Record<string, unknown> = {}) =>
  decide({ command: { type: 'CreateStorage', id: 7, fields: { storagetypeId: 5, userId: 9, ...fields } }, actor: staff, facts: { storageType: { id: 5, size: 1.5, length: 2.5, height: 0.6, width: 1, inventory: false } } }, null) as StorageEvent[];

describe('the storage decider', () => {
  it('creates with the form’s fields; an inventory type fills size and dimensions', () => {
    expect(created()[0]).toEqual({ type: 'StorageCreated', data: { id: 7, createdAt: now.toISOString(), fields: { partnerId: 1, status: 'new', isPart: false, code: null, storagetypeId: 5, userId: 9, parentId: null } } });
    const box = decide({ command: { type: 'CreateStorage', id: 8, fields: { storagetypeId: 2, size: 4 } }, actor: staff, facts: { storageType: { id: 2, size: 0.1, length: 0.5, height: 0.4, width: 0.5, inventory: true } } }, null) as StorageEvent[];
    expect(box[0]!.data).toMatchObject({ fields: { size: 0.1, length: 0.5, height: 0.4, width: 0.5 } });
    expect(decide({ command: { type: 'CreateStorage', id: 9, fields: { storagetypeId: 99 } }, actor: staff, facts: { storageType: null } }, null)).toMatchObject({
      kind: 'validation',
      errors: [{ path: 'storagetypeId', message: storageTypeNotFound(99) }],
    });
  });

  it('refuses a parent that is not a non-part storage of the same user', () => {
    const r = decide({ command: { type: 'CreateStorage', id: 10, fields: { storagetypeId: 5, userId: 9, isPart: true, parentId: 7 } }, actor: staff, facts: { parent: { id: 7, userId: 8, isPart: false } } }, null);
    expect(r).toMatchObject({ kind: 'validation', errors: [{ path: 'parentId', message: STORAGE_PARENT_INVALID }] });
  });

  it('edits while new; once not new only admin', () => {
    const s = fold(created());
    expect(decide({ command: { type: 'UpdateStorage', changes: { name: 'Sofa' } }, actor: staff }, s)).toEqual([{ type: 'StorageUpdated', data: { id: 7, changes: { name: 'Sofa' } } }]);
    expect(decide({ command: { type: 'UpdateStorage', changes: { name: null } }, actor: staff }, s)).toEqual([]);
    const stored = fold([...created(), { type: 'StorageBulkUpdated', data: { id: 7, changes: { status: 'stored' } } }]);
    expect(decide({ command: { type: 'UpdateStorage', changes: { name: 'Sofa' } }, actor: staff }, stored)).toEqual({ kind: 'forbidden', message: STORAGE_EDIT_REFUSED });
    expect(decide({ command: { type: 'UpdateStorage', changes: { name: 'Sofa' } }, actor: admin }, stored)).toHaveLength(1);
  });

  it('checks in once, checks out the open record', () => {
    const s = fold(created());
    expect(decide({ command: { type: 'CheckOutStorage' }, actor: staff }, s)).toEqual({ kind: 'conflict', message: STORAGE_NOT_IN });
    const checkIn = decide({ command: { type: 'CheckInStorage', recordId: 50, warehouseId: 2, locationId: 30, orderId: null, countryId: 1 }, actor: staff }, s) as StorageEvent[];
    expect(checkIn[0]).toEqual({
      type: 'StorageCheckedIn',
      data: { recordId: 50, storageId: 7, orderId: null, userId: 9, countryId: 1, partnerId: 1, warehouseId: 2, locationId: 30, qty: 1, size: 0, at: now.toISOString(), byId: 3 },
    });
    const inside = fold([...created(), ...checkIn]);
    expect(decide({ command: { type: 'CheckInStorage', recordId: 51, warehouseId: 2, locationId: 31, orderId: null, countryId: 1 }, actor: staff }, inside)).toEqual({ kind: 'conflict', message: STORAGE_ALREADY_IN });
    expect(decide({ command: { type: 'CheckOutStorage' }, actor: staff }, inside)).toEqual([
      { type: 'StorageCheckedOut', data: { recordId: 50, storageId: 7, warehouseId: 2, locationId: 30, size: 0, at: now.toISOString(), byId: 3 } },
    ]);
  });

  it('refuses commands on a storage that does not exist', () => {
    expect(decide({ command: { type: 'CheckOutStorage' }, actor: staff }, null)).toMatchObject({ kind: 'not_found' });
  });
});
