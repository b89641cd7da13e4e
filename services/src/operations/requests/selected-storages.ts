import {
  evolveStorage,
  isStorageEventType,
  type SelectedStorage,
  type StorageEvent,
  type StorageState,
} from '@console/contracts';
import type { EventStore } from '@console/infra';

/**
 * The user and country of storages chosen for a request (create from a selection, spec 2 §5), read from their own
 * streams (`storage-<id>`): a command decides from event streams, never from a read model (ARCHITECTURE §1).
 * A storage that does not exist counts with no user and no country.
 */
export const readSelectedStorages = async (store: EventStore, ids: readonly number[]): Promise<SelectedStorage[]> =>
  Promise.all(
    [...new Set(ids)].map(async (id) => {
      let state: StorageState = null;
      for (const e of await store.readStream(`storage-${id}`)) {
        if (isStorageEventType(e.type)) state = evolveStorage(state, { type: e.type, data: e.data } as StorageEvent);
      }
      return { id, userId: state?.userId ?? null, countryId: state?.countryId ?? null };
    }),
  );
