import { useParams } from 'react-router-dom';
import { chargeChangeable, type ChargeRow } from '@console/contracts';
import { t } from '../../app/i18n/messages';
import { formatDate } from '../../framework/fields/cells';
import { RecordLink } from '../../framework/fields/RecordLink';
import { FieldGrid } from '../../framework/show/FieldGrid';
import { ResourceShow } from '../../framework/show/ResourceShow';
import { mayUse } from '../../framework/routes';
import { chargesApi } from './api';
import { CustomerLink, deleteAction, money } from './shared';

const Summary = ({ r }: { r: ChargeRow }) => (
  <FieldGrid
    items={[
      { label: t('accounting.col.id'), value: r.id },
      { label: t('accounting.col.type'), value: r.type },
      { label: t('accounting.col.amount'), value: money(r.signedAmount, r.currency) },
      { label: t('accounting.col.customer'), value: <CustomerLink id={r.userId} name={r.userName} /> },
      { label: t('accounting.col.order'), value: <RecordLink base="orders" id={r.orderId} /> },
      { label: t('accounting.col.invoice'), value: <RecordLink base="invoices" id={r.invoiceId} /> },
      { label: t('accounting.col.request'), value: <RecordLink base="requests" id={r.requestId} /> },
      {
        label: `${t('accounting.col.month')}/${t('accounting.col.year')}`,
        value: `${r.month}/${r.year} (${r.startDate}-${r.endDate})`,
      },
      { label: t('accounting.col.description'), value: r.description },
      { label: t('accounting.col.notes'), value: r.notes },
      { label: t('accounting.col.country'), value: r.countryName },
      { label: t('accounting.col.partner'), value: r.partnerName },
      { label: t('accounting.col.created'), value: formatDate(r.createdAt) },
    ]}
  />
);

/** Spec 3 §2 charge show: edit (and delete) only while the linked invoice's date is today or later. */
const ChargeShow = () => {
  const { id } = useParams();
  const today = new Date().toISOString().slice(0, 10);
  return (
    <ResourceShow<ChargeRow>
      api={chargesApi}
      id={id}
      basePath="/charges"
      title={(r) => `${t('accounting.charge')} #${r.id}`}
      canEdit={(v, r) => chargeChangeable(r.invoiceDate, today) && mayUse(v, 'charges', 'update')}
      actions={(r, v) =>
        chargeChangeable(r.invoiceDate, today) && mayUse(v, 'charges', 'remove')
          ? [deleteAction(`/api/charges/${r.id}`, '/charges')]
          : []
      }
      tabs={[{ label: t('accounting.summary'), content: (r) => <Summary r={r} /> }]}
    />
  );
};
export default ChargeShow;
