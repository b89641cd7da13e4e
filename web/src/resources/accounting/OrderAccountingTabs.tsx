import { useMemo } from 'react';
import Typography from '@mui/material/Typography';
import type { ChargeRow, InvoiceRow } from '@console/contracts';
import { t } from '../../app/i18n/messages';
import { useEmbeddedList } from '../../framework/list/useEmbeddedList';
import type { ListQuery, ResourceApi } from '../../framework/types';
import { ChargesTable, InvoicesTable } from '../../shared/accounting/tables';

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
  return <InvoicesTable rows={rows} testId="order-invoices" />;
};

export const OrderChargesTab = ({ orderId }: { orderId: number }) => {
  const query = useMemo(() => byOrder(orderId), [orderId]);
  const { rows, status } = useEmbeddedList<ChargeRow>(`order-charges:${orderId}`, orderChargesApi, query);
  if (rows.length === 0)
    return <Typography color="text.secondary">{status === 'loading' ? '…' : t('accounting.noCharges')}</Typography>;
  return <ChargesTable rows={rows} testId="order-charges" withInvoice />;
};
