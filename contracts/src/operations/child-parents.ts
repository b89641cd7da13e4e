import * as t from 'io-ts';

/**
 * Which request a request line is of, and which storage a storage record is of, each on a stream of the child's
 * own (`linerequest-<lineId>`, `recordstorage-<recordId>`), written once the parent's events that made the child
 * are stored: a PATCH of a line or a record finds the aggregate that decides it in the event store, not in a read
 * model. A line never moves to another request, nor a record to another storage: the stream holds one event.
 */
export const LINE_REQUEST_CATEGORY = 'linerequest';
export const RECORD_STORAGE_CATEGORY = 'recordstorage';

export const RequestLineNumbered = t.type({ lineId: t.number, requestId: t.number });
export type RequestLineNumbered = t.TypeOf<typeof RequestLineNumbered>;
export const StorageRecordNumbered = t.type({ recordId: t.number, storageId: t.number });
export type StorageRecordNumbered = t.TypeOf<typeof StorageRecordNumbered>;
