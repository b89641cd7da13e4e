import * as t from 'io-ts';
import { Id } from '../shared/id.js';
import { Int32, list } from '../shared/store-safe.js';
import { BulkStorageChanges } from './storage.events.js';
import { StorageFields } from './storage.record.js';
import type { LocationRoomFacts } from './location-space.js';
import type { StorageMoveAction } from './storage-move.events.js';
import type { StorageStatus } from './storage.enums.js';

const nullable = <C extends t.Mixed>(c: C) => t.union([c, t.null]);

/** POST /api/storages: the form's fields (unknown keys dropped). */
export const CreateStorageBody = t.exact(StorageFields);
export type CreateStorageBody = t.TypeOf<typeof CreateStorageBody>;

/** PATCH /api/storages/:id: the changed fields. */
export const PatchStorageBody = t.exact(StorageFields);
export type PatchStorageBody = t.TypeOf<typeof PatchStorageBody>;

/** POST /api/v1/storages/:id/check-in. */
export const CheckInStorageBody = t.exact(
  t.intersection([
    t.type({ warehouseId: Id }),
    t.partial({ locationId: nullable(Id), orderId: nullable(Id), override: t.boolean }),
  ]),
);
export type CheckInStorageBody = t.TypeOf<typeof CheckInStorageBody>;

/** POST /api/v1/storages/bulk-update: the selected storages and what to set on each. */
export const BulkUpdateStoragesBody = t.exact(t.intersection([t.type({ ids: list(Id) }), BulkStorageChanges]));
export type BulkUpdateStoragesBody = t.TypeOf<typeof BulkUpdateStoragesBody>;

/**
 * PATCH /api/storage-records/:id: only the qty (spec 2 §2). A whole number here (1.5 is a 400); one below 1 is
 * refused by the decider with the spec's own message.
 */
export const PatchStorageRecordBody = t.exact(t.type({ qty: Int32 }));
export type PatchStorageRecordBody = t.TypeOf<typeof PatchStorageRecordBody>;

/** What the decider takes. Facts of other aggregates (the parent, the type, the warehouse) are read by handlers. */
export type StorageCommand =
  | { readonly type: 'CreateStorage'; readonly id: number; readonly fields: StorageFields }
  | { readonly type: 'UpdateStorage'; readonly changes: StorageFields }
  | {
      readonly type: 'CheckInStorage';
      readonly recordId: number;
      readonly warehouseId: number;
      readonly locationId: number | null;
      readonly orderId: number | null;
      readonly countryId: number | null;
      /** Admin only: check in although the location has no room or the warehouse is of another country (recorded). */
      readonly override?: boolean;
      /** The location's facts, read by the handler from its streams (absent without a location). */
      readonly room?: LocationRoomFacts;
    }
  | { readonly type: 'CheckOutStorage' }
  /** A status move of the lifecycle (storage.lifecycle.ts); `before`: revert's target, read from the stream. */
  | {
      readonly type: 'MoveStorage';
      readonly action: StorageMoveAction;
      readonly requestId: number | null;
      readonly before?: StorageStatus;
    }
  | { readonly type: 'BulkUpdateStorage'; readonly changes: BulkStorageChanges }
  | { readonly type: 'ChangeStorageRecordQty'; readonly recordId: number; readonly qty: number };
