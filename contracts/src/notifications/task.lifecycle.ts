import type { TaskStatus } from './task.enums.js';

/**
 * THE table of a task's statuses (spec 2 §3; spec 3 §5: "transitions not shown", so this is our reading, issue 33):
 * new → running when an attempt starts; running → complete | failed | paused | cancelled, or back to new when the
 * attempt failed and another is due (a retry); a paused task may be put back to new or cancelled. complete, failed
 * and cancelled are final for the notifier (a person may still edit a task from the tasks screen).
 */
export const TASK_TRANSITIONS: Readonly<Record<TaskStatus, readonly TaskStatus[]>> = Object.freeze({
  new: ['running', 'paused', 'cancelled'],
  running: ['complete', 'failed', 'paused', 'cancelled', 'new'],
  paused: ['new', 'cancelled'],
  complete: [],
  failed: [],
  cancelled: [],
});

export const canTaskMove = (from: TaskStatus, to: TaskStatus): boolean => TASK_TRANSITIONS[from].includes(to);

/** A task the notifier may still start an attempt of. */
export const isTaskRunnable = (status: TaskStatus): boolean => canTaskMove(status, 'running');
