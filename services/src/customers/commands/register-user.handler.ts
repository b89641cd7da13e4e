import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { GlobalPosition } from '@console/contracts';
import { AggregateRepository } from '../../core/aggregate-repository.js';
import { lastPosition } from '../../core/compensated-appends.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { RegisterUserCommand } from './register-user.command.js';
import { TagDirectory } from '../tags/tag-directory.js';
import { prepareRegistration } from './user-registration.js';

export interface CommandResult {
  readonly id: number;
  readonly position: GlobalPosition | undefined;
}

/**
 * Register a customer (or a staff account with its password): decided whole first, then its appends in order —
 * e-mail reservation, password, UserRegistered — each undone if a later one fails (issue 11: all or nothing).
 */
@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand, CommandResult> {
  private readonly repository: AggregateRepository;
  private readonly tags: TagDirectory;

  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    commands: CommandBus,
  ) {
    this.repository = new AggregateRepository(infra.store);
    this.tags = new TagDirectory(infra, commands);
  }

  async execute({ body: { tags, ...body }, ctx }: RegisterUserCommand): Promise<CommandResult> {
    const resolved = await this.tags.resolve(tags ?? [], ctx);
    const registration = await prepareRegistration(this.infra, this.repository, body, ctx, resolved);
    const results = await this.repository.runAll([
      registration.reservation,
      ...(registration.credential ? [registration.credential] : []),
      registration.user,
    ]);
    return { id: registration.id, position: lastPosition(results) };
  }
}
