import { call, put } from 'redux-saga/effects';
import { apiRequest, isApiError } from './client';
import { sessionActions } from '../session/slice';

type Method = Parameters<typeof apiRequest>[0];

/**
 * A call of the API from a saga: `const row = yield* callApi('GET', '/api/users/1')`. A 401 means the token is
 * no longer good: the session ends and the user is sent to sign in, then back here.
 */
export function* callApi<T>(method: Method, path: string, body?: unknown): Generator<unknown, T, unknown> {
  try {
    return (yield call(apiRequest<T>, method, path, body)) as T;
  } catch (e) {
    if (isApiError(e) && e.status === 401) yield put(sessionActions.signOutRequested({ expired: true }));
    throw e;
  }
}
