import { useMemo } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddCardIcon from '@mui/icons-material/AddCard';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { PaymentRow, UserRow, UserStats } from '@console/contracts';
import { useViewer } from '../../app/hooks';
import { t } from '../../app/i18n/messages';
import { enumLabel } from '../../app/i18n/enumText';
import { RecordActions } from '../../framework/actions/RecordActions';
import { formatDate } from '../../framework/fields/cells';
import { RecordLink } from '../../framework/fields/RecordLink';
import { useEmbeddedList } from '../../framework/list/useEmbeddedList';
import { mayUse } from '../../framework/routes';
import { useRecord } from '../../framework/show/useRecord';
import type { ListQuery } from '../../framework/types';
import { paymentsApi } from '../../shared/accounting/api';
import { money } from '../../shared/accounting/shared';
import { userStatsApi } from '../../shared/users/statsApi';
import { payFromCreditAction } from '../accounting';
import { basePathOf, showMoney, usersApi } from './index';
import { RowsTable, type RowsColumn } from '../../framework/list/RowsTable';

/** A payment holding credit; its page holds Refund and Allocate (spec 3 §4; issue 30 §3). */
const HOLDING: readonly RowsColumn<PaymentRow>[] = [
  { label: 'customerPage.credits.payment', render: (p) => <RecordLink base="payments" id={p.id} /> },
  { label: 'customerPage.credits.mode', render: (p) => enumLabel('PaymentMethod', p.mode) },
  { label: 'customerPage.credits.paidAt', render: (p) => formatDate(p.paidAt) },
  { label: 'customerPage.credits.amount', render: (p) => money(p.amount, p.currency), align: 'right' },
  { label: 'customerPage.credits.unallocated', render: (p) => money(p.unallocated, p.currency), align: 'right' },
];

/**
 * The customer credits edit page (spec 3 §2 'Customer credits edit page exists'). Credit is money the customer holds
 * with us, so it is never typed (issue 30 §3, contracts' CREDITS_BY_MONEY_MESSAGE): this page shows the ledger's
 * credit and the complete payments holding it, and moves it only through the money records — add credit by recording
 * a payment, use it on open invoices (mode credits), refund or allocate it from a payment's page. Hidden from the
 * partner role (spec 3 §6: credits hidden).
 */
const CustomerCredits = () => {
  const { id } = useParams();
  const userId = Number(id);
  const viewer = useViewer();
  const basePath = basePathOf(useLocation().pathname);
  const user = useRecord<UserRow>(usersApi, Number.isInteger(userId) ? userId : undefined).record;
  const stats = useRecord<UserStats>(userStatsApi, mayUse(viewer, 'user-stats', 'view') ? userId : undefined).record;
  const query = useMemo<ListQuery>(
    () => ({ limit: 100, page: 1, sortBy: 'id', sortOrder: 'ASC', userIds: [userId], statuses: ['complete'] }),
    [userId],
  );
  const payments = useEmbeddedList<PaymentRow>(`customer-credits:${userId}`, paymentsApi, query);
  const holding = payments.rows.filter((p) => p.unallocated > 0);
  if (!user) return <Typography color="text.secondary">{t('customerPage.credits.loading')}</Typography>;
  const useCredit = stats
    ? payFromCreditAction(
        {
          userId,
          currency: stats.billing.currency ?? user.currency ?? 'AED',
          credits: stats.billing.credits,
          owed: stats.billing.amountOutstanding,
        },
        viewer,
      )
    : [];
  return (
    <Box data-testid="customer-credits">
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
        <Button component={RouterLink} to={`${basePath}/${userId}/show`} startIcon={<ArrowBackIcon />}>
          {t('customerPage.credits.back')}
        </Button>
        <Typography variant="h5" component="h1">
          {t('customerPage.credits.title', { name: user.name })}
        </Typography>
      </Stack>
      <Paper sx={{ p: 2, mb: 2 }}>
        <Typography variant="overline">{t('customerPage.credits.balance')}</Typography>
        <Typography variant="h4" data-testid="customer-credits-balance">
          {showMoney(user.credits, user)}
        </Typography>
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('customerPage.credits.rule')}
        </Alert>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
          {mayUse(viewer, 'payments', 'create') ? (
            <Button
              variant="contained"
              startIcon={<AddCardIcon />}
              component={RouterLink}
              to={`/payments/create?userId=${userId}`}
              data-testid="customer-credits-add"
            >
              {t('customerPage.credits.add')}
            </Button>
          ) : null}
          {useCredit.length > 0 ? (
            <RecordActions api={usersApi} id={userId} title={user.name} actions={useCredit} />
          ) : null}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('customerPage.credits.addHelp')}
        </Typography>
      </Paper>
      <Typography variant="subtitle1">{t('customerPage.credits.holding')}</Typography>
      {holding.length === 0 ? (
        <Typography color="text.secondary">{t('customerPage.credits.none')}</Typography>
      ) : (
        <RowsTable data-testid="customer-credits-payments" columns={HOLDING} rows={holding} rowKey={(p) => p.id} />
      )}
    </Box>
  );
};

export default CustomerCredits;
