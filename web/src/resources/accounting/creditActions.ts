import { creditPayable, type Money, type UserStats } from '@console/contracts';
import { useViewer } from '../../app/hooks';
import { t } from '../../app/i18n/messages';
import type { RecordAction } from '../../framework/actions/types';
import type { FormValues } from '../../framework/form/types';
import { mayUse } from '../../framework/routes';
import { useRecord } from '../../framework/show/useRecord';
import type { Viewer } from '../../framework/types';
import { positiveAmountErrors, typedAmount } from './paymentActions';
import { typedMoney } from '../../shared/accounting/shared';
import { userStatsApi } from '../../shared/users/statsApi';

/** Whose credit pays what: the customer, their credit and what is owed (the invoice's balance, or all they owe). */
export interface CreditTarget {
  readonly userId: number;
  readonly currency: string;
  readonly credits: Money;
  readonly owed: Money;
  /** The invoice paid; absent, the customer's oldest open invoices (the server's order). */
  readonly invoiceId?: number;
}

/** Pay from credit shows when the customer has credit and owes something, to a viewer who may create payments. */
export const mayPayFromCredit = (c: CreditTarget, v: Viewer): boolean =>
  creditPayable(c.credits, c.owed) > 0 && mayUse(v, 'payments', 'create');

/** The call's body: mode credits moves existing credit onto invoices (issue 30 §3), no new money is recorded. */
export const payFromCreditBody = (c: CreditTarget, values: FormValues) => ({
  userId: c.userId,
  mode: 'credits',
  currency: c.currency,
  amount: typedAmount(values['amount']).amount ?? null,
  ...(c.invoiceId !== undefined ? { invoiceIds: [c.invoiceId] } : {}),
});

/**
 * Pay from credit (issue 30 §3), on the customer's page and an open invoice's: the customer's credit (the
 * unallocated money of their payments) onto open invoices through POST /api/payments mode credits; the amount
 * defaults to the most it can pay, and the server refuses beyond the credit or what is owed.
 */
export const payFromCreditAction = (c: CreditTarget, v: Viewer): RecordAction[] =>
  mayPayFromCredit(c, v)
    ? [
        {
          id: 'pay-from-credit',
          label: 'accounting.pay.fromCredit',
          color: 'success',
          dialog: {
            kind: 'form',
            title: 'accounting.pay.fromCreditTitle',
            text:
              c.invoiceId !== undefined
                ? t('accounting.pay.fromCreditInvoiceText')
                : t('accounting.pay.fromCreditText'),
            fields: [
              { name: 'amount', label: `${t('accounting.col.amount')} (${c.currency})`, kind: 'money', required: true },
            ],
            initial: { amount: typedMoney(creditPayable(c.credits, c.owed)) },
            validate: (values) => positiveAmountErrors(values['amount'], true),
            submitLabel: t('accounting.pay.fromCredit'),
          },
          run: {
            kind: 'request',
            method: 'POST',
            path: '/api/payments',
            body: (values) => payFromCreditBody(c, values),
            answer: { kind: 'none' },
            notice: t('accounting.pay.paidFromCredit'),
          },
        },
      ]
    : [];

/**
 * The customer's credit as their stats hold it (the ledger's customer_credit), for a viewer who may read the stats;
 * null while unknown or not theirs to see (then no Pay from credit is offered).
 */
export const useCustomerCredits = (userId: number | undefined): Money | null => {
  const viewer = useViewer();
  const readable = userId !== undefined && mayUse(viewer, 'user-stats', 'view');
  return useRecord<UserStats>(userStatsApi, readable ? userId : undefined).record?.billing.credits ?? null;
};
