import * as t from 'io-ts';
import { StaffRolesChanged } from '../identity/staff-roles.js';
import { UserStatus } from './user.enums.js';
import { UserHoldReleased, UserPutOnHold } from './user.hold.js';
import { UserProfile, UserProfilePatch } from './user.profile.js';

/** Streams: `user-<id>`; the e-mail reservation `user-email-<normalised e-mail>` (ARCHITECTURE §3). */
export const USER_CATEGORY = 'user';
export const userEmailStream = (normalisedEmail: string): string => `user-email-${normalisedEmail}`;

export const UserRegistered = t.type({
  id: t.number,
  profile: UserProfile,
  tags: t.array(t.string),
  status: UserStatus.codec,
});
export type UserRegistered = t.TypeOf<typeof UserRegistered>;

/** Only the fields that changed. */
export const UserUpdated = t.type({ id: t.number, changes: UserProfilePatch });
export type UserUpdated = t.TypeOf<typeof UserUpdated>;

export const UserAssigned = t.intersection([
  t.type({ id: t.number }),
  t.partial({ tags: t.array(t.string), assigneeId: t.union([t.number, t.null]) }),
]);
export type UserAssigned = t.TypeOf<typeof UserAssigned>;

/** A tag a customer holds: the tag record's id and its name when it was given (a projection follows renames). */
export const UserTag = t.type({ id: t.number, name: t.string });
export type UserTag = t.TypeOf<typeof UserTag>;

/**
 * The customer's tags, by tag record (issue 34 §4; spec 3 §7 'PATCH users/{id} tags (ids)'). UserRegistered and
 * UserAssigned, released before tags were records, hold names: their shapes stay, and the recorded command
 * `CarryOverTagNames` gives each customer still holding names this event with the named tags' ids.
 */
export const UserTagsSet = t.type({ id: t.number, tags: t.array(UserTag) });
export type UserTagsSet = t.TypeOf<typeof UserTagsSet>;

export const UserStatusChanged = t.type({ id: t.number, from: UserStatus.codec, to: UserStatus.codec });
export type UserStatusChanged = t.TypeOf<typeof UserStatusChanged>;

/**
 * Someone opened the consumer app as this customer (spec 3 §4 impersonate; issue 34 §2): who did it, and until when
 * the short-lived token they were given works. The token itself is never stored.
 */
export const UserImpersonated = t.type({ id: t.number, byUserId: t.number, expiresAt: t.string });
export type UserImpersonated = t.TypeOf<typeof UserImpersonated>;

export const UserEmailReserved = t.type({ email: t.string, userId: t.number });
export const UserEmailReleased = t.type({ email: t.string, userId: t.number });

export const UserEventCodecs = {
  UserRegistered,
  UserUpdated,
  UserAssigned,
  UserTagsSet,
  UserActivated: UserStatusChanged,
  UserDeactivated: UserStatusChanged,
  UserRejected: UserStatusChanged,
  UserSuspended: UserStatusChanged,
  StaffRolesChanged,
  UserImpersonated,
  UserPutOnHold,
  UserHoldReleased,
} as const;
export type UserEventType = keyof typeof UserEventCodecs;
export const USER_EVENT_TYPES = Object.keys(UserEventCodecs) as UserEventType[];

export type UserEvent =
  | { type: 'UserRegistered'; data: UserRegistered }
  | { type: 'UserUpdated'; data: UserUpdated }
  | { type: 'UserAssigned'; data: UserAssigned }
  | { type: 'UserTagsSet'; data: UserTagsSet }
  | { type: 'UserActivated' | 'UserDeactivated' | 'UserRejected' | 'UserSuspended'; data: UserStatusChanged }
  | { type: 'StaffRolesChanged'; data: StaffRolesChanged }
  | { type: 'UserImpersonated'; data: UserImpersonated }
  | { type: 'UserPutOnHold'; data: UserPutOnHold }
  | { type: 'UserHoldReleased'; data: UserHoldReleased };

/** A credential is its own stream (`credential-<userId>`) so password hashes never enter a user's history. */
export const CREDENTIAL_CATEGORY = 'credential';
export const PasswordSet = t.type({ userId: t.number, email: t.string, passwordHash: t.string });
export type PasswordSet = t.TypeOf<typeof PasswordSet>;
/**
 * Undoes a PasswordSet of a registration that failed after it (services' compensated appends): the sign-in row
 * goes, so its e-mail can be registered again with a password.
 */
export const PasswordRevoked = t.type({ userId: t.number });
export type PasswordRevoked = t.TypeOf<typeof PasswordRevoked>;
