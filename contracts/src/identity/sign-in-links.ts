import * as t from 'io-ts';
import { enumeration, type EnumValue } from '../shared/enumeration.js';

/**
 * Links mailed to sign in without the password (issue 34 §2, spec 3 §7 `POST authManagement {action: 'sendResetPwd'}`
 * and `POST magic-link`): one stream per link, `signinlink-<id>`. The link's secret is never stored: the event keeps
 * only the SHA-256 of it, and the mail's link is derived again from the id with the server's key when the mail is
 * written (services' core/auth/sign-in-link-tokens.ts), so neither the store, the tasks nor the communication
 * records hold a usable link. A link works once, and not after `expiresAt`.
 */
export const SIGN_IN_LINK_CATEGORY = 'signinlink';

/** `reset`: sets a new password (the reset page); `magic`: signs in once (the magic-link page). */
export const SignInLinkPurpose = enumeration(['reset', 'magic'] as const, 'SignInLinkPurpose');
export type SignInLinkPurpose = EnumValue<typeof SignInLinkPurpose>;

/** How long a mailed link works: an hour to reset a password, a quarter of an hour to sign in. */
export const SIGN_IN_LINK_TTL_MINUTES: Readonly<Record<SignInLinkPurpose, number>> = Object.freeze({
  reset: 60,
  magic: 15,
});

export const SignInLinkIssued = t.type({
  id: t.number,
  userId: t.number,
  purpose: SignInLinkPurpose.codec,
  /** SHA-256 hex of the link's secret part. */
  verifierHash: t.string,
  expiresAt: t.string,
});
export type SignInLinkIssued = t.TypeOf<typeof SignInLinkIssued>;

/** The link was used: it never works again. */
export const SignInLinkUsed = t.type({ id: t.number, userId: t.number });
export type SignInLinkUsed = t.TypeOf<typeof SignInLinkUsed>;

export const SignInLinkEventCodecs = { SignInLinkIssued, SignInLinkUsed } as const;

/** One answer for a link that is unknown, wrong, used or expired: the caller learns nothing about which. */
export const SIGN_IN_LINK_INVALID = 'This link is not valid or has expired';

/** The answer to a request for a link, whether or not the e-mail is anyone's. */
export const SIGN_IN_LINK_REQUESTED = 'If the e-mail is registered, a link has been sent to it';
