import type { GlobalPosition, OrderTaskRequest } from '@console/contracts';
import { AggregateRepository } from '../core/aggregate-repository.js';
import type { CommandContext } from '../core/command-context.js';
import type { Infrastructure } from '../core/infrastructure.js';
import { TASK_EVENT_CODECS, taskDecider } from './task.decider.js';

/**
 * Records the task an order event asked for (spec 2 §7 'Create task'): TaskCreated on `task-<id>` with the id the
 * order event carries, right after the order's own events, in the same correlation. The order event is the fact;
 * this makes the task a record of its own that the tasks screens list and edit.
 */
export const recordRequestedTasks = async (
  infra: Infrastructure,
  orderId: number,
  events: readonly { readonly type: string; readonly data: unknown }[],
  ctx: CommandContext,
  now: Date = new Date(),
): Promise<GlobalPosition | undefined> => {
  const repository = new AggregateRepository(infra.store);
  let position: GlobalPosition | undefined;
  for (const e of events) {
    const task = (e.data as { task?: OrderTaskRequest }).task;
    if (task?.id === undefined) continue;
    const record = {
      id: task.id,
      type: task.type,
      status: 'new' as const,
      date: now.toISOString(),
      priority: null,
      data: JSON.stringify(task.data),
      taskError: null,
      creatorId: ctx.actor?.id ?? null,
      createdAt: now.toISOString(),
    };
    const handled = await repository.handle(
      taskDecider,
      TASK_EVENT_CODECS,
      task.id,
      { type: 'CreateTask', record, requestedBy: { orderId, event: e.type } },
      ctx,
    );
    position = handled.position ?? position;
  }
  return position;
};
