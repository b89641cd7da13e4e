import type { StorageRecordRow } from '@console/contracts';
import { column } from '../../framework/screens/columns';
import { storageRecordLocation } from '../../shared/storages/columns';
import { filter } from '../../framework/screens/filters';
import { defineList } from '../../framework/screens/list';
import type { ColumnDef, FilterDef, ListConfig } from '../../framework/types';
import { customerNameSource, customerSource } from '../../framework/fields/sources';
import { storageRecordsApi } from '../../shared/storages/sources';
import { enumChoices, enumLabel } from '../../app/i18n/enumText';

const customers = customerSource(3);

const moment = (id: string, label: string, value: (r: StorageRecordRow) => string | null, defaultVisible = true) =>
  column.date(id, label, value, { time: true, sortField: id, width: 140, defaultVisible });

const columns: ColumnDef<StorageRecordRow>[] = [
  column.serial(),
  column.id(),
  column.link('storage', 'Storage', 'storages', (r) => r.storageId, { sortField: 'storageId', width: 100 }),
  column.field('type', 'Type', (r) => enumLabel('StorageRecordType', r.type), {
    sortField: 'type',
    width: 110,
    exportValue: (r) => r.type,
  }),
  column.status('storage_record', (r) => r.status, { width: 100 }),
  column.warehouse(),
  storageRecordLocation({ sortField: 'locationPath', width: 130 }),
  column.number('qty', 'Qty', (r) => r.qty, { sortField: 'qty', width: 70 }),
  column.order(),
  column.named('user', 'User', customerNameSource, (r) => r.userId, {
    sortField: 'userId',
    width: 150,
    defaultVisible: false,
  }),
  column.country(),
  moment('from', 'In', (r) => r.from),
  moment('to', 'Out', (r) => r.to),
  column.field('inById', 'In By', (r) => r.inById, { width: 90, defaultVisible: false }),
  column.field('outById', 'Out By', (r) => r.outById, { width: 90, defaultVisible: false }),
  moment('createdAt', 'Created', (r) => r.createdAt, false),
  moment('updatedAt', 'Updated', (r) => r.updatedAt, false),
  column.show(),
];

const filters: FilterDef[] = [
  filter.search,
  filter.choice('status', 'Status', enumChoices('StorageDirection'), 'statuses', { alwaysOn: true }),
  filter.choice('type', 'Type', enumChoices('StorageRecordType'), 'types', { alwaysOn: true }),
  filter.warehouse(),
  filter.ids('storage', 'Storage Id', 'storageIds'),
  filter.ids('location', 'Location Id', 'locationIds'),
  filter.ids('order', 'Order Id', 'orderIds'),
  filter.reference('user', 'User', customers, 'userIds'),
  filter.country(),
];

/** Spec 2 §2 Storage records: many optional columns, id descending. */
export const storageRecordListConfig: ListConfig<StorageRecordRow> = defineList({
  api: storageRecordsApi,
  title: 'Storage Records',
  columnsKey: 'storageRecordListColumns',
  columns,
  filters,
  exportFileName: 'storage-records',
});
