import Alert from '@mui/material/Alert';
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlined';
import { can, HOLD_COMMENT_MAX, type UserRow } from '@console/contracts';
import { t } from '../../app/i18n/messages';
import type { RecordAction } from '../../framework/actions/types';
import { formatDateTime } from '../../framework/fields/cells';
import { KnownName } from '../../framework/fields/ReferenceName';
import type { Viewer } from '../../framework/types';
import { reasonSource } from '../../shared/orders/sources';

const chosen = (v: unknown): boolean => v !== null && v !== undefined && v !== '';

/**
 * Put on hold (spec 1 §4 'Customer put on hold'; issue 34 §8): a reason of the hold-reasons list (the button stays
 * disabled until one is chosen, as an order's hold, spec 2 §5) and an optional comment; `POST api/users/{id}/hold`.
 * A customer on hold offers Release hold instead (`DELETE`). Staff with users-update only: spec 3 §6 leaves the
 * partner role only the edit action.
 */
export const holdActions = (r: UserRow, viewer: Viewer): RecordAction[] => {
  if (!can(viewer.permissions, 'users', 'update') || viewer.isPartner || r.type === 'staff') return [];
  const path = `/api/users/${r.id}/hold`;
  if (r.holdReasonId !== null)
    return [
      {
        id: 'releaseHold',
        label: t('customerPage.hold.release'),
        icon: <PlayCircleOutlineIcon />,
        dialog: { kind: 'confirm', title: t('customerPage.hold.releaseConfirm', { name: r.name }) },
        run: {
          kind: 'request',
          method: 'DELETE',
          path,
          notice: t('customerPage.hold.released'),
          failureNotice: t('customerPage.hold.releaseFailed'),
          failureType: 'warning',
        },
      },
    ];
  return [
    {
      id: 'putOnHold',
      label: t('customerPage.hold.action'),
      color: 'warning',
      icon: <PauseCircleOutlineIcon />,
      dialog: {
        kind: 'form',
        title: t('customerPage.hold.title', { name: r.name }),
        fields: [
          {
            kind: 'selectReference',
            name: 'holdReasonId',
            label: 'customerPage.hold.reason',
            required: true,
            source: reasonSource('hold-reasons'),
          },
          { kind: 'multiline', name: 'reason', label: 'customerPage.hold.comment', maxLength: HOLD_COMMENT_MAX },
        ],
        initial: { holdReasonId: null, reason: '' },
        ready: (v) => chosen(v.holdReasonId),
        submitLabel: t('customerPage.hold.confirm'),
      },
      run: {
        kind: 'request',
        method: 'POST',
        path,
        body: (v) => ({
          holdReasonId: Number(v.holdReasonId),
          reason: typeof v.reason === 'string' && v.reason.trim() !== '' ? v.reason.trim() : null,
        }),
        notice: t('customerPage.hold.done'),
        failureNotice: t('customerPage.hold.failed'),
        failureType: 'warning',
      },
    },
  ];
};

/** On the summary of a customer on hold: the reason, the comment and since when. */
export const HoldNotice = ({ r }: { r: UserRow }) =>
  r.holdReasonId === null ? null : (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="customer-hold">
      <strong>{t('customerPage.hold.onHold')}</strong>
      {': '}
      <KnownName name={null} load source={reasonSource('hold-reasons')} id={r.holdReasonId} />
      {r.holdReason ? ` — ${r.holdReason}` : ''}
      {r.heldAt ? ` (${t('customerPage.hold.since', { date: formatDateTime(r.heldAt) })})` : ''}
    </Alert>
  );
