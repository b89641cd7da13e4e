import {
  recordCommentErrors,
  HISTORY_MODELS,
  noRevisionMessage,
  notFound,
  revisionDeletionErrors,
  validationError,
  type CommentAdded,
  type DomainError,
  type ModelViewed,
  type RevisionsDeleted,
} from '@console/contracts';

/** The commented record as its stream stands (folded by the handler): whether it exists and whose partner's it is. */
export interface CommentedRecord {
  readonly exists: boolean;
  readonly partnerId: number | null;
}

export interface AddComment {
  readonly id: number;
  readonly comment: string;
  readonly model: string;
  readonly documentId: number;
  readonly userId: number | null;
  readonly authorId: number | null;
  /** The caller's partner when it sees only its partner's records. */
  readonly partnerScope: number | undefined;
}

/**
 * A comment goes on the commented record's stream (its History shows it); a record that does not exist, or is
 * another partner's for a partner user, is not found.
 */
export const decideAddComment = (
  c: AddComment,
  record: CommentedRecord,
): readonly [{ type: 'CommentAdded'; data: CommentAdded }] | DomainError => {
  const errors = recordCommentErrors(c.comment);
  if (errors.length > 0) return validationError(errors);
  if (!HISTORY_MODELS[c.model]) return notFound(`No model '${c.model}'`);
  if (!record.exists || (c.partnerScope !== undefined && record.partnerId !== c.partnerScope))
    return notFound(`No record found for id '${c.documentId}'`);
  const data = {
    id: c.id,
    comment: c.comment,
    model: c.model,
    documentId: c.documentId,
    userId: c.userId,
    authorId: c.authorId,
    partnerId: record.partnerId,
  };
  return [{ type: 'CommentAdded', data }];
};

/**
 * Deleting revision rows. A revision is a row of the history read model (its id is the projection's counter, no
 * stream has it), so the rows that exist for the caller are the facts this decision is given; a deletion naming
 * one that does not is refused whole (issue 11).
 */
export const decideDeleteRevisions = (
  ids: readonly number[],
  existing: ReadonlySet<number>,
): readonly [{ type: 'RevisionsDeleted'; data: RevisionsDeleted }] | DomainError => {
  const required = revisionDeletionErrors(ids);
  if (required.length > 0) return validationError(required);
  const missing = ids.flatMap((id, i) =>
    existing.has(id) ? [] : [{ path: `ids.${i}`, message: noRevisionMessage(id) }],
  );
  if (missing.length > 0) return validationError(missing);
  return [{ type: 'RevisionsDeleted', data: { ids: [...new Set(ids)] } }];
};

/** Viewing a record is recorded as it is: a view changes nothing and nothing refuses it. */
export const decideViewModel = (v: ModelViewed): readonly [{ type: 'ModelViewed'; data: ModelViewed }] => [
  { type: 'ModelViewed', data: v },
];
