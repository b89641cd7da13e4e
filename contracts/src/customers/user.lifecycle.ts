import type { UserStatus } from './user.enums.js';

export type UserStatusAction = 'activate' | 'deactivate' | 'reject' | 'suspend';

export interface UserStatusActionRule {
  readonly to: UserStatus;
  readonly event: 'UserActivated' | 'UserDeactivated' | 'UserRejected' | 'UserSuspended';
  /** The success notice of spec 1 §4. */
  readonly notice: string;
  /** Why the action is refused when the status already holds (not in the spec: our wording). */
  readonly alreadyMessage: string;
  /** Roles allowed besides 'admin'; empty: any user with users-update. */
  readonly roles: readonly string[];
}

/**
 * Spec 3 §4: each action sets the status directly and is offered unless the status already holds;
 * Suspend only for admin or finance. The decider refuses and the screen hides from this one table.
 */
export const USER_STATUS_ACTIONS: Readonly<Record<UserStatusAction, UserStatusActionRule>> = {
  activate: {
    to: 'active',
    event: 'UserActivated',
    notice: 'Customer active',
    alreadyMessage: 'Customer is already active',
    roles: [],
  },
  deactivate: {
    to: 'inactive',
    event: 'UserDeactivated',
    notice: 'Customer inactive',
    alreadyMessage: 'Customer is already inactive',
    roles: [],
  },
  reject: {
    to: 'rejected',
    event: 'UserRejected',
    notice: 'Customer rejected',
    alreadyMessage: 'Customer is already rejected',
    roles: [],
  },
  suspend: {
    to: 'suspended',
    event: 'UserSuspended',
    notice: 'User has been suspended',
    alreadyMessage: 'User is already suspended',
    roles: ['finance'],
  },
};

export const SUSPEND_FORBIDDEN_MESSAGE = 'Only admin or finance may suspend a user';

export const userStatusActionFor = (status: UserStatus): UserStatusAction | undefined =>
  (Object.keys(USER_STATUS_ACTIONS) as UserStatusAction[]).find((a) => USER_STATUS_ACTIONS[a].to === status);

/** Whether the action is offered on a user with this status, for a user with these roles. */
export const isUserStatusActionAllowed = (
  action: UserStatusAction,
  status: UserStatus,
  roles: readonly string[],
): boolean => {
  const rule = USER_STATUS_ACTIONS[action];
  if (rule.to === status) return false;
  return rule.roles.length === 0 || roles.includes('admin') || rule.roles.some((r) => roles.includes(r));
};
