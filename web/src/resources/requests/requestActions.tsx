import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import {
  allowedRequestActions,
  checkRequestAction,
  isBoxStorage,
  REQUEST_ACTIONS,
  validateApprove,
  validateCancelReason,
  validateResolution,
  type RequestAction,
  type RequestRow,
  type StorageRow,
} from '@console/contracts';
import { t, type MessageKey } from '../../app/i18n/messages';
import type { ActionDialog, ActionRun, RecordAction } from '../../framework/actions/types';
import type { FormValues } from '../../framework/form/types';
import type { Viewer } from '../../framework/types';
import { storageText } from '../../shared/storages/StorageLink';
import { actorOf } from '../../shared/requests/actor';
import { requestActionPath, requestsApi } from '../../shared/requests/api';
import { requestAssigneeSource, teamsSource, warehousesSource } from '../../shared/requests/sources';

/**
 * The buttons of a request (spec 2 §4 'Requests', §6, §7, §8): exactly the actions contracts' lifecycle table allows
 * for this request and user (`allowedRequestActions`), each with its dialog (cancel reason, approve with warehouse
 * and team, the box-status question, the resolution, the assignee), its call and its notices. The refusals and
 * their texts are contracts' (`checkRequestAction`), checked again by the server.
 */

/** What the show page knows beside the row: the storages of its lines (the box-status dialog reads their types). */
export interface RequestActionContext {
  readonly storages: readonly StorageRow[];
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const idOrNull = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v));

/** Spec 2 §4: the box-status dialog, one tick per box storage that comes back empty (emptyStorageIds). */
const BoxesChoice = ({
  boxes,
  value,
  onChange,
}: {
  boxes: readonly StorageRow[];
  value: unknown;
  onChange: (v: unknown) => void;
}) => {
  const chosen = Array.isArray(value) ? (value as number[]) : [];
  return (
    <Box data-testid="box-status">
      <FormHelperText>{t('requests.boxStatusText')}</FormHelperText>
      {boxes.map((s) => (
        <FormControlLabel
          key={s.id}
          sx={{ display: 'flex' }}
          control={
            <Checkbox
              name={`empty-${s.id}`}
              checked={chosen.includes(s.id)}
              onChange={(e) => onChange(e.target.checked ? [...chosen, s.id] : chosen.filter((x) => x !== s.id))}
            />
          }
          label={`${storageText(s)} — ${t('requests.boxEmpty')}`}
        />
      ))}
    </Box>
  );
};

/** Each button's words (contracts' REQUEST_ACTIONS labels, as catalogue keys). */
const ACTION_LABELS: Readonly<Record<RequestAction, MessageKey>> = {
  confirm: 'requests.action.confirm',
  onhold: 'requests.action.onhold',
  cancel: 'requests.action.cancel',
  approve: 'requests.action.approve',
  pickedUp: 'requests.action.pickedUp',
  received: 'requests.action.received',
  dispatch: 'requests.action.dispatch',
  deliver: 'requests.action.deliver',
  complete: 'requests.action.complete',
  resolveDispute: 'requests.action.resolveDispute',
  recordCustomerAction: 'requests.action.recordCustomerAction',
  notifyCustomer: 'requests.action.notifyCustomer',
  notifyTeam: 'requests.action.notifyTeam',
  notifyWarehouse: 'requests.action.notifyWarehouse',
  sendNoteMail: 'requests.action.sendNoteMail',
  sendNoteSms: 'requests.action.sendNoteSms',
  assign: 'requests.action.assign',
  assignToMe: 'requests.action.assignToMe',
  storageCharge: 'requests.action.storageCharge',
  edit: 'requests.action.edit',
  editLine: 'requests.action.editLine',
  delete: 'requests.action.delete',
};

const dialogOf = (action: RequestAction, row: RequestRow, context: RequestActionContext): ActionDialog | undefined => {
  const rule = REQUEST_ACTIONS[action];
  const label = t(ACTION_LABELS[action]);
  const recordTitle = t('requests.recordTitle', { id: row.id });
  const title = t('requests.actionTitle', { action: label, title: recordTitle });
  const question = t('record.confirmAction', { action: label, title: recordTitle });
  switch (rule.dialog) {
    case 'none':
    case 'form':
      return undefined;
    case 'confirm':
      return { kind: 'confirm', title: question };
    case 'reason':
      return {
        kind: 'form',
        title,
        fields: [{ kind: 'multiline', name: 'reason', label: 'requests.reason', required: true }],
        initial: { reason: '' },
        validate: (v) => validateCancelReason(text(v.reason)),
      };
    case 'resolution':
      return {
        kind: 'form',
        title,
        fields: [{ kind: 'multiline', name: 'resolution', label: 'requests.resolution', required: true }],
        initial: { resolution: '' },
        validate: (v) => validateResolution(text(v.resolution)),
      };
    case 'approve':
      // Spec 2 §5: the warehouse (newbox, pickup, delivery, drop, collect) and the team (types with an address) are
      // checked here with contracts' rule, and again by the server.
      return {
        kind: 'form',
        title,
        fields: [
          {
            kind: 'selectReference',
            name: 'warehouseId',
            label: 'requests.warehouse',
            source: warehousesSource(row.countryId),
            emptyLabel: '—',
          },
          {
            kind: 'selectReference',
            name: 'teamId',
            label: 'requests.team',
            source: teamsSource(row.countryId),
            emptyLabel: '—',
          },
        ],
        initial: { warehouseId: row.warehouseId, teamId: row.teamId },
        validate: (v) =>
          validateApprove(row.type, { warehouseId: idOrNull(v.warehouseId), teamId: idOrNull(v.teamId) }),
      };
    case 'boxes': {
      const boxes = context.storages.filter(isBoxStorage);
      if (boxes.length === 0) return { kind: 'confirm', title: question };
      return {
        kind: 'form',
        title: t('requests.boxStatusActionTitle', { action: label, id: row.id }),
        fields: [
          {
            kind: 'custom',
            name: 'emptyStorageIds',
            label: 'requests.boxStatusTitle',
            render: (p) => <BoxesChoice boxes={boxes} value={p.value} onChange={p.onChange} />,
          },
        ],
        initial: { emptyStorageIds: [] },
        submitLabel: label,
      };
    }
    case 'assignee':
      return {
        kind: 'form',
        title,
        fields: [
          {
            kind: 'selectReference',
            name: 'assigneeId',
            label: 'requests.assignTo',
            required: true,
            source: requestAssigneeSource(row.countryId),
          },
        ],
        initial: { assigneeId: row.assigneeId },
        ready: (v) => v.assigneeId !== null && v.assigneeId !== undefined,
      };
  }
};

/** The body each action's call carries, from its dialog's values (contracts' request.commands.ts bodies). */
const bodyOf = (action: RequestAction): ((v: FormValues) => Record<string, unknown>) | undefined => {
  switch (action) {
    case 'cancel':
      return (v) => ({ reason: text(v.reason) });
    case 'approve':
      return (v) => ({ warehouseId: idOrNull(v.warehouseId), teamId: idOrNull(v.teamId) });
    case 'pickedUp':
    case 'received':
      return (v) => ({ emptyStorageIds: Array.isArray(v.emptyStorageIds) ? v.emptyStorageIds : [] });
    case 'resolveDispute':
      return (v) => ({ resolution: text(v.resolution) });
    case 'assign':
      return (v) => ({ assigneeId: idOrNull(v.assigneeId) });
    default:
      return undefined;
  }
};

const runOf = (action: RequestAction, row: RequestRow): ActionRun => {
  const rule = REQUEST_ACTIONS[action];
  const notices = {
    ...(rule.notice !== undefined ? { notice: rule.notice } : {}),
    // Spec 2 §8 'Assigning': the success is an info notice, a failure a warning ('Error').
    ...(action === 'assign' || action === 'assignToMe'
      ? { noticeType: 'info' as const, failureType: 'warning' as const }
      : {}),
    failureNotice: rule.statusMessage,
  };
  const recordPath = `${requestsApi.recordPath}/${row.id}`;
  switch (action) {
    case 'edit':
      return { kind: 'navigate', to: `/requests/${row.id}` };
    case 'delete':
      return {
        kind: 'request',
        method: 'DELETE',
        path: recordPath,
        answer: { kind: 'none' },
        redirectTo: '/requests',
        ...notices,
      };
    case 'storageCharge':
      // Spec 2 §7: PATCH requests/{id} with body {action: CREATE_CHARGE}.
      return {
        kind: 'request',
        method: 'PATCH',
        path: recordPath,
        body: () => ({ action: 'CREATE_CHARGE' }),
        ...notices,
      };
    default: {
      const body = bodyOf(action);
      return {
        kind: 'request',
        method: 'POST',
        path: requestActionPath(row.id, action),
        ...(body ? { body } : {}),
        ...notices,
      };
    }
  }
};

/** The buttons' colours, by colour: the moves forward in green, the pause in amber, the ends in red. */
const COLOURS: readonly (readonly [RecordAction['color'], readonly RequestAction[]])[] = [
  ['success', ['confirm', 'approve', 'complete', 'received']],
  ['warning', ['onhold']],
  ['error', ['cancel', 'delete']],
];
const colourOf = (action: RequestAction) => COLOURS.find(([, actions]) => actions.includes(action))?.[0];

/** The request's buttons: the lifecycle's allowed actions in the table's order (Edit among them: it depends on the status). */
export const requestActions = (row: RequestRow, viewer: Viewer, context: RequestActionContext): RecordAction[] => {
  const actor = actorOf(viewer);
  return allowedRequestActions(row, actor).map((action) => {
    const dialog = dialogOf(action, row, context);
    return {
      id: action,
      label: ACTION_LABELS[action],
      ...(colourOf(action) ? { color: colourOf(action) } : {}),
      // Click-time check with the spec's words (an Approve's warehouse and team are checked in its dialog).
      refuse: () => {
        if (action === 'approve') return undefined;
        const refusal = checkRequestAction(action, row, actor);
        return refusal ? { message: refusal.message, severity: refusal.severity } : undefined;
      },
      ...(dialog ? { dialog } : {}),
      run: runOf(action, row),
    };
  });
};
