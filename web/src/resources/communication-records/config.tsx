import { CommunicationChannel, DeliveryStatus, type CommunicationRecordListRow } from '@console/contracts';
import { ShowLink, formatDateTime } from '../../framework/fields/cells';
import type { ColumnDef, FilterDef, ListConfig, ResourceApi } from '../../framework/types';
import { t, type MessageKey } from '../../app/i18n/messages';
import { enumChoices, enumLabel } from '../../app/i18n/enumText';

/**
 * Communication records (spec 3 §2 Communication records, §3): one row per message the notifier sent; the list
 * (the spec's default and hidden columns, error message in red, the four date filters, channel Email / WhatsApp)
 * and the show page. The Communication tabs read the same resource by resourceType and resourceId.
 */
export const communicationRecordsApi: ResourceApi = {
  name: 'Communication-records',
  listPath: '/api/Communication-records/list',
  recordPath: '/api/Communication-records',
  tables: ['rm.communication_records'],
  fallback: { resourceId: 'resourceId', resourceType: 'resourceType', recipientId: 'recipientId' },
};

type Row = CommunicationRecordListRow;
type ColKey = Extract<MessageKey, `communication.col.${string}`> extends `communication.col.${infer K}` ? K : never;
const c = (key: ColKey) => t(`communication.col.${key}`);

/** Sender or recipient: the e-mail of an e-mail, the phone of a WhatsApp message (spec 3 §2 Details). */
export const addressOf = (r: Row, who: 'sender' | 'recipient'): string | null =>
  r.channel === 'email' ? r[`${who}Email`] : r[`${who}Phone`];

const date = (key: 'sendDate' | 'deliveryDate' | 'openedDate' | 'clickedDate' | 'createdAt' | 'updatedAt') => ({
  id: key,
  label: c(key),
  sortField: key,
  width: 150,
  defaultVisible: false,
  render: (r: Row) => formatDateTime(r[key]),
});

const hidden = (key: keyof Row & ColKey, width = 120): ColumnDef<Row> => ({
  id: key,
  label: c(key),
  width,
  defaultVisible: false,
  render: (r) => (r[key] === null || r[key] === undefined ? '' : String(r[key])),
});

const columns: ColumnDef<Row>[] = [
  { id: 'serial', label: '#', width: 56, render: (_r, ctx) => ctx.serial },
  { id: 'id', label: c('id'), sortField: 'id', width: 90, render: (r) => r.id },
  {
    id: 'taskStatus',
    label: c('taskStatus'),
    sortField: 'taskStatus',
    width: 110,
    render: (r) => enumLabel('TaskStatus', r.taskStatus),
  },
  {
    id: 'taskType',
    label: c('taskType'),
    sortField: 'taskType',
    flex: 1,
    minWidth: 200,
    render: (r) => enumLabel('TaskType', r.taskType),
  },
  { id: 'templateName', label: c('templateName'), width: 150, render: (r) => r.templateName },
  { id: 'senderEmail', label: c('senderEmail'), width: 200, render: (r) => r.senderEmail },
  { id: 'recipientEmail', label: c('recipientEmail'), width: 200, render: (r) => r.recipientEmail },
  {
    id: 'channel',
    label: c('channel'),
    sortField: 'channel',
    width: 100,
    render: (r) => enumLabel('CommunicationChannel', r.channel),
  },
  {
    id: 'deliveryStatus',
    label: c('deliveryStatus'),
    sortField: 'deliveryStatus',
    width: 120,
    render: (r) => enumLabel('DeliveryStatus', r.deliveryStatus),
  },
  { id: 'show', label: c('show'), width: 90, render: (_r, ctx) => <ShowLink to={ctx.showPath} /> },
  date('createdAt'),
  date('updatedAt'),
  date('sendDate'),
  date('deliveryDate'),
  date('openedDate'),
  date('clickedDate'),
  hidden('senderPhone'),
  hidden('recipientPhone'),
  hidden('taskId', 90),
  hidden('senderId', 90),
  hidden('recipientId', 90),
  hidden('subject', 200),
  {
    id: 'content',
    label: c('content'),
    width: 200,
    defaultVisible: false,
    render: (r) => (
      <span style={{ display: 'inline-block', maxWidth: 200, overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {r.content}
      </span>
    ),
  },
  {
    id: 'metadata',
    label: c('metadata'),
    width: 150,
    defaultVisible: false,
    render: (r) => (
      <span style={{ display: 'inline-block', maxWidth: 150, overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {r.metadata}
      </span>
    ),
  },
  {
    id: 'errorMessage',
    label: c('errorMessage'),
    width: 200,
    defaultVisible: false,
    render: (r) => <span style={{ color: 'red' }}>{r.errorMessage}</span>,
  },
  hidden('retryCount', 90),
  hidden('priority', 90),
];

const range = (key: string) => (v: { from?: string; to?: string }) =>
  v.from || v.to ? { [key]: { ...(v.from ? { from: v.from } : {}), ...(v.to ? { to: v.to } : {}) } } : {};

const filters: FilterDef[] = [
  {
    kind: 'select',
    key: 'channel',
    label: c('channel'),
    alwaysOn: true,
    choices: enumChoices('CommunicationChannel', CommunicationChannel.values),
    toQuery: (v) => ({ channel: v }),
  },
  {
    kind: 'select',
    key: 'deliveryStatus',
    label: c('deliveryStatus'),
    multiple: true,
    choices: enumChoices('DeliveryStatus', DeliveryStatus.values),
    toQuery: (v) => ({ deliveryStatuses: Array.isArray(v) ? v : [v] }),
  },
  { kind: 'dateRange', key: 'sendDate', label: t('communication.filter.sendDate'), toQuery: range('sendDate') },
  {
    kind: 'dateRange',
    key: 'deliveryDate',
    label: t('communication.filter.deliveryDate'),
    toQuery: range('deliveryDate'),
  },
  { kind: 'dateRange', key: 'openedDate', label: t('communication.filter.openedDate'), toQuery: range('openedDate') },
  {
    kind: 'dateRange',
    key: 'clickedDate',
    label: t('communication.filter.clickedDate'),
    toQuery: range('clickedDate'),
  },
];

export const communicationListConfig: ListConfig<Row> = {
  api: communicationRecordsApi,
  title: t('communication.title'),
  columnsKey: 'communicationListColumns',
  columns,
  defaultSort: { field: 'id', order: 'DESC' },
  perPageOptions: [10, 25, 50, 100],
  defaultPerPage: 10,
  filters,
};
