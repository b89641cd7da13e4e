import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { preferenceSet, readStoredPreference, selectPreferences } from './slice';

/** A preference: what was chosen in this session, else what the browser kept, else the fallback. */
export const usePreference = <T>(
  key: string,
  fallback: T,
  isValid: (v: unknown) => v is T = (v): v is T => v !== undefined,
): [T, (value: T) => void] => {
  const prefs = useSelector(selectPreferences);
  const dispatch = useDispatch();
  const chosen = Object.hasOwn(prefs, key) ? prefs[key] : readStoredPreference(key);
  const value = isValid(chosen) ? chosen : fallback;
  const set = useCallback((v: T) => dispatch(preferenceSet({ key, value: v })), [dispatch, key]);
  return [value, set];
};
