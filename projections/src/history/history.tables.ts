import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { RevisionChange } from '@console/contracts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** rm.revisions: one row per event of every record (spec 1 §3 Revision). */
export interface RevisionsTable {
  id: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  model: string;
  documentId: number;
  /** The record after the event, as JSON text ('' when the record has no data). */
  document: string;
  userId: number | null;
  partnerId: number | null;
  revision: number;
  revisionchanges: JSONColumnType<RevisionChange[]>;
  eventId: string;
  /** The partner of the record after the event (its `partnerId` field), for partner users' scope. */
  documentPartnerId: number | null;
  /** The event's type ('OrderThankYouMailRequested'): what happened, said in words when no field changed. */
  event: string | null;
}

/** rm.revision_streams: each record's fold state after its latest event, so the next revision can be diffed. */
export interface RevisionStreamsTable {
  streamId: string;
  state: JSONColumnType<{ state: unknown; comments: unknown[] }>;
  version: number;
}

/** rm.revision_counter: the last revision id, advanced in the projection's own transaction: no gaps, same on rebuild. */
export interface RevisionCounterTable {
  one: boolean;
  last: number;
}

export interface CommentsTable {
  id: number;
  createdAt: Timestamp;
  authorId: number | null;
  authorName: string | null;
  userId: number | null;
  userName: string | null;
  model: string;
  documentId: number;
  comment: string;
  /** The partner of the commented record, for partner users' scope. */
  partnerId: number | null;
}

/** Names the comments list shows, kept by the comments projection itself. */
export interface CommentNamesTable {
  id: number;
  name: string;
}

export interface ModelViewsTable {
  id: Generated<number>;
  model: string;
  documentId: number;
  userId: number | null;
  createdAt: Timestamp;
}

/** rm.revision_counts: revision rows per model and UTC day, kept with the rows (inserts and recorded deletions). */
export interface RevisionCountsTable {
  model: string;
  day: ColumnType<string, string, string>;
  n: number;
}
