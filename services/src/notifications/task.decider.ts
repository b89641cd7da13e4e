import {
  conflict,
  evolveTask,
  notFound,
  TASK_CATEGORY,
  TASK_MESSAGES,
  TaskEventCodecs,
  validateTask,
  validationError,
  type Decider,
  type DomainError,
  type TaskCreated,
  type TaskEvent,
  type TaskPatch,
  type TaskRecord,
  type TaskState,
} from '@console/contracts';
import type { EventCodecs } from '../core/aggregate-repository.js';

export const TASK_EVENT_CODECS: EventCodecs = TaskEventCodecs;

export type TaskCommand =
  | { readonly type: 'CreateTask'; readonly record: TaskRecord; readonly requestedBy?: TaskCreated['requestedBy'] }
  | { readonly type: 'EditTask'; readonly changes: TaskPatch };

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The task aggregate (stream `task-<id>`): created once, then edited (spec 2 §2: the tasks list has create and
 * edit; §4: transitions between its statuses are not shown, so any status may follow any other). An edit records
 * only what changed. The task lifecycle table (contracts' task.lifecycle.ts) is the notifier's: it decides the moves
 * of an attempt (task-run.ts); a person's edit on the tasks screen is deliberately not held to it (a staff member
 * marks a task failed or complete by hand, docs/decisions.md, Notifier).
 */
const decide = (c: TaskCommand, s: TaskState): readonly TaskEvent[] | DomainError => {
  if (c.type === 'CreateTask') {
    if (s) return conflict(`Task ${s.id} already exists`);
    const errors = validateTask(c.record, true);
    if (errors.length > 0) return validationError(errors);
    return [
      {
        type: 'TaskCreated',
        data: { id: c.record.id, record: c.record, ...(c.requestedBy ? { requestedBy: c.requestedBy } : {}) },
      },
    ];
  }
  if (!s) return notFound(TASK_MESSAGES.notFound);
  const errors = validateTask(c.changes, false);
  if (errors.length > 0) return validationError(errors);
  const changes = Object.fromEntries(
    Object.entries(c.changes).filter(([k, v]) => v !== undefined && !sameValue(s[k as keyof TaskRecord], v)),
  ) as TaskPatch;
  return Object.keys(changes).length === 0 ? [] : [{ type: 'TaskUpdated', data: { id: s.id, changes } }];
};

export const taskDecider: Decider<TaskCommand, TaskEvent, TaskState> = {
  category: TASK_CATEGORY,
  initialState: null,
  evolve: evolveTask,
  decide: (c, s) => decide(c, s),
};
