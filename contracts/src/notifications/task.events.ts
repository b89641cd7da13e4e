import * as t from 'io-ts';
import { Int32, IsoInstant, LongText, Text } from '../shared/store-safe.js';
import { TaskStatus } from './task.enums.js';
import { CommunicationChannel, DeliveryStatus } from './communication.enums.js';
import { CommunicationRecord } from './communication.record.js';

const nullable = <C extends t.Mixed>(c: C) => t.union([c, t.null]);

/**
 * A task (spec 2 §3 'Task and task log'): stream `task-<id>`, ids from the `task` sequence. A task comes into being
 * from the console's create screen, or when an order or request action asks for one (task-request.ts: the event
 * carries the request with this id, and the task recorder, a checkpointed reader of the log, records the task).
 */
export const TASK_CATEGORY = 'task';

/** The task's fields as the create and edit screens write them (data is JSON text, spec 2 §5). */
export const TaskFields = {
  type: Text,
  status: TaskStatus.codec,
  date: nullable(IsoInstant),
  priority: nullable(Int32),
  data: nullable(LongText),
  taskError: nullable(LongText),
};

export const TaskPatch = t.exact(t.partial(TaskFields), 'TaskPatch');
export type TaskPatch = t.TypeOf<typeof TaskPatch>;

export const TaskRecord = t.exact(
  t.type({ id: t.number, ...TaskFields, creatorId: nullable(t.number), createdAt: t.string }),
  'TaskRecord',
);
export type TaskRecord = t.TypeOf<typeof TaskRecord>;

/**
 * What asked for a task when not a person: an order event (by the order's id) or a request event (by the request's).
 * The request form came later; every TaskCreated recorded before it has the order form.
 */
export const TaskRequestedBy = t.union([
  t.type({ orderId: t.number, event: t.string }),
  t.type({ requestId: t.number, event: t.string }),
]);
export type TaskRequestedBy = t.TypeOf<typeof TaskRequestedBy>;

/** Created: the whole record, and what asked for it when not a person. */
export const TaskCreated = t.intersection([
  t.type({ id: t.number, record: TaskRecord }),
  t.partial({ requestedBy: TaskRequestedBy }),
]);
export type TaskCreated = t.TypeOf<typeof TaskCreated>;

/** Only the fields that changed. */
export const TaskUpdated = t.type({ id: t.number, changes: TaskPatch });
export type TaskUpdated = t.TypeOf<typeof TaskUpdated>;

/** An attempt at the task's work began (status running); `attempt` counts from 1. */
export const TaskAttemptStarted = t.type({ id: t.number, attempt: t.number, channel: CommunicationChannel.codec });
export type TaskAttemptStarted = t.TypeOf<typeof TaskAttemptStarted>;

/** The attempt did the work (status complete). */
export const TaskCompleted = t.type({ id: t.number, attempt: t.number });
export type TaskCompleted = t.TypeOf<typeof TaskCompleted>;

/**
 * The attempt failed (spec 2 §3 taskError; spec 3 §3 errorMessage, retryCount): with `retryAt` another attempt is
 * due then (status back to new), without it the task failed for good.
 */
export const TaskAttemptFailed = t.intersection([
  t.type({ id: t.number, attempt: t.number, taskError: t.string, errorMessage: t.string, retryCount: t.number }),
  t.partial({ retryAt: t.string }),
]);
export type TaskAttemptFailed = t.TypeOf<typeof TaskAttemptFailed>;

/** A task log line (spec 2 §3 task log: date, type, message, taskId): what an attempt did, in words. */
export const TaskLogged = t.type({ id: t.number, date: t.string, type: t.string, message: t.string });
export type TaskLogged = t.TypeOf<typeof TaskLogged>;

/** The message the task sent, recorded once it left (spec 3 §3 Communication record), on the task's stream. */
export const CommunicationRecorded = t.type({ id: t.number, record: CommunicationRecord });
export type CommunicationRecorded = t.TypeOf<typeof CommunicationRecorded>;

/** A channel reported on the message (a delivery webhook, an opened pixel): the record's delivery status moves. */
export const CommunicationDeliveryChanged = t.intersection([
  t.type({ id: t.number, recordId: t.number, deliveryStatus: DeliveryStatus.codec, at: t.string }),
  t.partial({ errorMessage: t.string }),
]);
export type CommunicationDeliveryChanged = t.TypeOf<typeof CommunicationDeliveryChanged>;

export const TaskEventCodecs = {
  TaskCreated,
  TaskUpdated,
  TaskAttemptStarted,
  TaskCompleted,
  TaskAttemptFailed,
  TaskLogged,
  CommunicationRecorded,
  CommunicationDeliveryChanged,
} as const;
export type TaskEvent =
  | { readonly type: 'TaskCreated'; readonly data: TaskCreated }
  | { readonly type: 'TaskUpdated'; readonly data: TaskUpdated }
  | { readonly type: 'TaskAttemptStarted'; readonly data: TaskAttemptStarted }
  | { readonly type: 'TaskCompleted'; readonly data: TaskCompleted }
  | { readonly type: 'TaskAttemptFailed'; readonly data: TaskAttemptFailed }
  | { readonly type: 'TaskLogged'; readonly data: TaskLogged }
  | { readonly type: 'CommunicationRecorded'; readonly data: CommunicationRecorded }
  | { readonly type: 'CommunicationDeliveryChanged'; readonly data: CommunicationDeliveryChanged };
/** The events a person's create and edit make (the accounting communications follow only these). */
export const TASK_RECORD_EVENT_TYPES: readonly TaskEvent['type'][] = ['TaskCreated', 'TaskUpdated'];
export const TASK_EVENT_TYPES = Object.keys(TaskEventCodecs) as TaskEvent['type'][];

export type TaskState = TaskRecord | null;

const defined = (patch: TaskPatch): TaskPatch =>
  Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));

/** The fold: the decider's state and History's document. */
export const evolveTask = (state: TaskState, event: TaskEvent): TaskState => {
  switch (event.type) {
    case 'TaskCreated':
      return { ...event.data.record };
    case 'TaskUpdated':
      return state && { ...state, ...defined(event.data.changes) };
    case 'TaskAttemptStarted':
      return state && { ...state, status: 'running' };
    case 'TaskCompleted':
      return state && { ...state, status: 'complete', taskError: null };
    case 'TaskAttemptFailed':
      return state && { ...state, status: event.data.retryAt ? 'new' : 'failed', taskError: event.data.taskError };
    default:
      return state;
  }
};

export const taskHistoryDocument = (state: TaskState): Record<string, unknown> | null => state && { ...state };
