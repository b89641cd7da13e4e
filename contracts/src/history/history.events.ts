import * as t from 'io-ts';

/**
 * A comment is an event on the commented record's own stream (`<model>-<documentId>`), so the record's History
 * shows it as 'commented' (spec 1 §2.11, §2.12).
 */
export const CommentAdded = t.intersection([
  t.type({
    id: t.number,
    comment: t.string,
    model: t.string,
    documentId: t.number,
    /** The customer the comment concerns (spec 1 §7.6 `userId`), when there is one. */
    userId: t.union([t.number, t.null]),
    authorId: t.union([t.number, t.null]),
  }),
  /** The partner of the commented record when it has one: partner users see only their partner's comments. */
  t.partial({ partnerId: t.union([t.number, t.null]) }),
]);
export type CommentAdded = t.TypeOf<typeof CommentAdded>;

/** Events any record's stream may hold besides its own: aggregates fold past them. */
export const CROSS_CUTTING_EVENT_TYPES: readonly string[] = ['CommentAdded'];

/**
 * Viewing a storage or a request (spec 2 §7 'Model view create'). Kept on a stream of its own per record
 * (`view-<model>-<documentId>`): a view changes nothing, so it must neither bump the record's revision nor make a
 * concurrent edit retry.
 */
export const ModelViewed = t.type({ model: t.string, documentId: t.number, userId: t.union([t.number, t.null]) });
export type ModelViewed = t.TypeOf<typeof ModelViewed>;
export const VIEW_CATEGORY = 'view';
export const viewStream = (model: string, documentId: number): string => `${VIEW_CATEGORY}-${model}-${documentId}`;

/**
 * Deleting revision rows (spec 1 §2.11 bulk delete) is itself recorded: who (metadata), when, which rows. The events
 * the rows came from stay; a rebuild replays the deletion too, so it restores nothing that was deleted.
 */
export const RevisionsDeleted = t.type({ ids: t.array(t.number) });
export type RevisionsDeleted = t.TypeOf<typeof RevisionsDeleted>;
export const REVISION_DELETIONS_STREAM = 'revisiondeletions';

/** Streams that are not records: no revision rows (reservations, credentials, views, the deletions log). */
// locationspace, orderstorages, orderaddress: the storage loop's reservation streams (issue 14).
// linerequest, recordstorage: a line's request and a record's storage (operations/child-parents.ts).
export const NON_RECORD_CATEGORIES: readonly string[] = [
  'credential',
  VIEW_CATEGORY,
  REVISION_DELETIONS_STREAM,
  'locationspace',
  'orderstorages',
  'orderaddress',
  'paymentattempt',
  'linerequest',
  'recordstorage',
];
const UNIQUE_RESERVATION_STREAM = /^[a-z]+-[a-zA-Z]+-/;
export const isRecordStream = (streamId: string): boolean => {
  if (streamId.startsWith('user-email-')) return false;
  // A resource's unique-value reservations (`tag-name-<name>`, core/resources/resource-unique.ts) are no record.
  if (UNIQUE_RESERVATION_STREAM.test(streamId)) return false;
  const category = streamId.includes('-') ? streamId.slice(0, streamId.indexOf('-')) : streamId;
  return !NON_RECORD_CATEGORIES.includes(category);
};
