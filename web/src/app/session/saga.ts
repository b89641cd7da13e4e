import { all, call, delay, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { apiRequest, isApiError } from '../api/client';
import { dataActions } from '../../framework/data/slice';
import { callApi } from '../api/callApi';
import { readModelChanged, type ReadModelChange } from '../live/slice';
import { t } from '../i18n/messages';
import { loadLocale } from '../i18n/loadLocale';
import type { Locale } from '../i18n/locale';
import { browserLocale, languageOfLocale, localeOfLanguage } from '../i18n/userLanguage';
import { currentPath, navigate } from '../navigation/navigator';
import { notificationsCleared, notify } from '../notifications/slice';
import { sha256Hex } from './sha256';
import { selectLanguage, selectSignedIn, selectViewer, sessionActions, type SignInRequest, type Viewer } from './slice';
import { clearStoredSession, writeStoredSession } from './storage';

/** The signed-in user's own record (GET /api/users/:id). */
const USERS_RECORD_PATH = '/api/users';

interface AuthenticationAnswer {
  accessToken: string;
  user: {
    id: number;
    name: string;
    email: string;
    roles: string[];
    permissions: string[];
    partnerId: number;
    countryId: number;
  };
}

/** Spec 1 §2.3, §5, §7.1: SHA-256 of the password, local strategy, then back to the page the user came from. */
function* signIn(action: PayloadAction<SignInRequest>) {
  const request = action.payload;
  const { from } = request;
  try {
    const body =
      'magicToken' in request
        ? { strategy: 'magic-link', token: request.magicToken }
        : {
            strategy: 'local',
            email: request.email.trim(),
            password: (yield call(sha256Hex, request.password)) as string,
          };
    const answer: AuthenticationAnswer = yield call(apiRequest, 'POST', '/authentication', body);
    const u = answer.user;
    const stored = {
      token: answer.accessToken,
      userId: u.id,
      countryId: u.countryId,
      permissions: u.permissions,
      roles: u.roles,
      name: u.name,
      email: u.email,
      partnerId: u.partnerId,
      language: 'en' as Locale,
    };
    yield call(writeStoredSession, stored);
    const { token: _token, ...user } = stored;
    // A failed try's 'Authentication failed' (or a 'session expired') would stay over the console for seconds.
    yield put(notificationsCleared());
    yield put(sessionActions.signInSucceeded(user));
    // The user's own language from their record, before the first screen (spec 3 §2 `language`).
    yield call(loadOwnLanguage);
    yield call(navigate, from && !from.startsWith('/login') ? from : '/', { replace: true });
  } catch (e) {
    yield put(sessionActions.signInFailed());
    const message = isApiError(e) && e.status !== 0 && e.message ? e.message : t('auth.signInError');
    yield put(notify({ message, type: 'warning' }));
  }
}

function* signOut(action: PayloadAction<{ expired?: boolean } | undefined>) {
  // Several calls may find the token expired at once: the first one ends the session.
  const signedIn: boolean = yield select(selectSignedIn);
  if (!signedIn && action.payload?.expired) return;
  const from = currentPath();
  if (!action.payload?.expired) {
    // The server refuses the token from now on and closes the user log's session (issue 34 §3). The call carries the
    // token it starts with and is not waited for: the screen signs out at once, and a page the user opens meanwhile
    // is not taken back to the sign-in page when the answer comes; a failure (the server away) changes nothing here.
    void apiRequest('POST', SIGN_OUT_PATH).catch(() => undefined);
  }
  yield call(clearStoredSession);
  yield put(sessionActions.signedOut());
  // The sign-in page speaks the browser's language until someone signs in.
  yield call(loadLocale, browserLocale());
  if (action.payload?.expired) {
    yield put(notify({ message: t('auth.sessionExpired'), type: 'warning' }));
    yield call(navigate, '/login', { replace: true, state: { from } });
  } else {
    yield call(navigate, '/login', { replace: true });
  }
}

const SIGN_OUT_PATH = '/api/sign-out';

/**
 * The console in the signed-in user's language, as their record says (spec 3 §2 `language`): after sign-in, and at
 * start in case another browser changed it (the session kept the last one, so the first screen is in it already).
 */
function* loadOwnLanguage() {
  const viewer: Viewer | null = yield select(selectViewer);
  if (!viewer) return;
  try {
    const row = yield* callApi<{ language?: string }>('GET', `${USERS_RECORD_PATH}/${viewer.id}`);
    const language = localeOfLanguage(row.language);
    yield call(loadLocale, language);
    const current: Locale = yield select(selectLanguage);
    if (language !== current) yield put(sessionActions.userRefreshed({ language }));
  } catch {
    // callApi signs out on 401; anything else leaves the console in the language it speaks.
  }
}

/** The signed-in user as the server sees them on each call (GET /api/me: roles and permissions read fresh). */
const ME_PATH = '/api/me';

/**
 * After a reload, and whenever the users read model changes (a live notice naming rm.users): the signed-in user
 * again, so a role given or taken away shows in the menu and the routes at once (issue 34 §1), not at the next
 * sign-in. Notices come in bursts: takeLatest keeps the last, after a short pause.
 */
function* refreshUser() {
  const viewer: Viewer | null = yield select(selectViewer);
  if (!viewer) return;
  try {
    const me = yield* callApi<{
      name: string;
      email: string;
      roles: string[];
      permissions: string[];
      countryId: number;
      partnerId: number;
    }>('GET', ME_PATH);
    const same =
      me.name === viewer.name &&
      me.email === viewer.email &&
      me.countryId === viewer.countryId &&
      me.partnerId === viewer.partnerId &&
      JSON.stringify(me.roles) === JSON.stringify(viewer.roles) &&
      JSON.stringify(me.permissions) === JSON.stringify(viewer.permissions);
    if (same) return;
    yield put(
      sessionActions.userRefreshed({
        name: me.name,
        email: me.email,
        roles: me.roles,
        permissions: me.permissions,
        countryId: me.countryId,
        partnerId: me.partnerId,
      }),
    );
  } catch {
    // callApi signs out on 401; anything else leaves the stored values in place.
  }
}

/** A live notice that the users read model changed (another table's notice must not cancel a pending refresh). */
const isUsersChange = (a: { type: string; payload?: unknown }): boolean =>
  a.type === readModelChanged.type && (a.payload as ReadModelChange).tables.includes('rm.users');

function* usersChanged() {
  yield delay(150);
  yield call(refreshUser);
}

/** The signed-in user saved their own record (My profile): the shell shows the new name. */
function* ownRecordSaved(
  action: PayloadAction<{
    api: { recordPath: string };
    record: { id: number | string; name?: unknown; language?: unknown };
  }>,
) {
  const viewer: Viewer | null = yield select(selectViewer);
  const { api, record } = action.payload;
  // Only a user record: a lead or an order with the same id is another record.
  if (api.recordPath !== USERS_RECORD_PATH) return;
  // My profile's language: the console follows the saved record.
  if (viewer && String(record.id) === String(viewer.id) && (record.language === 'EN' || record.language === 'AR')) {
    const language = localeOfLanguage(record.language);
    const current: Locale = yield select(selectLanguage);
    if (language !== current) {
      yield call(loadLocale, language);
      yield put(sessionActions.userRefreshed({ language }));
    }
  }
  if (
    viewer &&
    String(record.id) === String(viewer.id) &&
    typeof record.name === 'string' &&
    record.name !== viewer.name
  ) {
    yield put(sessionActions.userRefreshed({ name: record.name }));
  }
}

/** Persist what userRefreshed changed. */
function* persistUser() {
  const viewer: Viewer | null = yield select(selectViewer);
  const language: Locale = yield select(selectLanguage);
  const token = localStorage.getItem('token');
  if (!viewer || !token) return;
  yield call(writeStoredSession, {
    token,
    userId: viewer.id,
    countryId: viewer.countryId,
    permissions: viewer.permissions,
    roles: [...viewer.roles],
    name: viewer.name,
    email: viewer.email,
    partnerId: viewer.partnerId,
    language,
  });
}

/**
 * The header's language switch (issue 36 §3): the open screen re-renders in it at once (no reload, no refetch), and
 * the user's record keeps it, so it follows them to another browser.
 */
const afterPaint = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

function* chooseLanguage(action: PayloadAction<Locale>) {
  const viewer: Viewer | null = yield select(selectViewer);
  yield call(loadLocale, action.payload);
  if (!viewer) return;
  yield put(sessionActions.userRefreshed({ language: action.payload }));
  // Kept on the record only once the screen has been painted in the new language: the record's change refreshes the
  // lists naming users (live notices), and that must not compete with the switch itself.
  yield call(afterPaint);
  try {
    yield* callApi('PATCH', `${USERS_RECORD_PATH}/${viewer.id}`, { language: languageOfLocale(action.payload) });
  } catch (e) {
    if (isApiError(e) && e.status !== 401) yield put(notify({ message: e.message, type: 'error' }));
  }
}

/** The environment label of the sign-in screen, when the server tells it (else the build's default). */
function* loadEnvLabel() {
  try {
    const info: { envLabel?: unknown } = yield call(apiRequest, 'GET', '/api/v1/app-info');
    if (typeof info?.envLabel === 'string') yield put(sessionActions.envLabelLoaded(info.envLabel));
  } catch {
    // Not offered by this server: keep the build's label.
  }
}

/** Header user menu: a link carrying the user's id as assigneeId (spec 1 §2.1). */
export const salesLink = (userId: number): string => {
  const base = import.meta.env.VITE_SALES_LINK_BASE ?? `${window.location.origin}/`;
  const url = new URL(base, window.location.origin);
  url.searchParams.set('assigneeId', String(userId));
  return url.toString();
};

const writeClipboard = async (text: string): Promise<void> => {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // fall through to the selection copy (insecure contexts, denied permission)
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy refused');
};

function* copySalesLink() {
  const viewer: Viewer | null = yield select(selectViewer);
  if (!viewer) return;
  try {
    yield call(writeClipboard, salesLink(viewer.id));
    yield put(notify({ message: t('menu.salesLinkCopied'), type: 'info' }));
  } catch {
    yield put(notify({ message: t('menu.salesLinkCopyFailed'), type: 'error' }));
  }
}

export function* sessionSaga() {
  yield all([
    takeLatest(sessionActions.signInRequested.type, signIn),
    takeLeading(sessionActions.signOutRequested.type, signOut),
    takeLatest(sessionActions.userRefreshed.type, persistUser),
    takeEvery(dataActions.saveSucceeded.type, ownRecordSaved),
    takeLatest(sessionActions.salesLinkCopyRequested.type, copySalesLink),
    takeLatest(sessionActions.languageChosen.type, chooseLanguage),
    takeLatest(isUsersChange, usersChanged),
    call(refreshUser),
    call(loadOwnLanguage),
    call(loadEnvLabel),
  ]);
}
