import {
  conflict,
  USER_LOG_CATEGORY,
  UserLogEventCodecs,
  type Decider,
  type UserLoggedIn,
  type UserLoggedOut,
  type UserSignInFailed,
  type UserImpersonationStarted,
} from '@console/contracts';
import type { EventCodecs } from '../core/aggregate-repository.js';

export type UserLogEvent =
  | { type: 'UserLoggedIn'; data: UserLoggedIn }
  | { type: 'UserLoggedOut'; data: UserLoggedOut }
  | { type: 'UserSignInFailed'; data: UserSignInFailed }
  | { type: 'UserImpersonationStarted'; data: UserImpersonationStarted };

export type UserLogCommand =
  | { type: 'LogIn'; data: UserLoggedIn }
  | { type: 'LogSignInFailure'; data: UserSignInFailed }
  | { type: 'LogOut'; id: number; userId: number }
  | { type: 'LogImpersonation'; data: UserImpersonationStarted };

/** A sign-in's record: none yet, a session (open until signed out), a refused attempt, or an impersonation. */
export type UserLogState =
  | null
  | { readonly kind: 'session'; readonly userId: number; readonly open: boolean }
  | { readonly kind: 'failed' | 'impersonation' };

export const USER_LOG_CODECS: EventCodecs = UserLogEventCodecs;

/** One stream per sign-in attempt (`userlog-<id>`): written once, and a session closed once by its sign-out. */
export const userLogDecider: Decider<UserLogCommand, UserLogEvent, UserLogState> = {
  category: USER_LOG_CATEGORY,
  initialState: null,
  evolve: (state, event) => {
    switch (event.type) {
      case 'UserLoggedIn':
        return { kind: 'session', userId: event.data.userId, open: true };
      case 'UserSignInFailed':
        return { kind: 'failed' };
      case 'UserImpersonationStarted':
        return { kind: 'impersonation' };
      case 'UserLoggedOut':
        return state?.kind === 'session' ? { ...state, open: false } : state;
    }
  },
  decide: (command, state) => {
    if (command.type === 'LogOut') {
      // Signing out twice, or a token of another user, changes nothing (the answer is the same).
      if (state?.kind !== 'session' || !state.open || state.userId !== command.userId) return [];
      return [{ type: 'UserLoggedOut', data: { id: command.id, userId: command.userId } }];
    }
    if (state) return conflict('This sign-in is already recorded');
    switch (command.type) {
      case 'LogIn':
        return [{ type: 'UserLoggedIn', data: command.data }];
      case 'LogSignInFailure':
        return [{ type: 'UserSignInFailed', data: command.data }];
      case 'LogImpersonation':
        return [{ type: 'UserImpersonationStarted', data: command.data }];
    }
  },
};
