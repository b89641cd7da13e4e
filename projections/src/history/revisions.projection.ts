import {
  diffDocuments,
  evolveHistory,
  HISTORY_MODELS,
  historyDocument,
  initialHistoryState,
  isRecordStream,
  streamCategory,
  type HistoryState,
  type RecordedEvent,
  type RevisionsDeleted,
} from '@console/contracts';
import type { ReadModels } from '../read-models.js';
import type { Projection } from '../runner/projection.js';

/** `user-12` → 12; the id part of a record's stream. */
export const documentIdOf = (streamId: string): number => Number(streamId.slice(streamId.indexOf('-') + 1));

/**
 * Every event of every record becomes a revision row (ARCHITECTURE §5): the stream is folded with its model's own
 * fold (HISTORY_MODELS), the row holds the document after the event and its changes from the one before.
 * Deletions of rows are events too (RevisionsDeleted), replayed by a rebuild.
 */
export const revisionsProjection: Projection<ReadModels> = {
  name: 'revisions',
  version: 1,
  handles: 'all',
  tables: ['rm.revisions', 'rm.revision_streams', 'rm.revision_counter'],
  async apply(trx, event: RecordedEvent) {
    if (event.type === 'RevisionsDeleted') {
      const { ids } = event.data as RevisionsDeleted;
      if (ids.length > 0) await trx.deleteFrom('rm.revisions').where('id', 'in', ids).execute();
      return;
    }
    if (!isRecordStream(event.streamId)) return;
    const modelName = streamCategory(event.streamId);
    const model = HISTORY_MODELS[modelName];
    const row = await trx
      .selectFrom('rm.revision_streams')
      .select(['state', 'version'])
      .where('streamId', '=', event.streamId)
      .executeTakeFirst();
    if (row && row.version >= event.streamVersion) return; // already recorded (idempotent on replays)
    const before: HistoryState = row ? (row.state as HistoryState) : initialHistoryState(model);
    const after = evolveHistory(model, before, event, event.metadata.occurredAt);
    const afterDocument = historyDocument(model, after);
    const changes = diffDocuments(historyDocument(model, before), afterDocument);
    const counter = await trx
      .insertInto('rm.revision_counter')
      .values({ one: true, last: 1 })
      .onConflict((oc) => oc.column('one').doUpdateSet((eb) => ({ last: eb('rm.revision_counter.last', '+', 1) })))
      .returning('last')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('rm.revisions')
      .values({
        id: counter.last,
        createdAt: event.metadata.occurredAt,
        updatedAt: event.metadata.occurredAt,
        model: modelName,
        documentId: documentIdOf(event.streamId),
        document: afterDocument ? JSON.stringify(afterDocument) : '',
        userId: event.metadata.userId,
        partnerId: event.metadata.partnerId,
        revision: event.streamVersion,
        revisionchanges: JSON.stringify(changes),
        eventId: event.id,
      })
      .execute();
    const state = JSON.stringify(after);
    await trx
      .insertInto('rm.revision_streams')
      .values({ streamId: event.streamId, state, version: event.streamVersion })
      .onConflict((oc) => oc.column('streamId').doUpdateSet({ state, version: event.streamVersion }))
      .execute();
  },
};
