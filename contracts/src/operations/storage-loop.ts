import type { RequestType } from './request.enums.js';
import type { RequestEventType } from './request.events.js';
import type { StorageStatus } from './storage.enums.js';
import { STORAGE_STATUSES_TO_DELIVER, STORAGE_STATUSES_TO_PICK_UP, type StorageAction } from './storage.lifecycle.js';

/**
 * Requests move storages (issue 14): which event of a request moves the storages of its lines, and by which action
 * of the storage lifecycle. The storage mover (services/src/operations/storage-loop) reads this one table.
 * - pickup: Approve → forpickup, Picked Up → pickedup, Received → in (at the warehouse's IN).
 * - drop (the customer brings it): Received → in.
 * - delivery: Approve → fordelivery, Deliver → out (checked out), Complete → delivered.
 * - collect (the customer takes it at the warehouse): the same as delivery.
 * - Cancel (or Delete), for every type: each storage the request moved goes back to the status it had before.
 * Check-in to a location (→ stored) is a person's action in the warehouse, not a request's.
 */
export const STORAGE_LOOP: Readonly<Partial<Record<RequestEventType, Partial<Record<RequestType, StorageAction>>>>> =
  Object.freeze({
    RequestApproved: { pickup: 'markForPickup', delivery: 'markForDelivery', collect: 'markForDelivery' },
    RequestPickedUp: { pickup: 'pickUp' },
    RequestReceived: { pickup: 'checkIn', drop: 'checkIn' },
    RequestDelivered: { delivery: 'checkOut', collect: 'checkOut' },
    RequestCompleted: { delivery: 'deliver', collect: 'deliver' },
  });

export const STORAGE_LOOP_EVENT_TYPES: readonly RequestEventType[] = Object.freeze([
  'RequestApproved',
  'RequestPickedUp',
  'RequestReceived',
  'RequestDelivered',
  'RequestCompleted',
  'RequestCancelled',
  'RequestDeleted',
] as const);

/** The storage action a request's event asks of its storages; undefined when it moves none. */
export const storageActionOfRequestEvent = (eventType: string, requestType: RequestType): StorageAction | undefined => {
  // A cancelled or deleted request puts back what it moved.
  if (eventType === 'RequestCancelled' || eventType === 'RequestDeleted') return 'revert';
  return STORAGE_LOOP[eventType as RequestEventType]?.[requestType];
};

/** Request types that bring storages to the warehouse: their lines list what is to be picked up or brought. */
export const REQUEST_TYPES_BRINGING_STORAGES: readonly RequestType[] = Object.freeze(['pickup', 'drop'] as const);

/**
 * The statuses of the storages a request's lines may take (issue 14): a pickup or drop lists what is still at the
 * customer's (new, forpickup) or came back out (out, delivered); every other type what is in the warehouse (spec 2
 * §7: stored and in). No SME toggle is needed to list a pickup's storages.
 */
export const requestLineStorageStatuses = (type: RequestType | null | undefined): readonly StorageStatus[] =>
  type != null && REQUEST_TYPES_BRINGING_STORAGES.includes(type)
    ? STORAGE_STATUSES_TO_PICK_UP
    : STORAGE_STATUSES_TO_DELIVER;
