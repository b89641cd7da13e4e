import type { ScreenConfig } from '../../framework/screens/types';

/**
 * Countries (spec 3 §3 Country): the currency, VAT and the company that bills there (legal entity, address, TRN),
 * which the invoice, receipt and statement PDFs print. Three records (1 UAE, 2 Kuwait, 3 KSA), edited by admins.
 */
export const countryScreens: ScreenConfig = {
  resource: 'country',
  permission: 'country',
  title: 'reference.countries',
  singular: 'reference.country',
  titleField: 'name',
  columnsKey: 'countryListColumns',
  fields: [
    { name: 'name', label: 'reference.field.name', kind: 'text' },
    { name: 'code', label: 'reference.field.code', kind: 'text' },
    { name: 'currency', label: 'reference.field.currency', kind: 'text' },
    { name: 'decimalPlaces', label: 'reference.field.decimalPlaces', kind: 'number' },
    { name: 'vat', label: 'reference.field.vat', kind: 'number' },
    { name: 'legalEntity', label: 'reference.field.legalEntity', kind: 'text' },
    { name: 'address', label: 'reference.field.address', kind: 'multiline' },
    { name: 'trn', label: 'reference.field.trn', kind: 'text' },
  ],
  list: {
    columns: ['serial', 'id', 'name', 'code', 'currency', 'vat', 'legalEntity', 'trn', 'edit', 'show'],
    hidden: ['decimalPlaces', 'address', 'createdAt', 'updatedAt'],
    sort: { field: 'id', order: 'ASC' },
    perPage: [10, 20, 50],
    defaultPerPage: 10,
    filters: ['search'],
  },
  form: ['name', 'code', 'currency', 'decimalPlaces', 'vat', 'legalEntity', 'address', 'trn'],
  show: [
    'id',
    'name',
    'code',
    'currency',
    'decimalPlaces',
    'vat',
    'legalEntity',
    'address',
    'trn',
    'createdAt',
    'updatedAt',
  ],
  afterCreate: 'show',
  afterEdit: 'show',
};
