import type { TaskRecord } from './task.events.js';
import type { TaskSubjectRow } from './task.subject.js';

/**
 * A row of the tasks list and GET /api/tasks/:id: the record (dates as ISO instants), when it last changed, and for
 * the list's words (issue 31) what it is about and who made it, by name.
 */
export type TaskRow = TaskRecord & {
  readonly updatedAt: string;
  readonly subject?: TaskSubjectRow | null;
  readonly creatorName?: string | null;
};

/**
 * A task log (spec 2 §3: date, type, message, taskId), GET /api/tasklogs?taskId=. Until a task runner exists the
 * log records what happened to the task here: created (by whom, or by which order or request action) and each change.
 * `id` is the id of the event it records.
 */
export interface TaskLogRow {
  readonly id: string;
  readonly taskId: number;
  readonly date: string;
  readonly type: string;
  readonly message: string;
}

/** Columns the tasks list may sort by. */
export const TASK_SORTABLE = [
  'id',
  'type',
  'status',
  'date',
  'priority',
  'creatorId',
  'createdAt',
  'updatedAt',
] as const;
