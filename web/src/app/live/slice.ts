import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A "read model changed" notice of GET /api/v1/live (ARCHITECTURE §1). */
export interface ReadModelChange {
  readonly projection: string;
  readonly tables: readonly string[];
  readonly position?: unknown;
}

const slice = createSlice({
  name: 'live',
  initialState: { connected: false },
  reducers: {
    liveConnected: (state) => {
      state.connected = true;
    },
    liveDisconnected: (state) => {
      state.connected = false;
    },
    readModelChanged: (_state, _a: PayloadAction<ReadModelChange>) => {},
  },
});

export const { liveConnected, liveDisconnected, readModelChanged } = slice.actions;
export const liveReducer = slice.reducer;
