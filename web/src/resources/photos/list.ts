import { createElement } from 'react';
import { formatDateTime } from '../../framework/fields/cells';
import { RecordLink } from '../../framework/fields/RecordLink';
import type { ColumnDef, FilterDef, ListConfig, ListVariant } from '../../framework/types';
import { customerSource } from '../../framework/fields/sources';
import { photosApi, type PhotoRow } from './photosApi';

const customersSource = customerSource();

const columns: ColumnDef<PhotoRow>[] = [
  { id: 'id', label: 'Id', sortField: 'id', width: 80, render: (r) => r.id },
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
  {
    id: 'customer',
    label: 'Customer',
    width: 120,
    render: (r) => createElement(RecordLink, { base: 'users', id: r.userId }),
  },
  {
    id: 'request',
    label: 'Request',
    width: 120,
    render: (r) => createElement(RecordLink, { base: 'requests', id: r.requestId }),
  },
  {
    id: 'storage',
    label: 'Storage',
    width: 120,
    render: (r) => createElement(RecordLink, { base: 'storages', id: r.storageId }),
  },
  { id: 'mimetype', label: 'Type', width: 140, render: (r) => r.mimetype },
  { id: 'createdAt', label: 'Created', sortField: 'createdAt', width: 160, render: (r) => formatDateTime(r.createdAt) },
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
export const photoListConfig: ListConfig<PhotoRow> = {
  api: photosApi,
  title: 'Photos',
  columnsKey: 'photoListColumns',
  columns,
  defaultSort: { field: 'id', order: 'DESC' },
  perPageOptions: [10, 20, 50, 100],
  defaultPerPage: 20,
  filters,
};

export const photoListVariant: ListVariant = { basePath: '/photos' };
