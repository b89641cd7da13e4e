import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { dataActions, selectFetch } from '../../framework/data/slice';
import type { ConfigurationRow } from './api';

/**
 * Configurations answered by the generic call (spec 1 §7.4: by countryId, or by id), loaded by the data saga; a
 * failed load shows nothing (spec 1 §8: 'Configuration load failure is silently ignored').
 */
export const useConfigurations = (key: string, query: string | undefined) => {
  const dispatch = useAppDispatch();
  const path = query === undefined ? undefined : `/api/configurations?${query}`;
  useEffect(() => {
    if (path) dispatch(dataActions.fetchRequested({ key, path, silent: true }));
  }, [dispatch, key, path]);
  const state = useAppSelector((s) => selectFetch(s, key));
  const rows =
    state?.status === 'ready' && state.path === path
      ? ((state.data as { data?: ConfigurationRow[] }).data ?? [])
      : undefined;
  const reload = () => {
    if (path) dispatch(dataActions.fetchRequested({ key, path, silent: true }));
  };
  return { rows, reload };
};
