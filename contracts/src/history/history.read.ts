import type { RevisionChange } from './document-changes.js';
import type { DescribedChange, DescribedRevision } from './describe-revision.js';

/** A revision row (spec 1 §3 Revision) as `GET /api/revisions` answers it. */
export interface RevisionRow {
  readonly id: number;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly model: string;
  readonly documentId: number;
  /** The record after the event, JSON text; '' when empty. */
  readonly document: string;
  readonly userId: number | null;
  readonly partnerId: number | null;
  readonly revision: number;
  readonly revisionchanges: readonly RevisionChange[];
  readonly eventId?: string;
  /** The event's type: what happened (null on rows made before it was kept). */
  readonly event?: string | null;
  /** The revision as a reader sees it, when asked for (`$describe=true`): who, what happened, the changes. */
  readonly described?: DescribedRevision;
  /** The record after the revision as labelled fields (`GET /api/revisions/:id` only). */
  readonly describedDocument?: readonly DescribedChange[];
}

/** A comment (spec 1 §3 Comment) with its author's and customer's names. */
export interface CommentRow {
  readonly id: number;
  readonly createdAt: string;
  readonly authorId: number | null;
  readonly authorName: string | null;
  readonly userId: number | null;
  readonly userName: string | null;
  readonly model: string;
  readonly documentId: number;
  readonly comment: string;
}

/** The record as of a revision (`GET /api/v1/history/<model>/<id>?revision=N[&compare=M]`). */
export interface RecordAsOf {
  readonly model: string;
  readonly documentId: number;
  readonly revision: number;
  readonly at: string | null;
  readonly document: Record<string, unknown> | null;
  readonly compare?: { readonly revision: number; readonly changes: readonly RevisionChange[] };
  /** The record and the compared changes as a reader sees them: labelled fields, described values. */
  readonly described?: {
    readonly fields: readonly DescribedChange[];
    readonly compare?: readonly DescribedChange[];
  };
}
