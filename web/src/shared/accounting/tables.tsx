import type { ChargeRow, InvoiceRow } from '@console/contracts';
import { t } from '../../app/i18n/messages';
import { formatDate } from '../../framework/fields/cells';
import { RecordLink } from '../../framework/fields/RecordLink';
import { invoiceNumbersSource, money } from './shared';
import { ReferenceLabels, ReferenceName } from '../../framework/fields/ReferenceName';
import { enumLabel } from '../../app/i18n/enumText';
import { RowsTable, type RowsColumn } from '../../framework/list/RowsTable';

/**
 * The small tables of charges and invoices that other pages show in a tab (an invoice's charges, an order's
 * invoices and charges, a customer's latest invoices): one drawing of each, every amount through the formatter.
 */

const CHARGE_COLUMNS: readonly RowsColumn<ChargeRow>[] = [
  { label: 'accounting.col.id', render: (c) => <RecordLink base="charges" id={c.id} /> },
  { label: 'accounting.col.type', render: (c) => enumLabel('ChargeType', c.type) },
  { label: 'accounting.col.description', render: (c) => c.description ?? '' },
  { label: 'accounting.col.amount', render: (c) => money(c.signedAmount, c.currency), align: 'right' },
];

const CHARGE_INVOICE: RowsColumn<ChargeRow> = {
  label: 'accounting.col.invoice',
  render: (c) => (
    <RecordLink base="invoices" id={c.invoiceId}>
      <ReferenceName
        source={invoiceNumbersSource}
        id={c.invoiceId}
        fallback={t('words.subject.invoice', { id: c.invoiceId ?? '' })}
      />
    </RecordLink>
  ),
};

const CHARGE_CREATED: RowsColumn<ChargeRow> = {
  label: 'accounting.col.created',
  render: (c) => formatDate(c.createdAt),
};

/**
 * Charges with their signed amounts (a credit negative); `withInvoice` adds the invoice each is on, `withCreated`
 * when it was made.
 */
export const ChargesTable = ({
  rows,
  testId,
  withInvoice = false,
  withCreated = false,
}: {
  rows: readonly ChargeRow[];
  testId: string;
  withInvoice?: boolean;
  withCreated?: boolean;
}) => (
  <>
    {withInvoice ? (
      <ReferenceLabels
        source={invoiceNumbersSource}
        ids={[...new Set(rows.flatMap((c) => (c.invoiceId === null ? [] : [c.invoiceId])))]}
      />
    ) : null}
    <RowsTable
      data-testid={testId}
      columns={[...CHARGE_COLUMNS, ...(withInvoice ? [CHARGE_INVOICE] : []), ...(withCreated ? [CHARGE_CREATED] : [])]}
      rows={rows}
      rowKey={(c) => c.id}
    />
  </>
);

const INVOICE_PAID: RowsColumn<InvoiceRow> = {
  label: 'accounting.col.amountPaid',
  render: (i) => money(i.amountPaid, i.currency),
  align: 'right',
};

const INVOICE_COLUMNS: readonly RowsColumn<InvoiceRow>[] = [
  {
    label: 'accounting.col.number',
    render: (i) => (
      <RecordLink base="invoices" id={i.id}>
        {i.invoiceNumber}
      </RecordLink>
    ),
  },
  { label: 'accounting.col.status', render: (i) => enumLabel('InvoiceStatus', i.status) },
  { label: 'accounting.col.date', render: (i) => formatDate(i.date) },
  { label: 'accounting.col.amount', render: (i) => money(i.amount, i.currency), align: 'right' },
  INVOICE_PAID,
  { label: 'accounting.col.balance', render: (i) => money(i.balance, i.currency), align: 'right' },
];

/** Invoices by number (linked), status, date, amount and balance; `withPaid` adds the amount paid. */
export const InvoicesTable = ({
  rows,
  testId,
  withPaid = false,
}: {
  rows: readonly InvoiceRow[];
  testId: string;
  withPaid?: boolean;
}) => (
  <RowsTable
    sx={{ mb: 2 }}
    data-testid={testId}
    columns={withPaid ? INVOICE_COLUMNS : INVOICE_COLUMNS.filter((c) => c !== INVOICE_PAID)}
    rows={rows}
    rowKey={(i) => i.id}
  />
);
