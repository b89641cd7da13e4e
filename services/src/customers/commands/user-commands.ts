import type { AccountFacts, AssignUserBody, UserProfilePatch, UserStatusAction } from '@console/contracts';
import type { CommandContext } from '../../core/command-context.js';

/** Which users a caller may change: a partner user only its partner's (another's answers 404, as if absent). */
export interface UserScope {
  readonly partnerId?: number;
}

/**
 * One PATCH of a user (or a status action): its update, assignment and status action, decided together on the
 * user's stream, appended as one (all or nothing). Existence and scope are judged on the stream too.
 */
export class PatchUserCommand {
  constructor(
    readonly id: number,
    readonly patch: {
      readonly changes?: UserProfilePatch;
      readonly assignment?: AssignUserBody;
      readonly statusAction?: UserStatusAction;
      /** Why the roles change (the Permissions screen asks); null from the user form. */
      readonly rolesReason?: string;
    },
    readonly scope: UserScope,
    readonly ctx: CommandContext,
    /** Refuses (with its message) a change the caller may not make to this account as its stream has it. */
    readonly refusal?: (current: AccountFacts) => string | undefined,
  ) {}
}
