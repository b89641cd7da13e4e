import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ChargeRow, InvoiceRow } from '@console/contracts';
import { t } from '../../app/i18n/messages';
import { formatDate } from '../../framework/fields/cells';
import { RecordLink } from '../../framework/fields/RecordLink';
import { invoiceNumbersSource, money } from './shared';
import { ReferenceLabels, ReferenceName } from '../../framework/fields/ReferenceName';
import { enumLabel } from '../../app/i18n/enumText';

/**
 * The small tables of charges and invoices that other pages show in a tab (an invoice's charges, an order's
 * invoices and charges, a customer's latest invoices): one drawing of each, every amount through the formatter.
 */

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
  <Table size="small" data-testid={testId}>
    {withInvoice ? (
      <ReferenceLabels
        source={invoiceNumbersSource}
        ids={[...new Set(rows.flatMap((c) => (c.invoiceId === null ? [] : [c.invoiceId])))]}
      />
    ) : null}
    <TableHead>
      <TableRow>
        <TableCell>{t('accounting.col.id')}</TableCell>
        <TableCell>{t('accounting.col.type')}</TableCell>
        <TableCell>{t('accounting.col.description')}</TableCell>
        <TableCell align="right">{t('accounting.col.amount')}</TableCell>
        {withInvoice ? <TableCell>{t('accounting.col.invoice')}</TableCell> : null}
        {withCreated ? <TableCell>{t('accounting.col.created')}</TableCell> : null}
      </TableRow>
    </TableHead>
    <TableBody>
      {rows.map((c) => (
        <TableRow key={c.id}>
          <TableCell>
            <RecordLink base="charges" id={c.id} />
          </TableCell>
          <TableCell>{enumLabel('ChargeType', c.type)}</TableCell>
          <TableCell>{c.description ?? ''}</TableCell>
          <TableCell align="right">{money(c.signedAmount, c.currency)}</TableCell>
          {withInvoice ? (
            <TableCell>
              <RecordLink base="invoices" id={c.invoiceId}>
                <ReferenceName
                  source={invoiceNumbersSource}
                  id={c.invoiceId}
                  fallback={t('words.subject.invoice', { id: c.invoiceId ?? '' })}
                />
              </RecordLink>
            </TableCell>
          ) : null}
          {withCreated ? <TableCell>{formatDate(c.createdAt)}</TableCell> : null}
        </TableRow>
      ))}
    </TableBody>
  </Table>
);

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
  <Table size="small" sx={{ mb: 2 }} data-testid={testId}>
    <TableHead>
      <TableRow>
        <TableCell>{t('accounting.col.number')}</TableCell>
        <TableCell>{t('accounting.col.status')}</TableCell>
        <TableCell>{t('accounting.col.date')}</TableCell>
        <TableCell align="right">{t('accounting.col.amount')}</TableCell>
        {withPaid ? <TableCell align="right">{t('accounting.col.amountPaid')}</TableCell> : null}
        <TableCell align="right">{t('accounting.col.balance')}</TableCell>
      </TableRow>
    </TableHead>
    <TableBody>
      {rows.map((i) => (
        <TableRow key={i.id}>
          <TableCell>
            <RecordLink base="invoices" id={i.id}>
              {i.invoiceNumber}
            </RecordLink>
          </TableCell>
          <TableCell>{enumLabel('InvoiceStatus', i.status)}</TableCell>
          <TableCell>{formatDate(i.date)}</TableCell>
          <TableCell align="right">{money(i.amount, i.currency)}</TableCell>
          {withPaid ? <TableCell align="right">{money(i.amountPaid, i.currency)}</TableCell> : null}
          <TableCell align="right">{money(i.balance, i.currency)}</TableCell>
        </TableRow>
      ))}
    </TableBody>
  </Table>
);
