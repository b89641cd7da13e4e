import { createElement } from 'react';
import { HISTORY_MODELS, RevisionModelFilter } from '@console/contracts';
import { t } from '../../app/i18n/messages';
import { ShowLink } from '../../framework/fields/cells';
import { column } from '../../framework/screens/columns';
import { filter } from '../../framework/screens/filters';
import { RecordLink } from '../../framework/fields/RecordLink';
import { ReferenceName } from '../../framework/fields/ReferenceName';
import type { RevisionRow } from '@console/contracts';
import { documentBaseOf, revisionsApi } from '../../framework/history/apis';
import { mayUse } from '../../framework/routes';
import type { Choice, ColumnDef, FilterDef, ListConfig, ListVariant } from '../../framework/types';
import { partnersSource } from '../users';

/**
 * Revisions (History, spec 1 §2.11): the configuration the framework's list and show read. The list is the
 * generic `GET /api/revisions`; bulk delete is `POST /api/v1/revisions/delete` (not undoable).
 */

/** Spec 1 §2.11: box, storage, request, job; and every model that has a history today (user, country, ...). */
export const MODEL_CHOICES: Choice[] = [
  ...new Set([...RevisionModelFilter.values, ...Object.keys(HISTORY_MODELS)]),
].map((m) => ({ id: m, name: m }));

/**
 * 'Name: Old → New; Status: → Active' — the changes of a revision on one line, as the server described them; a
 * revision whose event changed nothing visible says what happened.
 */
export const changesSummary = (r: RevisionRow): string => {
  const changes = r.described?.changes ?? [];
  if (changes.length === 0) return r.described?.what ?? t('history.noChanges');
  return changes.map((c) => `${c.field}: ${c.old?.text ?? ''} → ${c.new?.text ?? ''}`.replace(/\n/g, ', ')).join('; ');
};

const ellipsis = (text: string) =>
  createElement(
    'span',
    { title: text, style: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } },
    text,
  );

const hidden = { defaultVisible: false } as const;

const columns: ColumnDef<RevisionRow>[] = [
  column.serial(),
  column.date('createdAt', 'admin.col.date', (r) => r.createdAt, { time: true, sortField: 'createdAt', width: 150 }),
  {
    // The actor as the server named it: a user's name, 'System' for the seed, timers and gateways (issue 31).
    id: 'user',
    label: 'admin.col.user',
    flex: 1,
    minWidth: 150,
    render: (r) => r.described?.actor.name ?? '',
  },
  column.field('model', 'admin.col.model', (r) => r.model, { sortField: 'model', width: 110 }),
  column.number('revision', 'admin.col.revision', (r) => r.revision, { sortField: 'revision', width: 96 }),

  // Hidden until chosen (spec 1 §2.11).
  column.id({ defaultVisible: false }),
  column.field('documentId', 'admin.col.documentId', (r) => r.documentId, {
    sortField: 'documentId',
    width: 125,
    ...hidden,
  }),
  {
    id: 'document',
    label: 'admin.col.document',
    flex: 2,
    minWidth: 240,
    defaultVisible: false,
    render: (r) => (r.document ? ellipsis(r.document) : t('history.noData')),
  },
  column.date('updatedAt', 'accounting.col.updated', (r) => r.updatedAt, {
    time: true,
    sortField: 'updatedAt',
    width: 150,
    ...hidden,
  }),
  column.field('partnerId', 'admin.col.partnerId', (r) => r.partnerId, {
    sortField: 'partnerId',
    width: 100,
    ...hidden,
  }),
  {
    id: 'partnerLink',
    label: 'admin.col.partner',
    width: 160,
    defaultVisible: false,
    reference: { source: partnersSource, idOf: (r) => r.partnerId },
    render: (r) =>
      createElement(
        RecordLink,
        { base: 'partners', id: r.partnerId },
        createElement(ReferenceName, { source: partnersSource, id: r.partnerId }),
      ),
  },
  {
    id: 'userLink',
    label: 'admin.col.userLink',
    width: 160,
    defaultVisible: false,
    render: (r) => createElement(RecordLink, { base: 'users', id: r.userId }, r.described?.actor.name ?? ''),
  },
  {
    id: 'documentLink',
    label: 'admin.col.documentLink',
    width: 160,
    defaultVisible: false,
    render: (r) =>
      createElement(
        RecordLink,
        { base: documentBaseOf(r.model), id: r.documentId, testId: 'document-link' },
        t('admin.documentOf', { model: r.model, id: r.documentId }),
      ),
  },
  {
    id: 'revisionChanges',
    label: 'admin.col.revisionChanges',
    flex: 2,
    minWidth: 260,
    defaultVisible: false,
    render: (r) => ellipsis(changesSummary(r)),
  },
  {
    id: 'actions',
    label: 'admin.col.actions',
    width: 96,
    defaultVisible: false,
    render: (_r, c) => createElement(ShowLink, { to: c.showPath }),
  },
];

const filters: FilterDef[] = [
  {
    kind: 'select',
    key: 'model',
    label: 'admin.col.model',
    alwaysOn: true,
    choices: MODEL_CHOICES,
    toQuery: (v) => ({ model: v }),
  },
  // Created from / to: the start of the first local day to the end of the last.
  filter.instantRange('created', 'accounting.col.created', 'createdAt', { alwaysOn: true }),
];

export const revisionListConfig: ListConfig<RevisionRow> = {
  api: revisionsApi,
  title: 'admin.history',
  columnsKey: 'revisionsList',
  columns,
  defaultSort: { field: 'createdAt', order: 'DESC' },
  perPageOptions: [10, 20, 50],
  defaultPerPage: 10,
  filters,
  bulkActions: [
    {
      id: 'delete',
      label: 'list.delete',
      path: '/api/v1/revisions/delete',
      color: 'error',
      confirm: true,
      notice: (count) => (count === 1 ? t('notification.deletedOne') : t('notification.deleted', { count })),
      allowed: (v) => mayUse(v, 'revisions', 'remove'),
    },
  ],
};

export const revisionListVariant: ListVariant = { basePath: '/revisions' };
