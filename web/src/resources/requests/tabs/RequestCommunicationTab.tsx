import { useMemo } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { RequestRow } from '@console/contracts';
import { t } from '../../../app/i18n/messages';
import { useEmbeddedList } from '../../../framework/list/useEmbeddedList';
import type { ListQuery } from '../../../framework/types';
import { requestCommunicationApi } from '../../../shared/requests/api';

/** A communication record (spec 2 §3). */
interface CommunicationRow {
  readonly id: number;
  readonly taskStatus?: string | null;
  readonly taskType?: string | null;
  readonly templateName?: string | null;
  readonly senderEmail?: string | null;
  readonly recipientEmail?: string | null;
  readonly channel?: string | null;
  readonly deliveryStatus?: string | null;
}

/** The Communication tab (spec 2 §2, §3): the records of the request, shown once the notifications context serves them. */
export const RequestCommunicationTab = ({ request }: { request: RequestRow }) => {
  const query: ListQuery = useMemo(
    () => ({ limit: 100, page: 1, sortBy: 'id', sortOrder: 'DESC', resourceId: request.id, resourceType: 'request' }),
    [request.id],
  );
  const { rows, status } = useEmbeddedList<CommunicationRow>(
    `request-communication:${request.id}`,
    requestCommunicationApi,
    query,
  );
  if (rows.length === 0)
    return <Typography color="text.secondary">{status === 'loading' ? '…' : t('requests.noCommunication')}</Typography>;
  return (
    <Table size="small" data-testid="request-communication">
      <TableHead>
        <TableRow>
          <TableCell>Id</TableCell>
          <TableCell>Channel</TableCell>
          <TableCell>Template</TableCell>
          <TableCell>Task</TableCell>
          <TableCell>Recipient</TableCell>
          <TableCell>Delivery</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((c) => (
          <TableRow key={c.id}>
            <TableCell>{c.id}</TableCell>
            <TableCell>{c.channel ?? ''}</TableCell>
            <TableCell>{c.templateName ?? ''}</TableCell>
            <TableCell>{[c.taskType, c.taskStatus].filter(Boolean).join(' · ')}</TableCell>
            <TableCell>{c.recipientEmail ?? ''}</TableCell>
            <TableCell>{c.deliveryStatus ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
