import {
  checkRequestAction,
  commentErrors,
  conflict,
  evolveRequest,
  forbidden,
  lineEditErrors,
  notFound,
  numberRequestLines,
  REQUEST_ACTION_OUR_MESSAGES,
  REQUEST_ACTIONS,
  REQUEST_CATEGORY,
  requestActionOfCommand,
  REQUIRED,
  validateCancelReason,
  validateRequestForm,
  requestLineListErrors,
  validateRequestFromStorages,
  validateResolution,
  validationError,
  type Decider,
  type DomainError,
  type FieldError,
  type NumberedLineInput,
  type RequestActionSubject,
  type RequestActor,
  type RequestCommand,
  type RequestDocument,
  REQUEST_NOTIFY_TASKS,
  type RequestEvent,
  type RequestLine,
  type RequestPatch,
  type RequestRuleInput,
  type RequestState,
  type RequestStatus,
} from '@console/contracts';

/**
 * The request aggregate (stream `request-<id>`, its lines inside it): contracts' evolveRequest folds it, the
 * lifecycle table (contracts' checkRequestAction) answers every action first, then the dialog's input is validated
 * and the event records the fact. A decision holds one or more commands (a PATCH may edit and then change the
 * status): they are decided in order on the evolving state, all or nothing.
 */
export interface RequestDecision {
  readonly type: string;
  readonly commands: readonly RequestCommand[];
  readonly actor: RequestActor;
}

export const REQUEST_NOT_FOUND = 'No record found for id';
export const REQUEST_LINE_NOT_FOUND = 'No request line found for id';

/**
 * A request is created new by console users; the system (imports from the customer app, the demo seed) may also
 * bring requests in as pending (waiting for the business) or rejected, which no console action sets.
 */
export const USER_CREATE_STATUSES: readonly RequestStatus[] = ['new'];
export const SYSTEM_CREATE_STATUSES: readonly RequestStatus[] = ['pending', 'new', 'rejected'];
export const CREATE_STATUS_MESSAGE = 'A request is created as new; its actions change the status';

/** The acting system (seed, imports): every permission. */
export const SYSTEM_REQUEST_ACTOR: RequestActor = Object.freeze({ userId: 0, permissions: ['admin'] });

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export const changedRequestFields = (request: RequestDocument, patch: RequestPatch): RequestPatch =>
  Object.fromEntries(
    Object.entries(patch).filter(([k, v]) => v !== undefined && !sameValue(request[k as keyof RequestDocument], v)),
  );

const invalid = (errors: readonly FieldError[]): DomainError | undefined =>
  errors.length > 0 ? validationError(errors) : undefined;

const ruleInput = (
  r: Partial<RequestDocument>,
  lines: readonly { storageId?: number | null; qty?: unknown }[],
): RequestRuleInput => ({ ...r, request_lines: lines });

const subjectOf = (r: RequestDocument): RequestActionSubject => r;

const refusalOf = (r: NonNullable<ReturnType<typeof checkRequestAction>>): DomainError => ({
  kind: r.kind,
  message: r.message,
  ...(r.errors ? { errors: r.errors } : {}),
});

const create = (
  c: Extract<RequestCommand, { type: 'CreateRequest' }>,
  state: RequestState,
  actor: RequestActor,
  now: Date,
): readonly RequestEvent[] | DomainError => {
  if (state) return conflict(`Request ${state.id} already exists`);
  const { request_lines: _lines, fromStorages, assigneeId, status, createdAt, ...fields } = c.body;
  const system = actor.userId === SYSTEM_REQUEST_ACTOR.userId;
  const initial = status ?? 'new';
  if (!(system ? SYSTEM_CREATE_STATUSES : USER_CREATE_STATUSES).includes(initial)) {
    return validationError([{ path: 'status', message: CREATE_STATUS_MESSAGE }]);
  }
  if (createdAt !== undefined && !system) return forbidden(REQUEST_ACTION_OUR_MESSAGES.notAllowed);
  if (assigneeId != null && assigneeId !== actor.userId && !REQUEST_ACTIONS.assign.permission(actor)) {
    return forbidden(REQUEST_ACTIONS.assign.permissionMessage);
  }
  const input = ruleInput(fields, c.lines);
  const error = invalid([
    ...(fromStorages === true
      ? validateRequestFromStorages(input, c.storages ?? [], c.timeSlots)
      : validateRequestForm(input, c.timeSlots)),
    ...requestLineListErrors(c.lines),
  ]);
  if (error) return error;
  const lines = numberRequestLines(c.id, c.lines);
  const lineError = invalid(
    lines.flatMap((l, i) => lineEditErrors(l).map((e) => ({ ...e, path: `request_lines.${i}.${e.path}` }))),
  );
  if (lineError) return lineError;
  return [
    {
      type: 'RequestCreated',
      data: {
        id: c.id,
        status: initial,
        createdAt: createdAt ?? now.toISOString(),
        assigneeId: assigneeId ?? null,
        fields,
        lines,
      },
    },
  ];
};

/** An edit's lines against the stored ones: added (new ids), changed, removed (stored ids not sent). */
const lineChanges = (request: RequestDocument, sent: readonly NumberedLineInput[]) => {
  const stored = new Map(request.request_lines.map((l) => [l.id, l]));
  const next = numberRequestLines(request.id, sent).map((l, i) => {
    const before = stored.get(l.id);
    // A line sent without qty keeps its stored one.
    return before && (sent[i]?.qty === undefined || sent[i]?.qty === null) ? { ...l, qty: before.qty } : l;
  });
  const added = next.filter((l) => !stored.has(l.id));
  const changed = next.filter((l) => stored.has(l.id) && !sameValue(stored.get(l.id), l));
  const removed = request.request_lines.filter((l) => !next.some((n) => n.id === l.id)).map((l) => l.id);
  return { next, added, changed, removed };
};

const edit = (
  c: Extract<RequestCommand, { type: 'EditRequest' }>,
  request: RequestDocument,
): readonly RequestEvent[] | DomainError => {
  const changes = changedRequestFields(request, c.changes);
  const lines = c.lines ? lineChanges(request, c.lines) : undefined;
  const merged = { ...request, ...changes };
  // The lines' own rules when lines are sent: stored ones (an import's quantity-only lines) do not block an edit.
  const formError = invalid([
    ...validateRequestForm(ruleInput(merged, c.lines ?? request.request_lines), c.timeSlots),
    ...(c.lines ? requestLineListErrors(c.lines) : []),
  ]);
  if (formError) return formError;
  const lineError = invalid(
    (lines?.next ?? []).flatMap((l, i) =>
      lineEditErrors(l).map((e) => ({ ...e, path: `request_lines.${i}.${e.path}` })),
    ),
  );
  if (lineError) return lineError;
  const lineParts =
    lines && (lines.added.length > 0 || lines.changed.length > 0 || lines.removed.length > 0)
      ? { linesAdded: lines.added, linesChanged: lines.changed, linesRemoved: lines.removed }
      : {};
  if (Object.keys(changes).length === 0 && Object.keys(lineParts).length === 0) return [];
  return [{ type: 'RequestUpdated', data: { id: request.id, changes, ...lineParts } }];
};

const act = (
  c: RequestCommand,
  state: RequestState,
  actor: RequestActor,
  now: Date,
): readonly RequestEvent[] | DomainError => {
  if (c.type === 'CreateRequest') return create(c, state, actor, now);
  const request = state;
  if (!request) return notFound(REQUEST_NOT_FOUND);
  const action = requestActionOfCommand(c)!;
  const id = request.id;
  const from = request.status;
  // Approve checks the request as its dialog leaves it (the warehouse and team chosen there).
  const subject =
    c.type === 'ApproveRequest'
      ? { ...subjectOf(request), warehouseId: c.warehouseId ?? request.warehouseId, teamId: c.teamId ?? request.teamId }
      : subjectOf(request);
  const refused = checkRequestAction(action, subject, actor);
  if (refused) return refusalOf(refused);
  const at = now.toISOString();

  switch (c.type) {
    case 'EditRequest':
      return edit(c, request);
    case 'ConfirmRequest':
      return [{ type: 'RequestConfirmed', data: { id, from } }];
    case 'PutRequestOnHold':
      return [{ type: 'RequestPutOnHold', data: { id, from } }];
    case 'DispatchRequest':
      return [{ type: 'RequestDispatched', data: { id, from } }];
    case 'DeliverRequest':
      return [{ type: 'RequestDelivered', data: { id, from } }];
    case 'CompleteRequest':
      return [{ type: 'RequestCompleted', data: { id, from, finishedAt: at } }];
    case 'CancelRequest': {
      const error = invalid([...validateCancelReason(c.reason), ...commentErrors(c.reason)]);
      if (error || c.reason === null) return error ?? validationError([]);
      return [{ type: 'RequestCancelled', data: { id, from, reason: c.reason.trim() } }];
    }
    case 'ApproveRequest':
      return [
        {
          type: 'RequestApproved',
          data: { id, from, warehouseId: subject.warehouseId ?? null, teamId: subject.teamId ?? null },
        },
      ];
    case 'PickUpRequest':
      return [{ type: 'RequestPickedUp', data: { id, from, emptyStorageIds: [...c.emptyStorageIds] } }];
    case 'ReceiveRequest':
      return [{ type: 'RequestReceived', data: { id, from, emptyStorageIds: [...c.emptyStorageIds] } }];
    case 'RecordCustomerAction':
      return [
        {
          type: 'RequestCustomerActionRecorded',
          data: { id, customerAction: c.customerAction, customerComplaint: c.customerComplaint, at },
        },
      ];
    case 'ResolveDispute': {
      const error = invalid(validateResolution(c.resolution));
      if (error || c.resolution === null) return error ?? validationError([]);
      return [{ type: 'RequestDisputeResolved', data: { id, resolution: c.resolution.trim() } }];
    }
    case 'AssignRequest': {
      if (c.assigneeId === null) return validationError([{ path: 'assigneeId', message: REQUIRED }]);
      if (request.assigneeId === c.assigneeId) return [];
      return [
        {
          type: 'RequestAssigned',
          data: {
            id,
            assigneeId: c.assigneeId,
            previousAssigneeId: request.assigneeId,
            self: c.assigneeId === actor.userId,
          },
        },
      ];
    }
    case 'AssignRequestToMe':
      return [
        {
          type: 'RequestAssigned',
          data: { id, assigneeId: actor.userId, previousAssigneeId: request.assigneeId, self: true },
        },
      ];
    case 'NotifyRequest':
      return [
        {
          type: 'RequestNotified',
          data: {
            id,
            type: c.notifyType,
            task: {
              type: REQUEST_NOTIFY_TASKS[c.notifyType],
              data: { requestId: id },
              ...(c.taskId !== undefined ? { id: c.taskId } : {}),
            },
          },
        },
      ];
    case 'SendRequestNote':
      return [
        {
          type:
            c.taskType === 'SEND_REQUEST_NOTE_MAIL_TO_CUSTOMER'
              ? 'RequestNoteMailRequested'
              : 'RequestNoteSmsRequested',
          data: {
            id,
            task: { type: c.taskType, data: { requestId: id }, ...(c.taskId !== undefined ? { id: c.taskId } : {}) },
          },
        },
      ];
    case 'CreateStorageCharge':
      return [{ type: 'RequestChargeCreated', data: { id, chargeType: 'storage' } }];
    case 'DeleteRequest':
      return [{ type: 'RequestDeleted', data: { id } }];
    case 'UpdateRequestLine': {
      const line = request.request_lines.find((l) => l.id === c.lineId);
      if (!line) return notFound(REQUEST_LINE_NOT_FOUND);
      const merged: RequestLine = {
        ...line,
        ...Object.fromEntries(Object.entries(c.changes).filter(([, v]) => v !== undefined)),
      };
      const error = invalid(lineEditErrors(merged));
      if (error) return error;
      const changes = Object.fromEntries(
        Object.entries(c.changes).filter(([k, v]) => v !== undefined && !sameValue(line[k as keyof RequestLine], v)),
      );
      if (Object.keys(changes).length === 0) return [];
      return [{ type: 'RequestLineUpdated', data: { id, lineId: c.lineId, changes } }];
    }
  }
};

const decideAll = (d: RequestDecision, state: RequestState, now: Date): readonly RequestEvent[] | DomainError => {
  const events: RequestEvent[] = [];
  let current = state;
  for (const c of d.commands) {
    const decided = act(c, current, d.actor, now);
    if (!Array.isArray(decided)) return decided;
    for (const e of decided as readonly RequestEvent[]) {
      events.push(e);
      current = evolveRequest(current, e);
    }
  }
  return events;
};

export const requestDecider: Decider<RequestDecision, RequestEvent, RequestState> = {
  category: REQUEST_CATEGORY,
  initialState: null,
  evolve: evolveRequest,
  decide: decideAll,
};
