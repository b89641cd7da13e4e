import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { dataActions, selectFetch } from '../../framework/data/slice';

/** The answer of a GET while it is the one asked for (an older path's answer is not shown as the new one's). */
export const useFetched = <T>(key: string, path: string | null): { data: T | null; status: string } => {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (path !== null) dispatch(dataActions.fetchRequested({ key, path }));
  }, [dispatch, key, path]);
  const answer = useAppSelector((s) => selectFetch(s, key));
  if (path === null || answer?.path !== path) return { data: null, status: 'loading' };
  return { data: answer.status === 'ready' ? (answer.data as T) : null, status: answer.status };
};

/** A GET path with its query, leaving out what is not set. */
export const pathWith = (base: string, params: Readonly<Record<string, string | number | undefined>>): string => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) q.set(k, String(v));
  return `${base}?${q.toString()}`;
};
