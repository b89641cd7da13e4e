import { partnersSource, staffSource } from '../../framework/fields/sources';
import type { ScreenConfig } from '../../framework/screens/types';

/**
 * Teams (spec 2 §2, §3 Team): list (filter country and active), show, create (name, country, members, active),
 * edit of members and active only; back to the team's page after saving.
 */
export const teamScreens: ScreenConfig = {
  resource: 'teams',
  permission: 'teams',
  title: 'admin.teams',
  singular: 'admin.team',
  titleField: 'name',
  columnsKey: 'teamListColumns',
  fields: [
    { name: 'name', label: 'admin.col.name', kind: 'text' },
    { name: 'countryId', label: 'admin.col.country', kind: 'country' },
    {
      name: 'partnerId',
      label: 'admin.col.partner',
      kind: 'reference',
      source: partnersSource,
      linkBase: 'partners',
      staffOnly: true,
    },
    { name: 'users', label: 'admin.col.members', kind: 'references', source: staffSource },
    { name: 'isActive', label: 'admin.col.active', kind: 'boolean' },
  ],
  list: {
    columns: ['serial', 'id', 'name', 'countryId', 'users', 'isActive', 'show'],
    hidden: ['createdAt', 'updatedAt'],
    sort: { field: 'id', order: 'ASC' },
    perPage: [10, 25, 50, 100],
    defaultPerPage: 10,
    filters: ['countryId', 'isActive'],
  },
  form: ['name', 'countryId', 'users', 'isActive'],
  editForm: ['users', 'isActive'],
  show: ['id', 'name', 'countryId', 'partnerId', 'isActive', 'users', 'createdAt'],
  afterCreate: 'show',
  afterEdit: 'show',
};
