import { t } from '../../app/i18n/messages';
import { hasPermission, type StorageRow } from '@console/contracts';
import { ReferenceName } from '../../framework/fields/ReferenceName';
import { formatDate, ShowLink } from '../../framework/fields/cells';
import { RecordLink } from '../../framework/fields/RecordLink';
import { StatusBadge } from '../../framework/fields/StatusBadge';
import { mayUse } from '../../framework/routes';
import type { ColumnDef, FilterDef, ListConfig, Viewer } from '../../framework/types';
import {
  COUNTRY_CHOICES,
  countryName,
  customerSource,
  partnersSource,
  warehouseSource,
} from '../../framework/fields/sources';
import { storagesApi, storageTypeSource } from '../../shared/storages/sources';
import { enumChoices } from '../../app/i18n/enumText';

export type { StorageRow };

/** Spec 2 §6: staff see the action bar, the Charges, Locations and Records tabs and the partner field. */
export const isStaff = (viewer: Viewer): boolean => !viewer.isPartner && hasPermission(viewer.permissions, 'staff');

const customers = customerSource(3);
const types = storageTypeSource(2);
const STATUS_CHOICES = enumChoices('StorageStatus');
const YES_NO = [
  { id: 'true', name: 'Yes' },
  { id: 'false', name: 'No' },
];
const cbm = (n: number | null) => (n === null ? '' : String(Number(n.toFixed(6))));

const columns: ColumnDef<StorageRow>[] = [
  { id: 'serial', label: '#', width: 56, render: (_r, c) => c.serial },
  { id: 'id', label: 'Id', sortField: 'id', width: 80, render: (r) => r.id, exportValue: (r) => r.id },
  { id: 'code', label: 'Code', sortField: 'code', width: 120, render: (r) => r.code ?? '', exportValue: (r) => r.code },
  { id: 'name', label: 'Name', sortField: 'name', width: 150, render: (r) => r.name ?? '', exportValue: (r) => r.name },
  {
    id: 'user',
    label: 'User',
    sortField: 'userName',
    width: 170,
    render: (r) => r.userName ?? '',
    exportValue: (r) => r.userName,
  },
  {
    id: 'storagetype',
    label: 'Storage Type',
    sortField: 'storagetypeName',
    width: 150,
    render: (r) => r.storagetypeName ?? '',
    exportValue: (r) => r.storagetypeName,
  },
  {
    id: 'storagetypeCode',
    label: 'Type Code',
    sortField: 'storagetypeCode',
    width: 110,
    defaultVisible: false,
    render: (r) => r.storagetypeCode ?? '',
    exportValue: (r) => r.storagetypeCode,
  },
  {
    id: 'status',
    label: 'Status',
    sortField: 'status',
    width: 130,
    render: (r) => <StatusBadge kind="storage" status={r.status} />,
    exportValue: (r) => r.status,
  },
  {
    id: 'location',
    label: 'Location',
    sortField: 'location',
    width: 130,
    // Spec 2 §6: partners see no location (nor warehouse, nor room); their list answers none (contracts).
    hiddenFor: (v) => v.isPartner,
    render: (r) => <span data-testid="storage-location">{r.location ?? ''}</span>,
    exportValue: (r) => r.location,
  },
  {
    id: 'size',
    label: 'Size (CBM)',
    sortField: 'size',
    width: 100,
    align: 'right',
    render: (r) => cbm(r.size),
    exportValue: (r) => r.size,
  },
  {
    id: 'sizeEntered',
    label: 'Actual CBM',
    sortField: 'sizeEntered',
    width: 100,
    align: 'right',
    defaultVisible: false,
    render: (r) => cbm(r.sizeEntered),
    exportValue: (r) => r.sizeEntered,
  },
  {
    id: 'consumedSize',
    label: 'Consumed Size',
    sortField: 'consumedSize',
    width: 110,
    align: 'right',
    defaultVisible: false,
    render: (r) => cbm(r.consumedSize),
    exportValue: (r) => r.consumedSize,
  },
  {
    id: 'qty',
    label: 'Qty',
    sortField: 'qty',
    width: 70,
    align: 'right',
    render: (r) => r.qty ?? '',
    exportValue: (r) => r.qty,
  },
  {
    id: 'order',
    label: 'Order',
    sortField: 'orderId',
    width: 90,
    render: (r) => <RecordLink base="orders" id={r.orderId} />,
    exportValue: (r) => r.orderId,
  },
  {
    id: 'room',
    label: 'Room',
    sortField: 'roomName',
    width: 120,
    defaultVisible: false,
    hiddenFor: (v) => v.isPartner,
    render: (r) => r.roomName ?? '',
    exportValue: (r) => r.roomName,
  },
  {
    id: 'isPart',
    label: 'Part',
    sortField: 'isPart',
    width: 70,
    defaultVisible: false,
    render: (r) => (r.isPart ? 'Yes' : 'No'),
    exportValue: (r) => (r.isPart ? 'Yes' : 'No'),
  },
  {
    id: 'parent',
    label: 'Parent',
    sortField: 'parentId',
    width: 90,
    defaultVisible: false,
    render: (r) => <RecordLink base="storages" id={r.parentId} />,
    exportValue: (r) => r.parentId,
  },
  {
    id: 'warehouse',
    label: 'Warehouse',
    sortField: 'warehouseId',
    width: 150,
    defaultVisible: false,
    hiddenFor: (v) => v.isPartner,
    render: (r) => <ReferenceName source={warehouseSource} id={r.warehouseId} />,
    reference: { source: warehouseSource, idOf: (r) => r.warehouseId },
  },
  {
    id: 'country',
    label: 'Country',
    sortField: 'countryId',
    width: 100,
    defaultVisible: false,
    render: (r) => countryName(r.countryId),
    exportValue: (r) => countryName(r.countryId),
  },
  {
    id: 'partner',
    label: 'Partner',
    sortField: 'partnerId',
    width: 140,
    defaultVisible: false,
    render: (r) => <ReferenceName source={partnersSource} id={r.partnerId} />,
    reference: { source: partnersSource, idOf: (r) => r.partnerId },
  },
  {
    id: 'from',
    label: 'From',
    sortField: 'from',
    width: 100,
    render: (r) => formatDate(r.from),
    exportValue: (r) => r.from,
  },
  { id: 'to', label: 'To', sortField: 'to', width: 100, render: (r) => formatDate(r.to), exportValue: (r) => r.to },
  {
    id: 'createdAt',
    label: 'Created',
    sortField: 'createdAt',
    width: 110,
    defaultVisible: false,
    render: (r) => formatDate(r.createdAt),
    exportValue: (r) => r.createdAt,
  },
  { id: 'show', label: 'Show', width: 80, render: (_r, c) => <ShowLink to={c.showPath} /> },
];

const filters: FilterDef[] = [
  { kind: 'text', key: 'q', label: 'Search', alwaysOn: true, toQuery: (v) => ({ searchTerm: v }) },
  {
    kind: 'select',
    key: 'status',
    label: 'Status',
    alwaysOn: true,
    multiple: true,
    choices: STATUS_CHOICES,
    toQuery: (v) => ({ statuses: Array.isArray(v) ? v : [v] }),
  },
  {
    kind: 'reference',
    key: 'user',
    label: 'User',
    alwaysOn: true,
    source: customers,
    toQuery: (v) => ({ userIds: [Number(v)] }),
  },
  {
    kind: 'reference',
    key: 'storagetype',
    label: 'Storage Type',
    source: types,
    toQuery: (v) => ({ storagetypeIds: [Number(v)] }),
  },
  {
    kind: 'select',
    key: 'warehouse',
    label: 'Warehouse',
    hiddenFor: (v) => v.isPartner,
    source: warehouseSource,
    toQuery: (v) => ({ warehouseIds: [Number(v)] }),
  },
  {
    kind: 'select',
    key: 'country',
    label: 'Country',
    choices: COUNTRY_CHOICES,
    toQuery: (v) => ({ countryIds: [Number(v)] }),
  },
  {
    kind: 'select',
    key: 'partner',
    label: 'Partner',
    hiddenFor: (v) => v.isPartner,
    source: partnersSource,
    toQuery: (v) => ({ partnerIds: [Number(v)] }),
  },
  { kind: 'select', key: 'isPart', label: 'Part', choices: YES_NO, toQuery: (v) => ({ isPart: v === 'true' }) },
  {
    kind: 'text',
    key: 'order',
    label: 'Order Id',
    toQuery: (v) => (/^\d+$/.test(v.trim()) ? { orderIds: [Number(v)] } : {}),
  },
  {
    kind: 'text',
    key: 'parent',
    label: 'Parent Id',
    toQuery: (v) => (/^\d+$/.test(v.trim()) ? { parentIds: [Number(v)] } : {}),
  },
  { kind: 'text', key: 'code', label: 'Type Code', toQuery: (v) => (v.trim() ? { storagetypeCodes: [v.trim()] } : {}) },
  {
    kind: 'text',
    key: 'room',
    label: 'Room',
    hiddenFor: (v) => v.isPartner,
    toQuery: (v) => (v.trim() ? { roomName: v.trim() } : {}),
  },
];

/** Spec 2 §2, §9: id descending, 10 a page (10/20/50/100), bulk actions, filters, column chooser storageListColumns. */
export const storageListConfig = (bulk: {
  readonly bulkUpdate: (ids: readonly (string | number)[]) => void;
  readonly createRequest: (ids: readonly (string | number)[]) => void;
  /** Issue 31: put the selected storages away, to one location or spread (PutAwayDialog). */
  readonly putAway: (ids: readonly (string | number)[]) => void;
}): ListConfig<StorageRow> => ({
  api: storagesApi,
  title: 'Storages',
  columnsKey: 'storageListColumns',
  columns,
  defaultSort: { field: 'id', order: 'DESC' },
  perPageOptions: [10, 20, 50, 100],
  defaultPerPage: 10,
  filters,
  exportFileName: 'storages',
  canCreate: (v) => mayUse(v, 'storages', 'create'),
  bulkActions: [
    {
      id: 'bulk-update',
      label: 'Bulk Update',
      path: '',
      notice: () => '',
      allowed: (v) => mayUse(v, 'storages', 'update'),
      open: bulk.bulkUpdate,
    },
    {
      id: 'create-request',
      label: 'Create Request',
      path: '',
      notice: () => '',
      allowed: (v) => mayUse(v, 'requests', 'create'),
      open: bulk.createRequest,
    },
    {
      id: 'put-away',
      label: t('storages.putAway'),
      path: '',
      notice: () => '',
      allowed: (v) => mayUse(v, 'storage-records', 'create'),
      open: bulk.putAway,
    },
  ],
});

export { customers as storageCustomerSource, types as storageTypeFilterSource };
