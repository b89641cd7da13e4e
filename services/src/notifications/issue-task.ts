import type { CommandBus } from '@nestjs/cqrs';
import { TASK_PRIORITY_NUMBER, TaskStatus, taskPriorityOf, type TaskRecord } from '@console/contracts';
import type { CommandContext } from '../core/command-context.js';
import type { IdSequence } from '../core/id-sequence.js';
import { CreateTaskCommand, type TaskCommandResult } from './task-commands.js';

export interface IssuedTask {
  readonly taskId: number;
  readonly position: TaskCommandResult['position'];
}

/**
 * How a command asks for work done after it (mail an invoice or a receipt, send a payment link): a new task of
 * `type` with its `data`, created by the command's actor, for the task runner to pick up (spec 3 §7 Tasks).
 */
export const issueTask = async (
  ids: IdSequence,
  commands: CommandBus,
  type: string,
  data: Readonly<Record<string, unknown>>,
  ctx: CommandContext,
): Promise<IssuedTask> => {
  const taskId = await ids.next('task');
  const now = (ctx.occurredAt ?? new Date()).toISOString();
  // The type's priority (contracts' TASK_TYPE_PRIORITY), so the tasks list never shows a blank one.
  const priority = taskPriorityOf({ priority: null, type });
  const record: TaskRecord = {
    id: taskId,
    type,
    status: TaskStatus.values[0],
    date: now,
    priority: priority === undefined ? null : TASK_PRIORITY_NUMBER[priority],
    data: JSON.stringify(data),
    taskError: null,
    creatorId: ctx.actor?.id ?? null,
    createdAt: now,
  };
  const r = await commands.execute<CreateTaskCommand, TaskCommandResult>(new CreateTaskCommand(record, ctx));
  return { taskId, position: r.position };
};
