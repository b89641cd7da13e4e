import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Choices kept in the browser under the spec's keys (theme, `userListColumns`, ...). The state holds what was
 * chosen in this session; a key not chosen yet is read from localStorage (see usePreference), and the
 * preferences saga writes every change back.
 */
type PreferencesState = Record<string, unknown>;

const INITIAL_STATE: PreferencesState = {};

const slice = createSlice({
  name: 'preferences',
  initialState: INITIAL_STATE,
  reducers: {
    preferenceSet: (state, a: PayloadAction<{ key: string; value: unknown }>) => {
      state[a.payload.key] = a.payload.value;
    },
  },
});

export const { preferenceSet } = slice.actions;
export const preferencesReducer = slice.reducer;
export const selectPreferences = (s: { preferences: PreferencesState }): PreferencesState => s.preferences;

/** The stored value of a key, or undefined. Values are JSON. */
export const readStoredPreference = (key: string): unknown => {
  try {
    const text = localStorage.getItem(key);
    return text === null ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
};
