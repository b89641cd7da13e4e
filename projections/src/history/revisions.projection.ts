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
import { sql, type Insertable, type Transaction } from 'kysely';
import type { ReadModels } from '../read-models.js';
import { foldRows } from '../core/fold-rows.js';
import { jsonChunks, jsonInsert, JSON_ROWS_CHUNK, updateOnConflict } from '../core/json-rows.js';
import type { Projection } from '../core/projection.js';
import type { RevisionsTable } from './history.tables.js';

type Trx = Transaction<ReadModels>;

/** `user-12` → 12; the id part of a record's stream. */
export const documentIdOf = (streamId: string): number => Number(streamId.slice(streamId.indexOf('-') + 1));

/**
 * A revision row as its statement's JSON parameter carries it: the changes as JSON for their jsonb column, the
 * document as JSON for its text column (which takes the JSON text).
 */
type RevisionRow = Omit<Insertable<RevisionsTable>, 'revisionchanges' | 'document'> & {
  revisionchanges: unknown;
  document: unknown;
};
const REVISION_COLUMNS = [
  'id',
  'createdAt',
  'updatedAt',
  'model',
  'documentId',
  'document',
  'userId',
  'partnerId',
  'revision',
  'revisionchanges',
  'eventId',
  'documentPartnerId',
  'event',
] as const satisfies readonly (keyof RevisionsTable)[];
const STATE_COLUMNS = ['streamId', 'state', 'version'] as const;

interface StreamState {
  state: HistoryState;
  version: number;
}

/** Removes recorded deletions' rows and takes them off the day counts. */
const deleteRevisions = async (trx: Trx, ids: readonly number[]) => {
  if (ids.length === 0) return;
  const gone = await trx
    .deleteFrom('rm.revisions')
    .where('id', 'in', [...ids])
    .returning(['model', 'createdAt'])
    .execute();
  const perDay = new Map<string, { model: string; day: string; n: number }>();
  for (const r of gone) {
    const day = new Date(r.createdAt).toISOString().slice(0, 10);
    const key = `${r.model}|${day}`;
    perDay.set(key, { model: r.model, day, n: (perDay.get(key)?.n ?? 0) + 1 });
  }
  for (const c of perDay.values()) {
    await trx
      .updateTable('rm.revision_counts')
      .set((eb) => ({ n: eb('n', '-', c.n) }))
      .where('model', '=', c.model)
      .where('day', '=', c.day)
      .execute();
  }
};

/**
 * The fold states of `streamIds` and the revision counter, in one read per chunk of streams (one array parameter,
 * chunked as the rows are; the counter comes along with every chunk: a live batch's few streams are one round trip).
 */
const readStates = async (trx: Trx, streamIds: readonly string[]) => {
  const states = new Map<string, StreamState>();
  let last = 0;
  for (const ids of jsonChunks(streamIds)) {
    const { rows } = await sql<{
      last: number | null;
      streamId: string | null;
      state: unknown;
      version: number | null;
    }>`
      SELECT (SELECT c.last FROM rm.revision_counter c) AS last, s."streamId", s.state, s.version
        FROM (SELECT 1) AS one
        LEFT JOIN rm.revision_streams s ON s."streamId" = ANY(${sql.val(ids)}::text[])`.execute(trx);
    for (const r of rows) {
      last = r.last ?? 0;
      if (r.streamId !== null) states.set(r.streamId, { state: r.state as HistoryState, version: r.version ?? 0 });
    }
  }
  return { states, last };
};

/**
 * Writes the revisions of a run of record events in a few statements, whatever its length (`foldRows`): the fold
 * states of its streams and the counter in one read, the folding in memory, then the rows, the states, the counter and the
 * day counts in one statement (data-modifying CTEs; a run too long for one statement writes them apart). The same
 * rows as one event at a time.
 */
const recordRun = (trx: Trx, run: readonly RecordedEvent[]) => {
  let read = 0;
  return foldRows<string, StreamState, Omit<RevisionRow, 'id'>>(run, {
    keyOf: (event) => event.streamId,
    load: async (streamIds) => {
      const { states, last } = await readStates(trx, streamIds);
      read = last;
      return states;
    },
    fold: (current, event) => {
      if (current && current.version >= event.streamVersion) return current; // already recorded (idempotent on replays)
      const model = HISTORY_MODELS[streamCategory(event.streamId)];
      const before = current?.state ?? initialHistoryState(model);
      return { state: evolveHistory(model, before, event, event.metadata.occurredAt), version: event.streamVersion };
    },
    emit: (current, next, event) => {
      if (!next || next === current) return [];
      const modelName = streamCategory(event.streamId);
      const model = HISTORY_MODELS[modelName];
      const afterDocument = historyDocument(model, next.state);
      return [
        {
          createdAt: event.metadata.occurredAt,
          updatedAt: event.metadata.occurredAt,
          model: modelName,
          documentId: documentIdOf(event.streamId),
          // The object: the JSON parameter gives a text column a value's JSON text verbatim (json keeps it as sent).
          document: afterDocument ?? '',
          userId: event.metadata.userId,
          partnerId: event.metadata.partnerId,
          revision: event.streamVersion,
          revisionchanges: diffDocuments(
            historyDocument(model, current?.state ?? initialHistoryState(model)),
            afterDocument,
          ),
          eventId: event.id,
          documentPartnerId: typeof afterDocument?.['partnerId'] === 'number' ? afterDocument['partnerId'] : null,
          event: event.type,
        },
      ];
    },
    write: ({ rows, out }) => {
      // Revision ids follow the counter, in event order.
      const revisions: RevisionRow[] = out.map((r, i) => ({ id: read + 1 + i, ...r }));
      const days = new Map<string, { model: string; day: string; n: number }>();
      for (const r of out) {
        const day = (r.createdAt as string).slice(0, 10); // the event's occurredAt
        const key = `${r.model}|${day}`;
        days.set(key, { model: r.model, day, n: (days.get(key)?.n ?? 0) + 1 });
      }
      const stateRows = [...rows].flatMap(([streamId, { row, changed }]) =>
        row && changed ? [{ streamId, state: row.state, version: row.version }] : [],
      );
      return writeRevisionRun(trx, revisions, stateRows, [...days.values()], read + revisions.length);
    },
  });
};

/** The revisions, fold states, counter and day counts of one run, in one statement when they fit. */
const writeRevisionRun = async (
  trx: Trx,
  revisions: readonly RevisionRow[],
  stateRows: readonly { streamId: string; state: HistoryState; version: number }[],
  days: readonly { model: string; day: string; n: number }[],
  last: number,
) => {
  if (revisions.length === 0) return;
  const writeStates = (rows: typeof stateRows) =>
    jsonInsert('rm.revision_streams', STATE_COLUMNS, rows, updateOnConflict(['streamId'], ['state', 'version']));
  const writeRevisions = (rows: readonly RevisionRow[]) => jsonInsert('rm.revisions', REVISION_COLUMNS, rows);
  const writeCounter = trx
    .insertInto('rm.revision_counter')
    .values({ one: true, last })
    .onConflict((oc) => oc.column('one').doUpdateSet({ last }));
  const writeCounts = trx
    .insertInto('rm.revision_counts')
    .values([...days])
    .onConflict((oc) =>
      oc.columns(['model', 'day']).doUpdateSet((eb) => ({ n: eb('rm.revision_counts.n', '+', eb.ref('excluded.n')) })),
    );
  if (revisions.length <= JSON_ROWS_CHUNK && stateRows.length <= JSON_ROWS_CHUNK) {
    // Four tables, one round trip (issue 13): no CTE reads what another writes, so their order does not matter.
    await sql`WITH revisions AS (${writeRevisions(revisions)}),
                   states AS (${writeStates(stateRows)}),
                   counter AS (${writeCounter})
              ${writeCounts}`.execute(trx);
    return;
  }
  for (const rows of jsonChunks(revisions)) await writeRevisions(rows).execute(trx);
  for (const rows of jsonChunks(stateRows)) await writeStates(rows).execute(trx);
  await writeCounter.execute();
  await writeCounts.execute();
};

/**
 * Every event of every record becomes a revision row (ARCHITECTURE §5): the stream is folded with its model's own
 * fold (HISTORY_MODELS), the row holds the document after the event and its changes from the one before.
 * Deletions of rows are events too (RevisionsDeleted), replayed by a rebuild. Revision ids come from a counter row
 * written in the same transaction: no gaps, and a rebuild gives every row the id it had.
 */
export const revisionsProjection: Projection<ReadModels> = {
  name: 'revisions',
  // 5: each row names its event (issue 31), so rows made before are made again with it.
  version: 5,
  handles: 'all',
  tables: ['rm.revisions', 'rm.revision_streams', 'rm.revision_counter', 'rm.revision_counts'],
  async applyBatch(trx, events) {
    let run: RecordedEvent[] = [];
    for (const event of events) {
      if (event.type === 'RevisionsDeleted') {
        await recordRun(trx, run);
        run = [];
        await deleteRevisions(trx, (event.data as RevisionsDeleted).ids);
      } else if (isRecordStream(event.streamId)) {
        run.push(event);
      }
    }
    await recordRun(trx, run);
  },
  async apply(trx, event) {
    await revisionsProjection.applyBatch!(trx, [event]);
  },
};
