import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { HOLD_REASON_NOT_FOUND_MESSAGE, validationError, type UserHold } from '@console/contracts';
import { AggregateRepository } from '../../core/aggregate-repository.js';
import type { CommandContext } from '../../core/command-context.js';
import { DomainException } from '../../core/domain.exception.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { readCatalogueRecord } from '../../core/resources/resource-record.js';
import { userDecider, type UserState } from '../user.decider.js';
import { USER_EVENT_CODECS } from '../user.codecs.js';
import type { CommandResult } from './register-user.handler.js';
import type { UserScope } from './user-commands.js';

/** Puts a customer on hold (`hold`) or releases the hold (`null`), on the user's stream (user.hold.ts). */
export class UserHoldCommand {
  constructor(
    readonly id: number,
    readonly hold: UserHold | null,
    readonly scope: UserScope,
    readonly ctx: CommandContext,
  ) {}
}

/**
 * The hold reason is read from its own stream when the hold is put (a reason deleted later does not lift a hold);
 * existence and partner scope are judged on the user's stream, as every change of a user.
 */
@CommandHandler(UserHoldCommand)
export class UserHoldHandler implements ICommandHandler<UserHoldCommand, CommandResult> {
  private readonly repository: AggregateRepository;

  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {
    this.repository = new AggregateRepository(infra.store);
  }

  async execute({ id, hold, scope, ctx }: UserHoldCommand): Promise<CommandResult> {
    if (hold && (await readCatalogueRecord(this.infra.store, 'hold-reasons', hold.holdReasonId)) === null)
      throw new DomainException(
        validationError([{ path: 'holdReasonId', message: `${HOLD_REASON_NOT_FOUND_MESSAGE} ${hold.holdReasonId}` }]),
      );
    const byUserId = ctx.actor?.id ?? null;
    const r = await this.repository.run({
      decider: userDecider,
      codecs: USER_EVENT_CODECS,
      id,
      command: (state: UserState) => {
        if (!state || (scope.partnerId !== undefined && state.profile.partnerId !== scope.partnerId))
          throw new DomainException({ kind: 'not_found', message: `No record found for id '${id}'` });
        return hold
          ? { type: 'PutOnHold' as const, holdReasonId: hold.holdReasonId, reason: hold.reason, byUserId }
          : { type: 'ReleaseHold' as const, byUserId };
      },
      ctx,
    });
    return { id, position: r.position };
  }
}
