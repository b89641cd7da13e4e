import {
  LINE_REQUEST_CATEGORY,
  RECORD_STORAGE_CATEGORY,
  RequestCreated,
  RequestLineNumbered,
  RequestUpdated,
  StorageCheckedIn,
  StorageRecordNumbered,
  streamIdOf,
  type DomainEvent,
  type EventMetadata,
} from '@console/contracts';
import type { EventStore } from '@console/infra';
import { isRight } from 'fp-ts/lib/Either.js';
import { AggregateRepository } from '../core/aggregate-repository.js';
import { isVersionConflict } from '../core/command-retry.js';

/**
 * Records a child's parent on the child's own stream, once the parent's events that made the child are appended (a
 * refused command leaves nothing behind). Written once: a rerun finds it there. Should the process stop between
 * the two appends, the child has no such stream and its PATCH finds the parent the older way (the read model).
 */
const recordParent = async (
  store: EventStore,
  streamId: string,
  type: string,
  data: Record<string, number>,
  metadata: EventMetadata,
): Promise<void> => {
  try {
    await new AggregateRepository(store).run({
      stream: streamId,
      events: [{ type, data }],
      command: metadata.command,
      expected: 'no_stream',
      ctx: { metadata },
    });
  } catch (e) {
    if (!isVersionConflict(e)) throw e;
  }
};

/** The lines an appended request event made: RequestCreated's lines, RequestUpdated's linesAdded. */
const newLineIds = (e: DomainEvent): number[] => {
  if (e.type === 'RequestCreated') {
    const d = RequestCreated.decode(e.data);
    return isRight(d) ? d.right.lines.map((l) => l.id) : [];
  }
  if (e.type === 'RequestUpdated') {
    const d = RequestUpdated.decode(e.data);
    return isRight(d) ? (d.right.linesAdded ?? []).map((l) => l.id) : [];
  }
  return [];
};

/** The lines a request's appended events made (RequestCreated's lines, RequestUpdated's linesAdded) name it. */
export const recordNewLines = async (
  store: EventStore,
  requestId: number,
  events: readonly DomainEvent[],
  metadata: EventMetadata,
): Promise<void> => {
  const lineIds = events.flatMap(newLineIds);
  await Promise.all(
    lineIds.map((lineId) =>
      recordParent(
        store,
        streamIdOf(LINE_REQUEST_CATEGORY, lineId),
        'RequestLineNumbered',
        { lineId, requestId },
        metadata,
      ),
    ),
  );
};

/** The record a storage's appended StorageCheckedIn opened names the storage. */
export const recordNewRecords = async (
  store: EventStore,
  storageId: number,
  events: readonly DomainEvent[],
  metadata: EventMetadata,
): Promise<void> => {
  const recordIds = events.flatMap((e) => {
    const d = e.type === 'StorageCheckedIn' ? StorageCheckedIn.decode(e.data) : undefined;
    return d && isRight(d) ? [d.right.recordId] : [];
  });
  await Promise.all(
    recordIds.map((recordId) =>
      recordParent(
        store,
        streamIdOf(RECORD_STORAGE_CATEGORY, recordId),
        'StorageRecordNumbered',
        { recordId, storageId },
        metadata,
      ),
    ),
  );
};

/** The request of a line numbered since its stream exists; undefined for an older line (or no such line). */
export const readLineRequest = async (store: EventStore, lineId: number): Promise<number | undefined> => {
  const [event] = await store.readStream(streamIdOf(LINE_REQUEST_CATEGORY, lineId));
  const decoded = RequestLineNumbered.decode(event?.data);
  return event && isRight(decoded) ? decoded.right.requestId : undefined;
};

/** The storage of a record numbered since its stream exists; undefined for an older record (or no such record). */
export const readRecordStorage = async (store: EventStore, recordId: number): Promise<number | undefined> => {
  const [event] = await store.readStream(streamIdOf(RECORD_STORAGE_CATEGORY, recordId));
  const decoded = StorageRecordNumbered.decode(event?.data);
  return event && isRight(decoded) ? decoded.right.storageId : undefined;
};
