import {
  REQUEST_DEFAULT_PAGE_SIZE,
  REQUEST_PAGE_SIZES,
  REQUESTS_SCREEN_SORT,
  type RequestRow,
} from '@console/contracts';
import { useViewer } from '../../../app/hooks';
import { t } from '../../../app/i18n/messages';
import { formatDate } from '../../../framework/fields/cells';
import { RecordLink } from '../../../framework/fields/RecordLink';
import { LinkedRecordName, nameReference } from '../../../framework/fields/RecordName';
import { StatusBadge } from '../../../framework/fields/StatusBadge';
import type { Viewer } from '../../../framework/types';
import { requestsApi } from '../../../shared/requests/api';
import { slotOf } from '../../../shared/requests/slot';
import { EmbeddedTable, type EmbeddedColumn } from '../../../framework/list/EmbeddedTable';
import { enumLabel } from '../../../app/i18n/enumText';

/** Spec 2 §1: partner users see no warehouse. */
const columnsFor = (viewer: Viewer): EmbeddedColumn<RequestRow>[] => [
  // Issue 31 §6: a request has no name: it says what it is.
  {
    label: 'orders.col.id',
    render: (r) => (
      <RecordLink base="requests" id={r.id}>
        {t('requests.recordTitle', { id: r.id })}
      </RecordLink>
    ),
  },
  { label: 'orders.col.type', render: (r) => enumLabel('RequestType', r.type) },
  { label: 'orders.col.status', render: (r) => <StatusBadge kind="request" status={r.status} /> },
  { label: 'orders.col.date', render: (r) => formatDate(r.date) },
  { label: 'orders.tab.time', render: slotOf },
  ...(viewer.isPartner
    ? []
    : [
        {
          label: 'requests.warehouse',
          reference: nameReference<RequestRow>(
            'warehouse',
            (r) => r.warehouseId,
            (r) => r.warehouseName,
          ),
          render: (r: RequestRow) =>
            r.warehouseId === null ? '' : <LinkedRecordName of="warehouse" id={r.warehouseId} name={r.warehouseName} />,
        },
      ]),
  {
    label: 'requests.team',
    reference: nameReference<RequestRow>(
      'team',
      (r) => r.teamId,
      (r) => r.teamName,
    ),
    render: (r) => (r.teamId === null ? '' : <LinkedRecordName of="team" id={r.teamId} name={r.teamName} />),
  },
];

/**
 * The Requests tab of a lead or an order (spec 2 §2): its requests through POST /api/v1/requests/list {orderIds}
 * (a partner user gets its partner's only), date descending and paged like the requests list; lines are not needed.
 */
export const OrderRequestsTab = ({ orderId }: { orderId: number }) => {
  const viewer = useViewer();
  return (
    <EmbeddedTable<RequestRow>
      listId={`order:${orderId}:requests`}
      api={requestsApi}
      filter={{ orderIds: [orderId], excludeLines: true }}
      sort={REQUESTS_SCREEN_SORT}
      columns={columnsFor(viewer)}
      testId="order-requests"
      perPage={REQUEST_DEFAULT_PAGE_SIZE}
      perPageOptions={REQUEST_PAGE_SIZES}
    />
  );
};
