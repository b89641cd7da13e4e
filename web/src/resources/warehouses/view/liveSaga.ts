import { createAction, type Action } from '@reduxjs/toolkit';
import { call, delay, put, race, select, take, takeEvery } from 'redux-saga/effects';
import { readModelChanged } from '../../../app/live/slice';
import { dataActions, type DataState } from '../../../framework/data/slice';

/** The fetches of one open view (its warehouse and its pages of locations) are kept under this prefix. */
export const viewFetchKey = (id: string, what: string) => `warehouse-view:${id}:${what}`;

export const warehouseViewOpened = createAction<{ id: string }>('warehouseView/opened');
export const warehouseViewClosed = createAction<{ id: string }>('warehouseView/closed');

/** What the view shows: the locations (occupancy, from check-ins and check-outs) and the warehouse (locationCount). */
const VIEW_TABLES: readonly string[] = ['rm.locations', 'rm.warehouses'];
/** Notices come one per projector batch: the view loads again once they pause this long… */
const VIEW_REFRESH_DEBOUNCE_MS = 500;
/** …or, while they keep coming, this long after the first. */
const VIEW_REFRESH_MAX_WAIT_MS = 2000;

const namesViewTables = (a: Action): boolean =>
  readModelChanged.match(a) && a.payload.tables.some((table) => VIEW_TABLES.includes(table));

/** Every fetch of the view loads again, quietly: the answers replace the old ones only when they come. */
function* refetchView(id: string) {
  const fetches: DataState['fetches'] = yield select((s: { data: DataState }) => s.data.fetches);
  const prefix = viewFetchKey(id, '');
  for (const [key, f] of Object.entries(fetches)) {
    if (key.startsWith(prefix)) yield put(dataActions.fetchRequested({ key, path: f.path, silent: true }));
  }
}

/** While the view is open: after a notice naming its tables, wait for a pause (debounce), then refetch. */
function* refreshWhileOpen(id: string) {
  while (true) {
    yield take(namesViewTables);
    const first = Date.now();
    while (Date.now() - first < VIEW_REFRESH_MAX_WAIT_MS) {
      const { again }: { again?: Action } = yield race({
        again: take(namesViewTables),
        quiet: delay(VIEW_REFRESH_DEBOUNCE_MS),
      });
      if (!again) break;
    }
    yield call(refetchView, id);
  }
}

function* followView(opened: ReturnType<typeof warehouseViewOpened>) {
  const { id } = opened.payload;
  yield race({
    refresh: call(refreshWhileOpen, id),
    closed: take((a: Action) => warehouseViewClosed.match(a) && a.payload.id === id),
  });
}

/**
 * The warehouse 3D view refreshed live (ARCHITECTURE §1): an open view follows the live feed's "read model
 * changed" notices and loads its warehouse and locations again, so occupied and vacant follow check-ins and
 * check-outs without a reload.
 */
export function* warehouseViewSaga() {
  yield takeEvery(warehouseViewOpened.type, followView);
}
