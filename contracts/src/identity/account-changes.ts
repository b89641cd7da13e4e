import { can, hasPermission } from './permissions.js';
import { roleChangeRefusal } from './staff-roles.js';

/**
 * Who may create or change what of an account that can act in the console (issue 11, finding 2). The customer
 * permissions (users-create, users-update) cover customers only; what makes or changes a staff account needs the
 * permission the specs give for it:
 * - roles: the Permissions screen of spec 3 §2, resource `staff` ("create (pick a user), edit roles"):
 *   `staff-create` to give roles to a new account, `staff-update` to change an account's roles;
 * - a staff account (type staff, or any roles: partner and affiliate users sign in with theirs) and its status:
 *   the Staff Users screen of spec 3 §2, resource `staff-users`: `staff-users-create` to make one,
 *   `staff-users-update` to change one in any way (profile, type, status, tags, assignee);
 * - the partner of an account: spec 1 §6, "the partner selector and partner field on customer forms need the
 *   staff permission" (the 'staff' entry; admin holds everything).
 * Only admin holds the staff and staff-users permissions by default (permissions.ts), so sales staff keep making
 * and editing customers exactly as before and can no longer make anyone admin. Pure: the server refuses with these
 * messages, the screens can hide what would be refused.
 */
export interface AccountFacts {
  readonly type: string;
  readonly roles: readonly string[];
  readonly partnerId: number;
}

/** The fields of a create or change that these rules look at; others are plain customer data. */
export interface AccountInput {
  readonly type?: string | undefined;
  readonly roles?: readonly string[] | undefined;
  readonly partnerId?: number | undefined;
}

/** The partner a new account gets unless someone with the staff permission picks another (spec 1 §5). */
export const DEFAULT_ACCOUNT_PARTNER_ID = 1;

export const isStaffAccount = (a: Pick<AccountFacts, 'type' | 'roles'>): boolean =>
  a.type === 'staff' || a.roles.length > 0;

const missing = (permission: string): string => `You do not have the ${permission} permission`;

const sameRoles = (a: readonly string[], b: readonly string[]): boolean => {
  const x = new Set(a);
  const y = new Set(b);
  return x.size === y.size && [...x].every((r) => y.has(r));
};

/**
 * Why this user may not register this account (beyond users-create), or undefined when they may. `actorPartnerId`
 * is the creating user's own partner, which a new account may always get.
 */
export const accountCreateRefusal = (
  permissions: readonly string[],
  actorPartnerId: number,
  input: AccountInput,
): string | undefined => {
  if ((input.roles?.length ?? 0) > 0 && !can(permissions, 'staff', 'create')) return missing('staff-create');
  const escalation = input.roles ? roleChangeRefusal(permissions, [], input.roles) : undefined;
  if (escalation) return escalation;
  if (input.type === 'staff' && !can(permissions, 'staff-users', 'create')) return missing('staff-users-create');
  if (
    input.partnerId !== undefined &&
    input.partnerId !== DEFAULT_ACCOUNT_PARTNER_ID &&
    input.partnerId !== actorPartnerId &&
    !hasPermission(permissions, 'staff')
  ) {
    return missing('staff');
  }
  return undefined;
};

/**
 * Why this user may not change this account so (beyond users-update), or undefined when they may. `status` is set
 * for a status action (activate, deactivate, suspend...), `other` when the change touches anything else.
 */
export const accountChangeRefusal = (
  permissions: readonly string[],
  current: AccountFacts,
  change: AccountInput & { readonly status?: string | undefined; readonly other?: boolean },
): string | undefined => {
  if (change.roles !== undefined && !sameRoles(change.roles, current.roles) && !can(permissions, 'staff', 'update')) {
    return missing('staff-update');
  }
  const escalation = change.roles ? roleChangeRefusal(permissions, current.roles, change.roles) : undefined;
  if (escalation) return escalation;
  const touches =
    change.status !== undefined ||
    change.other === true ||
    change.roles !== undefined ||
    change.type !== undefined ||
    change.partnerId !== undefined;
  const becomesStaff = change.type === 'staff' && current.type !== 'staff';
  if ((isStaffAccount(current) && touches) || becomesStaff) {
    if (!can(permissions, 'staff-users', 'update')) return missing('staff-users-update');
  }
  if (
    change.partnerId !== undefined &&
    change.partnerId !== current.partnerId &&
    !hasPermission(permissions, 'staff')
  ) {
    return missing('staff');
  }
  return undefined;
};
