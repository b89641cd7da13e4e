import {
  locationNoRoomMessage,
  STORAGE_ALREADY_IN,
  STORAGE_EDIT_REFUSED,
  STORAGE_NOT_IN,
  STORAGE_OTHER_COUNTRY_MESSAGE,
  STORAGE_OVERRIDE_ADMIN_ONLY,
  STORAGE_PARENT_INVALID,
  storageActionRefused,
  type LocationRoomFacts,
  type StorageEvent,
  type StorageState,
} from '@console/contracts';
import { storageDecider, storageTypeNotFound, type StorageDecision } from './storage.decider.js';

const now = new Date('2026-03-01T10:00:00Z');
const staff = { userId: 3, isAdmin: false };
const admin = { userId: 1, isAdmin: true };
const decide = (d: Omit<StorageDecision, 'type'>, state: StorageState) =>
  storageDecider.decide({ ...d, type: d.command.type }, state, now);
const fold = (events: readonly StorageEvent[]) => events.reduce(storageDecider.evolve, storageDecider.initialState);
const created = (fields: Record<string, unknown> = {}) =>
  decide(
    {
      command: { type: 'CreateStorage', id: 7, fields: { storagetypeId: 5, userId: 9, ...fields } },
      actor: staff,
      facts: { storageType: { id: 5, size: 1.5, length: 2.5, height: 0.6, width: 1, inventory: false } },
    },
    null,
  ) as StorageEvent[];

describe('the storage decider', () => {
  it('creates with the form’s fields; an inventory type fills size and dimensions', () => {
    expect(created()[0]).toEqual({
      type: 'StorageCreated',
      data: {
        id: 7,
        createdAt: now.toISOString(),
        fields: { partnerId: 1, status: 'new', isPart: false, code: null, storagetypeId: 5, userId: 9, parentId: null },
      },
    });
    const box = decide(
      {
        command: { type: 'CreateStorage', id: 8, fields: { storagetypeId: 2, size: 4 } },
        actor: staff,
        facts: { storageType: { id: 2, size: 0.1, length: 0.5, height: 0.4, width: 0.5, inventory: true } },
      },
      null,
    ) as StorageEvent[];
    expect(box[0]!.data).toMatchObject({ fields: { size: 0.1, length: 0.5, height: 0.4, width: 0.5 } });
    expect(
      decide(
        {
          command: { type: 'CreateStorage', id: 9, fields: { storagetypeId: 99 } },
          actor: staff,
          facts: { storageType: null },
        },
        null,
      ),
    ).toMatchObject({
      kind: 'validation',
      errors: [{ path: 'storagetypeId', message: storageTypeNotFound(99) }],
    });
  });

  it('refuses a parent that is not a non-part storage of the same user', () => {
    const r = decide(
      {
        command: { type: 'CreateStorage', id: 10, fields: { storagetypeId: 5, userId: 9, isPart: true, parentId: 7 } },
        actor: staff,
        facts: { parent: { id: 7, userId: 8, isPart: false } },
      },
      null,
    );
    expect(r).toMatchObject({ kind: 'validation', errors: [{ path: 'parentId', message: STORAGE_PARENT_INVALID }] });
  });

  it('edits while new; once not new only admin', () => {
    const s = fold(created());
    expect(decide({ command: { type: 'UpdateStorage', changes: { name: 'Sofa' } }, actor: staff }, s)).toEqual([
      { type: 'StorageUpdated', data: { id: 7, changes: { name: 'Sofa' } } },
    ]);
    expect(decide({ command: { type: 'UpdateStorage', changes: { name: null } }, actor: staff }, s)).toEqual([]);
    const stored = fold([...created(), { type: 'StorageBulkUpdated', data: { id: 7, changes: { status: 'stored' } } }]);
    expect(decide({ command: { type: 'UpdateStorage', changes: { name: 'Sofa' } }, actor: staff }, stored)).toEqual({
      kind: 'forbidden',
      message: STORAGE_EDIT_REFUSED,
    });
    expect(
      decide({ command: { type: 'UpdateStorage', changes: { name: 'Sofa' } }, actor: admin }, stored),
    ).toHaveLength(1);
  });

  it('checks in once at IN (status in), checks out the open record', () => {
    const s = fold(created());
    expect(decide({ command: { type: 'CheckOutStorage' }, actor: staff }, s)).toEqual({
      kind: 'conflict',
      message: STORAGE_NOT_IN,
    });
    const checkIn = decide(
      {
        command: {
          type: 'CheckInStorage',
          recordId: 50,
          warehouseId: 2,
          locationId: null,
          orderId: null,
          countryId: 1,
        },
        actor: staff,
      },
      s,
    ) as StorageEvent[];
    expect(checkIn).toEqual([
      {
        type: 'StorageCheckedIn',
        data: {
          recordId: 50,
          storageId: 7,
          orderId: null,
          userId: 9,
          countryId: 1,
          partnerId: 1,
          warehouseId: 2,
          locationId: null,
          qty: 1,
          size: 0,
          at: now.toISOString(),
          byId: 3,
        },
      },
    ]);
    const inside = fold([...created(), ...checkIn]);
    expect(inside!.status).toBe('in');
    expect(
      decide(
        {
          command: {
            type: 'CheckInStorage',
            recordId: 51,
            warehouseId: 2,
            locationId: null,
            orderId: null,
            countryId: 1,
          },
          actor: staff,
        },
        inside,
      ),
    ).toEqual({ kind: 'conflict', message: STORAGE_ALREADY_IN });
    expect(decide({ command: { type: 'CheckOutStorage' }, actor: staff }, inside)).toEqual([
      {
        type: 'StorageCheckedOut',
        data: { recordId: 50, storageId: 7, warehouseId: 2, locationId: null, size: 0, at: now.toISOString(), byId: 3 },
      },
    ]);
  });

  describe('check-in to a location (issue 14)', () => {
    const sized = () => fold(created({ size: 1.5, countryId: 1 }));
    const room = (
      holders: Record<number, number> = {},
      capacity = 3,
      warehouseCountryId: number | null = 1,
    ): LocationRoomFacts => ({
      locationId: 30,
      path: 'A-1-1-1',
      capacity,
      warehouseId: 2,
      warehouseCountryId,
      space: { holders },
    });
    const toLocation = (r: LocationRoomFacts, override?: boolean) =>
      ({
        type: 'CheckInStorage',
        recordId: 50,
        warehouseId: 2,
        locationId: 30,
        orderId: null,
        countryId: 1,
        room: r,
        ...(override ? { override } : {}),
      }) as const;

    it('with room: checked in and located at once, status stored', () => {
      const events = decide({ command: toLocation(room({ 1: 1 })), actor: staff }, sized()) as StorageEvent[];
      expect(events.map((e) => e.type)).toEqual(['StorageCheckedIn', 'StorageLocated']);
      expect(events[1]!.data).toEqual({
        storageId: 7,
        recordId: 50,
        warehouseId: 2,
        locationId: 30,
        previousLocationId: null,
        size: 1.5,
        at: now.toISOString(),
        byId: 3,
        overridden: [],
      });
      expect(fold([...created({ size: 1.5, countryId: 1 }), ...events])!.status).toBe('stored');
    });

    it('without room, or in another country: refused with the reason; admin may override, recorded', () => {
      expect(decide({ command: toLocation(room({ 1: 2 })), actor: staff }, sized())).toEqual({
        kind: 'validation',
        message: 'Validation error',
        errors: [{ path: 'locationId', message: locationNoRoomMessage('A-1-1-1', 1, 1.5) }],
      });
      expect(decide({ command: toLocation(room({}, 3, 2)), actor: staff }, sized())).toMatchObject({
        errors: [{ path: 'locationId', message: STORAGE_OTHER_COUNTRY_MESSAGE }],
      });
      expect(decide({ command: toLocation(room({ 1: 2 }), true), actor: staff }, sized())).toEqual({
        kind: 'forbidden',
        message: STORAGE_OVERRIDE_ADMIN_ONLY,
      });
      const forced = decide({ command: toLocation(room({ 1: 2 }), true), actor: admin }, sized()) as StorageEvent[];
      expect(forced[1]!.data).toMatchObject({ overridden: [locationNoRoomMessage('A-1-1-1', 1, 1.5)] });
    });

    it('a storage at IN moves to the location; moved on again it names where it was; same location: already in', () => {
      const atIn = [
        ...created({ size: 1.5, countryId: 1 }),
        ...(decide(
          {
            command: {
              type: 'CheckInStorage',
              recordId: 50,
              warehouseId: 2,
              locationId: null,
              orderId: null,
              countryId: 1,
            },
            actor: staff,
          },
          sized(),
        ) as StorageEvent[]),
      ];
      const located = decide({ command: toLocation(room()), actor: staff }, fold(atIn)) as StorageEvent[];
      expect(located.map((e) => e.type)).toEqual(['StorageLocated']);
      const there = [...atIn, ...located];
      expect(decide({ command: toLocation(room({ 7: 1.5 })), actor: staff }, fold(there))).toEqual({
        kind: 'conflict',
        message: STORAGE_ALREADY_IN,
      });
      const moved = decide(
        { command: { ...toLocation(room()), locationId: 31, room: { ...room(), locationId: 31 } }, actor: staff },
        fold(there),
      ) as StorageEvent[];
      expect(moved[0]!.data).toMatchObject({ locationId: 31, previousLocationId: 30, recordId: 50 });
    });
  });

  it('status moves follow the lifecycle table; revert goes back to the status before', () => {
    const s = fold(created());
    const forPickup = decide(
      { command: { type: 'MoveStorage', action: 'markForPickup', requestId: 4 }, actor: staff },
      s,
    ) as StorageEvent[];
    expect(forPickup).toEqual([
      {
        type: 'StorageStatusMoved',
        data: { id: 7, action: 'markForPickup', from: 'new', to: 'forpickup', requestId: 4 },
      },
    ]);
    const after = fold([...created(), ...forPickup]);
    expect(
      decide({ command: { type: 'MoveStorage', action: 'markForDelivery', requestId: 4 }, actor: staff }, after),
    ).toEqual({
      kind: 'conflict',
      message: storageActionRefused('markForDelivery', 'forpickup'),
    });
    expect(
      decide({ command: { type: 'MoveStorage', action: 'revert', requestId: 4, before: 'new' }, actor: staff }, after),
    ).toEqual([
      { type: 'StorageStatusMoved', data: { id: 7, action: 'revert', from: 'forpickup', to: 'new', requestId: 4 } },
    ]);
  });

  it('refuses commands on a storage that does not exist', () => {
    expect(decide({ command: { type: 'CheckOutStorage' }, actor: staff }, null)).toMatchObject({ kind: 'not_found' });
  });
});
