import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { isOutstandingAlarming, type InvoiceRow, type PaymentRow, type UserStats } from '@console/contracts';
import { useViewer } from '../../app/hooks';
import { t } from '../../app/i18n/messages';
import { RecordActions } from '../../framework/actions/RecordActions';
import { documentLinkAction } from '../../framework/actions/documentLink';
import type { RecordAction } from '../../framework/actions/types';
import { formatDate } from '../../framework/fields/cells';
import { RecordLink } from '../../framework/fields/RecordLink';
import { textOf } from '../../framework/fields/text';
import { useEmbeddedList } from '../../framework/list/useEmbeddedList';
import { mayUse } from '../../framework/routes';
import { useRecord } from '../../framework/show/useRecord';
import type { ListQuery } from '../../framework/types';
import { invoicesApi, paymentsApi } from '../../shared/accounting/api';
import { payFromCreditAction } from '../accounting';
import { money } from '../../shared/accounting/shared';
import { InvoicesTable } from '../../shared/accounting/tables';
import { userLedgerApi, userStatsApi, type LedgerBalance } from '../../shared/users/statsApi';
import { enumLabel } from '../../app/i18n/enumText';
import { RowsTable, type RowsColumn } from '../../framework/list/RowsTable';

const byUser = (userId: number): ListQuery => ({
  limit: 10,
  page: 1,
  sortBy: 'id',
  sortOrder: 'DESC',
  userIds: [userId],
});

const PAYMENT_COLUMNS: readonly RowsColumn<PaymentRow>[] = [
  { label: 'accounting.col.id', render: (p) => <RecordLink base="payments" id={p.id} /> },
  { label: 'accounting.col.mode', render: (p) => enumLabel('PaymentMethod', p.mode) },
  { label: 'accounting.col.status', render: (p) => enumLabel('PaymentStatus', p.status) },
  { label: 'accounting.col.date', render: (p) => formatDate(p.paidAt) },
  { label: 'accounting.col.amount', render: (p) => money(p.amount, p.currency), align: 'right' },
];

const Figures = ({ s, ledger }: { s: UserStats; ledger: LedgerBalance | null }) => {
  const b = s.billing;
  const rows: (readonly [string, number, boolean, string?])[] = [
    [t('stats.outstanding'), b.amountOutstanding, isOutstandingAlarming(b.amountOutstanding)],
    [t('stats.rent'), b.rent, false],
    [t('stats.billed'), b.amountBilled, false],
    [t('stats.paid'), b.amountPaid, false],
    [t('stats.credits'), b.credits, false],
    ...(ledger ? [[t('billing.ledgerBalance'), ledger.outstanding, false, 'ledger-balance'] as const] : []),
  ];
  return (
    <Table size="small" sx={{ maxWidth: 420, mb: 2 }} data-testid="billing-figures">
      <TableBody>
        {rows.map(([label, amount, red, testId]) => (
          <TableRow key={label}>
            <TableCell>{label}</TableCell>
            <TableCell
              align="right"
              sx={red ? { color: 'error.main', fontWeight: 600 } : undefined}
              {...(testId ? { 'data-testid': testId } : {})}
            >
              {money(amount, b.currency)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/**
 * The statement of account (spec 3 §7 `/pdf/statement`), as it stands today or as of the date asked for: the PDF
 * in a new tab, by a signed link (a tab sends no bearer header).
 */
const statementAction = (userId: number): RecordAction =>
  documentLinkAction({
    id: 'statement',
    label: t('billing.statement'),
    dialog: {
      kind: 'form',
      text: t('billing.statementText'),
      fields: [{ kind: 'date', name: 'asOf', label: t('billing.asOf') }],
      initial: { asOf: '' },
      submitLabel: t('billing.openStatement'),
    },
    linkPath: `/api/v1/ledger/${userId}/statement-link`,
    query: (v) => ({ asOf: textOf(v.asOf).trim() }),
    failureNotice: t('billing.statementFailed'),
  });

/** The customer's Billing tab (spec 3 §2): what is billed, paid and outstanding, and the latest invoices and payments. */
export const UserBillingTab = ({ userId }: { userId: number }) => {
  const { record } = useRecord<UserStats>(userStatsApi, userId);
  const ledger = useRecord<LedgerBalance>(userLedgerApi, userId).record;
  const query = useMemo(() => byUser(userId), [userId]);
  const invoices = useEmbeddedList<InvoiceRow>(`user-billing-invoices:${userId}`, invoicesApi, query);
  const payments = useEmbeddedList<PaymentRow>(`user-billing-payments:${userId}`, paymentsApi, query);
  const viewer = useViewer();
  // Issue 30 §3: the customer's credit pays their open invoices (mode credits), shown only while there is credit.
  const fromCredit = record
    ? payFromCreditAction(
        {
          userId,
          currency: record.billing.currency ?? 'AED',
          credits: record.billing.credits,
          owed: record.billing.amountOutstanding,
        },
        viewer,
      )
    : [];
  const actions = [...(mayUse(viewer, 'invoices', 'view') ? [statementAction(userId)] : []), ...fromCredit];
  return (
    <Box data-testid="user-billing">
      {actions.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ mb: 2 }} data-testid="user-billing-actions">
          <RecordActions api={userLedgerApi} id={userId} title={t('billing.statement')} actions={actions} />
        </Stack>
      )}
      {record && <Figures s={record} ledger={ledger} />}
      <Typography variant="subtitle1">{t('billing.invoices')}</Typography>
      {invoices.rows.length === 0 ? (
        <Typography color="text.secondary">{t('billing.none')}</Typography>
      ) : (
        <InvoicesTable rows={invoices.rows} testId="user-billing-invoices" withPaid />
      )}
      <Typography variant="subtitle1">{t('billing.payments')}</Typography>
      {payments.rows.length === 0 ? (
        <Typography color="text.secondary">{t('billing.none')}</Typography>
      ) : (
        <RowsTable columns={PAYMENT_COLUMNS} rows={payments.rows} rowKey={(p) => p.id} />
      )}
    </Box>
  );
};
