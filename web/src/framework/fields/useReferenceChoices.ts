import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { dataActions, selectChoices } from '../data/slice';
import type { ReferenceSource } from '../types';

/** Choices of a reference source, loaded by the data saga: search results, and labels of chosen ids. */
export const useReferenceChoices = (source: ReferenceSource | undefined, chosen: readonly (string | number)[] = [], loadAll = false) => {
  const dispatch = useAppDispatch();
  const state = useAppSelector((s) => selectChoices(s, source?.id ?? ''));
  const missing = chosen.filter((id) => state.labels[String(id)] === undefined);
  const missingKey = missing.join(',');
  useEffect(() => {
    if (source && missingKey) dispatch(dataActions.choicesRequested({ source, ids: missingKey.split(',') }));
  }, [dispatch, source, missingKey]);
  useEffect(() => {
    if (source && loadAll) dispatch(dataActions.choicesRequested({ source }));
  }, [dispatch, source, loadAll]);
  const search = useCallback(
    (text: string) => {
      if (source) dispatch(dataActions.choicesRequested({ source, search: text }));
    },
    [dispatch, source],
  );
  return { ...state, search };
};
