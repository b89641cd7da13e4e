import * as t from 'io-ts';
import { InstantString } from '../sales/order.record.js';
import { StorageStatus } from './storage.enums.js';

const nullable = <C extends t.Mixed>(c: C) => t.union([c, t.null]);

/** The status-only moves of the lifecycle table (storage.lifecycle.ts); check-in, locate and check-out have events of their own. */
export const StorageMoveAction = t.keyof({
  markForPickup: null,
  pickUp: null,
  markForDelivery: null,
  deliver: null,
  close: null,
  revert: null,
});
export type StorageMoveAction = t.TypeOf<typeof StorageMoveAction>;

/**
 * A storage's status moved by the lifecycle (issue 14): `requestId` is the request whose event caused it (the
 * event's causationId says which event), null for a person's action.
 */
export const StorageStatusMoved = t.type({
  id: t.number,
  action: StorageMoveAction,
  from: StorageStatus.codec,
  to: StorageStatus.codec,
  requestId: nullable(t.number),
});
export type StorageStatusMoved = t.TypeOf<typeof StorageStatusMoved>;

/**
 * The storage's open record is now at a location (from IN, or from another location): status stored. `override`:
 * an admin placed it although the location had no room or the warehouse is in another country (the refusals it
 * overrode are named in `overridden`).
 */
export const StorageLocated = t.type({
  storageId: t.number,
  recordId: t.number,
  warehouseId: t.number,
  locationId: t.number,
  previousLocationId: nullable(t.number),
  size: t.number,
  at: InstantString,
  byId: nullable(t.number),
  overridden: t.array(t.string),
});
export type StorageLocated = t.TypeOf<typeof StorageLocated>;
