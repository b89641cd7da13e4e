import * as t from 'io-ts';
import type { OrderItem } from '../sales/order.record.js';
import { roundVolume } from './location-space.js';
import type { StorageTypeFacts } from './storage.rules.js';
import { STORAGE_VALUE_MAX } from './storage.rules.js';
import type { StorageFields } from './storage.record.js';

/**
 * Sync Storages makes the order's storages from its items (issue 14): each item's storage type × its quantity.
 * Which storages a sync made is kept in the order's allocation stream, `orderstorages-<orderId>`: a storage id is
 * allocated there first (at the version read), then the storage is created with that id. So a second sync adds only
 * what is missing, two syncs at once never both add, and a crash between the two appends is finished by the rerun
 * (an allocated storage whose stream is empty is created then).
 */
export const ORDER_STORAGES_CATEGORY = 'orderstorages';

export const OrderStorageAllocated = t.type({ orderId: t.number, storageId: t.number, storagetypeId: t.number });
export type OrderStorageAllocated = t.TypeOf<typeof OrderStorageAllocated>;
export const ORDER_STORAGES_EVENT_CODECS = { OrderStorageAllocated } as const;

/** The storage types still to make: per item, its quantity less the storages of that type already allocated. */
export const missingOrderStorages = (
  items: readonly OrderItem[],
  allocated: readonly OrderStorageAllocated[],
): number[] => {
  const wanted = new Map<number, number>();
  for (const item of items)
    wanted.set(item.storagetypeId, (wanted.get(item.storagetypeId) ?? 0) + Math.max(0, Math.floor(item.quantity)));
  for (const a of allocated) wanted.set(a.storagetypeId, (wanted.get(a.storagetypeId) ?? 0) - 1);
  return [...wanted].flatMap(([typeId, n]) => Array.from({ length: Math.max(0, n) }, () => typeId));
};

/** What a storage of the order takes from the order. */
export interface OrderForStorages {
  readonly id: number;
  readonly userId: number | null;
  readonly partnerId: number;
  readonly countryId: number | null;
  readonly items: readonly OrderItem[];
  readonly actualSize: number | null;
  readonly date: string | null;
}

/**
 * A storage made by the sync: its size from its type; its actual size (sizeEntered) the type's share of the order's
 * actual size (the order's items add up to their types' sizes; the actual size, measured at pickup, is spread over
 * them in that proportion), kept only within the storage bounds (more than 0 up to 10, 8 decimals).
 */
export const orderStorageFields = (
  order: OrderForStorages,
  type: StorageTypeFacts & { readonly name?: string | null },
  typeSizes: ReadonlyMap<number, number>,
): StorageFields => {
  const total = order.items.reduce(
    (sum, i) => sum + (typeSizes.get(i.storagetypeId) ?? 0) * Math.max(0, i.quantity),
    0,
  );
  const share =
    order.actualSize !== null && order.actualSize > 0 && total > 0
      ? roundVolume((type.size * order.actualSize) / total)
      : null;
  const sizeEntered = share !== null && share > 0 && share <= STORAGE_VALUE_MAX ? share : null;
  return {
    userId: order.userId,
    orderId: order.id,
    partnerId: order.partnerId,
    countryId: order.countryId,
    storagetypeId: type.id,
    ...(type.name ? { name: type.name } : {}),
    size: type.size > 0 && type.size <= STORAGE_VALUE_MAX ? type.size : null,
    length: type.length,
    height: type.height,
    width: type.width,
    sizeEntered,
    consumedSize: sizeEntered,
    qty: 1,
    from: order.date,
    status: 'new',
  };
};
