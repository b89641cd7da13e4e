import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import {
  invoiceDeleteRefusal,
  invoiceEditRefusal,
  isInvoiceActionAllowed,
  type ChargeRow,
  type InvoiceRow,
} from '@console/contracts';
import { t } from '../../app/i18n/messages';
import { formatDate, formatDateTime } from '../../framework/fields/cells';
import { useEmbeddedList } from '../../framework/list/useEmbeddedList';
import { mayUse } from '../../framework/routes';
import { FieldGrid } from '../../framework/show/FieldGrid';
import { COMMENTS_TAB, HISTORY_TAB, ResourceShow } from '../../framework/show/ResourceShow';
import type { ListQuery } from '../../framework/types';
import { chargesApi, invoicesApi } from '../../shared/accounting/api';
import { ChargesTable } from '../../shared/accounting/tables';
import { CustomerLink, deleteAction, money, OrderLink, placeItems, RecordLinks } from '../../shared/accounting/shared';
import { captureAction, captureAttemptKey, useActiveCardCount } from './gatewayActions';
import { useRecord } from '../../framework/show/useRecord';
import { CommunicationTab } from './CommunicationTab';
import { invoiceMailActions } from './invoiceMailActions';
import { mayRecordPayment, recordPaymentAction } from './paymentActions';
import { payFromCreditAction, useCustomerCredits } from './creditActions';
import { documentLinkAction } from '../../framework/actions/documentLink';
import { enumLabel } from '../../app/i18n/enumText';

const today = () => new Date().toISOString().slice(0, 10);

const Summary = ({ r }: { r: InvoiceRow }) => (
  <FieldGrid
    items={[
      { label: 'accounting.col.number', value: <span data-testid="invoice-number">{r.invoiceNumber}</span> },
      { label: 'accounting.col.type', value: enumLabel('InvoiceType', r.type) },
      {
        label: 'accounting.col.status',
        value: (
          <span data-testid="invoice-status" data-status={r.status}>
            {enumLabel('InvoiceStatus', r.status)}
          </span>
        ),
      },
      { label: 'accounting.col.customer', value: <CustomerLink id={r.userId} name={r.userName} /> },
      { label: 'accounting.col.order', value: <OrderLink id={r.orderId} /> },
      { label: 'accounting.col.date', value: formatDate(r.date) },
      { label: 'accounting.col.dueDate', value: formatDate(r.dueDate) },
      { label: 'accounting.col.amountBeforeTax', value: money(r.amountBeforeTax, r.currency) },
      { label: 'accounting.col.tax', value: money(r.taxAmount, r.currency) },
      { label: 'accounting.col.amount', value: money(r.amount, r.currency) },
      { label: 'accounting.col.amountPaid', value: money(r.amountPaid, r.currency) },
      {
        label: 'accounting.col.balance',
        value: <span data-testid="invoice-balance">{money(r.balance, r.currency)}</span>,
      },
      { label: 'accounting.col.paidAt', value: formatDateTime(r.paidAt) },
      ...placeItems(r),
      {
        label: 'accounting.payments',
        value: <RecordLinks base="payments" ids={r.paymentIds} />,
      },
    ]}
  />
);

/** Spec 3 §2: the invoice's charges, 200 a page. */
const Charges = ({ r }: { r: InvoiceRow }) => {
  const query: ListQuery = useMemo(
    () => ({ limit: 200, page: 1, sortBy: 'id', sortOrder: 'DESC', invoiceIds: [r.id] }),
    [r.id],
  );
  const { rows } = useEmbeddedList<ChargeRow>(`invoice-charges:${r.id}`, chargesApi, query);
  return <ChargesTable rows={rows} testId="invoice-charges" />;
};

/**
 * Spec 3 §2 invoice show: summary, Charges, History and Communication; edit only when the month rule of spec 3 §6
 * allows it; the invoice view (spec 3 §7) and the actions of spec 3 §4 (Pay by the saved card, sync, mail invoice,
 * send pending invoices).
 */
const InvoiceShow = () => {
  const { id } = useParams();
  // The Pay (card capture) action needs the customer's active cards and one attempt key per invoice state.
  const invoice = useRecord<InvoiceRow>(invoicesApi, id).record;
  const activeCards = useActiveCardCount(invoice?.userId);
  const attemptKey = captureAttemptKey(id, invoice?.amountPaid ?? 0);
  const credits = useCustomerCredits(invoice?.userId);
  return (
    <ResourceShow<InvoiceRow>
      api={invoicesApi}
      id={id}
      basePath="/invoices"
      title={(r) => `${t('accounting.invoice')} ${r.invoiceNumber}`}
      canEdit={(v, r) =>
        mayUse(v, 'invoices', 'update') &&
        isInvoiceActionAllowed('edit', r.status) &&
        invoiceEditRefusal(v.permissions, r.date, today()) === undefined
      }
      // Spec 3 §2: summary, Charges, History, Communication (Comments, the framework's, last).
      tabs={[
        { label: 'accounting.summary', content: (r) => <Summary r={r} /> },
        { label: 'accounting.charges', content: (r) => <Charges r={r} /> },
        HISTORY_TAB,
        { label: 'accounting.communication', content: (r) => <CommunicationTab resourceType="invoice" id={r.id} /> },
        COMMENTS_TAB,
      ]}
      actions={(r, v) => [
        // Spec 3 §7 the invoice view: the PDF in a new tab, by a signed link (a tab sends no bearer header).
        ...(mayUse(v, 'invoices', 'view')
          ? [
              documentLinkAction({
                id: 'viewInvoice',
                label: 'accounting.viewInvoice',
                linkPath: `/api/v1/invoices/${r.id}/view-link`,
                failureNotice: t('accounting.viewInvoiceFailed'),
              }),
            ]
          : []),
        ...captureAction(r, v, activeCards, attemptKey),
        // Issue 31 §4: a manual payment of an open invoice; the invoice loads again after it.
        ...recordPaymentAction(r, v),
        // Issue 30 §3: the customer's credit pays this open invoice, when they have some.
        ...(credits !== null && mayRecordPayment(r, v)
          ? payFromCreditAction(
              { userId: r.userId, currency: r.currency, credits, owed: r.balance, invoiceId: r.id },
              v,
            )
          : []),
        ...invoiceMailActions(r, v),
        ...(isInvoiceActionAllowed('edit', r.status) && invoiceEditRefusal(v.permissions, r.date, today()) === undefined
          ? [
              {
                id: 'sync',
                label: 'accounting.sync',
                run: {
                  kind: 'request' as const,
                  method: 'PATCH' as const,
                  path: `/api/invoices/${r.id}`,
                  body: () => ({ status: 'SYNC_INVOICE' }),
                  answer: { kind: 'record' as const },
                  // Spec 3 §8: the invoices' sync notification; its failure is the spec's fixed text.
                  notice: t('accounting.synced'),
                  failureNotice: t('accounting.syncFailed'),
                },
              },
            ]
          : []),
        // Spec 3 §6: delete by month, admin or finance; an older invoice needs finance-delete-old-invoice.
        ...(mayUse(v, 'invoices', 'remove') && invoiceDeleteRefusal(v.permissions, r.date, today()) === undefined
          ? [deleteAction(`/api/invoices/${r.id}`, '/invoices')]
          : []),
      ]}
    />
  );
};
export default InvoiceShow;
