import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import { dataReducer, dataActions } from '../framework/data/slice';
import { dataSaga } from '../framework/data/saga';
import { modelViewsSaga } from '../framework/history/modelViewsSaga';
import { liveReducer } from './live/slice';
import { liveSaga } from './live/saga';
import { notificationsReducer } from './notifications/slice';
import { notificationsSaga } from './notifications/saga';
import { preferencesReducer } from './preferences/slice';
import { preferencesSaga } from './preferences/saga';
import { sessionReducer } from './session/slice';
import { sessionSaga } from './session/saga';
import { photosReducer } from '../resources/photos/slice';
import { photosSaga } from '../resources/photos/saga';
import { warehouseViewSaga } from '../resources/warehouses/view/liveSaga';
import { demoDataReducer } from '../shell/demoData/slice';
import { demoDataSaga } from '../shell/demoData/saga';
import { accountLinksReducer } from '../login/accountLinks/slice';
import { accountLinksSaga } from '../login/accountLinks/saga';

function* rootSaga() {
  yield all([
    fork(sessionSaga),
    fork(notificationsSaga),
    fork(preferencesSaga),
    fork(liveSaga),
    fork(dataSaga),
    fork(modelViewsSaga),
    fork(photosSaga),
    fork(warehouseViewSaga),
    fork(demoDataSaga),
    fork(accountLinksSaga),
  ]);
}

export const createStore = () => {
  const saga = createSagaMiddleware({
    onError: (e) => console.error('[saga]', e),
  });
  const store = configureStore({
    reducer: {
      session: sessionReducer,
      notifications: notificationsReducer,
      preferences: preferencesReducer,
      live: liveReducer,
      data: dataReducer,
      photos: photosReducer,
      demoData: demoDataReducer,
      accountLinks: accountLinksReducer,
    },
    middleware: (getDefault) =>
      getDefault({ thunk: false, serializableCheck: { ignoredActions: [dataActions.exportRequested.type] } }).concat(
        saga,
      ),
  });
  saga.run(rootSaga);
  return store;
};

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
