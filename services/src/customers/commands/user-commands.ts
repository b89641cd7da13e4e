import type { AssignUserBody, UserProfilePatch, UserStatusAction } from '@console/contracts';
import type { CommandContext } from '../../core/command-context.js';

export class UpdateUserCommand {
  constructor(
    readonly id: number,
    readonly changes: UserProfilePatch,
    readonly ctx: CommandContext,
  ) {}
}

export class AssignUserCommand {
  constructor(
    readonly id: number,
    readonly assignment: AssignUserBody,
    readonly ctx: CommandContext,
  ) {}
}

export class ChangeUserStatusCommand {
  constructor(
    readonly id: number,
    readonly action: UserStatusAction,
    readonly ctx: CommandContext,
  ) {}
}
