import dayjs from 'dayjs';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SendIcon from '@mui/icons-material/Send';
import { BILLING_MESSAGES, can, type FieldError, type UserRow } from '@console/contracts';
import { t } from '../../app/i18n/messages';
import type { RecordAction } from '../../framework/actions/types';
import type { Viewer } from '../../framework/types';

const tillErrors = (till: unknown): FieldError[] =>
  typeof till === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(till)
    ? []
    : [{ path: 'till', message: BILLING_MESSAGES.tillRequired }];

/**
 * The customer's billing actions (spec 3 §4 'bill', §7 'Bill customer' and 'Send pending invoices', §8): Bill asks
 * the till date and answers 'bill', or the bill_nothing warning when every month up to it was billed already; Send
 * pending invoices asks for a confirmation and answers 'Invoices sent successfully' or 'Error sending invoices: …'.
 * Partners do not see billing (spec 3 §6).
 */
export const billingActions = (r: UserRow, viewer: Viewer): RecordAction[] =>
  viewer.isPartner || !can(viewer.permissions, 'billing', 'create')
    ? []
    : [
        {
          id: 'bill',
          label: 'billing.bill',
          icon: <ReceiptLongIcon />,
          dialog: {
            kind: 'form',
            title: t('billing.billTitle', { name: r.name }),
            fields: [{ kind: 'date', name: 'till', label: 'billing.till', required: true }],
            initial: { till: dayjs().format('YYYY-MM-DD') },
            validate: (v) => tillErrors(v.till),
            submitLabel: t('billing.bill'),
          },
          run: {
            kind: 'request',
            method: 'POST',
            path: '/api/billing',
            body: (v) => ({ userId: r.id, till: v.till }),
            answer: { kind: 'none' },
            noticeBy: {
              field: 'message',
              notices: {
                [BILLING_MESSAGES.billed]: t('billing.billed'),
                [BILLING_MESSAGES.billNothing]: t('billing.billNothing'),
              },
              types: { [BILLING_MESSAGES.billNothing]: 'warning' },
            },
            failureType: 'warning',
          },
        },
        {
          id: 'sendPendingInvoices',
          label: 'billing.sendPending',
          icon: <SendIcon />,
          dialog: {
            kind: 'confirm',
            title: t('billing.sendPendingTitle', { name: r.name }),
            text: t('billing.sendPendingText'),
          },
          run: {
            kind: 'request',
            method: 'POST',
            path: `/api/v1/billing/send-pending-invoices/${r.id}`,
            answer: { kind: 'none' },
            notice: t('billing.sendPendingSuccess'),
            failureTemplate: t('billing.sendPendingError'),
          },
        },
      ];
