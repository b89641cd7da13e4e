import type { CommentAdded, GlobalPosition } from '@console/contracts';
import type { CommandContext } from '../core/command-context.js';

/** A comment on a record (spec 1 §2.12); `userId` the customer it concerns, the user itself for a user record. */
export class AddCommentCommand {
  constructor(
    readonly input: {
      readonly comment: string;
      readonly model: string;
      readonly documentId: number;
      readonly userId?: number | null;
    },
    readonly ctx: CommandContext,
  ) {}
}

/** Deletes revision rows (spec 1 §2.11 bulk delete); a partner user deletes only its partner's. */
export class DeleteRevisionsCommand {
  constructor(
    readonly ids: readonly number[],
    readonly ctx: CommandContext,
  ) {}
}

/** Records that the caller viewed a storage or a request (spec 2 §7 'Model view create'). */
export class ViewModelCommand {
  constructor(
    readonly model: string,
    readonly documentId: number,
    readonly ctx: CommandContext,
  ) {}
}

export interface HistoryCommandResult<Data> {
  readonly data: Data;
  readonly position: GlobalPosition | undefined;
}

export type CommentResult = HistoryCommandResult<CommentAdded>;
