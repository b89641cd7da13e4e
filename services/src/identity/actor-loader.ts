import { effectivePermissions, isPartnerUser } from '@console/contracts';
import type { ReadModels } from '@console/projections';
import type { Kysely } from 'kysely';
import type { Actor } from '../core/command-context.js';

/** Statuses that may sign in and call the API. */
export const SIGN_IN_STATUSES: readonly string[] = ['active', 'new'];

/**
 * The signed-in user as the server sees it on each call: read fresh from the users read model, so a role
 * change or a suspension takes effect on the next call, not at token expiry.
 */
export const loadActor = async (db: Kysely<ReadModels>, userId: number): Promise<Actor | undefined> => {
  const row = await db
    .selectFrom('rm.users')
    .select(['id', 'name', 'email', 'roles', 'partnerId', 'countryId', 'status'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row || !SIGN_IN_STATUSES.includes(row.status)) return undefined;
  const permissions = [...effectivePermissions(row.roles)];
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    roles: row.roles,
    permissions,
    partnerId: row.partnerId,
    countryId: row.countryId,
    isPartner: isPartnerUser(permissions),
  };
};
