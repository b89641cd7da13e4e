import type { ScreenConfig } from '../../framework/screens/types';

/**
 * Offers (spec 2 §2, §3): list (serial, created, id, type, discount, percent, limit, reward, country), edit,
 * create. Type is discount or percent; discount and reward are amounts in the offer's country currency.
 */
export const offerScreens: ScreenConfig = {
  resource: 'offers',
  permission: 'offers',
  title: 'reference.offers',
  singular: 'reference.offer',
  titleField: 'description',
  columnsKey: 'offerListColumns',
  fields: [
    { name: 'type', label: 'reference.field.type', kind: 'choice', choices: ['discount', 'percent'] },
    { name: 'description', label: 'reference.field.description', kind: 'multiline' },
    { name: 'discount', label: 'reference.field.discount', kind: 'money' },
    { name: 'percent', label: 'reference.field.percent', kind: 'number' },
    { name: 'limit', label: 'reference.field.limit', kind: 'number' },
    { name: 'reward', label: 'reference.field.reward', kind: 'money' },
    { name: 'countryId', label: 'reference.field.country', kind: 'country' },
  ],
  list: {
    columns: ['serial', 'createdAt', 'id', 'type', 'discount', 'percent', 'limit', 'reward', 'countryId', 'edit'],
    hidden: ['description', 'updatedAt'],
    sort: { field: 'id', order: 'DESC' },
    perPage: [10, 20, 50],
    defaultPerPage: 10,
    filters: ['type', 'countryId'],
  },
  form: ['type', 'description', 'discount', 'percent', 'limit', 'reward', 'countryId'],
  afterCreate: 'list',
  afterEdit: 'list',
};
