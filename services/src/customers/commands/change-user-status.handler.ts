import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../core/aggregate-repository.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { userDecider } from '../user.decider.js';
import { USER_EVENT_CODECS } from '../user.codecs.js';
import type { CommandResult } from './register-user.handler.js';
import { ChangeUserStatusCommand } from './user-commands.js';

/** Activate, deactivate, reject, suspend (spec 3 §4): the lifecycle table in contracts decides. */
@CommandHandler(ChangeUserStatusCommand)
export class ChangeUserStatusHandler implements ICommandHandler<ChangeUserStatusCommand, CommandResult> {
  private readonly repository: AggregateRepository;

  constructor(@Inject(INFRASTRUCTURE) infra: Infrastructure) {
    this.repository = new AggregateRepository(infra.store);
  }

  async execute({ id, action, ctx }: ChangeUserStatusCommand): Promise<CommandResult> {
    const handled = await this.repository.handle(
      userDecider,
      USER_EVENT_CODECS,
      id,
      { type: 'ChangeUserStatus', action, actorRoles: ctx.actor?.roles ?? [] },
      ctx,
    );
    return { id, position: handled.position };
  }
}
