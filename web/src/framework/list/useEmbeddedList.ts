import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { dataActions, selectList } from '../data/slice';
import type { ListQuery, ResourceApi } from '../types';

/**
 * A list inside another screen (a record's History or Comments tab): loaded by the data saga like any list,
 * refreshed live while on screen when its read model changes. A null query asks nothing yet (its filter waits for
 * a record still loading): no rows, status 'loading'.
 */
export const useEmbeddedList = <R>(listId: string, api: ResourceApi, query: ListQuery | null) => {
  const dispatch = useAppDispatch();
  const queryKey = JSON.stringify(query);
  useEffect(() => {
    const asked = JSON.parse(queryKey) as ListQuery | null;
    if (asked) dispatch(dataActions.listRequested({ listId, api, query: asked }));
  }, [dispatch, listId, api, queryKey]);
  useEffect(() => {
    dispatch(dataActions.listMounted(listId));
    return () => {
      dispatch(dataActions.listUnmounted(listId));
    };
  }, [dispatch, listId]);
  const list = useAppSelector((s) => selectList(s, listId));
  const current = query !== null && list !== undefined && JSON.stringify(list.query) === queryKey;
  return {
    rows: (current ? list.rows : query === null ? [] : (list?.rows ?? [])) as R[],
    totalCount: current ? list.totalCount : query === null ? 0 : (list?.totalCount ?? 0),
    status: current ? list.status : 'loading',
  };
};
