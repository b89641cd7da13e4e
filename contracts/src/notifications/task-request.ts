import * as t from 'io-ts';
import { isLeft } from 'fp-ts/lib/Either.js';
import type { OrderEventType } from '../sales/order.events.js';
import type { RequestEventType } from '../operations/request.events.js';
import { TaskType } from './task.enums.js';

/** The records whose actions ask for tasks. */
export type TaskRequester = 'order' | 'request';

/**
 * The events that ask for a task (spec 2 §7 'Create task'), and which record asks: Send Quote, Send Thank You and
 * Send Confirmation on an order, the note by mail or SMS on a request. Each carries `task: { type, data, id }`, the
 * id taken from the `task` sequence by the command's handler before deciding; the task recorder
 * (services/src/notifications) makes the task `task-<id>` from it.
 */
export const TASK_REQUESTING_EVENTS = Object.freeze({
  LeadQuoted: 'order',
  OrderThankYouMailRequested: 'order',
  OrderConfirmationMailRequested: 'order',
  RequestNoteMailRequested: 'request',
  RequestNoteSmsRequested: 'request',
  // Notify Customer / Team / Warehouse; the ones recorded before they asked for a task carry none (skipped).
  RequestNotified: 'request',
} as const satisfies Partial<Record<OrderEventType | RequestEventType, TaskRequester>>);

export const TASK_REQUESTING_EVENT_TYPES: readonly string[] = Object.freeze(Object.keys(TASK_REQUESTING_EVENTS));

/** What such an event holds: the record's id, and the request (without an id when recorded before tasks had one). */
const TaskRequestingPayload = t.intersection([
  t.type({ id: t.number }),
  t.partial({
    task: t.intersection([t.type({ type: TaskType.codec, data: t.UnknownRecord }), t.partial({ id: t.number })]),
  }),
]);

/** One task an event asks for, as the recorder needs it. */
export interface RequestedTask {
  readonly requester: TaskRequester;
  /** The asking record's id (the order's or the request's). */
  readonly requesterId: number;
  readonly taskId: number;
  readonly type: TaskType;
  readonly data: Readonly<Record<string, unknown>>;
}

/**
 * The task an event asks for; undefined when its type asks for none, or it carries no request with an id (an order
 * quoted before tasks existed). A payload that does not match the codec is an error, not a request to skip.
 */
export const requestedTaskOf = (event: {
  readonly type: string;
  readonly data: unknown;
}): RequestedTask | undefined => {
  const requester: TaskRequester | undefined = Object.hasOwn(TASK_REQUESTING_EVENTS, event.type)
    ? TASK_REQUESTING_EVENTS[event.type as keyof typeof TASK_REQUESTING_EVENTS]
    : undefined;
  if (!requester) return undefined;
  const decoded = TaskRequestingPayload.decode(event.data);
  if (isLeft(decoded)) throw new Error(`${event.type} does not match its codec: its task request cannot be read`);
  const { id, task } = decoded.right;
  if (task?.id === undefined) return undefined;
  return { requester, requesterId: id, taskId: task.id, type: task.type, data: task.data };
};
