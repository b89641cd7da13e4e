import { useMemo, useState } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import type { AffiliateAnalytics } from '@console/contracts';
import { t, type MessageKey } from '../app/i18n/messages';
import { useEmbeddedList } from '../framework/list/useEmbeddedList';
import { localToday, pathWith, useFetched } from '../resources/analytics';
import { affiliateCommissionsApi } from '../resources/affiliate-commissions/config';
import { money } from '../shared/accounting/shared';
import { ordersApi } from '../shared/orders/api';
import { DateInput } from '../framework/fields/DateInput';
import {
  affiliateDefaultRange,
  affiliateRangeOk,
  commissionTotals,
  ORDERS_NOT_CANCELLED,
  tomorrowOf,
  type DayRange,
} from './affiliate-panel';

const Card = ({ label, testId, children }: { label: MessageKey; testId: string; children: React.ReactNode }) => (
  <Paper variant="outlined" sx={{ p: 2, minWidth: 180 }} data-testid={testId}>
    <Typography variant="overline" sx={{ color: 'text.secondary' }}>
      {t(label)}
    </Typography>
    <Typography variant="h6">{children}</Typography>
  </Paper>
);

/**
 * The affiliate panel (spec 1 §2.4, §7.5): a range of one month back to now that cannot end after tomorrow; the
 * commission total (every commission of the range, the server's sum), the orders not cancelled, and the
 * affiliate analytics. The server scopes every call to the affiliate's own.
 */
export const AffiliateDashboard = () => {
  const today = localToday();
  const [draft, setDraft] = useState<DayRange>(() => affiliateDefaultRange(today));
  const [range, setRange] = useState<DayRange>(draft);
  const ok = affiliateRangeOk(draft, today);
  const edit = (end: keyof DayRange, value: string) => {
    const next = { ...draft, [end]: value };
    setDraft(next);
    // A range applies only when it is whole and ends by tomorrow (spec 1 §2.4).
    if (affiliateRangeOk(next, today)) setRange(next);
  };
  const created = useMemo(
    () => ({
      from: dayjs(range.from).startOf('day').toISOString(),
      to: dayjs(range.to).endOf('day').toISOString(),
    }),
    [range],
  );
  const page = { limit: 50, page: 1 };
  const analytics = useFetched<AffiliateAnalytics>(
    'affiliate-analytics',
    pathWith('/api/affiliate-analytics', { fromDate: created.from, toDate: created.to }),
  );
  const orders = useEmbeddedList('affiliate-panel-orders', ordersApi, {
    ...page,
    sortBy: 'id',
    sortOrder: 'DESC',
    createdDateRange: created,
    statuses: ORDERS_NOT_CANCELLED,
  });
  // The commissions of the range, newest first (spec 1 §7.5), refreshed live when the projection moves.
  const commissions = useEmbeddedList('affiliate-panel-commissions', affiliateCommissionsApi, {
    ...page,
    sortBy: 'createdAt',
    sortOrder: 'DESC',
    createdDateRange: created,
  });
  const totals = analytics.data ? commissionTotals(analytics.data) : [];
  return (
    <Stack spacing={2} sx={{ mt: 3 }} data-testid="affiliate-dashboard">
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        {t('dashboard.affiliate.title')}
      </Typography>
      <Stack direction="row" spacing={2}>
        {(['from', 'to'] as const).map((end) => (
          <DateInput
            key={end}
            name={`affiliate-range-${end}`}
            label={t(end === 'from' ? 'analytics.from' : 'analytics.to')}
            value={draft[end]}
            maxDate={tomorrowOf(today)}
            width={190}
            testId={`affiliate-range-${end}`}
            {...(!ok && end === 'to' ? { error: t('dashboard.affiliate.range') } : {})}
            onChange={(day) => edit(end, day ?? '')}
          />
        ))}
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Card label="dashboard.affiliate.commissionTotal" testId="affiliate-commission-total">
          {totals.length === 0 ? '0.00' : totals.map((c) => `${c.total} ${c.currency}`).join(' · ')}
        </Card>
        <Card label="dashboard.affiliate.orders" testId="affiliate-orders">
          {orders.status === 'ready' ? orders.totalCount : ''}
        </Card>
        {(analytics.data?.results ?? []).map((r) => (
          <Card key={r.currency} label="dashboard.affiliate.collected" testId={`affiliate-collected-${r.currency}`}>
            {money(r.collected, r.currency)}
          </Card>
        ))}
        <Card label="dashboard.affiliate.invoices" testId="affiliate-invoices">
          {(analytics.data?.results ?? []).reduce((n, r) => n + r.invoices, 0)}
        </Card>
        <Card label="affiliateCommissions.title" testId="affiliate-commission-rows">
          {commissions.totalCount}
        </Card>
      </Stack>
    </Stack>
  );
};
