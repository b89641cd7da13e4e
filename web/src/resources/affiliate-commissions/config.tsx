import { COUNTRIES, type AffiliateCommission } from '@console/contracts';
import dayjs from 'dayjs';
import { t } from '../../app/i18n/messages';
import { formatDate } from '../../framework/fields/cells';
import { RecordLink } from '../../framework/fields/RecordLink';
import type { ColumnDef, FilterDef, ListConfig, ResourceApi } from '../../framework/types';
import { money } from '../../shared/accounting/shared';

/** Spec 1 §7.5: the list call of the affiliate-commissions projection; no record calls (nothing is edited). */
export const affiliateCommissionsApi: ResourceApi = {
  name: 'affiliate-commissions',
  listPath: '/api/v1/affiliate-commissions/list',
  recordPath: '/api/v1/affiliate-commissions',
  tables: ['rm.affiliate_commissions'],
};

const REASON_WORD = {
  collected: t('affiliateCommissions.reason.collected'),
  refunded: t('affiliateCommissions.reason.refunded'),
  cancelled: t('affiliateCommissions.reason.cancelled'),
} as const;

const columns: ColumnDef<AffiliateCommission>[] = [
  { id: 'id', label: '#', sortField: 'id', width: 76, render: (r) => r.id, exportValue: (r) => r.id },
  {
    id: 'affiliate',
    label: t('affiliateCommissions.col.affiliate'),
    sortField: 'affiliateId',
    flex: 1,
    minWidth: 160,
    render: (r) => r.affiliateName ?? `#${r.affiliateId}`,
    exportValue: (r) => r.affiliateName,
  },
  {
    id: 'order',
    label: t('affiliateCommissions.col.order'),
    sortField: 'orderId',
    width: 100,
    render: (r) => (
      <RecordLink base="orders" id={r.orderId}>
        {r.orderId}
      </RecordLink>
    ),
    exportValue: (r) => r.orderId,
  },
  {
    id: 'invoice',
    label: t('affiliateCommissions.col.invoice'),
    sortField: 'invoiceId',
    width: 100,
    render: (r) => (
      <RecordLink base="invoices" id={r.invoiceId}>
        {r.invoiceId}
      </RecordLink>
    ),
    exportValue: (r) => r.invoiceId,
  },
  {
    id: 'collected',
    label: t('affiliateCommissions.col.collected'),
    sortField: 'collected',
    width: 140,
    render: (r) => money(r.collected, r.currency),
    exportValue: (r) => money(r.collected, r.currency),
  },
  {
    id: 'amount',
    label: t('affiliateCommissions.col.amount'),
    sortField: 'amount',
    width: 140,
    render: (r) => <span data-testid="commission-amount">{money(r.amount, r.currency)}</span>,
    exportValue: (r) => money(r.amount, r.currency),
  },
  {
    id: 'reason',
    label: t('affiliateCommissions.col.reason'),
    width: 150,
    render: (r) => REASON_WORD[r.reason],
    exportValue: (r) => REASON_WORD[r.reason],
  },
  {
    id: 'createdAt',
    label: t('affiliateCommissions.col.createdAt'),
    sortField: 'createdAt',
    width: 120,
    render: (r) => formatDate(r.createdAt),
    exportValue: (r) => formatDate(r.createdAt),
  },
];

const filters: FilterDef[] = [
  {
    kind: 'dateRange',
    key: 'created',
    label: t('affiliateCommissions.filter.created'),
    alwaysOn: true,
    toQuery: (v) => {
      const range: { from?: string; to?: string } = {};
      if (v.from) range.from = dayjs(v.from).startOf('day').toISOString();
      if (v.to) range.to = dayjs(v.to).endOf('day').toISOString();
      return range.from || range.to ? { createdDateRange: range } : {};
    },
  },
  {
    kind: 'select',
    key: 'country',
    label: t('affiliateCommissions.filter.country'),
    alwaysOn: true,
    choices: COUNTRIES.map((c) => ({ id: c.id, name: c.name })),
    toQuery: (v) => ({ countryIds: (Array.isArray(v) ? v : [v]).map(Number) }),
  },
];

/** Spec 1 §2.1 Marketing, §7.5: newest first, 50 a page; an affiliate user's own rows (the server scopes them). */
export const affiliateCommissionListConfig: ListConfig<AffiliateCommission> = {
  api: affiliateCommissionsApi,
  title: t('affiliateCommissions.title'),
  columnsKey: 'affiliateCommissionListColumns',
  columns,
  defaultSort: { field: 'createdAt', order: 'DESC' },
  perPageOptions: [10, 25, 50, 100],
  defaultPerPage: 50,
  filters,
  exportFileName: 'affiliate-commissions',
  canCreate: () => false,
};
