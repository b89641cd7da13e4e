import * as t from 'io-ts';
import { Id } from '../shared/id.js';
import { Text, list } from '../shared/store-safe.js';
import { UserStatus } from './user.enums.js';
import { UserProfilePatch } from './user.profile.js';

/**
 * The tags of a body: tag ids (spec 3 §7 'PATCH users/{id} tags (ids)'), or, from clients older than tag records,
 * names (a name no tag has becomes a tag of module User; docs/decisions.md).
 */
export const UserTagRefs = list(t.union([Id, Text]), 100);

/** POST /api/users: the profile fields, tags, an optional status, and (for staff) an initial SHA-256 password. */
export const RegisterUserBody = t.intersection([
  UserProfilePatch,
  t.exact(t.partial({ tags: UserTagRefs, status: UserStatus.codec, password: Text })),
]);
export type RegisterUserBody = t.TypeOf<typeof RegisterUserBody>;

/** PATCH /api/users/:id: profile fields; `status` runs the status action; `tags`/`assigneeId` alone assign. */
export const PatchUserBody = t.intersection([
  UserProfilePatch,
  t.exact(t.partial({ tags: UserTagRefs, status: UserStatus.codec })),
]);
export type PatchUserBody = t.TypeOf<typeof PatchUserBody>;

export const AssignUserBody = t.exact(t.partial({ tags: UserTagRefs, assigneeId: t.union([Id, t.null]) }));
export type AssignUserBody = t.TypeOf<typeof AssignUserBody>;
