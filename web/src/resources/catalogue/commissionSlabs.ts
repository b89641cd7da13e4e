import { CommissionCategory } from '@console/contracts';
import { partnersSource } from '../../framework/fields/sources';
import type { ScreenConfig } from '../../framework/screens/types';

/**
 * Partner commission slabs (spec 3 §3): a partner's commission percent on Storage or Service above a size target
 * (more than N CBM). Listed 200 a page, id ascending, by partner (spec 3 §7, §9).
 */
export const commissionSlabScreens: ScreenConfig = {
  resource: 'partner-commission-slabs',
  permission: 'partner-commission-slabs',
  title: 'reference.commissionSlabs',
  singular: 'reference.commissionSlab',
  columnsKey: 'commissionSlabListColumns',
  fields: [
    {
      name: 'partnerId',
      label: 'reference.field.partner',
      kind: 'reference',
      source: partnersSource,
      linkBase: 'partners',
    },
    {
      name: 'serviceCategory',
      label: 'reference.field.serviceCategory',
      kind: 'choice',
      choices: CommissionCategory.values,
    },
    { name: 'target', label: 'reference.field.target', kind: 'number' },
    { name: 'commissionPercent', label: 'reference.field.commissionPercent', kind: 'number' },
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
