import { delay, fork, put, select, takeEvery } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  notificationDismissed,
  notificationShown,
  notify,
  selectNotifications,
  type Notification,
  type NotificationRequest,
} from './slice';

const DEFAULT_HIDE_MS = { success: 4000, info: 4000, warning: 6000, error: 8000 } as const;
const MAX_ON_SCREEN = 2;

function* hideLater(id: number, ms: number) {
  yield delay(ms);
  yield put(notificationDismissed(id));
}

/**
 * Success, info, warning and error notifications (spec 1 §8): one shown per request, the same text is not
 * stacked twice, at most two on screen, each hidden after its time.
 */
function* show(action: PayloadAction<NotificationRequest>) {
  const type = action.payload.type ?? 'info';
  const autoHideMs = action.payload.autoHideMs ?? DEFAULT_HIDE_MS[type];
  const queue: readonly Notification[] = yield select(selectNotifications);
  const same = queue.find((n) => n.message === action.payload.message && n.type === type);
  if (same) yield put(notificationDismissed(same.id));
  if (queue.length >= MAX_ON_SCREEN && queue[0]) yield put(notificationDismissed(queue[0].id));
  yield put(notificationShown({ message: action.payload.message, type, autoHideMs }));
  const after: readonly Notification[] = yield select(selectNotifications);
  const shown = after[after.length - 1];
  if (shown && autoHideMs > 0) yield fork(hideLater, shown.id, autoHideMs);
}

export function* notificationsSaga() {
  yield takeEvery(notify.type, show);
}
