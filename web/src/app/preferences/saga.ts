import { call, takeEvery } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { preferenceSet } from './slice';

const store = (key: string, value: unknown): void => {
  if (value === undefined) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(value));
};

function* persist(action: PayloadAction<{ key: string; value: unknown }>) {
  try {
    yield call(store, action.payload.key, action.payload.value);
  } catch {
    // Storage full or refused: the choice holds for this session only.
  }
}

export function* preferencesSaga() {
  yield takeEvery(preferenceSet.type, persist);
}
