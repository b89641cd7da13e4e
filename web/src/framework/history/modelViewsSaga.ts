import { createAction, type PayloadAction } from '@reduxjs/toolkit';
import { call, takeEvery } from 'redux-saga/effects';
import { callApi } from '../../app/api/callApi';

/**
 * Spec 2 §2, §7 'Model view create {model, documentId}': opening a request or a storage records a view. The call
 * changes nothing on screen, so it has no state; a failure is only logged (a view is a fact about reading, not a
 * change the user asked for).
 */
export const modelViewed = createAction<{ model: string; documentId: number }>('history/modelViewed');

function* recordView(action: PayloadAction<{ model: string; documentId: number }>) {
  try {
    yield* callApi('POST', '/api/model-views', action.payload);
  } catch (e) {
    yield call([console, console.warn], 'model view not recorded', e);
  }
}

export function* modelViewsSaga() {
  yield takeEvery(modelViewed.type, recordView);
}
