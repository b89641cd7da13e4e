import type { RegisterUserBody } from '@console/contracts';
import type { CommandContext } from '../../core/command-context.js';

export class RegisterUserCommand {
  constructor(
    readonly body: RegisterUserBody,
    readonly ctx: CommandContext,
  ) {}
}
