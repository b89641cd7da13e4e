import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import LockResetIcon from '@mui/icons-material/LockReset';
import LinkIcon from '@mui/icons-material/Link';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SavingsIcon from '@mui/icons-material/Savings';
import { can, hasPermission, type UserRow } from '@console/contracts';
import { t } from '../../app/i18n/messages';
import type { RecordAction } from '../../framework/actions/types';
import type { Viewer } from '../../framework/types';
import { mayUse } from '../../framework/routes';
import { salesStaffSource } from './index';
import { TagPicker } from './TagPicker';

/**
 * Where impersonation opens the consumer app (spec 3 §7: "a new window opens the staging consumer app with token and
 * userid query parameters"): `VITE_CONSUMER_APP_URL`, else the public site the sales link points at.
 */
const consumerAppUrl = (): string =>
  import.meta.env.VITE_CONSUMER_APP_URL ?? import.meta.env.VITE_SALES_LINK_BASE ?? `${window.location.origin}/`;

/**
 * Spec 3 §2, §5, §7, §8: Assign sets the customer's tags and assignee (`PATCH users/{id}` with tags and assigneeId);
 * it needs a selected person; 'Successfully Assigned' (info) or 'Error' (warning).
 */
export const assignAction = (r: UserRow, viewer: Viewer): RecordAction[] =>
  can(viewer.permissions, 'users', 'update') && !viewer.isPartner
    ? [
        {
          id: 'assign',
          label: t('users.action.assign'),
          icon: <AssignmentIndIcon />,
          dialog: {
            kind: 'form',
            title: t('users.assign.title', { name: r.name }),
            fields: [
              {
                kind: 'custom',
                name: 'tags',
                label: 'users.field.tags',
                wide: true,
                render: ({ value, onChange }) => (
                  <TagPicker value={value} onChange={onChange} label={t('users.field.tags')} />
                ),
              },
              { kind: 'reference', name: 'assigneeId', label: t('users.field.assignee'), source: salesStaffSource },
            ],
            initial: { tags: r.tags.map((x) => x.id ?? x.name), assigneeId: r.assigneeId },
            ready: (v) => v.assigneeId !== null && v.assigneeId !== undefined && v.assigneeId !== '',
            submitLabel: t('users.action.assign'),
          },
          run: {
            kind: 'request',
            method: 'PATCH',
            path: `/api/users/${r.id}`,
            body: (v) => ({ tags: Array.isArray(v.tags) ? v.tags : [], assigneeId: Number(v.assigneeId) }),
            notice: t('users.assign.done'),
            noticeType: 'info',
            failureNotice: t('users.assign.failed'),
            failureType: 'warning',
          },
        },
      ]
    : [];

/**
 * Spec 3 §4, §7: reset password (`POST authManagement {action: 'sendResetPwd', email}`), magic link (`POST
 * magic-link`, the same body) and impersonate (`POST user-impersonation {userId}`, permission user-impersonation:
 * the consumer app opens with the answer's token). Reset and magic link ask first: they mail the customer.
 */
export const signInActions = (r: UserRow, viewer: Viewer): RecordAction[] => {
  const mail = can(viewer.permissions, 'users', 'update') && r.email !== '';
  const body = () => ({ action: 'sendResetPwd', email: r.email });
  return [
    ...(mail
      ? [
          {
            id: 'resetPassword',
            label: t('users.action.resetPassword'),
            icon: <LockResetIcon />,
            dialog: { kind: 'confirm' as const, text: t('users.resetPassword.confirm', { email: r.email }) },
            run: {
              kind: 'request' as const,
              method: 'POST' as const,
              path: '/api/authManagement',
              body,
              answer: { kind: 'none' as const },
              notice: t('users.resetPassword.done'),
              failureNotice: t('users.resetPassword.failed'),
              failureType: 'warning' as const,
            },
          },
          {
            id: 'magicLink',
            label: t('users.action.magicLink'),
            icon: <LinkIcon />,
            dialog: { kind: 'confirm' as const, text: t('users.magicLink.confirm', { email: r.email }) },
            run: {
              kind: 'request' as const,
              method: 'POST' as const,
              path: '/api/magic-link',
              body,
              answer: { kind: 'none' as const },
              notice: t('users.magicLink.done'),
              failureNotice: t('users.magicLink.failed'),
              failureType: 'warning' as const,
            },
          },
        ]
      : []),
    ...(hasPermission(viewer.permissions, 'user-impersonation') && r.type !== 'staff'
      ? [
          {
            id: 'impersonate',
            label: t('users.action.impersonate'),
            icon: <OpenInNewIcon />,
            run: {
              kind: 'request' as const,
              method: 'POST' as const,
              path: '/api/user-impersonation',
              body: () => ({ userId: r.id }),
              answer: {
                kind: 'openWith' as const,
                base: consumerAppUrl(),
                params: { token: 'data.token', userid: 'data.userId' },
              },
              failureType: 'warning' as const,
            },
          },
        ]
      : []),
  ];
};

/**
 * Spec 3 §2 'Customer credits edit page exists', §6 'credits and billing hidden' from the partner role: the page
 * where credit moves by payments, refunds and the use of credit (CustomerCredits.tsx).
 */
export const creditsAction = (r: UserRow, viewer: Viewer, basePath: string): RecordAction[] =>
  !viewer.isPartner && mayUse(viewer, 'payments', 'list')
    ? [
        {
          id: 'credits',
          label: t('customerPage.credits.action'),
          icon: <SavingsIcon />,
          run: { kind: 'navigate', to: `${basePath}/${r.id}/credits` },
        },
      ]
    : [];
