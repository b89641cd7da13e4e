import * as t from 'io-ts';
import { Id } from '../shared/id.js';
import { Text, list } from '../shared/store-safe.js';
import { PermissionCodec, effectivePermissions } from './permissions.js';

/**
 * A grant or removal of roles (or standalone permissions: the list holds both, permissions.ts) on a user's stream
 * `user-<id>` (spec 3 Staff permissions; issue 34 §1 and §11): the whole list before and after, who changed it and
 * why, so an auditor reads "who could do what, when" from the stream alone. `byUserId` is null for a change no one
 * signed in made (the seed).
 */
export const StaffRolesChanged = t.type({
  id: t.number,
  from: t.array(t.string),
  to: t.array(t.string),
  byUserId: t.union([t.number, t.null]),
  reason: t.union([t.string, t.null]),
});
export type StaffRolesChanged = t.TypeOf<typeof StaffRolesChanged>;

/** Why a change of roles was made: required on the Permissions screen, so the history always says it. */
export const StaffReason = t.refinement(Text, (s) => s.trim().length > 0, 'StaffReason');

/** POST /api/staff: make a user staff by giving it roles (spec 3: "create (pick a user)"). */
export const CreateStaffBody = t.exact(t.type({ userId: Id, roles: list(PermissionCodec, 50), reason: StaffReason }));
export type CreateStaffBody = t.TypeOf<typeof CreateStaffBody>;

/** PATCH /api/staff/:id: the roles picked in the multi-select, or the roles of another staff member (the clone switch). */
export const ChangeStaffRolesBody = t.union([
  t.exact(t.type({ roles: list(PermissionCodec, 50), reason: StaffReason })),
  t.exact(t.type({ cloneFrom: Id, reason: StaffReason })),
]);
export type ChangeStaffRolesBody = t.TypeOf<typeof ChangeStaffRolesBody>;

export const STAFF_ALREADY = 'This user is already a staff member; edit their roles instead';
export const STAFF_NO_ROLES = 'Pick at least one role';

/**
 * No one grants or removes what they do not hold themselves (issue 34, Security): every entry that changes must be
 * in the actor's own effective permissions (a role's name is, once held), or the actor is admin, which holds all.
 * Removal counts too, so a holder of staff-update alone cannot demote an admin. Pure: the screen greys out what the
 * server would refuse with this message.
 */
export const roleChangeRefusal = (
  actorPermissions: readonly string[],
  from: readonly string[],
  to: readonly string[],
): string | undefined => {
  const held = effectivePermissions(actorPermissions);
  if (held.has('admin')) return undefined;
  const before = new Set(from);
  const after = new Set(to);
  const changed = [...[...after].filter((r) => !before.has(r)), ...[...before].filter((r) => !after.has(r))];
  const notHeld = changed.filter((r) => !held.has(r));
  return notHeld.length === 0 ? undefined : `You cannot grant or remove what you do not hold: ${notHeld.join(', ')}`;
};

/** One entry of a staff member's history of roles. */
export interface StaffRolesEntry {
  readonly at: string;
  readonly event: string;
  readonly from: readonly string[];
  readonly to: readonly string[];
  readonly byUserId: number | null;
  readonly reason: string | null;
}

/** The events of a user stream that set its roles, as this fold needs them. */
export interface RolesEvent {
  readonly type: string;
  readonly data: unknown;
  readonly metadata: { readonly occurredAt: string; readonly userId: number | null };
}

const rolesSetBy = (e: RolesEvent): readonly string[] | undefined => {
  const d = e.data as {
    profile?: { roles?: readonly string[] };
    changes?: { roles?: readonly string[] };
    to?: readonly string[];
  };
  if (e.type === 'UserRegistered') return d.profile?.roles ?? [];
  // Changes of roles before StaffRolesChanged existed were UserUpdated events (released: read, never rewritten).
  if (e.type === 'UserUpdated') return d.changes?.roles;
  if (e.type === 'StaffRolesChanged') return d.to;
  return undefined;
};

/**
 * Every change of roles in a user's stream, oldest first (issue 34 §11). The registration counts as one when it
 * gave roles; UserUpdated events of old carry no reason (null) and name their actor in the metadata only.
 */
export const staffRolesHistory = (events: readonly RolesEvent[]): StaffRolesEntry[] => {
  const entries: StaffRolesEntry[] = [];
  let current: readonly string[] = [];
  for (const e of events) {
    const next = rolesSetBy(e);
    if (next === undefined) continue;
    const same = next.length === current.length && next.every((r) => current.includes(r));
    if (!same || (e.type === 'UserRegistered' && next.length > 0)) {
      const d = e.data as { byUserId?: number | null; reason?: string | null };
      entries.push({
        at: e.metadata.occurredAt,
        event: e.type,
        from: current,
        to: next,
        byUserId: e.type === 'StaffRolesChanged' ? (d.byUserId ?? null) : e.metadata.userId,
        reason: e.type === 'StaffRolesChanged' ? (d.reason ?? null) : null,
      });
    }
    current = next;
  }
  return entries;
};

/** The roles held at an instant: the last change at or before it (none before the first). */
export const rolesAsOf = (history: readonly StaffRolesEntry[], at: string): readonly string[] => {
  const cutoff = Date.parse(at);
  let roles: readonly string[] = [];
  for (const h of history) {
    if (Date.parse(h.at) > cutoff) break;
    roles = h.to;
  }
  return roles;
};

/** A row of the Permissions (`/staff`) and Staff Users (`/staff-users`) lists (spec 3 §3: Staff id, name, roles). */
export interface StaffRow {
  readonly id: number;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly type: string;
  readonly status: string;
  readonly roles: readonly string[];
  readonly partnerId: number;
  readonly countryId: number;
  readonly createdAt: string;
}

/** GET /api/staff/:id/permissions?at=: what the member held then, and every change. */
export interface StaffPermissionsAsOf {
  readonly id: number;
  readonly at: string;
  readonly roles: readonly string[];
  readonly permissions: readonly string[];
  readonly history: readonly StaffRolesEntry[];
}

export const staffPermissionsAsOf = (
  id: number,
  at: string,
  history: readonly StaffRolesEntry[],
): StaffPermissionsAsOf => {
  const roles = rolesAsOf(history, at);
  return { id, at, roles, permissions: [...effectivePermissions(roles)].sort(), history };
};
