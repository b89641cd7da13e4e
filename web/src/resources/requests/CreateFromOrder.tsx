import { useEffect, useMemo, useState } from 'react';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import {
  requestDraftFromOrder,
  RequestType,
  type AddressForRequest,
  type OrderForRequest,
  type StorageRow,
} from '@console/contracts';
import { apiRequest, isApiError } from '../../app/api/client';
import { useAppDispatch, useViewer } from '../../app/hooks';
import { t } from '../../app/i18n/messages';
import { notify } from '../../app/notifications/slice';
import { ResourceForm } from '../../framework/form/ResourceForm';
import { useEmbeddedList } from '../../framework/list/useEmbeddedList';
import { useRecord } from '../../framework/show/useRecord';
import type { ListQuery, ResourceApi } from '../../framework/types';
import { ordersApi } from '../../shared/orders/api';
import { useSalesCatalogue } from '../../shared/orders/useSalesCatalogue';
import { lineStoragesApi, requestsApi } from '../../shared/requests/api';
import { requestSections } from './form/sections';
import { fromOrderValues, requestBody, requestFormErrors } from './form/values';

/** Spec 2 §9: an order's storages are loaded 200 at a time. */
const ORDER_STORAGES_LIMIT = 200;
/** Spec 2 §9: addresses lists show 20; a customer's addresses for the pre-fill, up to 100. */
const ADDRESSES_LIMIT = 100;
const addressesApi: ResourceApi = {
  name: 'addresses',
  listPath: '/api/v1/addresses/list',
  recordPath: '/api/addresses',
  tables: ['rm.addresses'],
};

/**
 * /requests/create?orderId=…&type=… (issue 14): Create Pickup, Drop or Delivery from an order's page. The order and
 * its storages load first; the form opens pre-filled from them (customer, order, date and slot, city, address,
 * payment mode, a line per storage the type may take), and everything stays editable.
 */
/**
 * Issue 31: the order's storages are made from its quoted items when it has none (the server decides, on the
 * order's streams), and the answer comes once they are listed; only then are the lines read. Asked once per opening;
 * a second ask makes nothing. A refusal is said and the form still opens, without lines.
 */
const useOrderStorages = (orderId: number, type: string | null): boolean => {
  const dispatch = useAppDispatch();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    setReady(false);
    apiRequest<{ requested: boolean; storages: readonly unknown[] }>(
      'POST',
      `/api/v1/orders/${orderId}/request-storages`,
      { type: RequestType.is(type) ? type : 'pickup' },
    )
      .then((answer) => {
        if (live && answer.requested)
          dispatch(
            notify({ message: t('requests.orderStoragesMade', { count: answer.storages.length }), type: 'info' }),
          );
      })
      .catch((e: unknown) => {
        if (live) dispatch(notify({ message: isApiError(e) ? e.message : String(e), type: 'warning' }));
      })
      .finally(() => {
        if (live) setReady(true);
      });
    return () => {
      live = false;
    };
  }, [orderId, type, dispatch]);
  return ready;
};

export const CreateFromOrder = ({ orderId, type }: { orderId: number; type: string | null }) => {
  const storagesReady = useOrderStorages(orderId, type);
  return storagesReady ? (
    <CreateFromOrderForm orderId={orderId} type={type} />
  ) : (
    <Paper sx={{ p: 3 }} aria-busy="true" data-testid="preparing-order-storages">
      <Skeleton width="40%" height={40} />
      {t('requests.preparingOrderStorages')}
      <Skeleton height={200} />
    </Paper>
  );
};

const CreateFromOrderForm = ({ orderId, type }: { orderId: number; type: string | null }) => {
  const viewer = useViewer();
  const catalogue = useSalesCatalogue();
  const { record: order } = useRecord<OrderForRequest>(ordersApi, orderId);
  const query: ListQuery = useMemo(
    () => ({ limit: ORDER_STORAGES_LIMIT, page: 1, sortBy: 'id', sortOrder: 'ASC', orderIds: [orderId] }),
    [orderId],
  );
  const { rows, status } = useEmbeddedList<StorageRow>(`request-create:order:${orderId}`, lineStoragesApi, query);
  // The customer's addresses: the one typed at quoting became one of them when the lead was confirmed.
  const userId = order && order.id === orderId ? order.userId : null;
  const addressQuery: ListQuery = useMemo(
    () => ({
      limit: ADDRESSES_LIMIT,
      page: 1,
      sortBy: 'id',
      sortOrder: 'DESC',
      ...(userId !== null ? { userIds: [userId] } : {}),
    }),
    [userId],
  );
  const { rows: addresses, status: addressStatus } = useEmbeddedList<AddressForRequest>(
    `request-create:order:${orderId}:addresses:${userId ?? 'none'}`,
    addressesApi,
    addressQuery,
  );
  const sections = useMemo(() => requestSections(catalogue, { mode: 'create' }), [catalogue]);
  const initial = useMemo(() => {
    if (!order || order.id !== orderId || status !== 'ready') return null;
    if (userId !== null && addressStatus === 'loading') return null;
    const draft = requestDraftFromOrder(
      order,
      rows,
      RequestType.is(type) ? type : undefined,
      userId !== null ? addresses : [],
    );
    return fromOrderValues(viewer, draft);
  }, [order, orderId, status, rows, type, viewer, userId, addressStatus, addresses]);
  if (!initial) {
    return (
      <Paper sx={{ p: 3 }} aria-busy="true">
        <Skeleton width="40%" height={40} />
        <Skeleton height={240} />
      </Paper>
    );
  }
  return (
    <ResourceForm
      key={`${orderId}:${String(initial.type)}`}
      formId="requests:create:order"
      api={requestsApi}
      title={t('requests.fromOrder', { id: orderId })}
      sections={sections}
      initialValues={initial}
      toBody={(v, vw) => requestBody(v, vw)}
      validate={(_body, full) => requestFormErrors(full)}
      redirectTo="/requests/:id/show"
      notice={t('requests.created')}
    />
  );
};
