import { call, put } from 'redux-saga/effects';
import { apiExchange, isApiError, type ApiAnswer } from './client';
import { sessionActions } from '../session/slice';

type Method = Parameters<typeof apiExchange>[0];

/**
 * A call of the API from a saga, with the answer's status (202: a command stored its change but the read models
 * have not shown it yet). A 401 means the token is no longer good: the session ends and the user is sent to sign
 * in, then back here.
 */
export function* callApiAnswer<T>(
  method: Method,
  path: string,
  body?: unknown,
): Generator<unknown, ApiAnswer<T>, unknown> {
  try {
    return (yield call(apiExchange<T>, method, path, body)) as ApiAnswer<T>;
  } catch (e) {
    if (isApiError(e) && e.status === 401) yield put(sessionActions.signOutRequested({ expired: true }));
    throw e;
  }
}

/** A call of the API from a saga: `const row = yield* callApi('GET', '/api/users/1')`. */
export function* callApi<T>(method: Method, path: string, body?: unknown): Generator<unknown, T, unknown> {
  return (yield* callApiAnswer<T>(method, path, body)).body;
}
