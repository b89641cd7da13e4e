import { type NewEvent, streamCategory } from '@console/contracts';
import type pg from 'pg';
import { WrongExpectedVersionError } from '../event-store.errors.js';
import type { AppendResult, ExpectedVersion } from '../event-store.port.js';
import { appendBatchFunctionSql } from './append-batch-function.js';

interface BatchRow {
  readonly ord: number;
  readonly outcome: 'appended' | 'duplicate' | 'conflict';
  readonly version: number;
  readonly position_major: string | null;
  readonly position_minor: string | null;
}

interface Pending {
  readonly streamId: string;
  readonly events: readonly NewEvent[];
  readonly expected: ExpectedVersion;
  readonly resolve: (result: AppendResult) => void;
  readonly reject: (error: unknown) => void;
}

/** How one append of a batch is written alone when its batch failed as a whole. */
export type SingleAppend = (streamId: string, events: readonly NewEvent[], expected: ExpectedVersion) => Promise<AppendResult>;

export interface GroupAppenderOptions {
  /** Appends written in one transaction at most (default 500). */
  readonly maxBatch?: number;
}

const batchQuery = {
  name: 'es_append_events_batch',
  text: `SELECT ord, outcome, version, position_major, position_minor::text AS position_minor
           FROM es.append_events_batch($1)`,
};

/**
 * Group commit for bulk writers of the PostgreSQL store: `append` has the store's contract (same expectations,
 * same errors, resolved once committed), but the appends that arrive while a batch is being written wait and go
 * together in the next one, one transaction for up to `maxBatch` appends to any streams (es.append_events_batch).
 * A writer that awaits each append before its next sees exactly what it would see with the store itself; many such
 * writers at once share commits, which is what makes the demo data of `npm start` fast. A batch that fails as a
 * whole (a duplicate event id in some append) is written again one append at a time, so only the faulty append
 * fails.
 */
export class PostgresGroupAppender {
  private queue: Pending[] = [];
  private writing = false;
  private readonly maxBatch: number;

  constructor(
    private readonly pool: pg.Pool,
    private readonly single: SingleAppend,
    options: GroupAppenderOptions = {},
  ) {
    this.maxBatch = options.maxBatch ?? 500;
  }

  /** Creates es.append_events_batch (idempotent); the store's own schema must be there first. */
  async migrate(): Promise<void> {
    await this.pool.query(appendBatchFunctionSql);
  }

  append(streamId: string, events: readonly NewEvent[], expected: ExpectedVersion): Promise<AppendResult> {
    if (events.length === 0) return Promise.reject(new RangeError(`append to ${streamId}: no events`));
    return new Promise<AppendResult>((resolve, reject) => {
      this.queue.push({ streamId, events, expected, resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  /** Writes batches until the queue is empty; only one runs at a time, so batches never lock each other's streams. */
  private async drain(): Promise<void> {
    this.writing = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.slice(0, this.maxBatch);
        this.queue = this.queue.slice(batch.length);
        await this.write(batch);
      }
    } finally {
      this.writing = false;
    }
  }

  private async write(batch: readonly Pending[]): Promise<void> {
    let rows: BatchRow[];
    try {
      const payload = JSON.stringify(
        batch.map((p) => ({
          stream: p.streamId,
          category: streamCategory(p.streamId),
          expected: p.expected === 'any' ? null : p.expected === 'no_stream' ? 0 : p.expected,
          events: p.events.map((e) => ({ id: e.id, type: e.type, data: e.data, metadata: e.metadata })),
        })),
      );
      rows = (await this.pool.query<BatchRow>({ ...batchQuery, values: [payload] })).rows;
    } catch {
      // Nothing of the batch was written: each append alone, so the one at fault fails and the others succeed.
      await Promise.all(batch.map((p) => this.single(p.streamId, p.events, p.expected).then(p.resolve, p.reject)));
      return;
    }
    const byOrd = new Map(rows.map((r) => [r.ord, r]));
    batch.forEach((p, i) => {
      const row = byOrd.get(i + 1);
      if (!row) return p.reject(new Error(`append to ${p.streamId}: es.append_events_batch returned no row`));
      if (row.outcome === 'conflict') return p.reject(new WrongExpectedVersionError(p.streamId, p.expected, row.version));
      if (row.position_major === null || row.position_minor === null) {
        return p.reject(new Error(`append to ${p.streamId}: es.append_events_batch returned no position`));
      }
      p.resolve({
        nextExpectedVersion: row.version,
        position: { major: BigInt(row.position_major), minor: BigInt(row.position_minor) },
      });
    });
  }
}
