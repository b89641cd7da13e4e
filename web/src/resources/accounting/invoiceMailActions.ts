import { can, isInvoiceActionAllowed, type InvoiceRow } from '@console/contracts';
import { t } from '../../app/i18n/messages';
import type { RecordAction } from '../../framework/actions/types';
import { mayUse } from '../../framework/routes';
import type { Viewer } from '../../framework/types';

/**
 * The invoice's mailing actions (spec 3 §4 'send pending invoices, mail invoice'; §7 Tasks, Send pending invoices;
 * §8 their notices): Mail Invoice asks for the MAIL_INVOICE_TO_CUSTOMER task of this invoice (not of a cancelled
 * one, which is owed by no one); Send Pending Invoices puts the customer's pending charges on an invoice and mails
 * every open one. Both are shown on the Communication tab once asked for. Partners do not see billing (spec 3 §6).
 */
export const invoiceMailActions = (r: InvoiceRow, v: Viewer): RecordAction[] => [
  ...(isInvoiceActionAllowed('mail', r.status) && mayUse(v, 'invoices', 'view')
    ? [
        {
          id: 'mailInvoice',
          label: 'accounting.mailInvoice',
          dialog: { kind: 'confirm' as const, title: t('accounting.mailInvoiceTitle', { number: r.invoiceNumber }) },
          run: {
            kind: 'request' as const,
            method: 'POST' as const,
            path: `/api/v1/invoices/${r.id}/mail`,
            answer: { kind: 'none' as const },
            notice: t('accounting.invoiceMailed'),
          },
        },
      ]
    : []),
  ...(!v.isPartner && can(v.permissions, 'billing', 'create')
    ? [
        {
          id: 'sendPendingInvoices',
          label: 'billing.sendPending',
          dialog: {
            kind: 'confirm' as const,
            title: t('billing.sendPendingTitle', { name: r.userName ?? t('words.subject.user', { id: r.userId }) }),
            text: t('billing.sendPendingText'),
          },
          run: {
            kind: 'request' as const,
            method: 'POST' as const,
            path: `/api/v1/billing/send-pending-invoices/${r.userId}`,
            answer: { kind: 'none' as const },
            notice: t('billing.sendPendingSuccess'),
            failureTemplate: t('billing.sendPendingError'),
          },
        },
      ]
    : []),
];
