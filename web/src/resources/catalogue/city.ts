import type { ScreenConfig } from '../../framework/screens/types';

/** Cities (spec 2 §7 'city'): a name in a country; the lead and order forms choose them by country. */
export const cityScreens: ScreenConfig = {
  resource: 'city',
  permission: 'city',
  title: 'reference.cities',
  singular: 'reference.city',
  titleField: 'name',
  columnsKey: 'cityListColumns',
  fields: [
    { name: 'name', label: 'reference.field.name', kind: 'text' },
    { name: 'countryId', label: 'reference.field.country', kind: 'country' },
  ],
  list: {
    columns: ['serial', 'id', 'name', 'countryId', 'createdAt', 'edit', 'show'],
    hidden: ['updatedAt'],
    sort: { field: 'id', order: 'DESC' },
    perPage: [10, 20, 50],
    defaultPerPage: 10,
    filters: ['search', 'countryId'],
  },
  form: ['name', 'countryId'],
  show: ['id', 'name', 'countryId', 'createdAt', 'updatedAt'],
  afterCreate: 'show',
  afterEdit: 'show',
};
