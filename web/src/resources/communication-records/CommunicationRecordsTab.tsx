import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import type { CommunicationRecordListRow } from '@console/contracts';
import { t } from '../../app/i18n/messages';
import { enumLabel } from '../../app/i18n/enumText';
import { formatDateTime } from '../../framework/fields/cells';
import { RowsTable, type RowsColumn } from '../../framework/list/RowsTable';
import { useEmbeddedList } from '../../framework/list/useEmbeddedList';
import type { ListQuery } from '../../framework/types';
import { addressOf, communicationRecordsApi } from './config';

/** Whose records a tab shows: a record's (by resourceType and resourceId) or a customer's (by recipientId). */
export type CommunicationOf =
  | { readonly resourceType: 'lead' | 'order' | 'request' | 'invoice' | 'payment'; readonly resourceId: number }
  | { readonly recipientId: number };

const COLUMNS: readonly RowsColumn<CommunicationRecordListRow>[] = [
  {
    label: 'communication.col.id',
    render: (c) => <RouterLink to={`/Communication-records/${c.id}/show`}>{c.id}</RouterLink>,
  },
  { label: 'communication.col.channel', render: (c) => enumLabel('CommunicationChannel', c.channel) },
  { label: 'communication.col.templateName', render: (c) => c.templateName ?? '' },
  { label: 'communication.col.taskType', render: (c) => enumLabel('TaskType', c.taskType) },
  { label: 'communication.col.taskStatus', render: (c) => enumLabel('TaskStatus', c.taskStatus) },
  { label: 'communication.col.recipientEmail', render: (c) => addressOf(c, 'recipient') ?? '' },
  { label: 'communication.col.deliveryStatus', render: (c) => enumLabel('DeliveryStatus', c.deliveryStatus) },
  { label: 'communication.col.sendDate', render: (c) => formatDateTime(c.sendDate) },
];

/**
 * The Communication tab of leads, orders, requests and users (spec 1 the Communication tabs; spec 3 §7
 * 'Communication-records by resourceId and resourceType'): the records newest first, linked to their show pages.
 */
export const CommunicationRecordsTab = ({ of }: { of: CommunicationOf }) => {
  const key = JSON.stringify(of);
  const query: ListQuery = useMemo(
    () => ({ limit: 100, page: 1, sortBy: 'id', sortOrder: 'DESC', ...(JSON.parse(key) as CommunicationOf) }),
    [key],
  );
  const { rows, status } = useEmbeddedList<CommunicationRecordListRow>(
    `communication:${key}`,
    communicationRecordsApi,
    query,
  );
  if (rows.length === 0)
    return <Typography color="text.secondary">{status === 'loading' ? '…' : t('requests.noCommunication')}</Typography>;
  return <RowsTable data-testid="communication-records" columns={COLUMNS} rows={rows} rowKey={(c) => c.id} />;
};
