import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../core/aggregate-repository.js';
import { INFRASTRUCTURE, type Infrastructure } from '../core/infrastructure.js';
import { CreateTaskCommand, EditTaskCommand, type TaskCommandResult } from './task-commands.js';
import { TASK_EVENT_CODECS, taskDecider } from './task.decider.js';

@CommandHandler(CreateTaskCommand)
export class CreateTaskHandler implements ICommandHandler<CreateTaskCommand, TaskCommandResult> {
  private readonly repository: AggregateRepository;

  constructor(@Inject(INFRASTRUCTURE) infra: Infrastructure) {
    this.repository = new AggregateRepository(infra.store);
  }

  async execute({ record, ctx }: CreateTaskCommand): Promise<TaskCommandResult> {
    const r = await this.repository.run({
      decider: taskDecider,
      codecs: TASK_EVENT_CODECS,
      id: record.id,
      command: { type: 'CreateTask', record },
      ctx,
    });
    return { id: record.id, position: r.position };
  }
}

@CommandHandler(EditTaskCommand)
export class EditTaskHandler implements ICommandHandler<EditTaskCommand, TaskCommandResult> {
  private readonly repository: AggregateRepository;

  constructor(@Inject(INFRASTRUCTURE) infra: Infrastructure) {
    this.repository = new AggregateRepository(infra.store);
  }

  async execute({ id, changes, ctx }: EditTaskCommand): Promise<TaskCommandResult> {
    const r = await this.repository.run({
      decider: taskDecider,
      codecs: TASK_EVENT_CODECS,
      id,
      command: { type: 'EditTask', changes },
      ctx,
    });
    return { id, position: r.position };
  }
}
