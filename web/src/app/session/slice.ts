import type { Locale } from '../i18n/locale';
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isPartnerUser } from '@console/contracts';
import { readStoredSession, type StoredSession } from './storage';

/** The signed-in user as the screens need it. */
export interface Viewer {
  readonly id: number;
  readonly name: string;
  readonly email: string;
  readonly roles: readonly string[];
  readonly permissions: readonly string[];
  readonly countryId: number;
  readonly partnerId: number;
  /** Spec 1 §6: the permission list contains the word partner. */
  readonly isPartner: boolean;
}

export interface SessionState {
  readonly user: SessionUser | null;
  readonly signingIn: boolean;
  /** The sign-in screen's environment label (spec 1 §1); empty: none. */
  readonly envLabel: string;
}

/** The stored session without its token, as kept in the store. */
export type SessionUser = Omit<StoredSession, 'token' | 'roles' | 'permissions'> & {
  roles: string[];
  permissions: string[];
};

/** By e-mail and password, or by a mailed sign-in link's token (issue 34 §2). */
export type SignInRequest = (
  { readonly email: string; readonly password: string } | { readonly magicToken: string }
) & {
  /** Where to go after signing in (the page the user was sent from). */
  readonly from: string;
};

const initialState = (): SessionState => {
  const stored = readStoredSession();
  const { token: _token, ...user } = stored ?? { token: '' };
  return {
    user: stored ? (user as SessionUser) : null,
    signingIn: false,
    envLabel: import.meta.env.VITE_APP_ENV_LABEL ?? 'Staging',
  };
};

const slice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signInRequested: (state, _a: PayloadAction<SignInRequest>) => {
      state.signingIn = true;
    },
    signInSucceeded: (state, a: PayloadAction<SessionUser>) => {
      state.signingIn = false;
      state.user = a.payload;
    },
    signInFailed: (state) => {
      state.signingIn = false;
    },
    /** The user's record was read again (name, roles, country may have changed). */
    userRefreshed: (state, a: PayloadAction<Partial<Omit<SessionUser, 'userId'>>>) => {
      if (state.user) state.user = { ...state.user, ...a.payload };
    },
    signOutRequested: (_state, _a: PayloadAction<{ expired?: boolean } | undefined>) => {},
    signedOut: (state) => {
      state.user = null;
      state.signingIn = false;
    },
    envLabelLoaded: (state, a: PayloadAction<string>) => {
      state.envLabel = a.payload;
    },
    salesLinkCopyRequested: () => {},
    /** The header's language switch: the console speaks it at once, and the user's record keeps it. */
    languageChosen: (_state, _a: PayloadAction<Locale>) => {},
  },
});

export const sessionActions = slice.actions;
export const sessionReducer = slice.reducer;

type WithSession = { session: SessionState };
export const selectSession = (s: WithSession): SessionState => s.session;
/** The signed-in user's console language; English before sign-in is the browser's (main.tsx). */
export const selectLanguage = (s: WithSession): Locale => s.session.user?.language ?? 'en';
export const selectSignedIn = (s: WithSession): boolean => s.session.user !== null;

export const selectViewer = createSelector([(s: WithSession) => s.session.user], (u): Viewer | null =>
  u
    ? {
        id: u.userId,
        name: u.name,
        email: u.email,
        roles: u.roles,
        permissions: u.permissions,
        countryId: u.countryId,
        partnerId: u.partnerId,
        isPartner: isPartnerUser(u.permissions),
      }
    : null,
);
