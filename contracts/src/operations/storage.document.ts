import type { StorageEvent } from './storage.events.js';
import {
  EMPTY_STORAGE_FIELDS,
  type StorageDocument,
  type StorageFields,
  type StorageRecordDoc,
} from './storage.record.js';

/** null before StorageCreated. */
export type StorageState = StorageDocument | null;

const defined = (changes: object): Partial<StorageDocument> =>
  Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));

const patch = (s: StorageDocument, changes: StorageFields): StorageDocument => ({ ...s, ...defined(changes) });

const replaceRecord = (
  records: readonly StorageRecordDoc[],
  id: number,
  f: (r: StorageRecordDoc) => StorageRecordDoc,
) => records.map((r) => (r.id === id ? f(r) : r));

/**
 * Folds one event into the storage. Pure: the decider, history and time travel share it. A check-in opens a record
 * (status in) and sets the storage status in; a check-out closes that record (status out, type check_out, `to`)
 * and sets the storage status out.
 */
export const evolveStorage = (state: StorageState, event: StorageEvent): StorageState => {
  if (event.type === 'StorageCreated') {
    const d = event.data;
    return patch({ ...EMPTY_STORAGE_FIELDS, id: d.id, createdAt: d.createdAt, records: [] }, d.fields);
  }
  if (state === null) return state;
  switch (event.type) {
    case 'StorageUpdated':
      return patch(state, event.data.changes);
    case 'StorageBulkUpdated':
      return patch(state, event.data.changes);
    case 'StorageCheckedIn': {
      const d = event.data;
      const record: StorageRecordDoc = {
        id: d.recordId,
        orderId: d.orderId,
        qty: d.qty,
        warehouseId: d.warehouseId,
        locationId: d.locationId,
        countryId: d.countryId,
        partnerId: d.partnerId,
        userId: d.userId,
        type: 'check_in',
        status: 'in',
        from: d.at,
        to: null,
        inById: d.byId,
        outById: null,
        updatedAt: d.at,
      };
      return { ...state, status: 'in', records: [...state.records, record] };
    }
    case 'StorageCheckedOut': {
      const d = event.data;
      return {
        ...state,
        status: 'out',
        records: replaceRecord(state.records, d.recordId, (r) => ({
          ...r,
          type: 'check_out',
          status: 'out',
          to: d.at,
          outById: d.byId,
          updatedAt: d.at,
        })),
      };
    }
    case 'StorageStatusMoved':
      return { ...state, status: event.data.to };
    case 'StorageLocated': {
      // The open record is now at the location: the displayed location follows it (its updatedAt is the latest).
      const d = event.data;
      return {
        ...state,
        status: 'stored',
        records: replaceRecord(state.records, d.recordId, (r) => ({
          ...r,
          warehouseId: d.warehouseId,
          locationId: d.locationId,
          updatedAt: d.at,
        })),
      };
    }
    case 'StorageRecordQtyChanged':
      return {
        ...state,
        records: replaceRecord(state.records, event.data.recordId, (r) => ({ ...r, qty: event.data.qty })),
      };
    default:
      return state;
  }
};

export const foldStorage = (events: readonly StorageEvent[], initial: StorageState = null): StorageState =>
  events.reduce<StorageState>(evolveStorage, initial);

/** The record the storage is in now (status in), if any. */
export const openStorageRecord = (s: StorageDocument): StorageRecordDoc | undefined => {
  for (let i = s.records.length - 1; i >= 0; i--) if (s.records[i]!.status === 'in') return s.records[i];
  return undefined;
};

/** The most recently updated record (ties: the later one), which the displayed location reads. */
export const latestStorageRecord = <R extends { readonly updatedAt: string | Date; readonly id: number }>(
  records: readonly R[],
): R | undefined =>
  records.reduce<R | undefined>((best, r) => {
    if (!best) return r;
    const a = new Date(best.updatedAt).getTime();
    const b = new Date(r.updatedAt).getTime();
    return b > a || (b === a && r.id > best.id) ? r : best;
  }, undefined);

/** The record as History shows it. */
export const storageHistoryDocument = (s: StorageState): Record<string, unknown> | null => s && { ...s };
