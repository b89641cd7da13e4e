import type { CatalogueResourceName, PermissionResource } from '@console/contracts';
import type { ScreenConfig } from '../../framework/screens/types';

type ReasonList = Extract<CatalogueResourceName, PermissionResource> & `${string}-reasons`;

/**
 * The four reason lists (spec 3 §2 'Tags and reason lists'): 10 a page, id descending, a search filter, columns
 * serial, id, reason, edit and show; show, edit (back to show), create; Delete on the show page; reason required.
 */
const reasonScreens = (resource: ReasonList, title: string, singular: string): ScreenConfig => ({
  resource,
  permission: resource,
  title,
  singular,
  titleField: 'reason',
  columnsKey: `${resource.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase())}ListColumns`,
  fields: [{ name: 'reason', label: 'reference.field.reason', kind: 'text' }],
  list: {
    columns: ['serial', 'id', 'reason', 'edit', 'show'],
    hidden: ['createdAt', 'updatedAt'],
    sort: { field: 'id', order: 'DESC' },
    perPage: [10, 20, 50],
    defaultPerPage: 10,
    filters: ['search'],
  },
  form: ['reason'],
  show: ['id', 'reason', 'createdAt', 'updatedAt'],
  afterCreate: 'show',
  afterEdit: 'show',
  deletable: true,
});

export const lostReasonScreens = reasonScreens('lost-reasons', 'reference.lostReasons', 'reference.lostReason');
export const holdReasonScreens = reasonScreens('hold-reasons', 'reference.holdReasons', 'reference.holdReason');
export const rejectReasonScreens = reasonScreens('reject-reasons', 'reference.rejectReasons', 'reference.rejectReason');
export const cancelReasonScreens = reasonScreens('cancel-reasons', 'reference.cancelReasons', 'reference.cancelReason');
