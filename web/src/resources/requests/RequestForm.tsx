import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  requestDraftFromOrder,
  validateRequestFromStorages,
  type OrderForRequest,
  type RequestRow,
  type StorageRow,
} from '@console/contracts';
import { ordersApi } from '../../shared/orders/api';
import { useViewer } from '../../app/hooks';
import { t } from '../../app/i18n/messages';
import { ResourceForm } from '../../framework/form/ResourceForm';
import { useEmbeddedList } from '../../framework/list/useEmbeddedList';
import { useRecord } from '../../framework/show/useRecord';
import type { ListQuery } from '../../framework/types';
import { useSalesCatalogue } from '../../shared/orders/useSalesCatalogue';
import { lineStoragesApi, requestsApi } from '../../shared/requests/api';
import { CreateFromOrder } from './CreateFromOrder';
import { requestSections } from './form/sections';
import {
  createValues,
  editValues,
  fromOrderValues,
  fromStoragesValues,
  requestBody,
  requestFormErrors,
} from './form/values';

const Loading = () => (
  <Paper sx={{ p: 3 }} aria-busy="true">
    <Skeleton width="40%" height={40} />
    <Skeleton height={240} />
  </Paper>
);

const NotFound = () => (
  <Paper sx={{ p: 4 }}>
    <Typography variant="h6">{t('record.notFound')}</Typography>
  </Paper>
);

/** `?storageIds=1,2,3`: the storage selection a create starts from (the storages list's bulk action). */
const parseStorageIds = (raw: string | null): number[] =>
  raw === null
    ? []
    : [
        ...new Set(
          raw
            .split(',')
            .map((s) => Number(s.trim()))
            .filter((n) => Number.isSafeInteger(n) && n > 0),
        ),
      ];

/** Create from a storage selection (spec 2 §2, §5): the storages load first; their user, country and lines fill the form. */
const CreateFromStorages = ({ ids }: { ids: readonly number[] }) => {
  const viewer = useViewer();
  const catalogue = useSalesCatalogue();
  const query: ListQuery = useMemo(
    () => ({ limit: Math.min(ids.length, 1000), page: 1, sortBy: 'id', sortOrder: 'ASC', ids: [...ids] }),
    [ids],
  );
  const { rows, status } = useEmbeddedList<StorageRow>(
    `request-create:storages:${ids.join(',')}`,
    lineStoragesApi,
    query,
  );
  const sections = useMemo(() => requestSections(catalogue, { mode: 'create', fromStorages: true }), [catalogue]);
  // Storages of one order: its city, date and slot, address and payment mode fill the rest (issue 14).
  const orders = new Set(rows.map((r) => r.orderId));
  const orderId = status === 'ready' && orders.size === 1 ? (rows[0]?.orderId ?? undefined) : undefined;
  const { record: order, status: orderStatus } = useRecord<OrderForRequest>(ordersApi, orderId ?? undefined);
  const initial = useMemo(() => {
    if (status !== 'ready') return null;
    const base = fromStoragesValues(viewer, rows);
    if (orderId === undefined || orderId === null) return base;
    if (orderStatus === 'loading' && !order) return null;
    if (!order || order.id !== orderId) return base;
    const draft = requestDraftFromOrder(order, [], 'delivery');
    return {
      ...fromOrderValues(viewer, draft),
      ...base,
      cityId: draft.cityId,
      date: draft.date,
      slot: fromOrderValues(viewer, draft).slot,
      addressId: draft.addressId,
      paymentMode: draft.paymentMode ?? '',
    };
  }, [status, rows, viewer, orderId, order, orderStatus]);
  if (!initial) return <Loading />;
  // The selection's own rules (one user, one country) are shown at once, before anything is typed.
  const selectionProblems = validateRequestFromStorages({}, rows).filter((p) => p.path === 'request_lines');
  return (
    <>
      {selectionProblems.length > 0 ? (
        <Alert severity="error" sx={{ mb: 1.5 }} data-testid="selection-problems">
          {selectionProblems.map((p) => p.message).join(' ')}
        </Alert>
      ) : null}
      <ResourceForm
        key={ids.join(',')}
        formId="requests:create:storages"
        api={requestsApi}
        title={t('requests.fromStorages', { count: rows.length })}
        sections={sections}
        initialValues={initial}
        toBody={(v, vw) => requestBody(v, vw, { fromStorages: true })}
        validate={(_body, full) => requestFormErrors(full, rows)}
        redirectTo="/requests/:id/show"
        notice={t('requests.created')}
      />
    </>
  );
};

/** /requests/create (spec 2 §2): Request, Lines, Services; to the show page after saving. */
export const RequestCreate = () => {
  const viewer = useViewer();
  const [search] = useSearchParams();
  const storageIds = useMemo(() => parseStorageIds(search.get('storageIds')), [search]);
  const catalogue = useSalesCatalogue();
  const sections = useMemo(() => requestSections(catalogue, { mode: 'create' }), [catalogue]);
  const initial = useMemo(() => createValues(viewer), [viewer]);
  if (storageIds.length > 0) return <CreateFromStorages ids={storageIds} />;
  const orderId = Number(search.get('orderId'));
  if (Number.isSafeInteger(orderId) && orderId > 0)
    return <CreateFromOrder orderId={orderId} type={search.get('type')} />;
  return (
    <ResourceForm
      formId="requests:create"
      api={requestsApi}
      title="requests.create"
      sections={sections}
      initialValues={initial}
      toBody={(v, vw) => requestBody(v, vw)}
      validate={(_body, full) => requestFormErrors(full)}
      redirectTo="/requests/:id/show"
      notice={t('requests.created')}
    />
  );
};

/** /requests/{id} (spec 2 §2, §6): the same sections, only what changed is sent; to the show page after saving. */
export const RequestEdit = () => {
  const { id } = useParams();
  const catalogue = useSalesCatalogue();
  const { record, status } = useRecord<RequestRow>(requestsApi, id);
  const sections = useMemo(() => requestSections(catalogue, { mode: 'edit' }), [catalogue]);
  const initial = useMemo(() => (record ? editValues(record) : null), [record]);
  if (status === 'missing' || status === 'error') return <NotFound />;
  if (!record || !initial || String(record.id) !== id || !catalogue.ready) return <Loading />;
  return (
    <ResourceForm
      key={record.id}
      formId={`requests:edit:${record.id}`}
      api={requestsApi}
      id={record.id}
      title={t('requests.editTitle', { id: record.id })}
      sections={sections}
      initialValues={initial}
      toBody={(v, vw) => requestBody(v, vw)}
      validate={(_body, full) => requestFormErrors(full)}
      redirectTo="/requests/:id/show"
      notice={t('requests.updated')}
    />
  );
};
