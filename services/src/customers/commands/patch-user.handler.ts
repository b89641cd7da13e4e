import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { normaliseEmail } from '@console/contracts';
import { AggregateRepository, type Handled } from '../../core/aggregate-repository.js';
import { DomainException } from '../../core/domain.exception.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { EmailReservations } from '../email-reservation.js';
import { userDecider, type UserCommand, type UserState } from '../user.decider.js';
import { USER_EVENT_CODECS } from '../user.codecs.js';
import { TagDirectory } from '../tags/tag-directory.js';
import type { CommandResult } from './register-user.handler.js';
import { PatchUserCommand } from './user-commands.js';

/**
 * A PATCH of a user (spec 1 §7.6: an update never changes tags): update, assignment and status action decided
 * together on the user's stream, which also says whether the user exists for this caller (never the read model,
 * which may lag). A new e-mail is checked before anything is appended, reserved before the change (given back if
 * the change fails) and the old one released after it.
 */
@CommandHandler(PatchUserCommand)
export class PatchUserHandler implements ICommandHandler<PatchUserCommand, CommandResult> {
  private readonly repository: AggregateRepository;
  private readonly reservations: EmailReservations;
  private readonly tags: TagDirectory;

  constructor(@Inject(INFRASTRUCTURE) infra: Infrastructure, commands: CommandBus) {
    this.repository = new AggregateRepository(infra.store);
    this.reservations = new EmailReservations(this.repository);
    this.tags = new TagDirectory(infra, commands);
  }

  async execute({ id, patch, scope, ctx, refusal }: PatchUserCommand): Promise<CommandResult> {
    const next = patch.changes?.email?.trim();
    const changes = patch.changes && next !== undefined ? { ...patch.changes, email: next } : patch.changes;
    /** Who may change this user at all (existence, scope, the staff permissions), judged on its stream. */
    const allowed = (state: UserState) => {
      if (!state || (scope.partnerId !== undefined && state.profile.partnerId !== scope.partnerId)) {
        throw new DomainException({ kind: 'not_found', message: `No record found for id '${id}'` });
      }
      const refused = refusal?.({
        type: state.profile.type,
        roles: state.profile.roles,
        partnerId: state.profile.partnerId,
      });
      if (refused) throw new DomainException({ kind: 'forbidden', message: refused });
    };
    // A refused call stores nothing: naming a new tag creates it, so the refusal is judged before the names are.
    if (patch.assignment?.tags) allowed((await this.repository.load(userDecider, USER_EVENT_CODECS, id)).state);
    // The tags named (ids, or names from older clients) are read from the tags' streams before deciding.
    const assignment = patch.assignment && {
      ...(patch.assignment.assigneeId !== undefined ? { assigneeId: patch.assignment.assigneeId } : {}),
      ...(patch.assignment.tags ? { tags: await this.tags.resolve(patch.assignment.tags, ctx) } : {}),
    };
    const command: UserCommand = {
      type: 'PatchUser',
      ...(changes ? { changes } : {}),
      ...(changes?.roles
        ? { rolesChange: { byUserId: ctx.actor?.id ?? null, reason: patch.rolesReason ?? null } }
        : {}),
      ...(assignment ? { assignment } : {}),
      ...(patch.statusAction ? { statusAction: patch.statusAction } : {}),
      actorRoles: ctx.actor?.roles ?? [],
    };
    const decided = await this.repository.decide({
      decider: userDecider,
      codecs: USER_EVENT_CODECS,
      id,
      command: (state: UserState) => {
        allowed(state);
        return command;
      },
      ctx,
    });
    const before = decided.state?.profile.email ?? '';
    const emailChanges = next !== undefined && next !== '' && normaliseEmail(next) !== normaliseEmail(before);
    // The new e-mail's reservation is decided before anything is appended (400 when another user holds it),
    // appended before the change and given back if the change fails.
    const reservation = emailChanges ? [await this.reservations.reserve(next, id, ctx)] : [];
    const results = await this.repository.runAll([...reservation, decided]);
    const handled = results.at(-1) as Handled<UserState>;
    if (emailChanges && before) {
      // The change is stored: a failure to give the old e-mail back must not answer 500 for it (it stays held
      // by this user; the log says which).
      await this.reservations
        .release(before, id, ctx)
        .catch((e: unknown) => console.error(`[users] could not release the old e-mail of user ${id}:`, e));
    }
    return { id, position: handled.position };
  }
}
