import { canDeliveryMove, DELIVERY_STATUS_DATE } from './communication.lifecycle.js';
import type { CommunicationRecord } from './communication.record.js';
import type { DeliveryStatus } from './communication.enums.js';
import { canTaskMove } from './task.lifecycle.js';
import { evolveTask, type TaskEvent, type TaskState } from './task.events.js';

/** What the notifier reads of a task's stream: the task, its attempts so far, and the message it sent. */
export interface TaskRunState {
  readonly task: TaskState;
  readonly attempts: number;
  readonly record: CommunicationRecord | null;
}

export const INITIAL_TASK_RUN: TaskRunState = { task: null, attempts: 0, record: null };

export const evolveTaskRun = (s: TaskRunState, e: TaskEvent): TaskRunState => {
  const task = evolveTask(s.task, e);
  switch (e.type) {
    case 'TaskAttemptStarted':
      return { ...s, task, attempts: Math.max(s.attempts, e.data.attempt) };
    case 'CommunicationRecorded':
      return { ...s, task, record: e.data.record };
    case 'CommunicationDeliveryChanged': {
      const r = s.record;
      if (!r || !canDeliveryMove(r.deliveryStatus, e.data.deliveryStatus)) return { ...s, task };
      const dateField = DELIVERY_STATUS_DATE[e.data.deliveryStatus];
      return {
        ...s,
        task,
        record: {
          ...r,
          deliveryStatus: e.data.deliveryStatus,
          ...(dateField ? { [dateField]: e.data.at } : {}),
          ...(e.data.errorMessage !== undefined ? { errorMessage: e.data.errorMessage } : {}),
        },
      };
    }
    default:
      return { ...s, task };
  }
};

/** Why the lifecycle refuses a step (the notifier logs it and leaves the task as it is). */
export type TaskRunRefusal = { readonly refused: string };

const moves = (s: TaskRunState, to: 'running' | 'complete' | 'failed' | 'new'): TaskRunRefusal | undefined => {
  if (!s.task) return { refused: 'no such task' };
  return canTaskMove(s.task.status, to) ? undefined : { refused: `a ${s.task.status} task cannot become ${to}` };
};

/** Start an attempt: only from new (the table), numbered after the last. */
export const startAttempt = (s: TaskRunState): TaskRunRefusal | { readonly attempt: number } =>
  moves(s, 'running') ?? { attempt: s.attempts + 1 };

/** Finish the running attempt: complete, or failed (for good, or `retry`: back to new). */
export const finishAttempt = (s: TaskRunState, outcome: 'complete' | 'failed' | 'retry'): TaskRunRefusal | undefined =>
  moves(s, outcome === 'complete' ? 'complete' : outcome === 'retry' ? 'new' : 'failed');

/** A delivery report applies once and never steps back (a late or repeated webhook changes nothing). */
export const deliveryApplies = (s: TaskRunState, to: DeliveryStatus): boolean =>
  s.record !== null && canDeliveryMove(s.record.deliveryStatus, to);
