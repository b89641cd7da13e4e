import { conflict, type DomainError } from '../shared/domain-error.js';
import { StorageStatus } from './storage.enums.js';

/**
 * THE table of storage status moves (spec 2 §3 lists the statuses; §4 "Transitions between storage statuses: not
 * shown", so the moves are ours, docs/decisions.md, Storage). The decider refuses what it does not
 * list, the storage page shows a button only where it allows one, and the storage mover (requests → storages) asks
 * it before every move. The loop of the business, read top to bottom:
 *
 *   new ─markForPickup→ forpickup ─pickUp→ pickedup ─checkIn→ in ─store→ stored ─markForDelivery→ fordelivery
 *       ─checkOut→ out ─deliver→ delivered ─close→ closed
 *
 * with a drop (the customer brings it) going new → in directly, a check-in straight to a location going to stored,
 * a stored storage moved between locations by `store` again, and `revert` taking a storage back to the status it
 * had before a cancelled request moved it.
 */
export type StorageAction =
  'markForPickup' | 'pickUp' | 'checkIn' | 'store' | 'markForDelivery' | 'checkOut' | 'deliver' | 'close' | 'revert';

export type StorageActionEvent = 'StorageStatusMoved' | 'StorageCheckedIn' | 'StorageLocated' | 'StorageCheckedOut';

export interface StorageActionRule {
  readonly label: string;
  /** The statuses it is allowed from. */
  readonly from: readonly StorageStatus[];
  /** The status it sets; null for revert (the status before the request, computed from the stream). */
  readonly to: StorageStatus | null;
  readonly event: StorageActionEvent;
  /** Whether the storage page offers it as a button (the rest come from requests). */
  readonly button: boolean;
}

/** A storage that has come to the warehouse and not yet left it. */
export const STORAGE_STATUSES_IN_WAREHOUSE: readonly StorageStatus[] = Object.freeze([
  'in',
  'stored',
  'fordelivery',
] as const);
/** A storage that is still at the customer's (or on the way), before the first check-in. */
export const STORAGE_STATUSES_BEFORE_IN: readonly StorageStatus[] = Object.freeze([
  'new',
  'forpickup',
  'pickedup',
] as const);
/** The statuses a pickup or drop request may list: what is to be picked up or brought, and what came back out. */
export const STORAGE_STATUSES_TO_PICK_UP: readonly StorageStatus[] = Object.freeze([
  'new',
  'forpickup',
  'out',
  'delivered',
] as const);
/** The statuses a delivery or collect request may list. */
export const STORAGE_STATUSES_TO_DELIVER: readonly StorageStatus[] = Object.freeze(['in', 'stored'] as const);

/**
 * Statuses a check-in may start from: every status but those at rest for good (closed, discard, lost). Whether the
 * storage is already in is its open storage record's to say (the decider's 'Storage is already checked in'), not its
 * status: the bulk update (spec 2 §7) sets any status by hand, so a storage may read stored or in with no record.
 */
const CHECK_IN_FROM: readonly StorageStatus[] = StorageStatus.values.filter(
  (s) => !['closed', 'discard', 'lost'].includes(s),
);

export const STORAGE_ACTIONS: Readonly<Record<StorageAction, StorageActionRule>> = Object.freeze({
  markForPickup: { label: 'For Pickup', from: ['new'], to: 'forpickup', event: 'StorageStatusMoved', button: false },
  pickUp: {
    label: 'Picked Up',
    from: ['new', 'forpickup'],
    to: 'pickedup',
    event: 'StorageStatusMoved',
    button: false,
  },
  checkIn: { label: 'Check In', from: CHECK_IN_FROM, to: 'in', event: 'StorageCheckedIn', button: true },
  // To a location: from IN (in), from another location (stored), or straight from outside (a check-in with a location).
  store: { label: 'Check In To Location', from: CHECK_IN_FROM, to: 'stored', event: 'StorageLocated', button: true },
  markForDelivery: {
    label: 'For Delivery',
    from: ['in', 'stored'],
    to: 'fordelivery',
    event: 'StorageStatusMoved',
    button: false,
  },
  checkOut: {
    label: 'Check Out',
    from: ['in', 'stored', 'fordelivery', 'damaged', 'for_discard', 'transfer', 'unknown', 'active'],
    to: 'out',
    event: 'StorageCheckedOut',
    button: true,
  },
  deliver: {
    label: 'Delivered',
    from: ['out', 'fordelivery'],
    to: 'delivered',
    event: 'StorageStatusMoved',
    button: false,
  },
  close: { label: 'Close', from: ['delivered'], to: 'closed', event: 'StorageStatusMoved', button: false },
  revert: {
    label: 'Revert',
    from: ['forpickup', 'pickedup', 'fordelivery'],
    to: null,
    event: 'StorageStatusMoved',
    button: false,
  },
});

export const STORAGE_ACTION_NAMES = Object.freeze(Object.keys(STORAGE_ACTIONS) as StorageAction[]);

/** Our wording: the action and the status, so a warehouse team sees what stood in the way. */
export const storageActionRefused = (action: StorageAction, status: StorageStatus): string =>
  `A storage in status ${status} cannot be moved by ${STORAGE_ACTIONS[action].label}`;

export const isStorageActionAllowed = (action: StorageAction, status: StorageStatus): boolean =>
  STORAGE_ACTIONS[action].from.includes(status);

/** The refusal (409) when the table does not allow the action from the status; undefined when it does. */
export const checkStorageAction = (action: StorageAction, status: StorageStatus): DomainError | undefined =>
  isStorageActionAllowed(action, status) ? undefined : conflict(storageActionRefused(action, status));

/** The buttons the storage page shows for a status. */
export const allowedStorageActions = (status: StorageStatus): StorageAction[] =>
  STORAGE_ACTION_NAMES.filter((a) => STORAGE_ACTIONS[a].button && isStorageActionAllowed(a, status));

/** The status after the action (`before` for revert: the status the storage had before the request moved it). */
export const storageStatusAfter = (action: StorageAction, before?: StorageStatus): StorageStatus | undefined =>
  STORAGE_ACTIONS[action].to ?? before;
