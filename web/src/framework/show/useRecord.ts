import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { dataActions, recordKey, selectRecord } from '../data/slice';
import type { ResourceApi } from '../types';

/** One record, loaded by the data saga and refreshed while on screen when its read model changes. */
export const useRecord = <R>(api: ResourceApi, id: number | string | undefined) => {
  const dispatch = useAppDispatch();
  const key = id === undefined ? '' : recordKey(api, id);
  useEffect(() => {
    if (id === undefined) return;
    dispatch(dataActions.recordRequested({ api, id }));
    dispatch(dataActions.recordMounted(recordKey(api, id)));
    return () => {
      dispatch(dataActions.recordUnmounted(recordKey(api, id)));
    };
  }, [dispatch, api, id]);
  const state = useAppSelector((s) => selectRecord(s, key));
  return { record: (state?.data ?? null) as R | null, status: state?.status ?? 'loading', key };
};
