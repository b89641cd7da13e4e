import { isBlank, REQUIRED, type FieldError } from '../shared/validation.js';

/** Spec 1 §5: comments have no client validation; the server refuses only an empty one. */
export const recordCommentErrors = (comment: string): FieldError[] =>
  isBlank(comment) ? [{ path: 'comment', message: REQUIRED }] : [];

/** Spec 1 §2.11 bulk delete: at least one revision is named. */
export const revisionDeletionErrors = (ids: readonly number[]): FieldError[] =>
  ids.length === 0 ? [{ path: 'ids', message: REQUIRED }] : [];

export const noRevisionMessage = (id: number): string => `No revision found for id '${id}'`;
