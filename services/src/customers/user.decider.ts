import {
  ALREADY_ON_HOLD_MESSAGE,
  NOT_ON_HOLD_MESSAGE,
  conflict,
  evolveUser,
  type UserState,
  forbidden,
  isStaffAccount,
  isUserStatusActionAllowed,
  USER_CATEGORY,
  USER_STATUS_ACTIONS,
  validationError,
  validateUserUpdate,
  type Decider,
  type UserEvent,
  type UserProfile,
  type UserProfilePatch,
  type UserStatus,
  type UserStatusAction,
  type UserTag,
  type UserTagRef,
} from '@console/contracts';

export type { UserDocument, UserState } from '@console/contracts';

export type UserCommand =
  | { type: 'RegisterUser'; id: number; profile: UserProfile; tags: readonly UserTag[]; status: UserStatus }
  | { type: 'UpdateUser'; changes: UserProfilePatch; rolesChange?: RolesChangeBy }
  | { type: 'AssignUser'; tags?: readonly UserTag[]; assigneeId?: number | null }
  /** The recorded carry-over of tags held by name (released events) to the tag records of those names. */
  | { type: 'CarryOverTagNames'; tags: readonly UserTag[] }
  | { type: 'ChangeUserStatus'; action: UserStatusAction; actorRoles: readonly string[] }
  | { type: 'Impersonate'; byUserId: number; expiresAt: string }
  /** Put on hold with a reason of the hold-reasons list (user.hold.ts); released by ReleaseHold. */
  | { type: 'PutOnHold'; holdReasonId: number; reason: string | null; byUserId: number | null }
  | { type: 'ReleaseHold'; byUserId: number | null }
  | {
      /** One PATCH of a user: its update, assignment and status action, decided together and appended as one. */
      type: 'PatchUser';
      changes?: UserProfilePatch;
      rolesChange?: RolesChangeBy;
      assignment?: { tags?: readonly UserTag[]; assigneeId?: number | null };
      statusAction?: UserStatusAction;
      actorRoles: readonly string[];
    };

/** Who changes a user's roles and why: StaffRolesChanged carries both (issue 34 §11). */
export interface RolesChangeBy {
  readonly byUserId: number | null;
  readonly reason: string | null;
}

export const USER_NOT_FOUND = 'User not found';
export const STAFF_NOT_IMPERSONATED = 'A staff account cannot be impersonated';

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The fields of `patch` that differ from the record: an update that changes nothing records nothing. */
export const changedFields = (profile: UserProfile, patch: UserProfilePatch): UserProfilePatch =>
  Object.fromEntries(
    Object.entries(patch).filter(([k, v]) => v !== undefined && !sameValue(profile[k as keyof UserProfile], v)),
  );

const tagIds = (tags: readonly UserTagRef[]): (number | null)[] =>
  tags.map((t) => t.id).sort((a, b) => (a ?? 0) - (b ?? 0));
const sameTags = (a: readonly UserTagRef[], b: readonly UserTagRef[]): boolean => sameValue(tagIds(a), tagIds(b));

type Decision = readonly UserEvent[] | ReturnType<typeof conflict>;

/** The parts of a PATCH in the order they apply, each decided on the state the ones before it leave: all or nothing. */
const decidePatch = (command: Extract<UserCommand, { type: 'PatchUser' }>, state: UserState): Decision => {
  const parts: UserCommand[] = [
    ...(command.changes && Object.keys(command.changes).length > 0
      ? [
          {
            type: 'UpdateUser' as const,
            changes: command.changes,
            ...(command.rolesChange ? { rolesChange: command.rolesChange } : {}),
          },
        ]
      : []),
    ...(command.assignment ? [{ type: 'AssignUser' as const, ...command.assignment }] : []),
    ...(command.statusAction
      ? [{ type: 'ChangeUserStatus' as const, action: command.statusAction, actorRoles: command.actorRoles }]
      : []),
  ];
  if (!state) return { kind: 'not_found', message: USER_NOT_FOUND };
  const events: UserEvent[] = [];
  let current: UserState = state;
  for (const part of parts) {
    const decided = decide(part, current);
    if (!Array.isArray(decided)) return decided;
    for (const e of decided as readonly UserEvent[]) {
      events.push(e);
      current = evolveUser(current, e);
    }
  }
  return events;
};

const decide = (command: UserCommand, state: UserState): Decision => {
  if (command.type === 'PatchUser') return decidePatch(command, state);
  if (command.type === 'RegisterUser') {
    if (state) return conflict(`User ${state.id} already exists`);
    // UserRegistered keeps its released shape (tags by name); the tags by record follow in UserTagsSet.
    return [
      { type: 'UserRegistered', data: { id: command.id, profile: command.profile, tags: [], status: command.status } },
      ...(command.tags.length > 0
        ? [{ type: 'UserTagsSet' as const, data: { id: command.id, tags: [...command.tags] } }]
        : []),
    ];
  }
  if (!state) return { kind: 'not_found', message: USER_NOT_FOUND };
  switch (command.type) {
    case 'Impersonate':
      // A staff login opened as someone else would lend its roles to the consumer app's holder.
      if (isStaffAccount({ type: state.profile.type, roles: state.profile.roles }))
        return forbidden(STAFF_NOT_IMPERSONATED);
      return [
        { type: 'UserImpersonated', data: { id: state.id, byUserId: command.byUserId, expiresAt: command.expiresAt } },
      ];
    case 'PutOnHold':
      if (state.hold) return conflict(ALREADY_ON_HOLD_MESSAGE);
      return [
        {
          type: 'UserPutOnHold',
          data: {
            id: state.id,
            holdReasonId: command.holdReasonId,
            reason: command.reason,
            byUserId: command.byUserId,
          },
        },
      ];
    case 'ReleaseHold':
      if (!state.hold) return conflict(NOT_ON_HOLD_MESSAGE);
      return [{ type: 'UserHoldReleased', data: { id: state.id, byUserId: command.byUserId } }];
    case 'UpdateUser': {
      const errors = validateUserUpdate(command.changes);
      if (errors.length > 0) return validationError(errors);
      // Roles are a grant or removal with its actor and reason, never a profile edit (issue 34 §11).
      const { roles, ...changes } = changedFields(state.profile, command.changes);
      const by = command.rolesChange ?? { byUserId: null, reason: null };
      return [
        ...(Object.keys(changes).length === 0
          ? []
          : [{ type: 'UserUpdated' as const, data: { id: state.id, changes } }]),
        ...(roles === undefined
          ? []
          : [
              {
                type: 'StaffRolesChanged' as const,
                data: { id: state.id, from: [...state.profile.roles], to: [...roles], ...by },
              },
            ]),
      ];
    }
    case 'AssignUser': {
      const tagsChange = command.tags !== undefined && !sameTags(command.tags, state.tags);
      const assigneeChange = command.assigneeId !== undefined && command.assigneeId !== state.profile.assigneeId;
      return [
        ...(assigneeChange
          ? [{ type: 'UserAssigned' as const, data: { id: state.id, assigneeId: command.assigneeId ?? null } }]
          : []),
        ...(tagsChange && command.tags
          ? [{ type: 'UserTagsSet' as const, data: { id: state.id, tags: [...command.tags] } }]
          : []),
      ];
    }
    case 'CarryOverTagNames':
      // Only a customer still holding a tag by name is carried over; a second run records nothing.
      return state.tags.some((t) => t.id === null)
        ? [{ type: 'UserTagsSet', data: { id: state.id, tags: [...command.tags] } }]
        : [];
    case 'ChangeUserStatus': {
      const rule = USER_STATUS_ACTIONS[command.action];
      if (rule.to === state.status) return conflict(rule.alreadyMessage);
      if (!isUserStatusActionAllowed(command.action, state.status, command.actorRoles)) {
        return forbidden('Only admin or finance may suspend a user');
      }
      return [{ type: rule.event, data: { id: state.id, from: state.status, to: rule.to } }];
    }
  }
};

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  category: USER_CATEGORY,
  initialState: null,
  evolve: evolveUser,
  decide: (command, state) => decide(command, state),
};
