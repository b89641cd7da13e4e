import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { normaliseEmail } from '@console/contracts';
import { AggregateRepository } from '../../core/aggregate-repository.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { EmailReservations } from '../email-reservation.js';
import { userDecider } from '../user.decider.js';
import { USER_EVENT_CODECS } from '../user.codecs.js';
import type { CommandResult } from './register-user.handler.js';
import { UpdateUserCommand } from './user-commands.js';

/**
 * Update a customer (never its tags: spec 1 §7.6). A new e-mail is reserved before the change and the old one
 * released after it; a refused update gives the new reservation back, so nothing is left half-written.
 */
@CommandHandler(UpdateUserCommand)
export class UpdateUserHandler implements ICommandHandler<UpdateUserCommand, CommandResult> {
  private readonly repository: AggregateRepository;
  private readonly reservations: EmailReservations;

  constructor(@Inject(INFRASTRUCTURE) infra: Infrastructure) {
    this.repository = new AggregateRepository(infra.store);
    this.reservations = new EmailReservations(infra.store);
  }

  async execute({ id, changes, ctx }: UpdateUserCommand): Promise<CommandResult> {
    const { state } = await this.repository.load(userDecider, USER_EVENT_CODECS, id);
    const before = state?.profile.email;
    const next = changes.email?.trim();
    const emailChanges = state !== null && next !== undefined && next !== '' && normaliseEmail(next) !== normaliseEmail(before ?? '');
    if (emailChanges) await this.reservations.reserve(next, id, ctx);
    try {
      const handled = await this.repository.handle(
        userDecider,
        USER_EVENT_CODECS,
        id,
        { type: 'UpdateUser', changes: next !== undefined ? { ...changes, email: next } : changes },
        ctx,
      );
      if (emailChanges && before) await this.reservations.release(before, id, ctx);
      return { id, position: handled.position };
    } catch (e) {
      if (emailChanges) await this.reservations.release(next, id, ctx);
      throw e;
    }
  }
}
