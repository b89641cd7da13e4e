import * as t from 'io-ts';
import type { SlotHours } from './time-slots.js';
import type { FieldError } from '../shared/validation.js';
import { InstantString } from '../sales/order.record.js';
import { Id } from '../shared/id.js';
import { LongText, list } from '../shared/store-safe.js';
import type { TaskType } from '../notifications/task.enums.js';
import { CustomerAction, RequestNotifyType, RequestStatus } from './request.enums.js';
import {
  REQUEST_NOTIFY_ACTIONS,
  requestActionForStatus,
  type RequestAction,
  type RequestActionSubject,
} from './request.lifecycle.js';
import { RequestLineInput, RequestLinePatch, RequestPatch, type RequestLine } from './request.record.js';

const nullable = <C extends t.Mixed>(c: C) => t.union([c, t.null]);

/**
 * The commands of the request aggregate, one per action of the lifecycle table plus create, and the HTTP bodies of
 * spec 2 §7 'Request calls' that carry them.
 */

/**
 * POST /api/requests: the form's fields and its lines (`request_lines`, spec 2 §7 "Create request: {partnerId,
 * orderId, type, date, from, to, cityId, countryId, userId, request_lines[{storageId}]}"). `fromStorages: true`
 * marks the create from a storage selection, whose rules differ (spec 2 §5). `status` and `createdAt` are the
 * system's (seed, imports).
 */
export const CreateRequestBody = t.intersection([
  RequestPatch,
  t.exact(
    t.partial({
      request_lines: list(RequestLineInput),
      fromStorages: t.boolean,
      assigneeId: nullable(Id),
      status: RequestStatus.codec,
      createdAt: InstantString,
    }),
  ),
]);
export type CreateRequestBody = t.TypeOf<typeof CreateRequestBody>;

/** PATCH requests/{id} with {action: CREATE_CHARGE} (spec 2 §7): the Storage Charge button. */
export const RequestPatchAction = t.keyof({ CREATE_CHARGE: null }, 'RequestPatchAction');
export type RequestPatchAction = t.TypeOf<typeof RequestPatchAction>;

/**
 * PATCH /api/requests/:id: "status or customerAction changes, or assigneeId, plus emptyStorageIds for box handling"
 * (with the dialogs' reason, resolution, warehouse and team), {action: CREATE_CHARGE}, or an edit of the form's
 * fields and lines.
 */
export const PatchRequestBody = t.intersection([
  RequestPatch,
  t.exact(
    t.partial({
      status: RequestStatus.codec,
      customerAction: CustomerAction.codec,
      assigneeId: nullable(Id),
      emptyStorageIds: list(Id),
      reason: nullable(LongText),
      resolution: nullable(LongText),
      action: RequestPatchAction,
      request_lines: list(RequestLineInput),
    }),
  ),
]);
export type PatchRequestBody = t.TypeOf<typeof PatchRequestBody>;

/* The bodies of POST /api/v1/requests/:id/actions/<action>. */
export const ApproveRequestBody = t.exact(
  t.partial({ warehouseId: nullable(Id), teamId: nullable(Id) }),
  'ApproveRequestBody',
);
export type ApproveRequestBody = t.TypeOf<typeof ApproveRequestBody>;
export const CancelRequestBody = t.exact(t.partial({ reason: nullable(LongText) }), 'CancelRequestBody');
export type CancelRequestBody = t.TypeOf<typeof CancelRequestBody>;
export const BoxStatusBody = t.exact(t.partial({ emptyStorageIds: list(Id) }), 'BoxStatusBody');
export type BoxStatusBody = t.TypeOf<typeof BoxStatusBody>;
export const ResolveDisputeBody = t.exact(t.partial({ resolution: nullable(LongText) }), 'ResolveDisputeBody');
export type ResolveDisputeBody = t.TypeOf<typeof ResolveDisputeBody>;
export const AssignRequestBody = t.exact(t.partial({ assigneeId: nullable(Id) }), 'AssignRequestBody');
export type AssignRequestBody = t.TypeOf<typeof AssignRequestBody>;

/** POST /api/notify {id, type} (spec 2 §7). */
export const NotifyRequestBody = t.type({ id: Id, type: RequestNotifyType.codec }, 'NotifyRequestBody');
export type NotifyRequestBody = t.TypeOf<typeof NotifyRequestBody>;

/** POST /api/tasks with a request note task (spec 2 §7). */
export const RequestNoteTaskType = t.keyof(
  { SEND_REQUEST_NOTE_MAIL_TO_CUSTOMER: null, SEND_REQUEST_NOTE_SMS_TO_CUSTOMER: null },
  'RequestNoteTaskType',
);
export type RequestNoteTaskType = t.TypeOf<typeof RequestNoteTaskType>;
export const RequestNoteTaskBody = t.type(
  { type: RequestNoteTaskType, data: t.type({ requestId: Id }) },
  'RequestNoteTaskBody',
);
export type RequestNoteTaskBody = t.TypeOf<typeof RequestNoteTaskBody>;

/** PATCH /api/request-lines/:id. */
export const PatchRequestLineBody = RequestLinePatch;
export type PatchRequestLineBody = RequestLinePatch;

/** A line of a create or edit with its id given (new lines get theirs from the 'requestline' sequence first). */
export type NumberedLineInput = RequestLineInput & { readonly id: number };

/** One command per action; create carries the lines already numbered. */
export type RequestCommand =
  | {
      readonly type: 'CreateRequest';
      readonly id: number;
      readonly body: CreateRequestBody;
      readonly lines: readonly NumberedLineInput[];
      /** The selected storages (create from a selection): their user and country. */
      readonly storages?: readonly {
        readonly id: number;
        readonly userId: number | null;
        readonly countryId: number | null;
      }[];
      /** The time slots of the request's country (its configuration, read by the handler); the spec's by default. */
      readonly timeSlots?: readonly SlotHours[];
    }
  | {
      readonly type: 'EditRequest';
      readonly changes: RequestPatch;
      readonly lines?: readonly NumberedLineInput[];
      readonly timeSlots?: readonly SlotHours[];
    }
  | { readonly type: 'ConfirmRequest' | 'PutRequestOnHold' | 'DispatchRequest' | 'DeliverRequest' | 'CompleteRequest' }
  | { readonly type: 'AssignRequestToMe' | 'DeleteRequest' | 'CreateStorageCharge' }
  | { readonly type: 'CancelRequest'; readonly reason: string | null }
  | { readonly type: 'ApproveRequest'; readonly warehouseId: number | null; readonly teamId: number | null }
  | { readonly type: 'PickUpRequest' | 'ReceiveRequest'; readonly emptyStorageIds: readonly number[] }
  | {
      readonly type: 'RecordCustomerAction';
      readonly customerAction: CustomerAction;
      readonly customerComplaint: string | null;
    }
  | { readonly type: 'ResolveDispute'; readonly resolution: string | null }
  | { readonly type: 'AssignRequest'; readonly assigneeId: number | null }
  /** `taskId`: the NOTIFY_REQUEST_* task's id, taken from the `task` sequence by the handler before deciding. */
  | { readonly type: 'NotifyRequest'; readonly notifyType: RequestNotifyType; readonly taskId?: number }
  /** `taskId`: the task's id, taken from the `task` sequence by the handler before deciding. */
  | { readonly type: 'SendRequestNote'; readonly taskType: RequestNoteTaskType; readonly taskId?: number }
  | { readonly type: 'UpdateRequestLine'; readonly lineId: number; readonly changes: RequestLinePatch };

export type RequestCommandType = RequestCommand['type'];

/** The task each notify action asks for (the notifier sends it to the customer, the team or the warehouse). */
export const REQUEST_NOTIFY_TASKS = Object.freeze({
  REQUEST_NOTIFY_CUSTOMER: 'NOTIFY_REQUEST_CUSTOMER',
  REQUEST_NOTIFY_TEAM: 'NOTIFY_REQUEST_TEAM',
  REQUEST_NOTIFY_WAREHOUSE: 'NOTIFY_REQUEST_WAREHOUSE',
} as const satisfies Record<RequestNotifyType, TaskType>);

/** The lifecycle action of a command (NotifyRequest and SendRequestNote depend on their type). */
export const requestActionOfCommand = (c: RequestCommand): RequestAction | undefined => {
  switch (c.type) {
    case 'CreateRequest':
      return undefined;
    case 'EditRequest':
      return 'edit';
    case 'ConfirmRequest':
      return 'confirm';
    case 'PutRequestOnHold':
      return 'onhold';
    case 'DispatchRequest':
      return 'dispatch';
    case 'DeliverRequest':
      return 'deliver';
    case 'CompleteRequest':
      return 'complete';
    case 'AssignRequestToMe':
      return 'assignToMe';
    case 'DeleteRequest':
      return 'delete';
    case 'CreateStorageCharge':
      return 'storageCharge';
    case 'CancelRequest':
      return 'cancel';
    case 'ApproveRequest':
      return 'approve';
    case 'PickUpRequest':
      return 'pickedUp';
    case 'ReceiveRequest':
      return 'received';
    case 'RecordCustomerAction':
      return 'recordCustomerAction';
    case 'ResolveDispute':
      return 'resolveDispute';
    case 'AssignRequest':
      return 'assign';
    case 'NotifyRequest':
      return REQUEST_NOTIFY_ACTIONS[c.notifyType];
    case 'SendRequestNote':
      return c.taskType === 'SEND_REQUEST_NOTE_MAIL_TO_CUSTOMER' ? 'sendNoteMail' : 'sendNoteSms';
    case 'UpdateRequestLine':
      return 'editLine';
  }
};

/** The actions with an endpoint POST /api/v1/requests/:id/actions/<action>, and the command each runs. */
export const REQUEST_ACTION_PATHS = Object.freeze([
  'confirm',
  'onhold',
  'cancel',
  'approve',
  'pickedUp',
  'received',
  'dispatch',
  'deliver',
  'complete',
  'resolveDispute',
  'assign',
  'assignToMe',
  'notifyCustomer',
  'notifyTeam',
  'notifyWarehouse',
  'sendNoteMail',
  'sendNoteSms',
  'storageCharge',
] as const satisfies readonly RequestAction[]);
export type RequestActionPath = (typeof REQUEST_ACTION_PATHS)[number];

const STATUS_COMMANDS = Object.freeze({
  confirm: 'ConfirmRequest',
  onhold: 'PutRequestOnHold',
  dispatch: 'DispatchRequest',
  deliver: 'DeliverRequest',
  complete: 'CompleteRequest',
} as const);

/** Any body an action endpoint or a PATCH may carry for the action. */
export interface RequestActionInput {
  readonly warehouseId?: number | null;
  readonly teamId?: number | null;
  readonly reason?: string | null;
  readonly emptyStorageIds?: readonly number[];
  readonly resolution?: string | null;
  readonly assigneeId?: number | null;
}

/** The command of an action endpoint. */
export const requestCommandOfAction = (action: RequestActionPath, body: RequestActionInput): RequestCommand => {
  switch (action) {
    case 'confirm':
    case 'onhold':
    case 'dispatch':
    case 'deliver':
    case 'complete':
      return { type: STATUS_COMMANDS[action] };
    case 'cancel':
      return { type: 'CancelRequest', reason: body.reason ?? null };
    case 'approve':
      return { type: 'ApproveRequest', warehouseId: body.warehouseId ?? null, teamId: body.teamId ?? null };
    case 'pickedUp':
      return { type: 'PickUpRequest', emptyStorageIds: [...(body.emptyStorageIds ?? [])] };
    case 'received':
      return { type: 'ReceiveRequest', emptyStorageIds: [...(body.emptyStorageIds ?? [])] };
    case 'resolveDispute':
      return { type: 'ResolveDispute', resolution: body.resolution ?? null };
    case 'assign':
      return { type: 'AssignRequest', assigneeId: body.assigneeId ?? null };
    case 'assignToMe':
      return { type: 'AssignRequestToMe' };
    case 'notifyCustomer':
      return { type: 'NotifyRequest', notifyType: 'REQUEST_NOTIFY_CUSTOMER' };
    case 'notifyTeam':
      return { type: 'NotifyRequest', notifyType: 'REQUEST_NOTIFY_TEAM' };
    case 'notifyWarehouse':
      return { type: 'NotifyRequest', notifyType: 'REQUEST_NOTIFY_WAREHOUSE' };
    case 'sendNoteMail':
      return { type: 'SendRequestNote', taskType: 'SEND_REQUEST_NOTE_MAIL_TO_CUSTOMER' };
    case 'sendNoteSms':
      return { type: 'SendRequestNote', taskType: 'SEND_REQUEST_NOTE_SMS_TO_CUSTOMER' };
    case 'storageCharge':
      return { type: 'CreateStorageCharge' };
  }
};

export const UNKNOWN_REQUEST_PATCH_MESSAGE = 'This change is not an action of a request';

const CONTROL_KEYS = new Set([
  'status',
  'customerAction',
  'assigneeId',
  'emptyStorageIds',
  'reason',
  'resolution',
  'action',
  'request_lines',
]);

/** The form fields of a PATCH body, without the action keys. */
export const requestPatchFields = (body: PatchRequestBody): RequestPatch =>
  Object.fromEntries(Object.entries(body).filter(([k, v]) => !CONTROL_KEYS.has(k) && v !== undefined));

/**
 * A PATCH of requests/:id → the commands it runs, in order: the edit of its fields and lines (when it carries any),
 * then the action of its status, customerAction, assigneeId or `action`. A status the request already has is no
 * transition. A status no action sets is refused with a field error on `status`.
 */
export const requestCommandsOfPatch = (
  body: PatchRequestBody,
  request: Pick<RequestActionSubject, 'type' | 'status'>,
): RequestCommand[] | FieldError => {
  if (body.action === 'CREATE_CHARGE') return [{ type: 'CreateStorageCharge' }];
  const commands: RequestCommand[] = [];
  const status = body.status !== undefined && body.status !== request.status ? body.status : undefined;
  const fields = requestPatchFields(body);
  // With status approved, warehouseId and teamId are the Approve dialog's choice, not an edit.
  const { warehouseId: _w, teamId: _t, ...rest } = fields;
  const changes = status === 'approved' ? rest : fields;
  if (Object.keys(changes).length > 0 || body.request_lines !== undefined) {
    commands.push({
      type: 'EditRequest',
      changes,
      ...(body.request_lines ? { lines: body.request_lines as NumberedLineInput[] } : {}),
    });
  }
  if (status !== undefined) {
    const action = requestActionForStatus(request, status);
    if (action === undefined) return { path: 'status', message: UNKNOWN_REQUEST_PATCH_MESSAGE };
    commands.push(
      requestCommandOfAction(action as RequestActionPath, {
        reason: body.reason ?? null,
        emptyStorageIds: body.emptyStorageIds ?? [],
        warehouseId: body.warehouseId ?? null,
        teamId: body.teamId ?? null,
      }),
    );
  }
  if (body.customerAction === 'resolved')
    commands.push({ type: 'ResolveDispute', resolution: body.resolution ?? null });
  else if (body.customerAction !== undefined) {
    commands.push({
      type: 'RecordCustomerAction',
      customerAction: body.customerAction,
      customerComplaint: body.customerComplaint ?? null,
    });
  }
  if (body.assigneeId !== undefined) commands.push({ type: 'AssignRequest', assigneeId: body.assigneeId });
  return commands;
};

export const isRequestPatchRefusal = (x: RequestCommand[] | FieldError): x is FieldError => !Array.isArray(x);

/** The lines of a create, numbered by `nextId` for those without an id, as the aggregate stores them. */
export const numberRequestLines = (requestId: number, lines: readonly NumberedLineInput[]): RequestLine[] =>
  lines.map((l) => ({
    id: l.id,
    requestId,
    storageId: l.storageId ?? null,
    qty: l.qty === undefined || l.qty === null || l.qty === '' ? 1 : Number(l.qty),
    qtyDone: l.qtyDone ?? null,
    qtyInOut: l.qtyInOut ?? null,
  }));
