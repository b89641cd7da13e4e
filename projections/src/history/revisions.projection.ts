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
  version: 2,
  handles: 'all',
  tables: ['rm.revisions', 'rm.revision_streams', 'rm.revision_counter', 'rm.revision_counts'],
  async apply(trx, event: RecordedEvent) {
    if (event.type === 'RevisionsDeleted') {
      const { ids } = event.data as RevisionsDeleted;
      if (ids.length === 0) return;
      const gone = await trx.deleteFrom('rm.revisions').where('id', 'in', ids).returning(['model', 'createdAt']).execute();
      const perDay = new Map<string, { model: string; day: string; n: number }>();
      for (const r of gone) {
        const day = new Date(r.createdAt).toISOString().slice(0, 10);
        const key = `${r.model}|${day}`;
        perDay.set(key, { model: r.model, day, n: (perDay.get(key)?.n ?? 0) + 1 });
      }
      for (const c of perDay.values()) {
        await trx.updateTable('rm.revision_counts').set((eb) => ({ n: eb('n', '-', c.n) })).where('model', '=', c.model).where('day', '=', c.day).execute();
      }
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
    await trx
      .insertInto('rm.revision_counts')
      .values({ model: modelName, day: event.metadata.occurredAt.slice(0, 10), n: 1 })
      .onConflict((oc) => oc.columns(['model', 'day']).doUpdateSet((eb) => ({ n: eb('rm.revision_counts.n', '+', 1) })))
      .execute();
    const state = JSON.stringify(after);
    await trx
      .insertInto('rm.revision_streams')
      .values({ streamId: event.streamId, state, version: event.streamVersion })
      .onConflict((oc) => oc.column('streamId').doUpdateSet({ state, version: event.streamVersion }))
      .execute();
  },
};
