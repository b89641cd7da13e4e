import type { RequestEvent } from './request.events.js';
import { EMPTY_REQUEST_FIELDS, type RequestLine, type RequestPatch, type RequestRecord } from './request.record.js';

/** The whole request as it stands after its events: the decider's state and its history's document. */
export type RequestDocument = RequestRecord;

/** null before RequestCreated and after RequestDeleted. */
export type RequestState = RequestDocument | null;

const applyPatch = (state: RequestDocument, changes: RequestPatch | undefined): RequestDocument => {
  if (!changes) return state;
  const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  return { ...state, ...defined };
};

const withLines = (
  lines: readonly RequestLine[],
  added: readonly RequestLine[] = [],
  changed: readonly RequestLine[] = [],
  removed: readonly number[] = [],
): RequestLine[] => {
  const byId = new Map(changed.map((l) => [l.id, l]));
  return [...lines.filter((l) => !removed.includes(l.id)).map((l) => byId.get(l.id) ?? l), ...added];
};

/**
 * Folds one event into the request. Pure, and tolerant of a state read back from JSON: the same fold serves the
 * decider, history and time travel.
 */
export const evolveRequest = (state: RequestState, event: RequestEvent): RequestState => {
  if (event.type === 'RequestCreated') {
    const d = event.data;
    return applyPatch(
      {
        ...EMPTY_REQUEST_FIELDS,
        id: d.id,
        status: d.status,
        assigneeId: d.assigneeId,
        customerAction: null,
        resolution: null,
        reason: null,
        createdAt: d.createdAt,
        finishedAt: null,
        customerAcceptedAt: null,
        request_lines: [...d.lines],
      },
      d.fields,
    );
  }
  if (state === null) return state;
  switch (event.type) {
    case 'RequestUpdated':
      return {
        ...applyPatch(state, event.data.changes),
        request_lines: withLines(
          state.request_lines,
          event.data.linesAdded,
          event.data.linesChanged,
          event.data.linesRemoved,
        ),
      };
    case 'RequestConfirmed':
      return { ...state, status: 'confirmed' };
    case 'RequestPutOnHold':
      return { ...state, status: 'onhold' };
    case 'RequestCancelled':
      return { ...state, status: 'cancelled', reason: event.data.reason };
    case 'RequestApproved':
      return {
        ...state,
        status: 'approved',
        warehouseId: event.data.warehouseId ?? state.warehouseId,
        teamId: event.data.teamId ?? state.teamId,
      };
    case 'RequestPickedUp':
    case 'RequestDispatched':
      return { ...state, status: 'transit' };
    case 'RequestReceived':
      return { ...state, status: 'received' };
    case 'RequestDelivered':
      return { ...state, status: 'delivered' };
    case 'RequestCompleted':
      return { ...state, status: 'complete', finishedAt: event.data.finishedAt };
    case 'RequestCustomerActionRecorded':
      return {
        ...state,
        customerAction: event.data.customerAction,
        customerComplaint: event.data.customerComplaint ?? state.customerComplaint,
        customerAcceptedAt: event.data.customerAction === 'accepted' ? event.data.at : state.customerAcceptedAt,
      };
    case 'RequestDisputeResolved':
      return { ...state, customerAction: 'resolved', resolution: event.data.resolution };
    case 'RequestAssigned':
      return { ...state, assigneeId: event.data.assigneeId };
    case 'RequestLineUpdated': {
      const { lineId, changes } = event.data;
      const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
      return {
        ...state,
        request_lines: state.request_lines.map((l) => (l.id === lineId ? { ...l, ...defined } : l)),
      };
    }
    case 'RequestNotified':
    case 'RequestNoteMailRequested':
    case 'RequestNoteSmsRequested':
    case 'RequestChargeCreated':
      // Facts for other contexts (notifications, tasks, accounting): the request itself does not change.
      return state;
    case 'RequestDeleted':
      return null;
    default:
      return state;
  }
};

export const foldRequest = (events: readonly RequestEvent[], initial: RequestState = null): RequestState =>
  events.reduce<RequestState>(evolveRequest, initial);

/** The request as History shows it: one flat object, fields by their spec names. */
export const requestHistoryDocument = (state: RequestState): Record<string, unknown> | null => state && { ...state };
