import type { ScreenConfig } from '../../framework/screens/types';

/**
 * Service types (spec 3 §2, §3): list sorted id ascending, create back to the list, edit. Rent 0 and currency
 * AED are hidden defaults of a create (contracts' catalogueDefaults), not fields of the form.
 */
export const serviceTypeScreens: ScreenConfig = {
  resource: 'service-types',
  permission: 'service-types',
  title: 'reference.serviceTypes',
  singular: 'reference.serviceType',
  titleField: 'name',
  columnsKey: 'serviceTypeListColumns',
  fields: [
    { name: 'name', label: 'reference.field.name', kind: 'text' },
    { name: 'description', label: 'reference.field.description', kind: 'multiline' },
  ],
  list: {
    columns: ['serial', 'id', 'name', 'description', 'edit'],
    hidden: ['createdAt', 'updatedAt'],
    sort: { field: 'id', order: 'ASC' },
    perPage: [10, 20, 50],
    defaultPerPage: 10,
    filters: ['search'],
  },
  form: ['name', 'description'],
  afterCreate: 'list',
  afterEdit: 'list',
};
