import * as t from 'io-ts';
import { enumeration, type EnumValue } from '../shared/enumeration.js';

/**
 * User logs (spec 3 "User logs", §3 User log: id, name, type, loginAt, logoutAt, createdAt; issue 34 §3). Each
 * sign-in attempt is one record on its own stream `userlog-<id>`: a success is a session, closed by its sign-out;
 * a failure is recorded alone. `type` says which. The password, the token and the client address are never in
 * them (the address identifies a person and the list is the admin's screen, not a forensic log).
 */
export const USER_LOG_CATEGORY = 'userlog';
export const userLogStream = (id: number): string => `${USER_LOG_CATEGORY}-${id}`;

export const UserLogType = enumeration(['login', 'failed', 'impersonation'] as const, 'UserLogType');
export type UserLogType = EnumValue<typeof UserLogType>;

/** A successful sign-in: the session `id` the token names (its `sid`), for the sign-out to close. */
export const UserLoggedIn = t.type({ id: t.number, userId: t.number, name: t.string, email: t.string });
export type UserLoggedIn = t.TypeOf<typeof UserLoggedIn>;

/** The session's sign-out. */
export const UserLoggedOut = t.type({ id: t.number, userId: t.number });
export type UserLoggedOut = t.TypeOf<typeof UserLoggedOut>;

/**
 * A refused sign-in: the e-mail as typed (normalised, cut to 200 characters), and the user and their name when the
 * e-mail is one's (else the name is the e-mail). The caller's answer stays the same for both.
 */
export const UserSignInFailed = t.type({
  id: t.number,
  userId: t.union([t.number, t.null]),
  name: t.string,
  email: t.string,
});
export type UserSignInFailed = t.TypeOf<typeof UserSignInFailed>;

/**
 * A staff user opened the consumer app as a customer (`POST user-impersonation`, issue 34 §2): who (`userId`, `name`,
 * `email`) impersonated whom, until when the consumer app's token works. The customer's stream says it too
 * (`UserImpersonated`); this row puts it in the admin's user logs.
 */
export const UserImpersonationStarted = t.type({
  id: t.number,
  userId: t.number,
  name: t.string,
  email: t.string,
  impersonatedUserId: t.number,
  impersonatedName: t.string,
  expiresAt: t.string,
});
export type UserImpersonationStarted = t.TypeOf<typeof UserImpersonationStarted>;

export const UserLogEventCodecs = { UserLoggedIn, UserLoggedOut, UserSignInFailed, UserImpersonationStarted } as const;
export const USER_LOG_EVENT_TYPES = Object.keys(UserLogEventCodecs);

/** Spec 3 §9: rows per page. */
export const USER_LOG_PAGE_SIZES = [10, 20, 50, 100] as const;

/** A row of GET /api/user-logs. */
export interface UserLogRow {
  readonly id: number;
  readonly userId: number | null;
  readonly name: string;
  readonly email: string;
  readonly type: UserLogType;
  readonly loginAt: string;
  readonly logoutAt: string | null;
  readonly createdAt: string;
  /** An impersonation's customer (type impersonation), else null. */
  readonly impersonatedUserId: number | null;
  readonly impersonatedName: string | null;
}
