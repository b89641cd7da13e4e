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
  column.link('storage', 'storages.label.storage', 'storages', (r) => r.storageId, {
    sortField: 'storageId',
    width: 100,
  }),
  column.field('type', 'storages.label.type', (r) => enumLabel('StorageRecordType', r.type), {
    sortField: 'type',
    width: 110,
    exportValue: (r) => r.type,
  }),
  column.status('storage_record', (r) => r.status, { width: 100 }),
  column.warehouse(),
  storageRecordLocation({ sortField: 'locationPath', width: 130 }),
  column.number('qty', 'storages.label.qty', (r) => r.qty, { sortField: 'qty', width: 70 }),
  column.order(),
  column.named('user', 'storages.label.user', customerNameSource, (r) => r.userId, {
    sortField: 'userId',
    width: 150,
    defaultVisible: false,
  }),
  column.country(),
  moment('from', 'storages.label.in', (r) => r.from),
  moment('to', 'storages.label.out', (r) => r.to),
  column.field('inById', 'storages.label.inBy', (r) => r.inById, { width: 90, defaultVisible: false }),
  column.field('outById', 'storages.label.outBy', (r) => r.outById, { width: 90, defaultVisible: false }),
  moment('createdAt', 'storages.label.created', (r) => r.createdAt, false),
  moment('updatedAt', 'storages.label.updated', (r) => r.updatedAt, false),
  column.show(),
];

const filters: FilterDef[] = [
  filter.search,
  filter.choice('status', 'storages.label.status', enumChoices('StorageDirection'), 'statuses', { alwaysOn: true }),
  filter.choice('type', 'storages.label.type', enumChoices('StorageRecordType'), 'types', { alwaysOn: true }),
  filter.warehouse(),
  filter.ids('storage', 'storages.label.storageId', 'storageIds'),
  filter.ids('location', 'storages.label.locationId', 'locationIds'),
  filter.ids('order', 'storages.label.orderId', 'orderIds'),
  filter.reference('user', 'storages.label.user', customers, 'userIds'),
  filter.country(),
];

/** Spec 2 §2 Storage records: many optional columns, id descending. */
export const storageRecordListConfig: ListConfig<StorageRecordRow> = defineList({
  api: storageRecordsApi,
  title: 'menu.link.storageRecords',
  columnsKey: 'storageRecordListColumns',
  columns,
  filters,
  exportFileName: 'storage-records',
});
