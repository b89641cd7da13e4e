import { useParams } from 'react-router-dom';
import type { OrderPage, OrderRow } from '@console/contracts';
import { useAvailableRoutes } from '../../framework/availableRoutes';
import { StatusBadge } from '../../framework/fields/StatusBadge';
import { COMMENTS_TAB, HISTORY_TAB, ResourceShow, type ShowTab } from '../../framework/show/ResourceShow';
import { recordTitle, SALES_PAGES } from '../../shared/orders/api';
import { orderActions } from './orderActions';
import { leadSurveyActions } from './leadSurveyAction';
import { orderRequestActions } from './orderRequestActions';
import { OrderSummary } from './OrderSummary';
import { OrderRequestsTab } from './tabs/OrderRequestsTab';
import { CommunicationRecordsTab } from '../communication-records';
import { OrderStoragesTab } from './tabs/OrderStoragesTab';
import { OrderChargesTab, OrderInvoicesTab } from '../accounting';
import { CustomerPhotos } from '../photos';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useViewer } from '../../app/hooks';
import { t } from '../../app/i18n/messages';
import { mayUse } from '../../framework/routes';

/**
 * The show page of a lead (/leads/{id}/show) or an order (/orders/{id}/show), spec 2 §2: the summary, the order's
 * Storages and Requests (for a user who may list them), then the framework's Comments and History (the order
 * history model). Invoices, Charges and Communication come with the accounting and notifications contexts, in the
 * spec's places (after Requests; Communication last); an order's photos (with captions) under its summary. The
 * buttons are the lifecycle's actions for the page.
 */
export const SalesShow = ({ page }: { page: OrderPage }) => {
  const { id } = useParams();
  const p = SALES_PAGES[page];
  const routes = useAvailableRoutes();
  const viewer = useViewer();
  const tabs: ShowTab<OrderRow>[] = [
    {
      label: 'orders.tab.summary',
      content: (r) => (
        <>
          <OrderSummary r={r} page={page} />
          {/* Spec 2 §7 'Photo upload for orders: user-photos with userId, orderId, file, caption'. Under the summary,
              not a tab of its own: spec 2 §2 fixes the order's tabs by index (Communication is tab 7). */}
          {page === 'order' && r.userId !== null && mayUse(viewer, 'user-photos', 'list') ? (
            <Box sx={{ mt: 3 }} data-testid="order-photos">
              <Typography variant="h6" gutterBottom>
                {t('customerPage.photos.tab')}
              </Typography>
              <CustomerPhotos userId={r.userId} orderId={r.id} />
            </Box>
          ) : null}
        </>
      ),
    },
    ...(routes.has('/storages')
      ? [{ label: 'orders.tab.storages', content: (r: OrderRow) => <OrderStoragesTab orderId={r.id} /> }]
      : []),
    ...(routes.has('/requests')
      ? [{ label: 'orders.tab.requests', content: (r: OrderRow) => <OrderRequestsTab orderId={r.id} /> }]
      : []),
    ...(routes.has('/invoices')
      ? [{ label: 'orders.tab.invoices', content: (r: OrderRow) => <OrderInvoicesTab orderId={r.id} /> }]
      : []),
    ...(page === 'order' && routes.has('/charges')
      ? [{ label: 'orders.tab.charges', content: (r: OrderRow) => <OrderChargesTab orderId={r.id} /> }]
      : []),
    // Spec 1: Communication last, after the framework's Comments and History.
    COMMENTS_TAB,
    HISTORY_TAB,
    ...(routes.has('/Communication-records')
      ? [
          {
            label: 'communication.title',
            content: (r: OrderRow) => <CommunicationRecordsTab of={{ resourceType: page, resourceId: r.id }} />,
          },
        ]
      : []),
  ];
  return (
    <ResourceShow<OrderRow>
      api={p.api}
      id={id}
      basePath={p.basePath}
      title={(r) => recordTitle(p, r)}
      aside={(r) => <StatusBadge kind="order" status={r.status} />}
      actions={(r, viewer) => [
        ...orderActions(r, viewer, page),
        ...(page === 'order' ? orderRequestActions(r, viewer) : leadSurveyActions(r, viewer)),
      ]}
      commentUserId={(r) => r.userId}
      tabs={tabs}
    />
  );
};
