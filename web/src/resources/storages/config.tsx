import { hasPermission, type StorageRow } from '@console/contracts';
import { column } from '../../framework/screens/columns';
import { filter } from '../../framework/screens/filters';
import { defineList, openingAction } from '../../framework/screens/list';
import { mayUse } from '../../framework/routes';
import type { ColumnDef, FilterDef, ListConfig, Viewer } from '../../framework/types';
import { customerSource } from '../../framework/fields/sources';
import { storagesApi, storageTypeSource } from '../../shared/storages/sources';
import { enumChoices } from '../../app/i18n/enumText';

export type { StorageRow };

/** Spec 2 §6: staff see the action bar, the Charges, Locations and Records tabs and the partner field. */
export const isStaff = (viewer: Viewer): boolean => !viewer.isPartner && hasPermission(viewer.permissions, 'staff');

const customers = customerSource(3);
const types = storageTypeSource(2);
const STATUS_CHOICES = enumChoices('StorageStatus');
const cbm = (n: number | null) => (n === null ? '' : String(Number(n.toFixed(6))));

/** A volume in CBM, shown to six places at most, exported as stored. */
const cbmColumn = (
  id: string,
  label: string,
  value: (r: StorageRow) => number | null,
  defaultVisible = true,
  width = 100,
): ColumnDef<StorageRow> => ({
  ...column.number(id, label, (r) => value(r), { sortField: id, width, defaultVisible }),
  render: (r) => cbm(value(r)),
});

const columns: ColumnDef<StorageRow>[] = [
  column.serial(),
  column.id(),
  column.field('code', 'storages.label.code', (r) => r.code, { sortField: 'code', width: 120 }),
  column.field('name', 'storages.label.name', (r) => r.name, { sortField: 'name', width: 150 }),
  column.field('user', 'storages.label.user', (r) => r.userName, { sortField: 'userName', width: 170 }),
  column.field('storagetype', 'storages.label.storageType', (r) => r.storagetypeName, {
    sortField: 'storagetypeName',
    width: 150,
  }),
  column.field('storagetypeCode', 'storages.label.typeCode', (r) => r.storagetypeCode, {
    sortField: 'storagetypeCode',
    width: 110,
    defaultVisible: false,
  }),
  column.status('storage', (r) => r.status, { width: 130 }),
  {
    id: 'location',
    label: 'storages.label.location',
    sortField: 'location',
    width: 130,
    // Spec 2 §6: partners see no location (nor warehouse, nor room); their list answers none (contracts).
    hiddenFor: (v) => v.isPartner,
    render: (r) => <span data-testid="storage-location">{r.location ?? ''}</span>,
    exportValue: (r) => r.location,
  },
  cbmColumn('size', 'storages.label.sizeCbm', (r) => r.size),
  cbmColumn('sizeEntered', 'storages.label.actualCbm', (r) => r.sizeEntered, false),
  cbmColumn('consumedSize', 'storages.label.consumedSize', (r) => r.consumedSize, false, 110),
  column.number('qty', 'storages.label.qty', (r) => r.qty, { sortField: 'qty', width: 70 }),
  column.order(),
  column.field('room', 'storages.label.room', (r) => r.roomName, {
    sortField: 'roomName',
    width: 120,
    defaultVisible: false,
    hiddenFor: (v) => v.isPartner,
  }),
  column.yesNo('isPart', 'storages.label.part', (r) => r.isPart, {
    sortField: 'isPart',
    width: 70,
    defaultVisible: false,
  }),
  column.link('parent', 'storages.label.parent', 'storages', (r) => r.parentId, {
    sortField: 'parentId',
    width: 90,
    defaultVisible: false,
  }),
  column.warehouse({ defaultVisible: false, hiddenFor: (v) => v.isPartner }),
  column.country(),
  column.partner({ width: 140 }),
  column.date('from', 'storages.label.from', (r) => r.from, { sortField: 'from', width: 100 }),
  column.date('to', 'storages.label.to', (r) => r.to, { sortField: 'to', width: 100 }),
  column.date('createdAt', 'storages.label.created', (r) => r.createdAt, {
    sortField: 'createdAt',
    width: 110,
    defaultVisible: false,
  }),
  column.show(),
];

const filters: FilterDef[] = [
  filter.search,
  filter.choice('status', 'storages.label.status', STATUS_CHOICES, 'statuses', { alwaysOn: true, multiple: true }),
  filter.reference('user', 'storages.label.user', customers, 'userIds', { alwaysOn: true }),
  filter.reference('storagetype', 'storages.label.storageType', types, 'storagetypeIds'),
  filter.warehouse({ hiddenFor: (v) => v.isPartner }),
  filter.country(),
  filter.customerType(),
  filter.dayRange('checkedIn', 'storages.filter.checkedIn', 'checkedInDates'),
  filter.dayRange('checkedOut', 'storages.filter.checkedOut', 'checkedOutDates'),
  filter.day('storedOn', 'storages.filter.storedOn', 'storedOn'),
  filter.partner(),
  filter.yesNo('isPart', 'storages.label.part', 'isPart'),
  filter.ids('order', 'storages.label.orderId', 'orderIds'),
  filter.ids('parent', 'storages.label.parentId', 'parentIds'),
  filter.text('code', 'storages.label.typeCode', 'storagetypeCodes', (v) => [v]),
  filter.text('room', 'storages.label.room', 'roomName', undefined, { hiddenFor: (v) => v.isPartner }),
];

/** Spec 2 §2, §9: id descending, 10 a page (10/20/50/100), bulk actions, filters, column chooser storageListColumns. */
export const storageListConfig = (bulk: {
  readonly bulkUpdate: (ids: readonly (string | number)[]) => void;
  readonly createRequest: (ids: readonly (string | number)[]) => void;
  /** Issue 31: put the selected storages away, to one location or spread (PutAwayDialog). */
  readonly putAway: (ids: readonly (string | number)[]) => void;
}): ListConfig<StorageRow> =>
  defineList({
    api: storagesApi,
    title: 'storages.label.storages',
    columnsKey: 'storageListColumns',
    columns,
    filters,
    exportFileName: 'storages',
    canCreate: (v) => mayUse(v, 'storages', 'create'),
    bulkActions: [
      openingAction('bulk-update', 'storages.bulkUpdate', (v) => mayUse(v, 'storages', 'update'), bulk.bulkUpdate),
      openingAction('create-request', 'requests.create', (v) => mayUse(v, 'requests', 'create'), bulk.createRequest),
      openingAction('put-away', 'storages.putAway', (v) => mayUse(v, 'storage-records', 'create'), bulk.putAway),
    ],
  });

export { customers as storageCustomerSource, types as storageTypeFilterSource };
