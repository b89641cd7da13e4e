import { couponUserSource, offersSource } from './sources';
import type { ScreenConfig } from '../../framework/screens/types';

/**
 * Coupons (spec 2 §2, §3): list (serial, created, id, reusable, expiry, country, edit), edit, create; no show.
 * The expiry is a day saved as YYYY-MM-DD (spec 2 §5). The code (what pricing matches, spec 2 §9) is a field of
 * the form; in the list it is an optional column, as the spec's columns leave it out.
 */
export const couponScreens: ScreenConfig = {
  resource: 'coupons',
  permission: 'coupons',
  title: 'reference.coupons',
  singular: 'reference.coupon',
  titleField: 'code',
  columnsKey: 'couponListColumns',
  fields: [
    { name: 'code', label: 'reference.field.code', kind: 'text' },
    { name: 'reusable', label: 'reference.field.reusable', kind: 'boolean' },
    { name: 'expiry', label: 'reference.field.expiry', kind: 'date' },
    { name: 'countryId', label: 'reference.field.country', kind: 'country' },
    {
      name: 'userId',
      label: 'reference.field.user',
      kind: 'reference',
      source: couponUserSource,
      linkBase: 'users',
      search: true,
    },
    { name: 'offerId', label: 'reference.field.offer', kind: 'reference', source: offersSource },
  ],
  list: {
    columns: ['serial', 'createdAt', 'id', 'reusable', 'expiry', 'countryId', 'edit'],
    hidden: ['code', 'userId', 'offerId', 'updatedAt'],
    sort: { field: 'id', order: 'DESC' },
    perPage: [10, 20, 50],
    defaultPerPage: 10,
    filters: ['search', 'countryId'],
  },
  form: ['code', 'reusable', 'expiry', 'countryId', 'userId', 'offerId'],
  afterCreate: 'list',
  afterEdit: 'list',
};
