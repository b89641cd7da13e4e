import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CommunicationRecordListRow } from '@console/contracts';
import { t } from '../../app/i18n/messages';
import { enumLabel } from '../../app/i18n/enumText';
import { formatDateTime } from '../../framework/fields/cells';
import { useEmbeddedList } from '../../framework/list/useEmbeddedList';
import type { ListQuery } from '../../framework/types';
import { addressOf, communicationRecordsApi } from './config';

/** Whose records a tab shows: a record's (by resourceType and resourceId) or a customer's (by recipientId). */
export type CommunicationOf =
  | { readonly resourceType: 'lead' | 'order' | 'request' | 'invoice' | 'payment'; readonly resourceId: number }
  | { readonly recipientId: number };

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
  return (
    <Table size="small" data-testid="communication-records">
      <TableHead>
        <TableRow>
          <TableCell>{t('communication.col.id')}</TableCell>
          <TableCell>{t('communication.col.channel')}</TableCell>
          <TableCell>{t('communication.col.templateName')}</TableCell>
          <TableCell>{t('communication.col.taskType')}</TableCell>
          <TableCell>{t('communication.col.taskStatus')}</TableCell>
          <TableCell>{t('communication.col.recipientEmail')}</TableCell>
          <TableCell>{t('communication.col.deliveryStatus')}</TableCell>
          <TableCell>{t('communication.col.sendDate')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((c) => (
          <TableRow key={c.id}>
            <TableCell>
              <RouterLink to={`/Communication-records/${c.id}/show`}>{c.id}</RouterLink>
            </TableCell>
            <TableCell>{enumLabel('CommunicationChannel', c.channel)}</TableCell>
            <TableCell>{c.templateName ?? ''}</TableCell>
            <TableCell>{enumLabel('TaskType', c.taskType)}</TableCell>
            <TableCell>{enumLabel('TaskStatus', c.taskStatus)}</TableCell>
            <TableCell>{addressOf(c, 'recipient') ?? ''}</TableCell>
            <TableCell>{enumLabel('DeliveryStatus', c.deliveryStatus)}</TableCell>
            <TableCell>{formatDateTime(c.sendDate)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
