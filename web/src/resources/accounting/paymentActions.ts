import { isLeft } from 'fp-ts/lib/Either.js';
import {
  isInvoiceActionAllowed,
  ManualPaymentMethod,
  parseMoney,
  paymentAllocatable,
  paymentLeftToRefund,
  type FieldError,
  type InvoiceRow,
  type Money,
  type PaymentRow,
} from '@console/contracts';
import { t } from '../../app/i18n/messages';
import type { RecordAction } from '../../framework/actions/types';
import type { FormValues } from '../../framework/form/types';
import { textOf } from '../../framework/fields/text';
import { mayUse } from '../../framework/routes';
import type { ReferenceSource, Viewer } from '../../framework/types';
import { userInvoicesSource } from '../../shared/accounting/api';
import { choices, typedMoney } from '../../shared/accounting/shared';

/** The invoices a payment may still go to (issue 30): unpaid or partial. */
export const OPEN_INVOICE_STATUSES = ['unpaid', 'partial'] as const;

/**
 * A typed amount (major units) as Money through contracts' parseMoney: undefined when empty, the parse error's
 * message when it is no amount.
 */
export const typedAmount = (typed: unknown): { amount?: Money; error?: string } => {
  const text = typed === null || typed === undefined ? '' : textOf(typed).trim();
  if (text === '') return {};
  const parsed = parseMoney(text);
  return isLeft(parsed) ? { error: parsed.left } : { amount: parsed.right };
};

export const positiveAmountErrors = (typed: unknown, required: boolean): FieldError[] => {
  const { amount, error } = typedAmount(typed);
  if (error) return [{ path: 'amount', message: error }];
  if (amount === undefined) return required ? [{ path: 'amount', message: t('accounting.pay.amountRequired') }] : [];
  return amount > 0 ? [] : [{ path: 'amount', message: t('accounting.gateway.amountPositive') }];
};

/**
 * The customer's open invoices for a payment's invoice picker: number, balance and date in each option. No customer:
 * a source that asks for no one's invoices (the picker is disabled then).
 */
export const openInvoicesSource = (userId: number | null): ReferenceSource => ({
  ...userInvoicesSource(userId ?? 0, OPEN_INVOICE_STATUSES),
  id: `invoices:open:${userId ?? 'none'}`,
  params: { userIds: [userId ?? 0], statuses: OPEN_INVOICE_STATUSES },
  labelTemplate: '{invoiceNumber} · {balance} · {date}',
  labelFormats: { balance: 'money', date: 'date' },
});

/** Record Payment shows for an unpaid or partial invoice with a balance, to a viewer who may create payments. */
export const mayRecordPayment = (r: Pick<InvoiceRow, 'status' | 'balance'>, v: Viewer): boolean =>
  mayUse(v, 'payments', 'create') && isInvoiceActionAllowed('pay', r.status) && r.balance > 0;

/** The body of a manual payment of one invoice, paid now (the server refuses more than the invoice's balance). */
export const recordPaymentBody = (r: InvoiceRow, values: FormValues, now: Date = new Date()) => ({
  userId: r.userId,
  type: 'payment',
  mode: textOf(values['mode'] ?? ''),
  paidAt: now.toISOString(),
  currency: r.currency,
  amount: typedAmount(values['amount']).amount ?? null,
  invoiceIds: [r.id],
  reference: textOf(values['reference'] ?? '').trim() || null,
});

/**
 * Record Payment on an invoice (issue 31 §4): a manual payment of its balance (or part of it), mode asked, paid
 * now; the invoice and its lists load again after it, so the page shows the new amount paid and balance.
 */
export const recordPaymentAction = (r: InvoiceRow, v: Viewer): RecordAction[] =>
  mayRecordPayment(r, v)
    ? [
        {
          id: 'record-payment',
          label: 'accounting.pay.record',
          color: 'success',
          dialog: {
            kind: 'form',
            title: 'accounting.pay.recordTitle',
            text: t('accounting.pay.recordText'),
            fields: [
              { name: 'amount', label: `${t('accounting.col.amount')} (${r.currency})`, kind: 'money', required: true },
              {
                name: 'mode',
                label: 'accounting.col.mode',
                kind: 'select',
                required: true,
                choices: choices(ManualPaymentMethod.values),
              },
              { name: 'reference', label: 'accounting.col.reference', kind: 'text' },
            ],
            initial: { amount: typedMoney(r.balance), mode: 'cod', reference: '' },
            validate: (values) => [
              ...positiveAmountErrors(values['amount'], true),
              ...(textOf(values['mode'] ?? '') ? [] : [{ path: 'mode', message: t('accounting.pay.modeRequired') }]),
            ],
            submitLabel: t('accounting.pay.record'),
          },
          run: {
            kind: 'request',
            method: 'POST',
            path: '/api/payments',
            body: (values) => recordPaymentBody(r, values),
            answer: { kind: 'none' },
            notice: t('accounting.pay.recorded'),
          },
        },
      ]
    : [];

type RowMoney = Pick<PaymentRow, 'status' | 'type' | 'amount' | 'refunded' | 'unallocated'>;

/** Refund shows for a complete payment (not a refund itself) with something left, to a viewer with payments-remove. */
export const mayRefund = (r: RowMoney, v: Viewer): boolean =>
  paymentLeftToRefund(r) > 0 && mayUse(v, 'payments', 'remove');

/** The refund's body: no amount (all that is left of the payment) unless one is typed. */
export const refundBody = (values: FormValues): { amount?: Money; reference?: string } => {
  const { amount } = typedAmount(values['amount']);
  const reference = textOf(values['reference'] ?? '').trim();
  return { ...(amount !== undefined ? { amount } : {}), ...(reference ? { reference } : {}) };
};

/**
 * Refund (issue 30 §4): what is left of a complete payment (the amount's default), or part of it; left empty, all
 * that is left; the server's refusal (4xx message) is the notice.
 */
export const refundAction = (r: PaymentRow, v: Viewer): RecordAction[] =>
  mayRefund(r, v)
    ? [
        {
          id: 'refund',
          label: 'accounting.pay.refund',
          color: 'warning',
          dialog: {
            kind: 'form',
            title: 'accounting.pay.refundTitle',
            text: t('accounting.pay.refundText'),
            fields: [
              { name: 'amount', label: `${t('accounting.col.amount')} (${r.currency})`, kind: 'money' },
              { name: 'reference', label: 'accounting.col.reference', kind: 'text' },
            ],
            initial: { amount: typedMoney(paymentLeftToRefund(r)), reference: '' },
            validate: (values) => positiveAmountErrors(values['amount'], false),
            submitLabel: t('accounting.pay.refund'),
          },
          run: {
            kind: 'request',
            method: 'POST',
            path: `/api/v1/payments/${r.id}/refund`,
            body: refundBody,
            answer: { kind: 'record' },
            notice: t('accounting.pay.refunded'),
          },
        },
      ]
    : [];

/**
 * Allocate credit shows for a complete payment with unallocated money while its customer has an open invoice, to a
 * viewer who may update payments.
 */
export const mayAllocate = (r: RowMoney, v: Viewer, customerHasOpenInvoices: boolean): boolean =>
  paymentAllocatable(r, customerHasOpenInvoices) && mayUse(v, 'payments', 'update');

/**
 * Allocate credit (issue 30 §3): a complete payment's unallocated money to one of the customer's open invoices, or
 * (none chosen) to the oldest ones; the server refuses a payment with nothing unallocated.
 */
export const allocateAction = (r: PaymentRow, v: Viewer, customerHasOpenInvoices: boolean): RecordAction[] =>
  mayAllocate(r, v, customerHasOpenInvoices)
    ? [
        {
          id: 'allocate',
          label: 'accounting.pay.allocate',
          dialog: {
            kind: 'form',
            title: 'accounting.pay.allocateTitle',
            text: t('accounting.pay.allocateText'),
            fields: [
              {
                name: 'invoiceId',
                label: 'accounting.col.invoice',
                kind: 'selectReference',
                source: openInvoicesSource(r.userId),
              },
            ],
            initial: { invoiceId: null },
            submitLabel: t('accounting.pay.allocate'),
          },
          run: {
            kind: 'request',
            method: 'POST',
            path: `/api/v1/payments/${r.id}/allocate`,
            body: (values) => (Number(values['invoiceId']) > 0 ? { invoiceIds: [Number(values['invoiceId'])] } : {}),
            answer: { kind: 'record' },
            notice: t('accounting.pay.allocated'),
          },
        },
      ]
    : [];

/** The payment form's first values from its link (?userId=&invoiceId=&amount=): ids positive integers, amount a money text. */
export const paymentPrefill = (search: string): FormValues => {
  const q = new URLSearchParams(search);
  const id = (name: string): number | undefined => {
    const raw = q.get(name);
    return raw !== null && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;
  };
  const userId = id('userId');
  const invoiceId = id('invoiceId');
  const amount = q.get('amount');
  const typed = amount !== null && typedAmount(amount).amount !== undefined ? amount.trim() : undefined;
  return {
    ...(userId !== undefined ? { userId } : {}),
    ...(userId !== undefined && invoiceId !== undefined ? { invoiceId } : {}),
    ...(typed !== undefined ? { amount: typed } : {}),
  };
};
