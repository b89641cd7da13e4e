import type { GlobalPosition, TaskPatch, TaskRecord } from '@console/contracts';
import type { CommandContext } from '../core/command-context.js';

/** A task created on the tasks screen (the recorder creates the tasks orders and requests ask for itself). */
export class CreateTaskCommand {
  constructor(
    readonly record: TaskRecord,
    readonly ctx: CommandContext,
  ) {}
}

export class EditTaskCommand {
  constructor(
    readonly id: number,
    readonly changes: TaskPatch,
    readonly ctx: CommandContext,
  ) {}
}

export interface TaskCommandResult {
  readonly id: number;
  readonly position: GlobalPosition | undefined;
}
