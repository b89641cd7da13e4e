import { useParams } from 'react-router-dom';
import type { OrderPage, OrderRow } from '@console/contracts';
import { StatusBadge } from '../../framework/fields/StatusBadge';
import { ResourceShow } from '../../framework/show/ResourceShow';
import { recordTitle, SALES_PAGES } from './api';
import { orderActions } from './orderActions';
import { OrderSummary } from './OrderSummary';

/**
 * The show page of a lead (/leads/{id}/show) or an order (/orders/{id}/show), spec 2 §2: the summary, then the
 * framework's Comments and History (the order history model). Storages, Requests, Invoices, Charges and
 * Communication come with their data (operations, accounting, notifications). The buttons are the lifecycle's
 * actions for the page.
 */
export const SalesShow = ({ page }: { page: OrderPage }) => {
  const { id } = useParams();
  const p = SALES_PAGES[page];
  return (
    <ResourceShow<OrderRow>
      api={p.api}
      id={id}
      basePath={p.basePath}
      title={(r) => recordTitle(p, r)}
      aside={(r) => <StatusBadge kind="order" status={r.status} />}
      actions={(r, viewer) => orderActions(r, viewer, page)}
      commentUserId={(r) => r.userId}
      tabs={[{ label: 'Summary', content: (r) => <OrderSummary r={r} /> }]}
    />
  );
};
