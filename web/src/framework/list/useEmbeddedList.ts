import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { dataActions, selectList } from '../data/slice';
import type { ListQuery, ResourceApi } from '../types';

/**
 * A list inside another screen (a record's History or Comments tab): loaded by the data saga like any list,
 * refreshed live while on screen when its read model changes.
 */
export const useEmbeddedList = <R>(listId: string, api: ResourceApi, query: ListQuery) => {
  const dispatch = useAppDispatch();
  const queryKey = JSON.stringify(query);
  useEffect(() => {
    dispatch(dataActions.listRequested({ listId, api, query: JSON.parse(queryKey) as ListQuery }));
  }, [dispatch, listId, api, queryKey]);
  useEffect(() => {
    dispatch(dataActions.listMounted(listId));
    return () => {
      dispatch(dataActions.listUnmounted(listId));
    };
  }, [dispatch, listId]);
  const list = useAppSelector((s) => selectList(s, listId));
  const current = list !== undefined && JSON.stringify(list.query) === queryKey;
  return {
    rows: (list?.rows ?? []) as R[],
    totalCount: list?.totalCount ?? 0,
    status: current ? list.status : 'loading',
  };
};
