import { call, put, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { apiRequest, isApiError } from '../../app/api/client';
import { t } from '../../app/i18n/messages';
import { navigate } from '../../app/navigation/navigator';
import { notify } from '../../app/notifications/slice';
import { sha256Hex } from '../../app/session/sha256';
import { accountLinksActions, type AccountLinkStatus, type LinkPurpose } from './slice';

/** spec 3 §7: a reset link by `POST authManagement {action: 'sendResetPwd', email}`, a sign-in link by `POST magic-link`. */
const REQUEST: Readonly<Record<LinkPurpose, { path: string; body: (email: string) => unknown }>> = {
  reset: { path: '/api/authManagement', body: (email) => ({ action: 'sendResetPwd', email }) },
  magic: { path: '/api/magic-link', body: (email) => ({ email }) },
};

/** A refusal as the page words it: a wrong or old link (403), too many tries (429), anything else. */
export const failureOf = (e: unknown): AccountLinkStatus => ({
  kind: 'failed',
  reason: isApiError(e) && e.status === 403 ? 'invalid' : isApiError(e) && e.status === 429 ? 'tooMany' : 'failed',
});

function* requestLink(action: PayloadAction<{ email: string; purpose: LinkPurpose }>) {
  const { email, purpose } = action.payload;
  try {
    yield call(apiRequest, 'POST', REQUEST[purpose].path, REQUEST[purpose].body(email.trim()));
    // The same words whether or not the e-mail is anyone's: the server answers alike.
    yield put(accountLinksActions.requestSettled({ kind: 'done' }));
  } catch (e) {
    yield put(accountLinksActions.requestSettled(failureOf(e)));
  }
}

function* resetPassword(action: PayloadAction<{ token: string; password: string }>) {
  try {
    const password: string = yield call(sha256Hex, action.payload.password);
    yield call(apiRequest, 'POST', '/api/authManagement', {
      action: 'resetPwdLong',
      value: { token: action.payload.token, password },
    });
    yield put(accountLinksActions.resetSettled({ kind: 'done' }));
    yield put(notify({ message: t('accountLinks.resetDone'), type: 'success' }));
    yield call(navigate, '/login', { replace: true });
  } catch (e) {
    yield put(accountLinksActions.resetSettled(failureOf(e)));
  }
}

export function* accountLinksSaga() {
  yield takeLatest(accountLinksActions.linkRequested.type, requestLink);
  yield takeLatest(accountLinksActions.resetRequested.type, resetPassword);
}
