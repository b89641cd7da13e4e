import { eventChannel, END, type EventChannel } from 'redux-saga';
import { call, delay, fork, put, race, select, take } from 'redux-saga/effects';
import { apiRequest } from '../api/client';
import { selectSignedIn, sessionActions } from '../session/slice';
import { storedToken } from '../session/storage';
import { liveConnected, liveDisconnected, readModelChanged, type ReadModelChange } from './slice';

type LiveMessage = { kind: 'open' } | { kind: 'change'; change: ReadModelChange } | { kind: 'error' };

/**
 * EventSource cannot send headers, and the bearer token never goes in an address: the feed is opened with a
 * short-lived link signed for it alone, asked for with the bearer header (services/src/live).
 */
const liveChannel = (url: string): EventChannel<LiveMessage> =>
  eventChannel<LiveMessage>((emit) => {
    const source = new EventSource(url);
    source.onopen = () => emit({ kind: 'open' });
    source.addEventListener('readmodel', (e) => {
      try {
        const data = JSON.parse((e as MessageEvent<string>).data) as ReadModelChange;
        if (Array.isArray(data.tables)) emit({ kind: 'change', change: data });
      } catch {
        // a malformed notice is ignored
      }
    });
    source.onerror = () => {
      // CLOSED: the server refused (401) or went away for good; the saga opens a new one later.
      if (source.readyState === EventSource.CLOSED) {
        emit({ kind: 'error' });
        emit(END);
      }
    };
    return () => source.close();
  });

function* follow() {
  const link: { url: string } = yield call(apiRequest<{ url: string }>, 'GET', '/api/v1/live/link');
  const channel: EventChannel<LiveMessage> = yield call(liveChannel, link.url);
  try {
    while (true) {
      const message: LiveMessage = yield take(channel);
      if (message.kind === 'open') yield put(liveConnected());
      else if (message.kind === 'change') yield put(readModelChanged(message.change));
    }
  } finally {
    channel.close();
    yield put(liveDisconnected());
  }
}

/** While signed in, follow the live feed; reconnect after a pause when it drops; stop on sign-out. */
function* liveWhileSignedIn() {
  let pause = 1000;
  while (true) {
    const signedIn: boolean = yield select(selectSignedIn);
    const token = storedToken();
    if (!signedIn || !token) {
      yield take(sessionActions.signInSucceeded.type);
      continue;
    }
    const started = Date.now();
    try {
      yield race({ follow: call(follow), signedOut: take(sessionActions.signedOut.type) });
    } catch {
      // No link (network, or the session ended): tried again after the pause below.
    }
    if (Date.now() - started > 30_000) pause = 1000;
    const stillSignedIn: boolean = yield select(selectSignedIn);
    if (stillSignedIn) {
      yield delay(pause);
      pause = Math.min(pause * 2, 30_000);
    }
  }
}

export function* liveSaga() {
  yield fork(liveWhileSignedIn);
}
