import { createElement } from 'react';
import { column } from '../../framework/screens/columns';
import { defineList } from '../../framework/screens/list';
import type { ColumnDef, FilterDef, ListConfig, ListVariant } from '../../framework/types';
import { customerSource } from '../../framework/fields/sources';
import { photosApi, type PhotoRow } from './photosApi';

const customersSource = customerSource();

const columns: ColumnDef<PhotoRow>[] = [
  column.id(),
  {
    id: 'photo',
    label: 'Photo',
    width: 96,
    render: (r) =>
      r.video
        ? 'video'
        : createElement('img', {
            src: r.photo,
            alt: `Photo #${r.id}`,
            loading: 'lazy',
            style: { height: 40, width: 64, objectFit: 'cover', borderRadius: 4 },
          }),
  },
  column.link<PhotoRow>('customer', 'Customer', 'users', (r) => r.userId, { width: 120 }),
  column.link<PhotoRow>('request', 'Request', 'requests', (r) => r.requestId, { width: 120 }),
  column.link<PhotoRow>('storage', 'Storage', 'storages', (r) => r.storageId, { width: 120 }),
  column.field<PhotoRow>('mimetype', 'Type', (r) => r.mimetype, { width: 140 }),
  column.date<PhotoRow>('createdAt', 'Created', (r) => r.createdAt, { time: true, sortField: 'createdAt', width: 160 }),
];

const filters: FilterDef[] = [
  {
    kind: 'reference',
    key: 'customer',
    label: 'Customer',
    alwaysOn: true,
    source: customersSource,
    toQuery: (v) => ({ userId: Number(v) }),
  },
  {
    kind: 'text',
    key: 'request',
    label: 'Request',
    alwaysOn: true,
    toQuery: (v) => (/^\d+$/.test(v.trim()) ? { requestId: Number(v.trim()) } : {}),
  },
];

/** Spec 3 §2 Photos: the list, filtered by customer and request, newest first. */
export const photoListConfig: ListConfig<PhotoRow> = defineList({
  api: photosApi,
  title: 'Photos',
  columnsKey: 'photoListColumns',
  columns,
  defaultPerPage: 20,
  filters,
});

export const photoListVariant: ListVariant = { basePath: '/photos' };
