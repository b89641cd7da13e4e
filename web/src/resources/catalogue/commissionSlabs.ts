import { partnersSource } from '../../framework/fields/sources';
import type { ScreenConfig } from '../../framework/screens/types';

/**
 * Partner commission slabs (spec 3 §3): a partner's commission percent on Storage or Service above a size target
 * (more than N CBM). Listed 200 a page, id ascending, by partner (spec 3 §7, §9).
 */
export const commissionSlabScreens: ScreenConfig = {
  resource: 'partner-commission-slabs',
  permission: 'partner-commission-slabs',
  title: 'Commission Slabs',
  singular: 'Commission Slab',
  columnsKey: 'commissionSlabListColumns',
  fields: [
    { name: 'partnerId', label: 'Partner', kind: 'reference', source: partnersSource, linkBase: 'partners' },
    { name: 'serviceCategory', label: 'Service Category', kind: 'choice', choices: ['Storage', 'Service'] },
    { name: 'target', label: 'Target (more than CBM)', kind: 'number' },
    { name: 'commissionPercent', label: 'Commission %', kind: 'number' },
  ],
  list: {
    columns: ['serial', 'id', 'partnerId', 'serviceCategory', 'target', 'commissionPercent', 'edit', 'show'],
    hidden: ['createdAt', 'updatedAt'],
    sort: { field: 'id', order: 'ASC' },
    perPage: [50, 100, 200],
    defaultPerPage: 200,
    filters: ['partnerId', 'serviceCategory'],
  },
  form: ['partnerId', 'serviceCategory', 'target', 'commissionPercent'],
  show: ['id', 'partnerId', 'serviceCategory', 'target', 'commissionPercent', 'createdAt', 'updatedAt'],
  afterCreate: 'show',
  afterEdit: 'show',
};
