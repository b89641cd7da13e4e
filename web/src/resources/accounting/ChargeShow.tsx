import { useParams } from 'react-router-dom';
import Chip from '@mui/material/Chip';
import type { ChargeRow } from '@console/contracts';
import { t } from '../../app/i18n/messages';
import { formatDate, formatDateTime } from '../../framework/fields/cells';
import { RecordLink } from '../../framework/fields/RecordLink';
import { FieldGrid } from '../../framework/show/FieldGrid';
import { ResourceShow } from '../../framework/show/ResourceShow';
import { chargesApi } from '../../shared/accounting/api';
import { chargeChangeableBy, chargeNotesAction } from './charges';
import { StorageLink } from '../../shared/storages/StorageLink';
import { CustomerLink, deleteAction, InvoiceLink, money, OrderLink, placeItems } from '../../shared/accounting/shared';
import { enumLabel } from '../../app/i18n/enumText';

const Summary = ({ r }: { r: ChargeRow }) => (
  <FieldGrid
    items={[
      { label: 'accounting.col.id', value: r.id },
      { label: 'accounting.col.type', value: enumLabel('ChargeType', r.type) },
      { label: 'accounting.col.amount', value: money(r.signedAmount, r.currency) },
      { label: 'accounting.col.customer', value: <CustomerLink id={r.userId} name={r.userName} /> },
      { label: 'accounting.col.order', value: <OrderLink id={r.orderId} /> },
      { label: 'accounting.col.invoice', value: <InvoiceLink id={r.invoiceId} /> },
      {
        label: 'accounting.col.request',
        value: (
          <RecordLink base="requests" id={r.requestId}>
            {t('words.subject.request', { id: r.requestId ?? '' })}
          </RecordLink>
        ),
      },
      { label: 'accounting.col.storage', value: <StorageLink id={r.storageId} /> },
      { label: 'accounting.col.service', value: r.serviceId },
      {
        label: 'accounting.col.monthYear',
        value: `${r.month}/${r.year} (${r.startDate}-${r.endDate})`,
      },
      { label: 'accounting.col.description', value: r.description },
      { label: 'accounting.col.notes', value: r.notes },
      ...placeItems(r),
      // Spec 3 §3 metadata: what an order's or a storage's charge was computed from.
      ...(r.metadata
        ? [
            { label: 'accounting.col.rent', value: money(r.metadata.rent ?? null, r.currency) },
            { label: 'accounting.col.source', value: r.metadata.source ?? null },
            { label: 'accounting.col.orderRate', value: money(r.metadata.orderRate ?? null, r.currency) },
            { label: 'accounting.col.orderRent', value: money(r.metadata.orderRent ?? null, r.currency) },
            { label: 'accounting.col.orderAmount', value: money(r.metadata.orderAmount ?? null, r.currency) },
            { label: 'accounting.col.orderCurrentSize', value: r.metadata.orderCurrentSize ?? null },
          ]
        : []),
      { label: 'accounting.col.revision', value: r.revision },
      { label: 'accounting.col.created', value: formatDate(r.createdAt) },
      { label: 'accounting.col.updated', value: formatDateTime(r.updatedAt) },
      ...(r.deletedAt
        ? [
            {
              label: 'accounting.col.deletedAt',
              value: <span data-testid="charge-deleted-at">{formatDateTime(r.deletedAt)}</span>,
            },
          ]
        : []),
    ]}
  />
);

/**
 * Spec 3 §2 charge show: summary, Comments and History (the framework's). A deleted charge is listed nowhere but
 * its page still opens, marked deleted, with its History (spec 3 §3 deletedAt).
 */
const ChargeShow = () => {
  const { id } = useParams();
  return (
    <ResourceShow<ChargeRow>
      api={chargesApi}
      id={id}
      basePath="/charges"
      title={(r) => `${t('accounting.charge')} #${r.id}`}
      aside={(r) =>
        r.deletedAt ? (
          <Chip size="small" color="error" label={t('accounting.deleted')} data-testid="charge-deleted" />
        ) : null
      }
      canEdit={(v, r) => chargeChangeableBy(v, r, 'update')}
      actions={(r, v) => [
        ...chargeNotesAction(r, v),
        ...(chargeChangeableBy(v, r, 'remove') ? [deleteAction(`/api/charges/${r.id}`, '/charges')] : []),
      ]}
      tabs={[{ label: 'accounting.summary', content: (r) => <Summary r={r} /> }]}
    />
  );
};
export default ChargeShow;
