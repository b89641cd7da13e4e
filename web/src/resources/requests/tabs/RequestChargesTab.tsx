import { useMemo } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { RequestRow } from '@console/contracts';
import { t } from '../../../app/i18n/messages';
import { formatDate } from '../../../framework/fields/cells';
import { RecordLink } from '../../../framework/fields/RecordLink';
import { useEmbeddedList } from '../../../framework/list/useEmbeddedList';
import type { ListQuery } from '../../../framework/types';
import { requestChargesApi } from '../api';
import { showRequestAmount } from '../list';

interface ChargeRow {
  readonly id: number;
  readonly type?: string | null;
  readonly amount?: number | null;
  readonly currency?: string | null;
  readonly description?: string | null;
  readonly createdAt?: string | null;
  readonly invoiceId?: number | null;
}

/** The Charges tab (spec 2 §2, §7 'charges by requestId'), shown once accounting's charges exist in the console. */
export const RequestChargesTab = ({ request }: { request: RequestRow }) => {
  const query: ListQuery = useMemo(
    () => ({ limit: 200, page: 1, sortBy: 'id', sortOrder: 'DESC', requestId: request.id }),
    [request.id],
  );
  const { rows, status } = useEmbeddedList<ChargeRow>(`request-charges:${request.id}`, requestChargesApi, query);
  if (rows.length === 0)
    return <Typography color="text.secondary">{status === 'loading' ? '…' : t('requests.noCharges')}</Typography>;
  return (
    <Table size="small" data-testid="request-charges">
      <TableHead>
        <TableRow>
          <TableCell>Id</TableCell>
          <TableCell>Type</TableCell>
          <TableCell>Description</TableCell>
          <TableCell align="right">Amount</TableCell>
          <TableCell>Invoice</TableCell>
          <TableCell>Created</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((c) => (
          <TableRow key={c.id}>
            <TableCell>
              <RecordLink base="charges" id={c.id} />
            </TableCell>
            <TableCell>{c.type ?? ''}</TableCell>
            <TableCell>{c.description ?? ''}</TableCell>
            <TableCell align="right">
              {showRequestAmount(c.amount, {
                currency: (c.currency ?? request.currency) as RequestRow['currency'],
                countryId: request.countryId,
              })}
            </TableCell>
            <TableCell>{c.invoiceId ? <RecordLink base="invoices" id={c.invoiceId} /> : ''}</TableCell>
            <TableCell>{formatDate(c.createdAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
