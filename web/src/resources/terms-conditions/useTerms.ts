import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { dataActions, selectFetch } from '../../framework/data/slice';
import type { TermsRow } from './api';

/** The pick the page lists: a country and a type. */
export interface TermsPick {
  readonly countryId: number;
  readonly type: string;
}

const KEY = 'terms-conditions:pick';

/**
 * The terms of a pick (spec 3 §7 'getList terms-conditions': no paging, sort or filter beyond the pick), loaded by
 * the data saga; undefined while none is picked or loading, null when the country has none of that type.
 */
export const useTerms = (pick: TermsPick | null) => {
  const dispatch = useAppDispatch();
  const path = pick ? `/api/terms-conditions?countryId=${pick.countryId}&type=${encodeURIComponent(pick.type)}` : null;
  const load = useCallback(() => {
    if (path) dispatch(dataActions.fetchRequested({ key: KEY, path, silent: true }));
  }, [dispatch, path]);
  useEffect(load, [load]);
  const state = useAppSelector((s) => selectFetch(s, KEY));
  const ready = path !== null && state?.status === 'ready' && state.path === path;
  const terms: TermsRow | null | undefined = ready
    ? ((state.data as { data?: TermsRow[] }).data?.[0] ?? null)
    : undefined;
  return { terms, reload: load };
};
