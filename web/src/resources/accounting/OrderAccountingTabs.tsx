import { useMemo } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ChargeRow, InvoiceRow } from '@console/contracts';
import { t } from '../../app/i18n/messages';
import { formatDate } from '../../framework/fields/cells';
import { RecordLink } from '../../framework/fields/RecordLink';
import { useEmbeddedList } from '../../framework/list/useEmbeddedList';
import type { ListQuery, ResourceApi } from '../../framework/types';
import { money } from './shared';

/** The generic finds by order (spec 2 §2 the Invoices and Charges tabs of orders and leads). */
const orderInvoicesApi: ResourceApi = {
  name: 'invoices',
  recordPath: '/api/invoices',
  tables: ['rm.invoices'],
  fallback: { orderId: 'orderId' },
};
const orderChargesApi: ResourceApi = {
  name: 'charges',
  recordPath: '/api/charges',
  tables: ['rm.charges'],
  fallback: { orderId: 'orderId' },
};

const byOrder = (orderId: number): ListQuery => ({ limit: 200, page: 1, sortBy: 'id', sortOrder: 'DESC', orderId });

export const OrderInvoicesTab = ({ orderId }: { orderId: number }) => {
  const query = useMemo(() => byOrder(orderId), [orderId]);
  const { rows, status } = useEmbeddedList<InvoiceRow>(`order-invoices:${orderId}`, orderInvoicesApi, query);
  if (rows.length === 0)
    return <Typography color="text.secondary">{status === 'loading' ? '…' : t('accounting.noInvoices')}</Typography>;
  return (
    <Table size="small" data-testid="order-invoices">
      <TableHead>
        <TableRow>
          <TableCell>{t('accounting.col.number')}</TableCell>
          <TableCell>{t('accounting.col.status')}</TableCell>
          <TableCell>{t('accounting.col.date')}</TableCell>
          <TableCell align="right">{t('accounting.col.amount')}</TableCell>
          <TableCell align="right">{t('accounting.col.balance')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((i) => (
          <TableRow key={i.id}>
            <TableCell>
              <RecordLink base="invoices" id={i.id}>
                {i.invoiceNumber}
              </RecordLink>
            </TableCell>
            <TableCell>{i.status}</TableCell>
            <TableCell>{formatDate(i.date)}</TableCell>
            <TableCell align="right">{money(i.amount, i.currency)}</TableCell>
            <TableCell align="right">{money(i.balance, i.currency)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

export const OrderChargesTab = ({ orderId }: { orderId: number }) => {
  const query = useMemo(() => byOrder(orderId), [orderId]);
  const { rows, status } = useEmbeddedList<ChargeRow>(`order-charges:${orderId}`, orderChargesApi, query);
  if (rows.length === 0)
    return <Typography color="text.secondary">{status === 'loading' ? '…' : t('accounting.noCharges')}</Typography>;
  return (
    <Table size="small" data-testid="order-charges">
      <TableHead>
        <TableRow>
          <TableCell>{t('accounting.col.id')}</TableCell>
          <TableCell>{t('accounting.col.type')}</TableCell>
          <TableCell>{t('accounting.col.description')}</TableCell>
          <TableCell align="right">{t('accounting.col.amount')}</TableCell>
          <TableCell>{t('accounting.col.invoice')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((c) => (
          <TableRow key={c.id}>
            <TableCell>
              <RecordLink base="charges" id={c.id} />
            </TableCell>
            <TableCell>{c.type}</TableCell>
            <TableCell>{c.description ?? ''}</TableCell>
            <TableCell align="right">{money(c.signedAmount, c.currency)}</TableCell>
            <TableCell>
              <RecordLink base="invoices" id={c.invoiceId} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
