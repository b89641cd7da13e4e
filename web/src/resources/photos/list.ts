import { t } from '../../app/i18n/messages';
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
    label: 'admin.col.photo',
    width: 96,
    render: (r) =>
      r.video
        ? t('admin.video')
        : createElement('img', {
            src: r.photo,
            alt: t('photos.photoAlt', { id: r.id }),
            loading: 'lazy',
            style: { height: 40, width: 64, objectFit: 'cover', borderRadius: 4 },
          }),
  },
  column.link<PhotoRow>('customer', 'admin.col.customer', 'users', (r) => r.userId, { width: 120 }),
  column.link<PhotoRow>('request', 'admin.col.request', 'requests', (r) => r.requestId, { width: 120 }),
  column.link<PhotoRow>('storage', 'admin.col.storage', 'storages', (r) => r.storageId, { width: 120 }),
  column.field<PhotoRow>('mimetype', 'admin.col.type', (r) => r.mimetype, { width: 140 }),
  column.date<PhotoRow>('createdAt', 'accounting.col.created', (r) => r.createdAt, {
    time: true,
    sortField: 'createdAt',
    width: 160,
  }),
];

const filters: FilterDef[] = [
  {
    kind: 'reference',
    key: 'customer',
    label: 'admin.col.customer',
    alwaysOn: true,
    source: customersSource,
    toQuery: (v) => ({ userId: Number(v) }),
  },
  {
    kind: 'text',
    key: 'request',
    label: 'admin.col.request',
    alwaysOn: true,
    toQuery: (v) => (/^\d+$/.test(v.trim()) ? { requestId: Number(v.trim()) } : {}),
  },
];

/** Spec 3 §2 Photos: the list, filtered by customer and request, newest first. */
export const photoListConfig: ListConfig<PhotoRow> = defineList({
  api: photosApi,
  title: 'admin.photos',
  columnsKey: 'photoListColumns',
  columns,
  defaultPerPage: 20,
  filters,
});

export const photoListVariant: ListVariant = { basePath: '/photos' };
