import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import {
  paymentDeletable,
  paymentEditable,
  paymentHasReceipt,
  paymentReconcilable,
  type InvoiceRow,
  type PaymentRow,
} from '@console/contracts';
import { t } from '../../app/i18n/messages';
import { formatDate, formatDateTime } from '../../framework/fields/cells';
import { mayUse } from '../../framework/routes';
import { FieldGrid } from '../../framework/show/FieldGrid';
import { COMMENTS_TAB, HISTORY_TAB, ResourceShow } from '../../framework/show/ResourceShow';
import { useEmbeddedList } from '../../framework/list/useEmbeddedList';
import { useRecord } from '../../framework/show/useRecord';
import type { ListQuery } from '../../framework/types';
import { invoicesApi, paymentsApi } from '../../shared/accounting/api';
import { CommunicationTab } from './CommunicationTab';
import { allocateAction, OPEN_INVOICE_STATUSES, refundAction } from './paymentActions';
import { CustomerLink, deleteAction, money, RecordLinks } from '../../shared/accounting/shared';
import { documentLinkAction } from '../../framework/actions/documentLink';
import { enumLabel } from '../../app/i18n/enumText';

const PaymentMoney = ({ r, amount, testId }: { r: PaymentRow; amount: number; testId: string }) => (
  <span data-testid={testId} data-amount={amount}>
    {money(amount, r.currency)}
  </span>
);

/** Whether the payment's customer has an unpaid or partial invoice (Allocate has somewhere to put the money). */
const useCustomerHasOpenInvoices = (userId: number | undefined): boolean => {
  const query: ListQuery | null = useMemo(
    () =>
      userId === undefined
        ? null
        : {
            limit: 1,
            page: 1,
            sortBy: 'id',
            sortOrder: 'DESC',
            userIds: [userId],
            statuses: [...OPEN_INVOICE_STATUSES],
          },
    [userId],
  );
  return (
    useEmbeddedList<InvoiceRow>(`payment-customer-open-invoices:${userId ?? 0}`, invoicesApi, query).rows.length > 0
  );
};

const Summary = ({ r }: { r: PaymentRow }) => (
  <FieldGrid
    items={[
      { label: 'accounting.col.id', value: r.id },
      { label: 'accounting.col.type', value: enumLabel('PaymentType', r.type) },
      { label: 'accounting.col.mode', value: enumLabel('PaymentMethod', r.mode) },
      {
        label: 'accounting.col.status',
        value: (
          <span data-testid="payment-status" data-status={r.status}>
            {enumLabel('PaymentStatus', r.status)}
          </span>
        ),
      },
      { label: 'accounting.col.amount', value: money(r.amount, r.currency) },
      // Issue 30: where the payment's money is, as its stream holds it.
      {
        label: 'accounting.col.allocated',
        value: <PaymentMoney testId="payment-allocated" r={r} amount={r.allocated} />,
      },
      {
        label: 'accounting.col.unallocated',
        value: <PaymentMoney testId="payment-unallocated" r={r} amount={r.unallocated} />,
      },
      {
        label: 'accounting.col.refunded',
        value: <PaymentMoney testId="payment-refunded" r={r} amount={r.refunded} />,
      },
      ...(r.refundPending > 0
        ? [{ label: 'accounting.col.refundPending', value: money(r.refundPending, r.currency) }]
        : []),
      { label: 'accounting.col.paidAt', value: formatDateTime(r.paidAt) },
      { label: 'accounting.col.customer', value: <CustomerLink id={r.userId} name={r.userName} /> },
      {
        label: 'accounting.invoices',
        value: <RecordLinks base="invoices" ids={r.invoiceIds} />,
      },
      { label: 'accounting.col.eci', value: enumLabel('Eci', r.eci) },
      { label: 'accounting.col.reference', value: r.reference },
      { label: 'accounting.col.notes', value: r.notes },
      { label: 'accounting.col.country', value: r.countryName },
      { label: 'accounting.col.created', value: formatDate(r.createdAt) },
    ]}
  />
);

/** Spec 3 §2 payment show: summary, History and Communication; edit only for a payment that is not complete and not tap or payfort; Send Receipt and Receipt when complete. */
const PaymentShow = () => {
  const { id } = useParams();
  const payment = useRecord<PaymentRow>(paymentsApi, id).record;
  const hasOpenInvoices = useCustomerHasOpenInvoices(payment?.userId);
  return (
    <ResourceShow<PaymentRow>
      api={paymentsApi}
      id={id}
      basePath="/payments"
      title={(r) => `${t('accounting.payment')} #${r.id}`}
      // Spec 3 §2, §4: edit for a payment that is not complete (nor refunded), never for a payfort or tap one.
      canEdit={(v, r) => paymentEditable(r) && mayUse(v, 'payments', 'update')}
      actions={(r, v) => [
        // A card payment left pending by a lost gateway answer: ask the gateway about that attempt.
        ...(paymentReconcilable(r) && mayUse(v, 'payments', 'update')
          ? [
              {
                id: 'reconcile',
                label: 'accounting.gateway.reconcile',
                run: {
                  kind: 'request' as const,
                  method: 'POST' as const,
                  path: `/api/payments/${r.id}/reconcile`,
                  answer: { kind: 'none' as const },
                  notice: t('accounting.gateway.reconciled'),
                },
              },
            ]
          : []),
        // Issues 30, 31: refund what is left of a complete payment (payments-remove); allocate its unallocated money
        // later, when the customer has an open invoice to take it.
        ...refundAction(r, v),
        ...allocateAction(r, v, hasOpenInvoices),
        // Spec 3 §2: a payfort or tap payment is never deleted from here.
        ...(paymentDeletable(r) && mayUse(v, 'payments', 'remove')
          ? [deleteAction(`/api/payments/${r.id}`, '/payments')]
          : []),
        // Spec 3 §2: a complete payment shows Send Receipt (the MAIL_RECEIPT_TO_CUSTOMER task) and Receipt (the PDF
        // in a new tab, by a signed link).
        ...(paymentHasReceipt(r)
          ? [
              {
                id: 'send-receipt',
                label: 'accounting.sendReceipt',
                run: {
                  kind: 'request' as const,
                  method: 'POST' as const,
                  path: `/api/v1/payments/${r.id}/send-receipt`,
                  answer: { kind: 'none' as const },
                  notice: t('accounting.receiptSent'),
                },
              },
              documentLinkAction({
                id: 'receipt',
                label: 'accounting.receipt',
                linkPath: `/api/v1/payments/${r.id}/receipt-link`,
              }),
            ]
          : []),
      ]}
      // Spec 3 §2: summary, History, Communication (Comments, the framework's, last).
      tabs={[
        { label: 'accounting.summary', content: (r) => <Summary r={r} /> },
        HISTORY_TAB,
        { label: 'accounting.communication', content: (r) => <CommunicationTab resourceType="payment" id={r.id} /> },
        COMMENTS_TAB,
      ]}
    />
  );
};
export default PaymentShow;
