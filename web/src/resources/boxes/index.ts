import { BOXES_DEFAULT_SORT, BoxStatus } from '@console/contracts';
import { customerSource, partnersSource, warehouseSource } from '../../framework/fields/sources';
import type { ScreenConfig } from '../../framework/screens/types';

/**
 * Boxes (spec 3 §2, §3 Box): list through the boxes list call (columns kept under boxListColumns, id descending,
 * spec 1 §7.2), CSV export, create and edit (back to the list); no show page. The customer is searched after 3
 * typed characters (spec 2 §5); a partner user's boxes are their partner's.
 */
export const boxScreens: ScreenConfig = {
  resource: 'boxes',
  permission: 'boxes',
  title: 'menu.link.boxes',
  singular: 'storages.box',
  titleField: 'code',
  columnsKey: 'boxListColumns',
  fields: [
    { name: 'code', label: 'storages.label.code', kind: 'text', listKey: 'codes' },
    { name: 'status', label: 'storages.label.status', kind: 'choice', choices: BoxStatus.values, listKey: 'statuses' },
    {
      name: 'userId',
      label: 'storages.label.customer',
      kind: 'reference',
      source: customerSource(3),
      search: true,
      listKey: 'userIds',
    },
    {
      name: 'warehouseId',
      label: 'storages.label.warehouse',
      kind: 'reference',
      source: warehouseSource,
      linkBase: 'warehouses',
      listKey: 'warehouseIds',
    },
    { name: 'countryId', label: 'storages.label.country', kind: 'country', listKey: 'countryIds' },
    {
      name: 'partnerId',
      label: 'storages.label.partner',
      kind: 'reference',
      source: partnersSource,
      linkBase: 'partners',
      staffOnly: true,
      listKey: 'partnerIds',
    },
  ],
  listCall: {
    path: '/api/v1/boxes/list',
    fallback: {
      searchTerm: 'q',
      statuses: 'status[$in]',
      warehouseIds: 'warehouseId[$in]',
      countryIds: 'countryId[$in]',
      partnerIds: 'partnerId[$in]',
      userIds: 'userId[$in]',
      codes: 'code[$in]',
    },
  },
  list: {
    columns: ['serial', 'id', 'code', 'status', 'userId', 'warehouseId', 'countryId', 'createdAt', 'edit'],
    hidden: ['partnerId', 'updatedAt'],
    sort: { field: BOXES_DEFAULT_SORT.sortBy, order: BOXES_DEFAULT_SORT.sortOrder },
    perPage: [10, 25, 50, 100],
    defaultPerPage: 10,
    filters: ['search', 'status', 'warehouseId', 'countryId', 'userId', 'partnerId'],
    exportFileName: 'boxes',
  },
  form: ['code', 'status', 'userId', 'warehouseId', 'countryId', 'partnerId'],
  afterCreate: 'list',
  afterEdit: 'list',
};
