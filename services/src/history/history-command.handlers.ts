import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  HISTORY_MODELS,
  REVISION_DELETIONS_STREAM,
  streamIdOf,
  viewStream,
  type DomainError,
  type DomainEvent,
  type GlobalPosition,
  type ModelViewed,
  type RevisionsDeleted,
} from '@console/contracts';
import { AggregateRepository } from '../core/aggregate-repository.js';
import type { CommandContext } from '../core/command-context.js';
import { INFRASTRUCTURE, type Infrastructure } from '../core/infrastructure.js';
import {
  AddCommentCommand,
  DeleteRevisionsCommand,
  ViewModelCommand,
  type CommentResult,
  type HistoryCommandResult,
} from './history-commands.js';
import { decideAddComment, decideDeleteRevisions, decideViewModel, type CommentedRecord } from './history.deciders.js';
import { recordAsOf } from './time-travel.js';

/**
 * Appends what a history decision made. These events sit beside a record's own (a comment on its stream, a view or
 * a deletion on streams of their own) and no decision depends on the version they were made at: appended at any.
 */
const appendDecided = async <Events extends readonly DomainEvent[]>(
  infra: Infrastructure,
  stream: string,
  decided: Events | DomainError,
  command: string,
  ctx: CommandContext,
): Promise<{ events: Events; position: GlobalPosition }> => {
  const r = await new AggregateRepository(infra.store).run({ stream, events: decided, command, expected: 'any', ctx });
  // Every history decision makes one event at least, so the append has a position.
  return { events: r.events as Events, position: r.position! };
};

const partnerScopeOf = (ctx: CommandContext): number | undefined =>
  ctx.actor?.isPartner === true ? ctx.actor.partnerId : undefined;

@CommandHandler(AddCommentCommand)
export class AddCommentHandler implements ICommandHandler<AddCommentCommand, CommentResult> {
  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {}

  async execute({ input, ctx }: AddCommentCommand): Promise<CommentResult> {
    const record = await this.commentedRecord(input.model, input.documentId);
    const id = await this.infra.ids.next('comment');
    const comment = {
      id,
      comment: input.comment,
      model: input.model,
      documentId: input.documentId,
      userId: input.userId ?? (input.model === 'user' ? input.documentId : null),
      authorId: ctx.actor?.id ?? null,
      partnerScope: partnerScopeOf(ctx),
    };
    const r = await appendDecided(
      this.infra,
      streamIdOf(input.model, input.documentId),
      decideAddComment(comment, record),
      'AddComment',
      ctx,
    );
    return { data: r.events[0].data, position: r.position };
  }

  /** The record folded from its own stream (never the read model); a model without history has no record. */
  private async commentedRecord(model: string, documentId: number): Promise<CommentedRecord> {
    if (!HISTORY_MODELS[model]) return { exists: false, partnerId: null };
    const record = await recordAsOf(this.infra.store, model, documentId, 'latest');
    const partnerId = record.document?.['partnerId'];
    return { exists: record.revision > 0, partnerId: typeof partnerId === 'number' ? partnerId : null };
  }
}

@CommandHandler(DeleteRevisionsCommand)
export class DeleteRevisionsHandler implements ICommandHandler<
  DeleteRevisionsCommand,
  HistoryCommandResult<RevisionsDeleted>
> {
  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {}

  async execute({ ids, ctx }: DeleteRevisionsCommand): Promise<HistoryCommandResult<RevisionsDeleted>> {
    const decided = decideDeleteRevisions(ids, await this.existing(ids, partnerScopeOf(ctx)));
    const r = await appendDecided(this.infra, REVISION_DELETIONS_STREAM, decided, 'DeleteRevisions', ctx);
    return { data: r.events[0].data, position: r.position };
  }

  /** Which of the ids are revision rows the caller reaches: only the history read model has them (its counter). */
  private async existing(ids: readonly number[], partnerId: number | undefined): Promise<ReadonlySet<number>> {
    if (ids.length === 0) return new Set();
    let found = this.infra.db
      .selectFrom('rm.revisions')
      .select('id')
      .where('id', 'in', [...new Set(ids)]);
    if (partnerId !== undefined) found = found.where('documentPartnerId', '=', partnerId);
    return new Set((await found.execute()).map((r) => r.id));
  }
}

@CommandHandler(ViewModelCommand)
export class ViewModelHandler implements ICommandHandler<ViewModelCommand, HistoryCommandResult<ModelViewed>> {
  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {}

  async execute({ model, documentId, ctx }: ViewModelCommand): Promise<HistoryCommandResult<ModelViewed>> {
    const r = await appendDecided(
      this.infra,
      viewStream(model, documentId),
      decideViewModel({ model, documentId, userId: ctx.actor?.id ?? null }),
      'ViewModel',
      ctx,
    );
    return { data: r.events[0].data, position: r.position };
  }
}
