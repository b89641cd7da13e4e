import {
  TASK_EVENT_TYPES,
  type TaskAttemptFailed,
  type TaskAttemptStarted,
  type TaskLogged,
  type RecordedEvent,
  type TaskCreated,
  type TaskRequestedBy,
  type TaskUpdated,
} from '@console/contracts';
import type { ReadModels } from '../read-models.js';
import type { Projection } from '../core/projection.js';

const show = (v: unknown): string =>
  v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v);

/** Which record asked for the task: an order or a request (TaskCreated's requestedBy). */
const requester = (by: TaskRequestedBy): string =>
  'orderId' in by ? `order ${by.orderId}` : `request ${by.requestId}`;

/** What a log line says about the event (spec 2 §3 task log: date, type, message). */
const createdMessage = (d: TaskCreated, userId: number | null): string =>
  d.requestedBy
    ? `Requested by ${requester(d.requestedBy)} (${d.requestedBy.event})`
    : `Created${userId !== null ? ` by user ${userId}` : ''}`;

const updatedMessage = (d: TaskUpdated): string =>
  `Changed ${Object.entries(d.changes)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k} to ${show(v)}`)
    .join(', ')}`;

/**
 * rm.tasks and rm.task_logs from the task streams (TaskCreated, TaskUpdated) only: the tasks orders and requests ask
 * for are task streams too, made by the task recorder (services/src/notifications/task-recorder.ts). Each event is
 * also a log line, so the show screen's Logs list tells how the task came to be and what changed, until a task
 * runner logs its runs.
 */
export const tasksProjection: Projection<ReadModels> = {
  name: 'tasks',
  version: 1,
  // The communication events are the records' (communication-records.projection.ts), not a task's change.
  handles: TASK_EVENT_TYPES.filter((t) => !t.startsWith('Communication')),
  tables: ['rm.tasks', 'rm.task_logs'],
  async apply(trx, e: RecordedEvent) {
    const at = e.metadata.occurredAt;
    if (e.type === 'TaskCreated') {
      const d = e.data as TaskCreated;
      const r = d.record;
      await trx
        .insertInto('rm.tasks')
        .values({ ...r, updatedAt: at })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      await trx
        .insertInto('rm.task_logs')
        .values({ id: e.id, taskId: d.id, date: at, type: 'created', message: createdMessage(d, e.metadata.userId) })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      return;
    }
    if (e.type === 'TaskAttemptStarted' || e.type === 'TaskCompleted' || e.type === 'TaskAttemptFailed') {
      const d = e.data as TaskAttemptStarted | TaskAttemptFailed;
      const failed = e.type === 'TaskAttemptFailed' ? (e.data as TaskAttemptFailed) : undefined;
      const status = failed ? (failed.retryAt ? 'new' : 'failed') : e.type === 'TaskCompleted' ? 'complete' : 'running';
      await trx
        .updateTable('rm.tasks')
        .set({
          status,
          ...(e.type === 'TaskCompleted' ? { taskError: null } : {}),
          ...(failed ? { taskError: failed.taskError } : {}),
          updatedAt: at,
        })
        .where('id', '=', d.id)
        .execute();
      const message =
        e.type === 'TaskAttemptStarted'
          ? `Attempt ${d.attempt} started (${(d as TaskAttemptStarted).channel})`
          : e.type === 'TaskCompleted'
            ? `Attempt ${d.attempt} complete`
            : `Attempt ${d.attempt} failed: ${failed!.errorMessage}${
                failed!.retryAt
                  ? `; retry ${failed!.retryCount} at ${failed!.retryAt}`
                  : ` after ${failed!.retryCount} retries`
              }`;
      const type = e.type === 'TaskAttemptStarted' ? 'started' : e.type === 'TaskCompleted' ? 'complete' : 'failed';
      await trx
        .insertInto('rm.task_logs')
        .values({ id: e.id, taskId: d.id, date: at, type, message })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      return;
    }
    if (e.type === 'TaskLogged') {
      const d = e.data as TaskLogged;
      await trx
        .insertInto('rm.task_logs')
        .values({ id: e.id, taskId: d.id, date: d.date, type: d.type, message: d.message })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      return;
    }
    if (e.type === 'TaskUpdated') {
      const d = e.data as TaskUpdated;
      await trx
        .updateTable('rm.tasks')
        .set({ ...d.changes, updatedAt: at })
        .where('id', '=', d.id)
        .execute();
      await trx
        .insertInto('rm.task_logs')
        .values({ id: e.id, taskId: d.id, date: at, type: 'updated', message: updatedMessage(d) })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }
  },
};
