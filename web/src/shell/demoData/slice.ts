import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DemoDataStatus } from '@console/contracts';
import type { RootState } from '../../app/store';

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
export const selectDemoData = (state: RootState): DemoDataStatus | null => state.demoData.status;
