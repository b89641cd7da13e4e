import type { StaffRow } from '@console/contracts';
import type { ReadModels, UsersTable } from '@console/projections';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { GenericField, GenericPage, GenericQuery } from '../../core/http/generic-query.js';
import { genericFind } from '../../core/http/generic-find.js';

export const STAFF_GENERIC_FIELDS: Readonly<Record<string, GenericField>> = {
  id: { column: 'id', type: 'number' },
  name: { column: 'name', type: 'string' },
  email: { column: 'email', type: 'string' },
  type: { column: 'type', type: 'string' },
  status: { column: 'status', type: 'string' },
  partnerId: { column: 'partnerId', type: 'number' },
  countryId: { column: 'countryId', type: 'number' },
  createdAt: { column: 'createdAt', type: 'date' },
};

const toStaffRow = (r: Selectable<UsersTable>): StaffRow => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  type: r.type,
  status: r.status,
  roles: r.roles,
  partnerId: r.partnerId,
  countryId: r.countryId,
  createdAt: new Date(r.createdAt).toISOString(),
});

/** Which rows a caller sees: a partner user only its partner's (spec 3 §2). */
export interface StaffScope {
  readonly partnerId?: number;
}

/**
 * The staff read from the users read model: staff members are the users holding roles (the Permissions screen),
 * staff users the accounts of type staff (the Staff Users screen); one table, two filters.
 */
export class StaffQueries {
  constructor(private readonly db: Kysely<ReadModels>) {}

  private scoped(scope: StaffScope) {
    const base = this.db.selectFrom('rm.users');
    return scope.partnerId === undefined ? base : base.where('partnerId', '=', scope.partnerId);
  }

  members(g: GenericQuery, scope: StaffScope): Promise<GenericPage<StaffRow>> {
    return genericFind(this.scoped(scope).where(sql<boolean>`cardinality(roles) > 0`), g, toStaffRow);
  }

  staffUsers(g: GenericQuery, scope: StaffScope): Promise<GenericPage<StaffRow>> {
    return genericFind(this.scoped(scope).where('type', '=', 'staff'), g, toStaffRow);
  }

  async get(id: number, scope: StaffScope): Promise<StaffRow | undefined> {
    const row = await this.scoped(scope).selectAll().where('id', '=', id).executeTakeFirst();
    return row && toStaffRow(row);
  }
}
