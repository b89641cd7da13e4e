import crypto from 'node:crypto';
import type { RecordedEvent } from '@console/contracts';
import { sql, type Kysely, type Migration, type Transaction } from 'kysely';
import type { ReadModelMigrations } from '../../migrations/migration-set.js';
import type { RunnerTables } from '../../read-models.js';
import type { Projection } from '../../core/projection.js';

/**
 * A projection for the runner's tests that makes every mistake visible: per-stream counts and sums, and a running
 * total with a hash chain over the event ids in the order applied, so a lost, repeated or reordered event changes
 * the rows.
 */
export interface StreamCountsTable {
  stream_id: string;
  events: number;
  amount_sum: number;
  last_version: number;
}

export interface RunningTotalTable {
  id: string;
  events: number;
  total: number;
  chain: string;
}

export interface CountingTables extends RunnerTables {
  'rm.test_stream_counts': StreamCountsTable;
  'rm.test_running_total': RunningTotalTable;
}

export const COUNTED = 'TestAmountCounted';
export const IGNORED = 'TestSomethingIgnored';

export interface CountingOptions {
  readonly name?: string;
  readonly version?: number;
  /** Each amount is multiplied by it (a version 2 that means something else). */
  readonly factor?: number;
  /** Throws, once, when asked to apply its n-th event (1-based): a crash in the middle of a batch. */
  readonly crashAt?: number;
  /** With crashAt: the error carries this SQLSTATE (a deadlock, '40P01', is transient: the batch is retried). */
  readonly crashCode?: string;
  /** Throws on the event with this id every time, while it is set: an event the code cannot apply until fixed. */
  readonly poison?: { eventId: string | undefined };
}

const amountOf = (event: RecordedEvent): number => (event.data as { amount: number }).amount;

export const countingProjection = (options: CountingOptions = {}): Projection<CountingTables> & { applied: number } => {
  const factor = options.factor ?? 1;
  let crashed = false;
  const projection = {
    name: options.name ?? 'test.counting',
    version: options.version ?? 1,
    handles: [COUNTED],
    tables: ['rm.test_stream_counts', 'rm.test_running_total'],
    applied: 0,
    async apply(trx: Transaction<CountingTables>, event: RecordedEvent) {
      projection.applied += 1;
      if (options.crashAt !== undefined && !crashed && projection.applied === options.crashAt) {
        crashed = true;
        throw Object.assign(new Error(`simulated crash at event ${projection.applied} (${event.id})`), {
          ...(options.crashCode ? { code: options.crashCode } : {}),
        });
      }
      if (options.poison?.eventId === event.id) throw new Error(`simulated bug: cannot apply ${event.id}`);
      const amount = amountOf(event) * factor;
      await trx
        .insertInto('rm.test_stream_counts')
        .values({ stream_id: event.streamId, events: 1, amount_sum: amount, last_version: event.streamVersion })
        .onConflict((oc) =>
          oc.column('stream_id').doUpdateSet((eb) => ({
            events: eb('rm.test_stream_counts.events', '+', 1),
            amount_sum: eb('rm.test_stream_counts.amount_sum', '+', amount),
            last_version: event.streamVersion,
          })),
        )
        .execute();
      await trx
        .insertInto('rm.test_running_total')
        .values({ id: 'all', events: 1, total: amount, chain: sql<string>`md5(${event.id}::text)` })
        .onConflict((oc) =>
          oc.column('id').doUpdateSet((eb) => ({
            events: eb('rm.test_running_total.events', '+', 1),
            total: eb('rm.test_running_total.total', '+', amount),
            chain: sql<string>`md5(${eb.ref('rm.test_running_total.chain')} || ${event.id}::text)`,
          })),
        )
        .execute();
    },
  };
  return projection;
};

const countingTables: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rm.test_stream_counts')
      .addColumn('stream_id', 'text', (c) => c.primaryKey())
      .addColumn('events', 'integer', (c) => c.notNull())
      .addColumn('amount_sum', 'integer', (c) => c.notNull())
      .addColumn('last_version', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('rm.test_running_total')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('events', 'integer', (c) => c.notNull())
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('chain', 'text', (c) => c.notNull())
      .execute();
  },
};

export const countingMigrations: ReadModelMigrations = {
  context: 'test',
  migrations: { '0001_counting': countingTables },
};

export interface CountingRows {
  readonly streams: readonly StreamCountsTable[];
  readonly running: readonly RunningTotalTable[];
}

/** The rows a correct run gives, computed in memory from the events in global order. */
export const expectedRows = (events: readonly RecordedEvent[], factor = 1): CountingRows => {
  const streams = new Map<string, StreamCountsTable>();
  let running: RunningTotalTable | undefined;
  const md5 = (s: string) => crypto.createHash('md5').update(s).digest('hex');
  for (const event of events) {
    if (event.type !== COUNTED) continue;
    const amount = amountOf(event) * factor;
    const s = streams.get(event.streamId);
    streams.set(event.streamId, {
      stream_id: event.streamId,
      events: (s?.events ?? 0) + 1,
      amount_sum: (s?.amount_sum ?? 0) + amount,
      last_version: event.streamVersion,
    });
    running = running
      ? { id: 'all', events: running.events + 1, total: running.total + amount, chain: md5(running.chain + event.id) }
      : { id: 'all', events: 1, total: amount, chain: md5(event.id) };
  }
  return {
    streams: [...streams.values()].sort((a, b) => a.stream_id.localeCompare(b.stream_id, 'en')),
    running: running ? [running] : [],
  };
};

/** The rows in the database, in the same order as expectedRows. */
export const actualRows = async (db: Kysely<CountingTables>): Promise<CountingRows> => {
  const streams = await db.selectFrom('rm.test_stream_counts').selectAll().orderBy('stream_id').execute();
  const running = await db.selectFrom('rm.test_running_total').selectAll().execute();
  return {
    streams: streams.sort((a, b) => a.stream_id.localeCompare(b.stream_id, 'en')),
    running,
  };
};
