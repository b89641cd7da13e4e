import type { StorageRecordRow } from '@console/contracts';
import { formatDateTime, ShowLink } from '../../framework/fields/cells';
import { RecordLink } from '../../framework/fields/RecordLink';
import { nameReference, RecordName } from '../../framework/fields/RecordName';
import { ReferenceName } from '../../framework/fields/ReferenceName';
import { StatusBadge } from '../../framework/fields/StatusBadge';
import type { ColumnDef, FilterDef, ListConfig } from '../../framework/types';
import {
  COUNTRY_CHOICES,
  countryName,
  customerNameSource,
  customerSource,
  warehouseSource,
} from '../../framework/fields/sources';
import { storageRecordsApi } from '../../shared/storages/sources';
import { enumChoices, enumLabel } from '../../app/i18n/enumText';

const customers = customerSource(3);

const columns: ColumnDef<StorageRecordRow>[] = [
  { id: 'serial', label: '#', width: 56, render: (_r, c) => c.serial },
  { id: 'id', label: 'Id', sortField: 'id', width: 80, render: (r) => r.id, exportValue: (r) => r.id },
  {
    id: 'storage',
    label: 'Storage',
    sortField: 'storageId',
    width: 100,
    render: (r) => <RecordLink base="storages" id={r.storageId} />,
    exportValue: (r) => r.storageId,
  },
  {
    id: 'type',
    label: 'Type',
    sortField: 'type',
    width: 110,
    render: (r) => enumLabel('StorageRecordType', r.type),
    exportValue: (r) => r.type,
  },
  {
    id: 'status',
    label: 'Status',
    sortField: 'status',
    width: 100,
    render: (r) => <StatusBadge kind="storage_record" status={r.status} />,
    exportValue: (r) => r.status,
  },
  {
    id: 'warehouse',
    label: 'Warehouse',
    sortField: 'warehouseId',
    width: 150,
    render: (r) => <ReferenceName source={warehouseSource} id={r.warehouseId} />,
    reference: { source: warehouseSource, idOf: (r) => r.warehouseId },
  },
  {
    id: 'location',
    label: 'Location',
    sortField: 'locationPath',
    width: 130,
    render: (r) =>
      r.locationId ? (
        <RecordLink base="locations" id={r.locationId}>
          <RecordName of="location" id={r.locationId} name={r.locationPath} />
        </RecordLink>
      ) : (
        ''
      ),
    reference: nameReference<StorageRecordRow>(
      'location',
      (r) => r.locationId,
      (r) => r.locationPath,
    ),
    exportValue: (r) => r.locationPath,
  },
  {
    id: 'qty',
    label: 'Qty',
    sortField: 'qty',
    width: 70,
    align: 'right',
    render: (r) => r.qty,
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
    id: 'user',
    label: 'User',
    sortField: 'userId',
    width: 150,
    defaultVisible: false,
    render: (r) => <ReferenceName source={customerNameSource} id={r.userId} />,
    reference: { source: customerNameSource, idOf: (r) => r.userId },
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
    id: 'from',
    label: 'In',
    sortField: 'from',
    width: 140,
    render: (r) => formatDateTime(r.from),
    exportValue: (r) => r.from,
  },
  {
    id: 'to',
    label: 'Out',
    sortField: 'to',
    width: 140,
    render: (r) => formatDateTime(r.to),
    exportValue: (r) => r.to,
  },
  {
    id: 'inById',
    label: 'In By',
    width: 90,
    defaultVisible: false,
    render: (r) => r.inById ?? '',
    exportValue: (r) => r.inById,
  },
  {
    id: 'outById',
    label: 'Out By',
    width: 90,
    defaultVisible: false,
    render: (r) => r.outById ?? '',
    exportValue: (r) => r.outById,
  },
  {
    id: 'createdAt',
    label: 'Created',
    sortField: 'createdAt',
    width: 140,
    defaultVisible: false,
    render: (r) => formatDateTime(r.createdAt),
    exportValue: (r) => r.createdAt,
  },
  {
    id: 'updatedAt',
    label: 'Updated',
    sortField: 'updatedAt',
    width: 140,
    defaultVisible: false,
    render: (r) => formatDateTime(r.updatedAt),
    exportValue: (r) => r.updatedAt,
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
    choices: enumChoices('StorageDirection'),
    toQuery: (v) => ({ statuses: [v] }),
  },
  {
    kind: 'select',
    key: 'type',
    label: 'Type',
    alwaysOn: true,
    choices: enumChoices('StorageRecordType'),
    toQuery: (v) => ({ types: [v] }),
  },
  {
    kind: 'select',
    key: 'warehouse',
    label: 'Warehouse',
    source: warehouseSource,
    toQuery: (v) => ({ warehouseIds: [Number(v)] }),
  },
  {
    kind: 'text',
    key: 'storage',
    label: 'Storage Id',
    toQuery: (v) => (/^\d+$/.test(v.trim()) ? { storageIds: [Number(v)] } : {}),
  },
  {
    kind: 'text',
    key: 'location',
    label: 'Location Id',
    toQuery: (v) => (/^\d+$/.test(v.trim()) ? { locationIds: [Number(v)] } : {}),
  },
  {
    kind: 'text',
    key: 'order',
    label: 'Order Id',
    toQuery: (v) => (/^\d+$/.test(v.trim()) ? { orderIds: [Number(v)] } : {}),
  },
  { kind: 'reference', key: 'user', label: 'User', source: customers, toQuery: (v) => ({ userIds: [Number(v)] }) },
  {
    kind: 'select',
    key: 'country',
    label: 'Country',
    choices: COUNTRY_CHOICES,
    toQuery: (v) => ({ countryIds: [Number(v)] }),
  },
];

/** Spec 2 §2 Storage records: many optional columns, id descending. */
export const storageRecordListConfig: ListConfig<StorageRecordRow> = {
  api: storageRecordsApi,
  title: 'Storage Records',
  columnsKey: 'storageRecordListColumns',
  columns,
  defaultSort: { field: 'id', order: 'DESC' },
  perPageOptions: [10, 20, 50, 100],
  defaultPerPage: 10,
  filters,
  exportFileName: 'storage-records',
};
