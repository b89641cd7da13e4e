import { partnersSource } from '../../framework/fields/sources';
import type { ScreenConfig } from '../../framework/screens/types';

/**
 * Blocked slots (spec 2 §2, §3, §9): list sorted by from descending, create (back to the list), delete from the
 * list after a confirmation; no show or edit page. Dates are saved as YYYY-MM-DD (spec 2 §5); no country: all.
 */
export const blockedSlotScreens: ScreenConfig = {
  resource: 'blocked-slots',
  permission: 'blocked-slots',
  title: 'admin.blockedSlots',
  singular: 'admin.blockedSlot',
  columnsKey: 'blockedSlotListColumns',
  fields: [
    { name: 'from', label: 'admin.col.from', kind: 'date' },
    { name: 'to', label: 'admin.col.to', kind: 'date' },
    { name: 'countryId', label: 'admin.col.country', kind: 'country' },
    { name: 'partnerId', label: 'admin.col.partner', kind: 'reference', source: partnersSource, linkBase: 'partners' },
  ],
  list: {
    columns: ['serial', 'id', 'from', 'to', 'countryId', 'partnerId', 'delete'],
    hidden: ['createdAt'],
    sort: { field: 'from', order: 'DESC' },
    perPage: [10, 25, 50, 100],
    defaultPerPage: 10,
    filters: ['countryId'],
  },
  form: ['from', 'to', 'countryId'],
  editForm: [],
  afterCreate: 'list',
  afterEdit: 'list',
};
