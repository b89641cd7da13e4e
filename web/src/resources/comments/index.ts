import { createElement } from 'react';
import { formatDateTime } from '../../framework/fields/cells';
import { RecordLink } from '../../framework/fields/RecordLink';
import { nameReference, RecordName } from '../../framework/fields/RecordName';
import type { CommentRow } from '@console/contracts';
import { COMMENTS_LIMIT, commentsApi, documentBaseOf } from '../../framework/history/apis';
import type { ColumnDef, FilterDef, ListConfig, ListVariant } from '../../framework/types';
import { customerSource } from '../../framework/fields/sources';

/** The customer filter: customers (never staff) by name. */
export const customersSource = customerSource();

const columns: ColumnDef<CommentRow>[] = [
  { id: 'serial', label: '#', width: 56, render: (_r, c) => c.serial },
  { id: 'createdAt', label: 'Date', sortField: 'createdAt', width: 150, render: (r) => formatDateTime(r.createdAt) },
  {
    id: 'author',
    label: 'Author',
    width: 160,
    reference: nameReference<CommentRow>(
      'user',
      (r) => r.authorId,
      (r) => r.authorName,
    ),
    render: (r) => createElement(RecordName, { of: 'user', id: r.authorId, name: r.authorName }),
  },
  {
    id: 'customer',
    label: 'Customer',
    width: 180,
    reference: nameReference<CommentRow>(
      'customer',
      (r) => r.userId,
      (r) => r.userName,
    ),
    render: (r) =>
      createElement(
        RecordLink,
        { base: 'users', id: r.userId },
        createElement(RecordName, { of: 'customer', id: r.userId, name: r.userName }),
      ),
  },
  { id: 'model', label: 'Model', sortField: 'model', width: 100, render: (r) => r.model },
  {
    id: 'comment',
    label: 'Comment',
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
  { id: 'id', label: 'Id', sortField: 'id', width: 80, defaultVisible: false, render: (r) => r.id },
  {
    id: 'document',
    label: 'Document',
    width: 160,
    defaultVisible: false,
    render: (r) =>
      createElement(RecordLink, { base: documentBaseOf(r.model), id: r.documentId }, `${r.model} #${r.documentId}`),
  },
];

const filters: FilterDef[] = [
  { kind: 'text', key: 'q', label: 'Search', alwaysOn: true, toQuery: (v) => ({ q: v }) },
  {
    kind: 'reference',
    key: 'customer',
    label: 'Customer',
    alwaysOn: true,
    source: customersSource,
    toQuery: (v) => ({ userId: Number(v) }),
  },
];

/** Comments (spec 1 §2.12): serial, date, author, customer, model, comment; q and customer; 500 rows, oldest first. */
export const commentListConfig: ListConfig<CommentRow> = {
  api: commentsApi,
  title: 'Comments',
  columnsKey: 'commentsList',
  columns,
  defaultSort: { field: 'createdAt', order: 'ASC' },
  perPageOptions: [COMMENTS_LIMIT],
  defaultPerPage: COMMENTS_LIMIT,
  filters,
};

export const commentListVariant: ListVariant = { basePath: '/comments' };
