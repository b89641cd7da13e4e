import { StorageStatus } from './storage.enums.js';
import {
  allowedStorageActions,
  checkStorageAction,
  isStorageActionAllowed,
  STORAGE_ACTION_NAMES,
  STORAGE_ACTIONS,
  storageActionRefused,
  storageStatusAfter,
  type StorageAction,
} from './storage.lifecycle.js';
import { storageActionOfRequestEvent } from './storage-loop.js';

const STATUSES: readonly StorageStatus[] = StorageStatus.values;

const NOT_AT_REST_FOR_GOOD = STATUSES.filter((status) => !['closed', 'discard', 'lost'].includes(status));

/**
 * The moves written out by hand (docs/decisions.md, Storage): for each action, the statuses it is
 * allowed from. Every (action, status) pair of the 9 actions × 19 statuses is checked against this list below.
 */
const EXPECTED: Record<StorageAction, readonly StorageStatus[]> = {
  markForPickup: ['new'],
  pickUp: ['new', 'forpickup'],
  // Every status but those at rest for good (closed, discard, lost); "already in" is the open record's to say.
  checkIn: NOT_AT_REST_FOR_GOOD,
  store: NOT_AT_REST_FOR_GOOD,
  markForDelivery: ['in', 'stored'],
  checkOut: ['in', 'stored', 'fordelivery', 'damaged', 'for_discard', 'transfer', 'unknown', 'active'],
  deliver: ['out', 'fordelivery'],
  close: ['delivered'],
  revert: ['forpickup', 'pickedup', 'fordelivery'],
};

const TO: Record<StorageAction, StorageStatus | null> = {
  markForPickup: 'forpickup',
  pickUp: 'pickedup',
  checkIn: 'in',
  store: 'stored',
  markForDelivery: 'fordelivery',
  checkOut: 'out',
  deliver: 'delivered',
  close: 'closed',
  revert: null,
};

const pairs = STORAGE_ACTION_NAMES.flatMap((action) => STATUSES.map((status) => [action, status] as const));

it('the table has exactly the nine actions', () => {
  expect([...STORAGE_ACTION_NAMES].sort()).toEqual(Object.keys(EXPECTED).sort());
});

it.each(pairs)(
  '%s from %s: allowed exactly when listed, refused with the action and the status named',
  (action, status) => {
    const allowed = EXPECTED[action].includes(status);
    expect(isStorageActionAllowed(action, status)).toBe(allowed);
    const refusal = checkStorageAction(action, status);
    if (allowed) expect(refusal).toBeUndefined();
    else expect(refusal).toEqual({ kind: 'conflict', message: storageActionRefused(action, status) });
  },
);

it.each(STORAGE_ACTION_NAMES)('%s sets its status (revert: the status before the request)', (action) => {
  expect(STORAGE_ACTIONS[action].to).toBe(TO[action]);
  expect(storageStatusAfter(action, 'stored')).toBe(TO[action] ?? 'stored');
});

it.each(STATUSES)(
  'the storage page offers, from %s, the button actions the table allows and nothing else',
  (status) => {
    const buttons = STORAGE_ACTION_NAMES.filter((a) => STORAGE_ACTIONS[a].button);
    expect(buttons.sort()).toEqual(['checkIn', 'checkOut', 'store']);
    expect(allowedStorageActions(status)).toEqual(
      STORAGE_ACTION_NAMES.filter((a) => buttons.includes(a) && EXPECTED[a].includes(status)),
    );
  },
);

it('the whole loop walks: new → forpickup → pickedup → in → stored → fordelivery → out → delivered → closed', () => {
  const walk: StorageAction[] = [
    'markForPickup',
    'pickUp',
    'checkIn',
    'store',
    'markForDelivery',
    'checkOut',
    'deliver',
    'close',
  ];
  let status: StorageStatus = 'new';
  const seen: StorageStatus[] = [status];
  for (const action of walk) {
    expect(checkStorageAction(action, status)).toBeUndefined();
    status = storageStatusAfter(action)!;
    seen.push(status);
  }
  expect(seen).toEqual(['new', 'forpickup', 'pickedup', 'in', 'stored', 'fordelivery', 'out', 'delivered', 'closed']);
});

it.each([
  ['RequestApproved', 'pickup', 'markForPickup'],
  ['RequestPickedUp', 'pickup', 'pickUp'],
  ['RequestReceived', 'pickup', 'checkIn'],
  ['RequestReceived', 'drop', 'checkIn'],
  ['RequestApproved', 'drop', undefined],
  ['RequestApproved', 'delivery', 'markForDelivery'],
  ['RequestDelivered', 'delivery', 'checkOut'],
  ['RequestCompleted', 'delivery', 'deliver'],
  ['RequestApproved', 'collect', 'markForDelivery'],
  ['RequestDelivered', 'collect', 'checkOut'],
  ['RequestCompleted', 'pickup', undefined],
  ['RequestCancelled', 'pickup', 'revert'],
  ['RequestCancelled', 'delivery', 'revert'],
  ['RequestDeleted', 'pickup', 'revert'],
  ['RequestDispatched', 'delivery', undefined],
  ['RequestApproved', 'moving', undefined],
] as const)('%s of a %s request moves its storages by %s', (event, type, action) => {
  expect(storageActionOfRequestEvent(event, type)).toBe(action);
});

it('a warehouse’s volume: capacity, used and free, to 8 decimals', async () => {
  const { warehouseVolume } = await import('./location-space.js');
  expect(
    warehouseVolume([
      { capacity: 3, usedVolume: 0.1 },
      { capacity: 3, usedVolume: 0.2 },
      { capacity: null, usedVolume: null },
    ]),
  ).toEqual({ capacity: 6, used: 0.3, free: 5.7 });
});
