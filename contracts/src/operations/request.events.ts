import * as t from 'io-ts';
import { TaskType } from '../notifications/task.enums.js';
import { InstantString } from '../sales/order.record.js';
import { CustomerAction, RequestNotifyType, RequestStatus } from './request.enums.js';
import { RequestLine, RequestLinePatch, RequestPatch } from './request.record.js';

/**
 * The request aggregate, stream `request-<id>` (request lines are part of it). Events are the facts, one per
 * action of the lifecycle table (request.lifecycle.ts); a payload holds the fact and what changed. Status changes
 * carry `from` (the status before).
 */
export const REQUEST_CATEGORY = 'request';
export const requestStream = (id: number): string => `${REQUEST_CATEGORY}-${id}`;
/** Line ids come from their own sequence (operations-shared.md). */
export const REQUEST_LINE_ID_CATEGORY = 'requestline';

const nullable = <C extends t.Mixed>(c: C) => t.union([c, t.null]);
const from = { id: t.number, from: RequestStatus.codec };

/** A request came into being: its status, creation instant, assignee, every field the form gave, and its lines. */
export const RequestCreated = t.type({
  id: t.number,
  status: RequestStatus.codec,
  createdAt: InstantString,
  assigneeId: nullable(t.number),
  fields: RequestPatch,
  lines: t.array(RequestLine),
});
export type RequestCreated = t.TypeOf<typeof RequestCreated>;

/** An edit: only the fields that changed, and the lines added, changed or removed. */
export const RequestUpdated = t.intersection([
  t.type({ id: t.number, changes: RequestPatch }),
  t.partial({ linesAdded: t.array(RequestLine), linesChanged: t.array(RequestLine), linesRemoved: t.array(t.number) }),
]);
export type RequestUpdated = t.TypeOf<typeof RequestUpdated>;

export const RequestStatusChanged = t.type(from);
export type RequestStatusChanged = t.TypeOf<typeof RequestStatusChanged>;

export const RequestCancelled = t.type({ ...from, reason: t.string });
export type RequestCancelled = t.TypeOf<typeof RequestCancelled>;

/** Approve: the warehouse and team chosen in its dialog (null where the type needs none and none was chosen). */
export const RequestApproved = t.type({ ...from, warehouseId: nullable(t.number), teamId: nullable(t.number) });
export type RequestApproved = t.TypeOf<typeof RequestApproved>;

/** Picked Up / Received: the box-status dialog's answer, the box storages that came back empty. */
export const RequestBoxesHandled = t.type({ ...from, emptyStorageIds: t.array(t.number) });
export type RequestBoxesHandled = t.TypeOf<typeof RequestBoxesHandled>;

export const RequestCompleted = t.type({ ...from, finishedAt: InstantString });
export type RequestCompleted = t.TypeOf<typeof RequestCompleted>;

/** The customer's answer (disputed / accepted), with the complaint when disputed. */
export const RequestCustomerActionRecorded = t.type({
  id: t.number,
  customerAction: CustomerAction.codec,
  customerComplaint: nullable(t.string),
  at: InstantString,
});
export type RequestCustomerActionRecorded = t.TypeOf<typeof RequestCustomerActionRecorded>;

export const RequestDisputeResolved = t.type({ id: t.number, resolution: t.string });
export type RequestDisputeResolved = t.TypeOf<typeof RequestDisputeResolved>;

export const RequestAssigned = t.type({
  id: t.number,
  assigneeId: t.number,
  previousAssigneeId: nullable(t.number),
  self: t.boolean,
});
export type RequestAssigned = t.TypeOf<typeof RequestAssigned>;

/**
 * SEND_REQUEST_NOTE_MAIL / SMS_TO_CUSTOMER and NOTIFY_REQUEST_* with data {requestId} and the task's id (sequence `task`, taken by the
 * request's handler): the task recorder makes `task-<id>` from it (contracts' task-request.ts). Optional, so the
 * requests recorded before it still decode.
 */
export const RequestTaskRequest = t.intersection([
  t.type({ type: TaskType.codec, data: t.type({ requestId: t.number }) }),
  t.partial({ id: t.number }),
]);
export type RequestTaskRequest = t.TypeOf<typeof RequestTaskRequest>;
/**
 * Notify create {id, type} (spec 2 §7): asks for the NOTIFY_REQUEST_* task the notifier sends (`task` as the note's
 * events carry it). Optional: the ones recorded before it asked for nothing and still decode.
 */
export const RequestNotified = t.intersection([
  t.type({ id: t.number, type: RequestNotifyType.codec }),
  t.partial({ task: RequestTaskRequest }),
]);
export type RequestNotified = t.TypeOf<typeof RequestNotified>;

export const RequestNoteRequested = t.type({ id: t.number, task: RequestTaskRequest });
export type RequestNoteRequested = t.TypeOf<typeof RequestNoteRequested>;

/** PATCH {action: CREATE_CHARGE} (Storage Charge): accounting makes the storage charge from it. */
export const RequestChargeCreated = t.type({ id: t.number, chargeType: t.literal('storage') });
export type RequestChargeCreated = t.TypeOf<typeof RequestChargeCreated>;

export const RequestDeleted = t.type({ id: t.number });
export type RequestDeleted = t.TypeOf<typeof RequestDeleted>;

/** A request line's edit (qty, qtyDone, qtyInOut): the line and what changed. */
export const RequestLineUpdated = t.type({ id: t.number, lineId: t.number, changes: RequestLinePatch });
export type RequestLineUpdated = t.TypeOf<typeof RequestLineUpdated>;

/** Every event of the request stream and its payload codec. */
export const RequestEventCodecs = {
  RequestCreated,
  RequestUpdated,
  RequestConfirmed: RequestStatusChanged,
  RequestPutOnHold: RequestStatusChanged,
  RequestCancelled,
  RequestApproved,
  RequestPickedUp: RequestBoxesHandled,
  RequestReceived: RequestBoxesHandled,
  RequestDispatched: RequestStatusChanged,
  RequestDelivered: RequestStatusChanged,
  RequestCompleted,
  RequestCustomerActionRecorded,
  RequestDisputeResolved,
  RequestAssigned,
  RequestNotified,
  RequestNoteMailRequested: RequestNoteRequested,
  RequestNoteSmsRequested: RequestNoteRequested,
  RequestChargeCreated,
  RequestDeleted,
  RequestLineUpdated,
} as const;

export type RequestEventType = keyof typeof RequestEventCodecs;
export const REQUEST_EVENT_TYPES = Object.keys(RequestEventCodecs) as RequestEventType[];

export type RequestEvent = {
  [K in RequestEventType]: { readonly type: K; readonly data: t.TypeOf<(typeof RequestEventCodecs)[K]> };
}[RequestEventType];

export const isRequestEventType = (type: string): type is RequestEventType => Object.hasOwn(RequestEventCodecs, type);
