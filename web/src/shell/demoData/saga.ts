import { isRight } from 'fp-ts/lib/Either.js';
import { call, delay, put } from 'redux-saga/effects';
import { AppInfo } from '@console/contracts';
import { apiRequest } from '../../app/api/client';
import { demoDataActions } from './slice';

const POLL_MS = 5_000;

/**
 * Asks the server how far its first-start demo data is, every 5 s while it is loading, and stops once it is ready
 * (or the server made none): the notice of DemoDataBanner follows it. A server that does not answer is asked again.
 */
export function* demoDataSaga() {
  for (;;) {
    try {
      const answer: unknown = yield call(apiRequest, 'GET', '/api/v1/app-info');
      const info = AppInfo.decode(answer);
      if (isRight(info)) {
        yield put(demoDataActions.statusLoaded(info.right.demoData));
        if (info.right.demoData.state !== 'loading') return;
      }
    } catch {
      // Not reachable now: ask again at the next turn.
    }
    yield delay(POLL_MS);
  }
}
