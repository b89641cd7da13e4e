import type { TaskRunState } from '@console/contracts';
import type { AggregateRepository, Handled } from '../../core/aggregate-repository.js';
import { DomainException } from '../../core/domain.exception.js';
import { TASK_EVENT_CODECS } from '../task.decider.js';
import { taskRunDecider, type TaskRunCommand } from '../task-run.decider.js';

/** A task's stream folded by the lifecycle of its runs. */
export const loadTaskRun = (repository: AggregateRepository, taskId: number) =>
  repository.load(taskRunDecider, TASK_EVENT_CODECS, taskId);

/**
 * Runs a notifier's or a delivery report's command on the task's stream through the repository (decided on the
 * stream as it stands, decided again after a concurrent append). By no one: the task's own correlation, so History
 * groups a task's runs. What it appended; undefined when the lifecycle refuses it (another run, or a person, moved the task first).
 */
export const runTaskCommand = async (
  repository: AggregateRepository,
  taskId: number,
  command: TaskRunCommand,
): Promise<Handled<TaskRunState> | undefined> => {
  try {
    return await repository.run({
      decider: taskRunDecider,
      codecs: TASK_EVENT_CODECS,
      id: taskId,
      command,
      ctx: {
        metadata: {
          userId: null,
          partnerId: null,
          correlationId: `task-${taskId}`,
          causationId: null,
          occurredAt: new Date().toISOString(),
        },
      },
    });
  } catch (e) {
    if (e instanceof DomainException) return undefined;
    throw e;
  }
};
