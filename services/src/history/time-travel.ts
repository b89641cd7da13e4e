import { evolveHistory, HISTORY_MODELS, historyDocument, initialHistoryState, streamIdOf } from '@console/contracts';
import type { EventStore } from '@console/infra';

export interface RecordAsOf {
  readonly model: string;
  readonly documentId: number;
  /** The stream version the document is at (0: before the record existed). */
  readonly revision: number;
  readonly at: string | null;
  readonly document: Record<string, unknown> | null;
}

/**
 * The record as of a revision or an instant, by replaying its stream with its model's fold (ARCHITECTURE §5):
 * never from the projection, so it holds even for revision rows someone deleted.
 */
export const recordAsOf = async (
  store: EventStore,
  model: string,
  documentId: number,
  asOf: { revision: number } | { at: string } | 'latest',
): Promise<RecordAsOf> => {
  const fold = HISTORY_MODELS[model];
  const events = await store.readStream(
    streamIdOf(model, documentId),
    asOf !== 'latest' && 'revision' in asOf
      ? { toVersion: Math.min(Math.max(asOf.revision, 0), 2_147_483_647) }
      : undefined,
  );
  const cutoff = asOf !== 'latest' && 'at' in asOf ? Date.parse(asOf.at) : undefined;
  let state = initialHistoryState(fold);
  let revision = 0;
  let at: string | null = null;
  for (const e of events) {
    if (cutoff !== undefined && Date.parse(e.metadata.occurredAt) > cutoff) break;
    state = evolveHistory(fold, state, e, e.metadata.occurredAt);
    revision = e.streamVersion;
    at = e.metadata.occurredAt;
  }
  return { model, documentId, revision, at, document: historyDocument(fold, state) };
};
