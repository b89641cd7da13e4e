import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DemoDataStatus } from '@console/contracts';

/** How far the server's first-start demo data is (GET /api/v1/app-info); null until the server told. */
export interface DemoDataState {
  readonly status: DemoDataStatus | null;
}

const initialState: DemoDataState = { status: null };

const slice = createSlice({
  name: 'demoData',
  initialState,
  reducers: {
    statusLoaded: (state, a: PayloadAction<DemoDataStatus>) => {
      state.status = a.payload;
    },
  },
});

export const demoDataActions = slice.actions;
export const demoDataReducer = slice.reducer;
/** Typed by the slice's own part of the state, so the slice does not import the store that imports it. */
export const selectDemoData = (state: { readonly demoData: DemoDataState }): DemoDataStatus | null =>
  state.demoData.status;
