import { can, hasPermission, isPartnerUser } from '../identity/permissions.js';
import type { DomainError } from '../shared/domain-error.js';
import type { FieldError } from '../shared/validation.js';
import { RequestStatus, RequestType, type CustomerAction } from './request.enums.js';
import type { RequestEventType } from './request.events.js';
import {
  REQUEST_TYPES_COMPLETING_EARLY,
  REQUEST_TYPES_WITH_STORAGE_CHARGE,
  validateApprove,
  validateApproveReadiness,
} from './request.rules.js';

/**
 * THE table of request actions (spec 2 §4 'Requests', §6, §8). The screens show a button only where
 * `allowedRequestActions` lists it and the decider refuses with `checkRequestAction`: both read this one table.
 *
 * Reading of the spec, action by action:
 * - Confirm, Onhold, Cancel, Approve: the spec's lists, written out.
 * - Picked Up: a pickup in approved. Received: a pickup in transit or a drop in approved (`byType`).
 * - Complete: delivered or received; survey, moving, scrap, shipping and other_services also from approved or
 *   transit.
 * - Dispatch and Deliver: "allowed source statuses are not shown". Decided: Dispatch (to transit) from approved for
 *   every type whose goods or team leave on the road and that has no action of its own: not pickup (Picked Up
 *   takes it to transit), not drop (the customer brings it: Received) and not collect (the customer takes it at
 *   the warehouse). Deliver (to delivered) from transit for every type but pickup and drop (which end in
 *   received), and for collect from approved (handed over at the warehouse).
 * - Resolve Dispute: any status, when customerAction is disputed. Record customer action (disputed / accepted,
 *   the customer's answer, normally from the customer app) is the PATCH customerAction form; no button.
 * - Notify customer / team / warehouse: any status but cancelled and rejected (decided), team and warehouse only
 *   when the request has one. Send note mail / SMS (the SEND_REQUEST_NOTE_* tasks): any status.
 * - Assign, Assign to me (offered when the assignee is not the actor), Storage Charge (admin; delivery and
 *   collect): any status.
 * - Delete: "only while not complete or cancelled".
 * - Edit (and a request line's edit): "admin, operations-manager or request-full-update, or while the request is
 *   neither complete nor cancelled" (spec 2 §6): `from` is the status list, `anyStatus` the roles that pass it.
 *
 * Permissions (spec 2 §6; ARCHITECTURE §6 '<resource>-<action>'): 'requests-update' for the status actions,
 * assign, dispute and notes; 'notify-create' for the notify actions; 'requests-remove' to delete; admin for
 * Storage Charge. Partner users have no request actions (they see a reduced, read-only view, spec 2 §1, §6).
 * Changing the status *field* of the edit form is for admin, operations-lead, operations-manager and
 * request-full-update (`canEditRequestStatus`); the buttons are the actions above.
 */

export type RequestAction =
  | 'confirm'
  | 'onhold'
  | 'cancel'
  | 'approve'
  | 'pickedUp'
  | 'received'
  | 'dispatch'
  | 'deliver'
  | 'complete'
  | 'resolveDispute'
  | 'recordCustomerAction'
  | 'notifyCustomer'
  | 'notifyTeam'
  | 'notifyWarehouse'
  | 'sendNoteMail'
  | 'sendNoteSms'
  | 'assign'
  | 'assignToMe'
  | 'storageCharge'
  | 'edit'
  | 'editLine'
  | 'delete';

/** What the lifecycle reads of a request. */
export interface RequestActionSubject {
  readonly type: RequestType;
  readonly status: RequestStatus;
  readonly customerAction?: CustomerAction | null;
  readonly assigneeId?: number | null;
  readonly warehouseId?: number | null;
  readonly teamId?: number | null;
  /** Issue 14: Approve of a pickup or delivery needs an address and lines (when the subject carries them). */
  readonly addressId?: number | null;
  readonly request_lines?: readonly unknown[];
  readonly lineCount?: number;
}

export interface RequestActor {
  readonly userId: number;
  readonly permissions: readonly string[];
}

export interface RequestActionRefusal extends DomainError {
  readonly severity: 'error' | 'warning';
  readonly errors?: readonly FieldError[];
}

/** The dialog a button opens first. `boxes`: the box-status dialog (emptyStorageIds) when a storage is a box. */
export type RequestActionDialog =
  'none' | 'confirm' | 'reason' | 'approve' | 'boxes' | 'resolution' | 'assignee' | 'form';

export interface RequestActionRule {
  readonly label: string;
  /** The statuses it is allowed from, for every type it applies to (unless `byType` names the type). */
  readonly from: readonly RequestStatus[];
  /** Per-type source statuses that replace `from` for that type. */
  readonly byType?: Partial<Record<RequestType, readonly RequestStatus[]>>;
  /** The types it applies to (all when absent). */
  readonly types?: readonly RequestType[];
  /** Who may use it from any status (spec 2 §6 for Edit). */
  readonly anyStatus?: (actor: RequestActor) => boolean;
  /** The status it sets; null when the status stays. */
  readonly to: RequestStatus | null;
  readonly event: RequestEventType;
  readonly dialog: RequestActionDialog;
  /** Whether the show page offers a button for it (false: only a form or PATCH uses it). */
  readonly button: boolean;
  /** The refusal when the status or type does not fit: spec 2 §8's 'Error: ...' where one is named. */
  readonly statusMessage: string;
  readonly notice?: string;
  readonly permission: (actor: RequestActor) => boolean;
  readonly permissionMessage: string;
  /** Conditions for the button to show at all. */
  readonly offered?: (request: RequestActionSubject, actor: RequestActor) => RequestActionRefusal | undefined;
  /** Checks when the action is used (the record as the dialog would leave it). */
  readonly checks?: (request: RequestActionSubject) => RequestActionRefusal | undefined;
}

/** Spec 2 §8 'Request notifications' and 'Assigning', word for word. */
export const REQUEST_ACTION_MESSAGES = Object.freeze({
  notConfirmed: 'Error: Request not confirmed',
  notOnHold: 'Error: Request was not put on hold',
  notApproved: 'Error: Request not approved',
  notPickedUp: 'Error: Request not pickedup',
  notDelivered: 'Error: Request not delivered',
  notReceived: 'Error: Request not received',
  notDispatched: 'Error: Request not dispatched',
  notCompleted: 'Error: Request not completed',
  notCancelled: 'Error: Request not cancelled',
  notNotifiedCustomer: 'Error: Could not notify Customer',
  notNotifiedTeam: 'Error: Could not notify Team',
  notNotifiedWarehouse: 'Error: Could not notify Warehouse',
  cancelled: 'Request cancelled',
  assigned: 'Successfully Assigned',
  assignError: 'Error',
});

/** Ours: refusals and notices the spec does not word ("success 'Request cancelled' and similar"). */
export const REQUEST_ACTION_OUR_MESSAGES = Object.freeze({
  confirmed: 'Request confirmed',
  onHold: 'Request put on hold',
  approved: 'Request approved',
  pickedUp: 'Request picked up',
  received: 'Request received',
  dispatched: 'Request dispatched',
  delivered: 'Request delivered',
  completed: 'Request completed',
  disputeResolved: 'Dispute resolved',
  customerNotified: 'Customer notified',
  teamNotified: 'Team notified',
  warehouseNotified: 'Warehouse notified',
  noteMailSent: 'Request note mail sent',
  noteSmsSent: 'Request note SMS sent',
  chargeCreated: 'Storage charge created',
  deleted: 'Request deleted',
  updated: 'Request updated',
  notDisputed: 'Error: The request is not disputed',
  customerActionNotRecorded: 'Error: The customer action could not be recorded',
  noteNotSent: 'Error: Request note could not be sent',
  chargeNotCreated: 'Error: Storage charge could not be created',
  notDeleted: 'Error: A complete or cancelled request cannot be deleted',
  notEditable: 'Error: A complete or cancelled request cannot be edited',
  noTeam: 'The request has no team',
  noWarehouse: 'The request has no warehouse',
  alreadyAssignedToYou: 'The request is already assigned to you',
  notAllowed: 'You are not allowed to do this',
  adminOnlyCharge: 'Only admin may create a storage charge',
  partnerReadOnly: 'Partners may not change requests',
  statusNotAllowed: 'You are not allowed to change the status of a request',
});

const ALL: readonly RequestStatus[] = RequestStatus.values;
const allBut = (...excluded: RequestStatus[]): readonly RequestStatus[] => ALL.filter((s) => !excluded.includes(s));
const typesBut = (...excluded: RequestType[]): readonly RequestType[] =>
  RequestType.values.filter((t) => !excluded.includes(t));

const conflictRefusal = (message: string, severity: 'error' | 'warning' = 'error'): RequestActionRefusal => ({
  kind: 'conflict',
  message,
  severity,
});
const forbiddenRefusal = (message: string): RequestActionRefusal => ({ kind: 'forbidden', message, severity: 'error' });

const isAdmin = (a: RequestActor): boolean => hasPermission(a.permissions, 'admin');
const canUpdate = (a: RequestActor): boolean => can(a.permissions, 'requests', 'update');
const canNotify = (a: RequestActor): boolean => can(a.permissions, 'notify', 'create');

/** Spec 2 §6: request edit in any status: admin, operations-manager or request-full-update. */
export const canEditRequestInAnyStatus = (a: RequestActor): boolean =>
  isAdmin(a) ||
  hasPermission(a.permissions, 'operations-manager') ||
  hasPermission(a.permissions, 'request-full-update');

/** Spec 2 §6: editing request status: admin, operations-lead, operations-manager, request-full-update. */
export const canEditRequestStatus = (a: RequestActor): boolean =>
  canEditRequestInAnyStatus(a) || hasPermission(a.permissions, 'operations-lead');

const EARLY: Partial<Record<RequestType, readonly RequestStatus[]>> = Object.fromEntries(
  REQUEST_TYPES_COMPLETING_EARLY.map((t) => [t, ['approved', 'transit', 'delivered', 'received'] as const]),
);

const statusAction = (
  label: string,
  to: RequestStatus,
  event: RequestEventType,
  statusMessage: string,
  notice: string,
  from: readonly RequestStatus[],
  extra: Partial<RequestActionRule> = {},
): RequestActionRule => ({
  label,
  from,
  to,
  event,
  dialog: 'confirm',
  button: true,
  statusMessage,
  notice,
  permission: canUpdate,
  permissionMessage: REQUEST_ACTION_OUR_MESSAGES.notAllowed,
  ...extra,
});

export const REQUEST_ACTIONS: Readonly<Record<RequestAction, RequestActionRule>> = Object.freeze({
  confirm: statusAction(
    'Confirm',
    'confirmed',
    'RequestConfirmed',
    REQUEST_ACTION_MESSAGES.notConfirmed,
    REQUEST_ACTION_OUR_MESSAGES.confirmed,
    ['new', 'onhold', 'cancelled', 'rejected'],
  ),
  onhold: statusAction(
    'Onhold',
    'onhold',
    'RequestPutOnHold',
    REQUEST_ACTION_MESSAGES.notOnHold,
    REQUEST_ACTION_OUR_MESSAGES.onHold,
    ['new', 'confirmed', 'approved', 'cancelled', 'rejected'],
  ),
  cancel: statusAction(
    'Cancel',
    'cancelled',
    'RequestCancelled',
    REQUEST_ACTION_MESSAGES.notCancelled,
    REQUEST_ACTION_MESSAGES.cancelled,
    ['new', 'onhold', 'confirmed', 'approved', 'transit'],
    { dialog: 'reason' },
  ),
  approve: statusAction(
    'Approve',
    'approved',
    'RequestApproved',
    REQUEST_ACTION_MESSAGES.notApproved,
    REQUEST_ACTION_OUR_MESSAGES.approved,
    ['confirmed'],
    {
      dialog: 'approve',
      checks: (r) => {
        const errors = [...validateApproveReadiness(r), ...validateApprove(r.type, r)];
        const first = errors[0];
        return first && { kind: 'validation', message: first.message, severity: 'error', errors };
      },
    },
  ),
  pickedUp: statusAction(
    'Picked Up',
    'transit',
    'RequestPickedUp',
    REQUEST_ACTION_MESSAGES.notPickedUp,
    REQUEST_ACTION_OUR_MESSAGES.pickedUp,
    ['approved'],
    { types: ['pickup'], dialog: 'boxes' },
  ),
  received: statusAction(
    'Received',
    'received',
    'RequestReceived',
    REQUEST_ACTION_MESSAGES.notReceived,
    REQUEST_ACTION_OUR_MESSAGES.received,
    [],
    {
      types: ['pickup', 'drop'],
      byType: { pickup: ['transit'], drop: ['approved'] },
      dialog: 'boxes',
    },
  ),
  dispatch: statusAction(
    'Dispatch',
    'transit',
    'RequestDispatched',
    REQUEST_ACTION_MESSAGES.notDispatched,
    REQUEST_ACTION_OUR_MESSAGES.dispatched,
    ['approved'],
    { types: typesBut('pickup', 'drop', 'collect') },
  ),
  deliver: statusAction(
    'Deliver',
    'delivered',
    'RequestDelivered',
    REQUEST_ACTION_MESSAGES.notDelivered,
    REQUEST_ACTION_OUR_MESSAGES.delivered,
    ['transit'],
    { types: typesBut('pickup', 'drop'), byType: { collect: ['approved'] } },
  ),
  complete: statusAction(
    'Complete',
    'complete',
    'RequestCompleted',
    REQUEST_ACTION_MESSAGES.notCompleted,
    REQUEST_ACTION_OUR_MESSAGES.completed,
    ['delivered', 'received'],
    { byType: EARLY },
  ),
  resolveDispute: {
    label: 'Resolve Dispute',
    from: ALL,
    to: null,
    event: 'RequestDisputeResolved',
    dialog: 'resolution',
    button: true,
    statusMessage: REQUEST_ACTION_OUR_MESSAGES.notDisputed,
    notice: REQUEST_ACTION_OUR_MESSAGES.disputeResolved,
    permission: canUpdate,
    permissionMessage: REQUEST_ACTION_OUR_MESSAGES.notAllowed,
    offered: (r) =>
      r.customerAction === 'disputed' ? undefined : conflictRefusal(REQUEST_ACTION_OUR_MESSAGES.notDisputed),
  },
  recordCustomerAction: {
    label: 'Customer action',
    from: ALL,
    to: null,
    event: 'RequestCustomerActionRecorded',
    dialog: 'none',
    button: false,
    statusMessage: REQUEST_ACTION_OUR_MESSAGES.customerActionNotRecorded,
    permission: canUpdate,
    permissionMessage: REQUEST_ACTION_OUR_MESSAGES.notAllowed,
  },
  notifyCustomer: {
    label: 'Notify Customer',
    from: allBut('cancelled', 'rejected'),
    to: null,
    event: 'RequestNotified',
    dialog: 'confirm',
    button: true,
    statusMessage: REQUEST_ACTION_MESSAGES.notNotifiedCustomer,
    notice: REQUEST_ACTION_OUR_MESSAGES.customerNotified,
    permission: canNotify,
    permissionMessage: REQUEST_ACTION_OUR_MESSAGES.notAllowed,
  },
  notifyTeam: {
    label: 'Notify Team',
    from: allBut('cancelled', 'rejected'),
    to: null,
    event: 'RequestNotified',
    dialog: 'confirm',
    button: true,
    statusMessage: REQUEST_ACTION_MESSAGES.notNotifiedTeam,
    notice: REQUEST_ACTION_OUR_MESSAGES.teamNotified,
    permission: canNotify,
    permissionMessage: REQUEST_ACTION_OUR_MESSAGES.notAllowed,
    offered: (r) => (r.teamId != null ? undefined : conflictRefusal(REQUEST_ACTION_MESSAGES.notNotifiedTeam)),
  },
  notifyWarehouse: {
    label: 'Notify Warehouse',
    from: allBut('cancelled', 'rejected'),
    to: null,
    event: 'RequestNotified',
    dialog: 'confirm',
    button: true,
    statusMessage: REQUEST_ACTION_MESSAGES.notNotifiedWarehouse,
    notice: REQUEST_ACTION_OUR_MESSAGES.warehouseNotified,
    permission: canNotify,
    permissionMessage: REQUEST_ACTION_OUR_MESSAGES.notAllowed,
    offered: (r) => (r.warehouseId != null ? undefined : conflictRefusal(REQUEST_ACTION_MESSAGES.notNotifiedWarehouse)),
  },
  sendNoteMail: {
    label: 'Send Note by Mail',
    from: ALL,
    to: null,
    event: 'RequestNoteMailRequested',
    dialog: 'confirm',
    button: true,
    statusMessage: REQUEST_ACTION_OUR_MESSAGES.noteNotSent,
    notice: REQUEST_ACTION_OUR_MESSAGES.noteMailSent,
    permission: canUpdate,
    permissionMessage: REQUEST_ACTION_OUR_MESSAGES.notAllowed,
  },
  sendNoteSms: {
    label: 'Send Note by SMS',
    from: ALL,
    to: null,
    event: 'RequestNoteSmsRequested',
    dialog: 'confirm',
    button: true,
    statusMessage: REQUEST_ACTION_OUR_MESSAGES.noteNotSent,
    notice: REQUEST_ACTION_OUR_MESSAGES.noteSmsSent,
    permission: canUpdate,
    permissionMessage: REQUEST_ACTION_OUR_MESSAGES.notAllowed,
  },
  assign: {
    label: 'Assign',
    from: ALL,
    to: null,
    event: 'RequestAssigned',
    dialog: 'assignee',
    button: true,
    statusMessage: REQUEST_ACTION_MESSAGES.assignError,
    notice: REQUEST_ACTION_MESSAGES.assigned,
    permission: canUpdate,
    permissionMessage: REQUEST_ACTION_OUR_MESSAGES.notAllowed,
  },
  assignToMe: {
    label: 'Assign to me',
    from: ALL,
    to: null,
    event: 'RequestAssigned',
    dialog: 'none',
    button: true,
    statusMessage: REQUEST_ACTION_MESSAGES.assignError,
    notice: REQUEST_ACTION_MESSAGES.assigned,
    permission: canUpdate,
    permissionMessage: REQUEST_ACTION_OUR_MESSAGES.notAllowed,
    offered: (r, a) =>
      r.assigneeId === a.userId
        ? conflictRefusal(REQUEST_ACTION_OUR_MESSAGES.alreadyAssignedToYou, 'warning')
        : undefined,
  },
  storageCharge: {
    label: 'Storage Charge',
    from: ALL,
    types: REQUEST_TYPES_WITH_STORAGE_CHARGE,
    to: null,
    event: 'RequestChargeCreated',
    dialog: 'confirm',
    button: true,
    statusMessage: REQUEST_ACTION_OUR_MESSAGES.chargeNotCreated,
    notice: REQUEST_ACTION_OUR_MESSAGES.chargeCreated,
    permission: isAdmin,
    permissionMessage: REQUEST_ACTION_OUR_MESSAGES.adminOnlyCharge,
  },
  edit: {
    label: 'Edit',
    from: allBut('complete', 'cancelled'),
    anyStatus: canEditRequestInAnyStatus,
    to: null,
    event: 'RequestUpdated',
    dialog: 'form',
    button: true,
    statusMessage: REQUEST_ACTION_OUR_MESSAGES.notEditable,
    notice: REQUEST_ACTION_OUR_MESSAGES.updated,
    permission: canUpdate,
    permissionMessage: REQUEST_ACTION_OUR_MESSAGES.notAllowed,
  },
  editLine: {
    label: 'Edit',
    from: allBut('complete', 'cancelled'),
    anyStatus: canEditRequestInAnyStatus,
    to: null,
    event: 'RequestLineUpdated',
    dialog: 'form',
    button: false,
    statusMessage: REQUEST_ACTION_OUR_MESSAGES.notEditable,
    permission: (a) => canUpdate(a) || can(a.permissions, 'request-lines', 'update'),
    permissionMessage: REQUEST_ACTION_OUR_MESSAGES.notAllowed,
  },
  delete: {
    label: 'Delete',
    from: allBut('complete', 'cancelled'),
    to: null,
    event: 'RequestDeleted',
    dialog: 'confirm',
    button: true,
    statusMessage: REQUEST_ACTION_OUR_MESSAGES.notDeleted,
    notice: REQUEST_ACTION_OUR_MESSAGES.deleted,
    permission: (a) => can(a.permissions, 'requests', 'remove'),
    permissionMessage: REQUEST_ACTION_OUR_MESSAGES.notAllowed,
  },
} satisfies Record<RequestAction, RequestActionRule>);

export const REQUEST_ACTION_NAMES = Object.freeze(Object.keys(REQUEST_ACTIONS)) as readonly RequestAction[];

/** The status actions (they move the status): what the edit form's status field and a PATCH {status} run. */
export const REQUEST_STATUS_ACTIONS: readonly RequestAction[] = Object.freeze(
  REQUEST_ACTION_NAMES.filter((a) => REQUEST_ACTIONS[a].to !== null),
);

/** The statuses an action is allowed from for a request of this type (empty: not for this type). */
export const requestActionSources = (action: RequestAction, type: RequestType): readonly RequestStatus[] => {
  const rule: RequestActionRule = REQUEST_ACTIONS[action];
  if (rule.types && !rule.types.includes(type)) return [];
  return rule.byType?.[type] ?? rule.from;
};

const offeredRefusal = (
  action: RequestAction,
  request: RequestActionSubject,
  actor: RequestActor,
): RequestActionRefusal | undefined => {
  const rule: RequestActionRule = REQUEST_ACTIONS[action];
  if (isPartnerUser(actor.permissions) && !isAdmin(actor))
    return forbiddenRefusal(REQUEST_ACTION_OUR_MESSAGES.partnerReadOnly);
  if (!rule.permission(actor)) return forbiddenRefusal(rule.permissionMessage);
  const anyStatus = rule.anyStatus?.(actor) === true && (!rule.types || rule.types.includes(request.type));
  if (!anyStatus && !requestActionSources(action, request.type).includes(request.status)) {
    return conflictRefusal(rule.statusMessage);
  }
  return rule.offered?.(request, actor);
};

/** The actions whose buttons show for this request and this user, in the table's order. */
export const allowedRequestActions = (request: RequestActionSubject, actor: RequestActor): RequestAction[] =>
  REQUEST_ACTION_NAMES.filter((a) => REQUEST_ACTIONS[a].button && offeredRefusal(a, request, actor) === undefined);

/** The decider's check: undefined when the action may run, otherwise the refusal in the spec's words. */
export const checkRequestAction = (
  action: RequestAction,
  request: RequestActionSubject,
  actor: RequestActor,
): RequestActionRefusal | undefined =>
  offeredRefusal(action, request, actor) ?? REQUEST_ACTIONS[action].checks?.(request);

/** The status an action leaves the request in. */
export const requestStatusAfter = (action: RequestAction, status: RequestStatus): RequestStatus =>
  REQUEST_ACTIONS[action].to ?? status;

/**
 * Which status action a PATCH {status} (or the edit form's status field) is: the action that sets that status and
 * is allowed from the current status for this type; else the first action that sets it, whose refusal then
 * answers. undefined when no action sets that status (pending, new, rejected: the system's only).
 */
export const requestActionForStatus = (
  request: Pick<RequestActionSubject, 'type' | 'status'>,
  to: RequestStatus,
): RequestAction | undefined => {
  const candidates = REQUEST_STATUS_ACTIONS.filter((a) => REQUEST_ACTIONS[a].to === to);
  return candidates.find((a) => requestActionSources(a, request.type).includes(request.status)) ?? candidates[0];
};

/** The notify action of each REQUEST_NOTIFY_* type (spec 2 §7). */
export const REQUEST_NOTIFY_ACTIONS = Object.freeze({
  REQUEST_NOTIFY_CUSTOMER: 'notifyCustomer',
  REQUEST_NOTIFY_TEAM: 'notifyTeam',
  REQUEST_NOTIFY_WAREHOUSE: 'notifyWarehouse',
} as const satisfies Record<string, RequestAction>);

/** Photo upload and delete are hidden once a request is complete (spec 2 §2, §4). */
export const requestPhotosEditable = (status: RequestStatus): boolean => status !== 'complete';

/** Rows are tinted by status (spec 2 §2): every status has its colour (shared/status-colours.ts). */
export const REQUEST_FINISHED_STATUSES: readonly RequestStatus[] = Object.freeze([
  'complete',
  'rejected',
  'cancelled',
] as const);
