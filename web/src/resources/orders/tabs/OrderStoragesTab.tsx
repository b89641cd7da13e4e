import type { StorageRow } from '@console/contracts';
import { useViewer } from '../../../app/hooks';
import { t } from '../../../app/i18n/messages';
import { RecordLink } from '../../../framework/fields/RecordLink';
import { ReferenceName } from '../../../framework/fields/ReferenceName';
import { StatusBadge } from '../../../framework/fields/StatusBadge';
import type { Viewer } from '../../../framework/types';
import { storagesApi } from '../../../shared/storages/sources';
import { warehouseSource } from '../../../framework/fields/sources';
import { EmbeddedTable, type EmbeddedColumn } from '../../../framework/list/EmbeddedTable';

/** Spec 2 §9: the storages of an order are loaded 200 at a time, sorted by id ascending (spec 2 §7). */
const ORDER_STORAGES_PAGE = 200;

/** Spec 2 §1: partner users see no warehouse or location. */
const columnsFor = (viewer: Viewer): EmbeddedColumn<StorageRow>[] => [
  { label: 'orders.col.id', render: (s) => <RecordLink base="storages" id={s.id} /> },
  {
    label: 'orders.tab.code',
    render: (s) =>
      s.code ? (
        <RecordLink base="storages" id={s.id}>
          {s.code}
        </RecordLink>
      ) : (
        ''
      ),
  },
  { label: 'orders.tab.name', render: (s) => s.name ?? '' },
  { label: 'orders.col.type', render: (s) => s.storagetypeName ?? s.storagetypeCode ?? '' },
  { label: 'orders.summary.size', align: 'right', render: (s) => s.size ?? '' },
  { label: 'orders.tab.qty', align: 'right', render: (s) => s.qty ?? '' },
  { label: 'orders.col.status', render: (s) => <StatusBadge kind="storage" status={s.status} /> },
  ...(viewer.isPartner
    ? []
    : [
        // Spec 2 §3 displayed location (OUT, the location path or IN), as the storages read model keeps it.
        {
          label: 'orders.tab.location',
          render: (s: StorageRow) => <span data-testid="storage-location">{s.location ?? ''}</span>,
        },
        {
          label: 'requests.warehouse',
          render: (s: StorageRow) =>
            s.warehouseId === null ? (
              ''
            ) : (
              <RecordLink base="warehouses" id={s.warehouseId}>
                <ReferenceName source={warehouseSource} id={s.warehouseId} />
              </RecordLink>
            ),
          reference: { source: warehouseSource, idOf: (s: StorageRow) => s.warehouseId },
        },
      ]),
];

/**
 * The Storages tab of a lead or an order (spec 2 §2): its storages through POST /api/v1/storages/list {orderIds},
 * which keeps a partner user to its partner's rows.
 */
export const OrderStoragesTab = ({ orderId }: { orderId: number }) => {
  const viewer = useViewer();
  return (
    <EmbeddedTable<StorageRow>
      listId={`order:${orderId}:storages`}
      api={storagesApi}
      filter={{ orderIds: [orderId] }}
      sort={{ sortBy: 'id', sortOrder: 'ASC' }}
      columns={columnsFor(viewer)}
      testId="order-storages"
      perPage={ORDER_STORAGES_PAGE}
      perPageOptions={[ORDER_STORAGES_PAGE]}
      empty={t('orders.noStorages')}
    />
  );
};
