import * as t from 'io-ts';
import { Int32, IsoInstant, LongText, Text } from '../shared/store-safe.js';
import { TaskStatus } from './task.enums.js';

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

export const TaskEventCodecs = { TaskCreated, TaskUpdated } as const;
export type TaskEvent =
  | { readonly type: 'TaskCreated'; readonly data: TaskCreated }
  | { readonly type: 'TaskUpdated'; readonly data: TaskUpdated };
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
    default:
      return state;
  }
};

export const taskHistoryDocument = (state: TaskState): Record<string, unknown> | null => state && { ...state };
