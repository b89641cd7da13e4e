import { useMemo } from 'react';
import type { CommissionSlabRow, InvoiceRow } from '@console/contracts';
import { t } from '../../app/i18n/messages';
import { EmbeddedTable, type EmbeddedColumn } from '../../framework/list/EmbeddedTable';
import { column, embedded } from '../../framework/screens/columns';
import type { ResourceApi } from '../../framework/types';
import { invoicesApi } from '../../shared/accounting/api';

/** The generic find of commission slabs by partner (spec 3 §7: by partnerId, id ascending, 200 a page). */
const commissionSlabsApi: ResourceApi = {
  name: 'partner-commission-slabs',
  recordPath: '/api/partner-commission-slabs',
  tables: ['rm.partner_commission_slabs'],
  fallback: { partnerId: 'partnerId' },
};

/** Made at render, so the labels are the language on screen. */
const invoiceColumns = (): EmbeddedColumn<InvoiceRow>[] => [
  embedded(column.serial<InvoiceRow>()),
  embedded(column.link<InvoiceRow>('id', t('partners.col.id'), 'invoices', (r) => r.id)),
  embedded(column.field<InvoiceRow>('number', t('accounting.col.number'), (r) => r.invoiceNumber)),
  embedded(column.date<InvoiceRow>('createdAt', t('accounting.col.created'), (r) => r.createdAt)),
  embedded(column.date<InvoiceRow>('date', t('accounting.col.date'), (r) => r.date)),
  embedded(column.customer<InvoiceRow>()),
  embedded(column.amount<InvoiceRow>('amount', t('accounting.col.amount'), (r) => r.amount)),
  embedded(column.amount<InvoiceRow>('amountPaid', t('accounting.col.amountPaid'), (r) => r.amountPaid)),
  { ...embedded(column.status<InvoiceRow>('invoice', (r) => r.status)), label: t('accounting.col.status') },
  embedded(column.date<InvoiceRow>('paidAt', t('partners.col.paidAt'), (r) => r.paidAt)),
];

/** Spec 3 §2 Partners show, the invoices tab: the partner's invoices, newest first. */
export const PartnerInvoices = ({ partnerId }: { partnerId: number }) => {
  const columns = useMemo(invoiceColumns, []);
  return (
    <EmbeddedTable<InvoiceRow>
      listId={`partner:${partnerId}:invoices`}
      api={invoicesApi}
      filter={{ partnerIds: [partnerId] }}
      sort={{ sortBy: 'id', sortOrder: 'DESC' }}
      columns={columns}
      perPage={10}
      perPageOptions={[10, 20, 50, 100]}
      empty={t('accounting.noInvoices')}
      testId="partner-invoices"
    />
  );
};

const slabColumns = (): EmbeddedColumn<CommissionSlabRow>[] => [
  embedded(column.link<CommissionSlabRow>('id', t('partners.col.id'), 'partner-commission-slabs', (r) => r.id)),
  { label: t('partners.col.serviceCategory'), render: (r) => r.serviceCategory },
  { label: t('partners.col.target'), align: 'right', render: (r) => t('partners.target', { cbm: r.target }) },
  { label: t('partners.col.commission'), align: 'right', render: (r) => `${r.commissionPercent}%` },
];

/** Spec 3 §2 Partners show, the commission tab: its commission slabs (spec 3 §7: id ascending, 200 a page). */
export const PartnerCommissionSlabs = ({ partnerId }: { partnerId: number }) => {
  const columns = useMemo(slabColumns, []);
  return (
    <EmbeddedTable<CommissionSlabRow>
      listId={`partner:${partnerId}:commission-slabs`}
      api={commissionSlabsApi}
      filter={{ partnerId }}
      sort={{ sortBy: 'id', sortOrder: 'ASC' }}
      columns={columns}
      perPage={200}
      perPageOptions={[200]}
      empty={t('partners.noSlabs')}
      testId="partner-commission-slabs"
    />
  );
};
