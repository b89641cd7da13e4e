import crypto from 'node:crypto';
import {
  forbidden,
  conflict,
  SIGN_IN_LINK_CATEGORY,
  SIGN_IN_LINK_INVALID,
  SignInLinkEventCodecs,
  type Decider,
  type SignInLinkIssued,
  type SignInLinkPurpose,
  type SignInLinkUsed,
} from '@console/contracts';
import type { EventCodecs } from '../../core/aggregate-repository.js';

export type SignInLinkEvent =
  { type: 'SignInLinkIssued'; data: SignInLinkIssued } | { type: 'SignInLinkUsed'; data: SignInLinkUsed };

export type SignInLinkCommand =
  | { type: 'IssueLink'; data: SignInLinkIssued }
  /** A token presented: its purpose (a reset token does not sign in) and the SHA-256 of its verifier. */
  | { type: 'UseLink'; purpose: SignInLinkPurpose; verifierHash: string };

export type SignInLinkState = null | {
  readonly id: number;
  readonly userId: number;
  readonly purpose: SignInLinkPurpose;
  readonly verifierHash: string;
  readonly expiresAt: string;
  readonly used: boolean;
};

export const SIGN_IN_LINK_CODECS: EventCodecs = SignInLinkEventCodecs;

const sameHash = (a: string, b: string): boolean =>
  a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** A link's life: issued once, used at most once, before it expires, by its own purpose and secret only. */
export const signInLinkDecider: Decider<SignInLinkCommand, SignInLinkEvent, SignInLinkState> = {
  category: SIGN_IN_LINK_CATEGORY,
  initialState: null,
  evolve: (state, event) => {
    switch (event.type) {
      case 'SignInLinkIssued':
        return { ...event.data, used: false };
      case 'SignInLinkUsed':
        return state ? { ...state, used: true } : state;
    }
  },
  decide: (command, state, now) => {
    if (command.type === 'IssueLink') {
      if (state) return conflict('This link is already issued');
      return [{ type: 'SignInLinkIssued', data: command.data }];
    }
    // Every refusal is the same one: a guesser learns nothing of which links exist, were used or expired.
    if (
      !state ||
      state.used ||
      state.purpose !== command.purpose ||
      Date.parse(state.expiresAt) <= now.getTime() ||
      !sameHash(state.verifierHash, command.verifierHash)
    ) {
      return forbidden(SIGN_IN_LINK_INVALID);
    }
    return [{ type: 'SignInLinkUsed', data: { id: state.id, userId: state.userId } }];
  },
};
