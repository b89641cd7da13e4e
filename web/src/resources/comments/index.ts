import { t } from '../../app/i18n/messages';
import { createElement } from 'react';
import { column } from '../../framework/screens/columns';
import { RecordLink } from '../../framework/fields/RecordLink';
import type { CommentRow } from '@console/contracts';
import { COMMENTS_LIMIT, commentsApi, documentBaseOf } from '../../framework/history/apis';
import type { ColumnDef, FilterDef, ListConfig, ListVariant } from '../../framework/types';
import { customerSource } from '../../framework/fields/sources';

/** The customer filter: customers (never staff) by name. */
export const customersSource = customerSource();

const columns: ColumnDef<CommentRow>[] = [
  column.serial(),
  column.date('createdAt', 'admin.col.date', (r) => r.createdAt, { time: true, sortField: 'createdAt', width: 150 }),
  column.recordName<CommentRow>('author', 'admin.col.author', 'user', 'authorId', 'authorName', { width: 160 }),
  column.recordName<CommentRow>('customer', 'admin.col.customer', 'customer', 'userId', 'userName', {
    base: 'users',
    width: 180,
  }),
  { id: 'model', label: 'admin.col.model', sortField: 'model', width: 100, render: (r) => r.model },
  {
    id: 'comment',
    label: 'admin.col.comment',
    flex: 3,
    minWidth: 280,
    render: (r) =>
      createElement(
        'span',
        { title: r.comment, style: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } },
        r.comment,
      ),
  },
  // Hidden until chosen.
  column.id({ defaultVisible: false }),
  {
    id: 'document',
    label: 'admin.col.document',
    width: 160,
    defaultVisible: false,
    render: (r) =>
      createElement(
        RecordLink,
        { base: documentBaseOf(r.model), id: r.documentId },
        t('admin.documentOf', { model: r.model, id: r.documentId }),
      ),
  },
];

const filters: FilterDef[] = [
  { kind: 'text', key: 'q', label: 'list.search', alwaysOn: true, toQuery: (v) => ({ q: v }) },
  {
    kind: 'reference',
    key: 'customer',
    label: 'admin.col.customer',
    alwaysOn: true,
    source: customersSource,
    toQuery: (v) => ({ userId: Number(v) }),
  },
];

/** Comments (spec 1 §2.12): serial, date, author, customer, model, comment; q and customer; 500 rows, oldest first. */
export const commentListConfig: ListConfig<CommentRow> = {
  api: commentsApi,
  title: 'admin.comments',
  columnsKey: 'commentsList',
  columns,
  defaultSort: { field: 'createdAt', order: 'ASC' },
  perPageOptions: [COMMENTS_LIMIT],
  defaultPerPage: COMMENTS_LIMIT,
  filters,
};

export const commentListVariant: ListVariant = { basePath: '/comments' };
