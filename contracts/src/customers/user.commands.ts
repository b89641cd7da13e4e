import * as t from 'io-ts';
import { UserStatus } from './user.enums.js';
import { UserProfilePatch } from './user.profile.js';

/** POST /api/users: the profile fields, tags, an optional status, and (for staff) an initial SHA-256 password. */
export const RegisterUserBody = t.intersection([
  UserProfilePatch,
  t.exact(t.partial({ tags: t.array(t.string), status: UserStatus.codec, password: t.string })),
]);
export type RegisterUserBody = t.TypeOf<typeof RegisterUserBody>;

/** PATCH /api/users/:id: profile fields; `status` runs the status action; `tags`/`assigneeId` alone assign. */
export const PatchUserBody = t.intersection([
  UserProfilePatch,
  t.exact(t.partial({ tags: t.array(t.string), status: UserStatus.codec })),
]);
export type PatchUserBody = t.TypeOf<typeof PatchUserBody>;

export const AssignUserBody = t.exact(
  t.partial({ tags: t.array(t.string), assigneeId: t.union([t.number, t.null]) }),
);
export type AssignUserBody = t.TypeOf<typeof AssignUserBody>;
