import type { WarehouseRow } from '@console/contracts';
import { useEffect, useMemo } from 'react';
import type { ViewLocation } from '@console/contracts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { dataActions, selectFetch } from '../../../framework/data/slice';
import { viewFetchKey as key, warehouseViewClosed, warehouseViewOpened } from './liveSaga';

/** The generic call's largest page (GENERIC_MAX_LIMIT): a warehouse's locations load in pages of this many, side by side. */
export const LOCATION_PAGE = 1000;

interface GenericPage<R> {
  readonly total: number;
  readonly data: readonly R[];
}

/** Equal when every page's fetch state is the same object (the store keeps it while it does not change). */
const shallowEqualArrays = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Spec 1 §7.3 'Warehouse view': the warehouse by id and its locations by warehouseId, loaded by the data saga.
 * The locations come in pages of 1000, all asked at once once the warehouse says how many there are. While the
 * view is open they load again when the live feed says locations changed (liveSaga.ts).
 */
export const useWarehouseLayout = (id: string) => {
  const dispatch = useAppDispatch();
  const warehousePath = `/api/warehouses/${id}`;
  useEffect(() => {
    dispatch(warehouseViewOpened({ id }));
    return () => {
      dispatch(warehouseViewClosed({ id }));
    };
  }, [dispatch, id]);
  useEffect(() => {
    dispatch(dataActions.fetchRequested({ key: key(id, 'warehouse'), path: warehousePath }));
  }, [dispatch, id, warehousePath]);
  const warehouseFetch = useAppSelector((s) => selectFetch(s, key(id, 'warehouse')));
  const warehouse = warehouseFetch?.status === 'ready' ? (warehouseFetch.data as WarehouseRow) : null;
  const pages = warehouse ? Math.max(1, Math.ceil(warehouse.locationCount / LOCATION_PAGE)) : 0;
  const paths = useMemo(
    () =>
      Array.from(
        { length: pages },
        (_, p) => `/api/locations?warehouseId=${id}&$limit=${LOCATION_PAGE}&$skip=${p * LOCATION_PAGE}&$sort[id]=1`,
      ),
    [id, pages],
  );
  useEffect(() => {
    paths.forEach((path, p) => dispatch(dataActions.fetchRequested({ key: key(id, `locations:${p}`), path })));
    return () => {
      paths.forEach((_path, p) => dispatch(dataActions.fetchCleared(key(id, `locations:${p}`))));
    };
  }, [dispatch, id, paths]);
  const fetches = useAppSelector(
    (s) => paths.map((_path, p) => selectFetch(s, key(id, `locations:${p}`))),
    shallowEqualArrays,
  );
  const loaded = fetches.every((f) => f?.status === 'ready');
  // The pages' answers only change when one loads again: the locations (and the scene built on them) follow them.
  const locations = useMemo(
    () =>
      loaded ? fetches.flatMap((f) => (f?.data as GenericPage<ViewLocation & { storageIds: number[] }>).data) : [],
    [loaded, fetches],
  );
  const failed = warehouseFetch?.status === 'error' || fetches.some((f) => f?.status === 'error');
  return { warehouse, locations, loaded: warehouse !== null && loaded, failed };
};

/** The storages of a hovered location, by the storages' generic call (their codes and names). */
export const useStorageNames = (ids: readonly number[]) => {
  const dispatch = useAppDispatch();
  const path = ids.length ? `/api/storages?id[$in]=${ids.slice(0, 50).join(',')}&$limit=50` : '';
  useEffect(() => {
    if (path) dispatch(dataActions.fetchRequested({ key: 'warehouse-view:hover', path }));
  }, [dispatch, path]);
  const f = useAppSelector((s) => selectFetch(s, 'warehouse-view:hover'));
  if (!path || f?.path !== path || f.status !== 'ready') return new Map<number, string>();
  const rows = (f.data as GenericPage<{ id: number; code?: string | null; name?: string | null }> | null)?.data ?? [];
  return new Map(rows.map((r) => [r.id, [r.code, r.name].filter(Boolean).join(' ') || `#${r.id}`]));
};
