import {
  canCreateDeliveryFromOrder,
  canCreateRequestFromOrder,
  requestTypeForOrder,
  type OrderRow,
} from '@console/contracts';
import type { RecordAction } from '../../framework/actions/types';
import { mayUse } from '../../framework/routes';
import type { Viewer } from '../../framework/types';

/**
 * Create Pickup (or Drop) on a confirmed storage order's page (issue 14): opens the request form pre-filled from the
 * order and its storages (/requests/create?orderId=…&type=…, CreateFromOrder). Only for users who may create
 * requests; partners see only Edit on the order page (spec 2 §4).
 */
export const orderRequestActions = (row: OrderRow, viewer: Viewer): RecordAction[] => {
  if (viewer.isPartner || !mayUse(viewer, 'requests', 'create')) return [];
  const type = requestTypeForOrder(row);
  return [
    ...(canCreateRequestFromOrder(row)
      ? [
          {
            id: 'createRequest',
            label: type === 'drop' ? 'orders.createDrop' : 'orders.createPickup',
            color: 'primary' as const,
            run: { kind: 'navigate' as const, to: `/requests/create?orderId=${row.id}&type=${type}` },
          },
        ]
      : []),
    // The order's storages in store, back to the customer: the same form, its lines the stored storages.
    ...(canCreateDeliveryFromOrder(row)
      ? [
          {
            id: 'createDelivery',
            label: 'orders.createDelivery',
            color: 'primary' as const,
            run: { kind: 'navigate' as const, to: `/requests/create?orderId=${row.id}&type=delivery` },
          },
        ]
      : []),
  ];
};
