import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../core/aggregate-repository.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { userDecider } from '../user.decider.js';
import { USER_EVENT_CODECS } from '../user.codecs.js';
import type { CommandResult } from './register-user.handler.js';
import { AssignUserCommand } from './user-commands.js';

@CommandHandler(AssignUserCommand)
export class AssignUserHandler implements ICommandHandler<AssignUserCommand, CommandResult> {
  private readonly repository: AggregateRepository;

  constructor(@Inject(INFRASTRUCTURE) infra: Infrastructure) {
    this.repository = new AggregateRepository(infra.store);
  }

  async execute({ id, assignment, ctx }: AssignUserCommand): Promise<CommandResult> {
    const handled = await this.repository.handle(
      userDecider,
      USER_EVENT_CODECS,
      id,
      {
        type: 'AssignUser',
        ...(assignment.tags !== undefined ? { tags: assignment.tags } : {}),
        ...(assignment.assigneeId !== undefined ? { assigneeId: assignment.assigneeId } : {}),
      },
      ctx,
    );
    return { id, position: handled.position };
  }
}
