import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type LinkPurpose = 'reset' | 'magic';

/** Where a request of the signed-out pages stands; `failed` names its catalogue key. */
export type AccountLinkStatus =
  | { readonly kind: 'idle' }
  | { readonly kind: 'sending' }
  | { readonly kind: 'done' }
  | { readonly kind: 'failed'; readonly reason: 'invalid' | 'tooMany' | 'failed' };

export interface AccountLinksState {
  /** The forgot-password page's request (a reset link or a sign-in link). */
  readonly request: AccountLinkStatus;
  /** The reset page's new password. */
  readonly reset: AccountLinkStatus;
}

const initialState: AccountLinksState = { request: { kind: 'idle' }, reset: { kind: 'idle' } };

const slice = createSlice({
  name: 'accountLinks',
  initialState,
  reducers: {
    linkRequested: (state, _a: PayloadAction<{ email: string; purpose: LinkPurpose }>) => {
      state.request = { kind: 'sending' };
    },
    requestSettled: (state, a: PayloadAction<AccountLinkStatus>) => {
      state.request = a.payload;
    },
    resetRequested: (state, _a: PayloadAction<{ token: string; password: string }>) => {
      state.reset = { kind: 'sending' };
    },
    resetSettled: (state, a: PayloadAction<AccountLinkStatus>) => {
      state.reset = a.payload;
    },
    cleared: () => initialState,
  },
});

export const accountLinksActions = slice.actions;
export const accountLinksReducer = slice.reducer;
export const selectAccountLinks = (s: { accountLinks: AccountLinksState }): AccountLinksState => s.accountLinks;
