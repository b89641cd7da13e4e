import { useMemo } from 'react';
import {
  invoiceAutoChargeable,
  providerOfCountry,
  typedGatewayAmount,
  validateGatewayAmount,
  type CardRow,
  type Currency,
  type FieldError,
  type InvoiceRow,
} from '@console/contracts';
import { t } from '../../app/i18n/messages';
import type { RecordAction } from '../../framework/actions/types';
import type { FormValues } from '../../framework/form/types';
import { useEmbeddedList } from '../../framework/list/useEmbeddedList';
import { mayUse } from '../../framework/routes';
import type { ListQuery, Viewer } from '../../framework/types';
import { cardsApi } from '../../shared/accounting/api';
import { typedMoney } from '../../shared/accounting/shared';

/**
 * The customer's active saved cards (spec 3 §9: the auto-charge Pay button needs one); none asked (and none
 * counted) until the customer is known.
 */
export const useActiveCardCount = (userId: number | undefined): number => {
  const query: ListQuery | null = useMemo(
    () =>
      userId === undefined
        ? null
        : { limit: 1, page: 1, sortBy: 'id', sortOrder: 'DESC', userIds: [userId], statuses: ['active'] },
    [userId],
  );
  const cards = useEmbeddedList<CardRow>(`active-cards:${userId ?? 'none'}`, cardsApi, query);
  return cards.status === 'ready' ? cards.totalCount : 0;
};

/**
 * The attempt key of a capture: the invoice and what was paid of it when the screen showed it, the same in every tab
 * and for every staff member (issue 30; it was random per screen visit, so two tabs charged twice). A second click
 * whose answer was lost, or a second tab that has not seen the payment land, is the same attempt (the server answers
 * the payment made, or settles it with the gateway); once a payment landed the screen asks with a new key. The
 * server holds the invoice itself and names the gateway's attempt from the invoice and its hold.
 */
export const captureAttemptKey = (invoiceId: number | string | undefined, amountPaid: number): string =>
  `invoice-${invoiceId ?? 'none'}-paid-${amountPaid}`;

const amountErrors =
  (currency: Currency) =>
  (v: FormValues): readonly FieldError[] => {
    const amount = typedGatewayAmount(v['amount']);
    return amount === undefined
      ? [{ path: 'amount', message: t('accounting.gateway.amountPositive') }]
      : validateGatewayAmount(amount, currency);
  };

/** Spec 3 §4, §7, §9: Pay on an invoice charges the customer's saved card through the country's gateway. */
export const captureAction = (r: InvoiceRow, v: Viewer, activeCards: number, attemptKey: string): RecordAction[] => {
  if (!mayUse(v, 'payments', 'create') || !invoiceAutoChargeable({ ...r, activeCards })) return [];
  const provider = providerOfCountry(r.countryId);
  return [
    {
      id: 'capture',
      label: 'accounting.gateway.pay',
      color: 'success',
      dialog: {
        kind: 'form',
        title: 'accounting.gateway.captureTitle',
        text: t('accounting.gateway.captureText'),
        fields: [{ name: 'amount', label: 'accounting.col.amount', kind: 'money', required: true }],
        initial: { amount: typedMoney(r.balance) },
        validate: amountErrors(r.currency),
        ready: (values) => typedGatewayAmount(values['amount']) !== undefined,
        submitLabel: t('accounting.gateway.confirm'),
      },
      run: {
        kind: 'request',
        method: 'POST',
        path: `/api/${provider}-capture`,
        body: (values) => ({
          userId: r.userId,
          amount: typedGatewayAmount(values['amount']),
          invoiceId: r.id,
          urlConstructionSource: 'AutoChargeInvoice',
          attemptKey,
        }),
        answer: { kind: 'none' },
        notice: t('accounting.gateway.captured'),
        failureNotice: t('accounting.gateway.captureFailed'),
      },
    },
  ];
};

/**
 * Spec 3 §9 payment link: an amount above 0 enables confirm; the link is made by the server (signed, with the
 * country's gateway) and copied; "send" also asks for SEND_PAYMENT_LINK_TO_CUSTOMER.
 */
export const paymentLinkAction = (
  user: { readonly id: number; readonly countryId: number; readonly currency: string | null },
  v: Viewer,
): RecordAction[] => {
  if (!mayUse(v, 'payments', 'create')) return [];
  const currency = (user.currency ?? 'AED') as Currency;
  return [
    {
      id: 'payment-link',
      label: 'accounting.gateway.paymentLink',
      dialog: {
        kind: 'form',
        title: 'accounting.gateway.paymentLinkTitle',
        fields: [
          { name: 'amount', label: `${t('accounting.col.amount')} (${currency})`, kind: 'money', required: true },
          { name: 'send', label: 'accounting.gateway.sendLink', kind: 'boolean' },
        ],
        initial: { amount: '', send: false },
        validate: amountErrors(currency),
        ready: (values) => typedGatewayAmount(values['amount']) !== undefined,
        submitLabel: t('accounting.gateway.confirm'),
      },
      run: {
        kind: 'request',
        method: 'POST',
        path: '/api/v1/payment-links',
        body: (values) => ({
          userId: user.id,
          amount: typedGatewayAmount(values['amount']),
          send: values['send'] === true,
        }),
        answer: { kind: 'copy', field: 'url' },
        notice: t('accounting.gateway.linkCopied'),
      },
    },
  ];
};
