import { partnersSource, staffSource } from '../../framework/fields/sources';
import type { CatalogueScreenConfig } from '../../shared/catalogue/types';

/**
 * Affiliates (spec 2 §2, §3): list filtered by country, id ascending; create and edit (name, country, partner,
 * commission percent, the affiliate's user); no show.
 */
export const affiliateScreens: CatalogueScreenConfig = {
  resource: 'affiliates',
  permission: 'affiliates',
  title: 'reference.affiliates',
  singular: 'reference.affiliate',
  titleField: 'name',
  columnsKey: 'affiliateListColumns',
  fields: [
    { name: 'name', label: 'reference.field.name', kind: 'text' },
    { name: 'countryId', label: 'reference.field.country', kind: 'country' },
    {
      name: 'partnerId',
      label: 'reference.field.partner',
      kind: 'reference',
      source: partnersSource,
      linkBase: 'partners',
      staffOnly: true,
    },
    { name: 'commissionsPercent', label: 'reference.field.commissionPercent', kind: 'number' },
    { name: 'userId', label: 'reference.field.user', kind: 'reference', source: staffSource },
  ],
  list: {
    columns: ['serial', 'id', 'name', 'countryId', 'commissionsPercent', 'userId', 'edit'],
    hidden: ['createdAt', 'updatedAt'],
    sort: { field: 'id', order: 'ASC' },
    perPage: [10, 25, 50, 100],
    defaultPerPage: 10,
    filters: ['countryId'],
  },
  form: ['name', 'countryId', 'partnerId', 'commissionsPercent', 'userId'],
  afterCreate: 'list',
  afterEdit: 'list',
};
