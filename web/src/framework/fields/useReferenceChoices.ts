import { useCallback, useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { dataActions, selectChoices } from '../data/slice';
import type { ReferenceSource } from '../types';

/** Choices of a reference source, loaded by the data saga: search results, and labels of chosen ids. */
export const useReferenceChoices = (
  source: ReferenceSource | undefined,
  chosen: readonly (string | number)[] = [],
  loadAll = false,
) => {
  const dispatch = useAppDispatch();
  const state = useAppSelector((s) => selectChoices(s, source?.id ?? ''));
  const missing = chosen.filter((id) => state.labels[String(id)] === undefined);
  const missingKey = missing.join(',');
  // A source is known by its id: a caller that builds an equal source on every render loads its choices once.
  const latest = useRef(source);
  latest.current = source;
  const sourceId = source?.id;
  useEffect(() => {
    const s = latest.current;
    if (s && missingKey) dispatch(dataActions.choicesRequested({ source: s, ids: missingKey.split(',') }));
  }, [dispatch, sourceId, missingKey]);
  useEffect(() => {
    const s = latest.current;
    if (s && loadAll) dispatch(dataActions.choicesRequested({ source: s }));
  }, [dispatch, sourceId, loadAll]);
  const search = useCallback(
    (text: string) => {
      const s = latest.current;
      if (s) dispatch(dataActions.choicesRequested({ source: s, search: text }));
    },
    [dispatch],
  );
  return { ...state, search };
};
