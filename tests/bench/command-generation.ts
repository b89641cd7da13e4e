import { performance } from 'node:perf_hooks';
import { thousands, type BudgetRow } from './budget-row.js';
import type { Started } from './services.js';
import { catchUp, type RunningConsole } from './users-database.js';

type Log = (line: string) => void;
type Progress = (done: number, total: number) => void;

/** The projector may trail the commands by a lot on this machine: wait for it this long at most. */
const CATCH_UP_TIMEOUT_MS = 2 * 60 * 60_000;

/** How a bench database's records got there: made in this run by commands, or found in the cached database. */
export interface Generation {
  /** The records there. */
  readonly records: number;
  readonly made: number;
  readonly events: number;
  readonly commandSeconds: number;
  readonly catchUpSeconds: number;
  readonly at: string;
  readonly cached: boolean;
}

/** What one bench database is made of, and how its records are made. */
export interface GenerationPlan {
  /** The records in the log lines and the generation table (public.bench_<noun>_generation, first column <noun>). */
  readonly noun: 'orders' | 'requests' | 'storages';
  /** How the log names the records found in a cached database (the noun when not given). */
  readonly found?: string;
  /** A query answering `n`: how many of the records are there. */
  readonly countSql: string;
  /** Records worked at once by the seed. */
  readonly concurrency: number;
  /**
   * Readies the seed once more records are wanted (loads it, makes what it builds on) and answers it: it issues the
   * commands up to `wanted` records, calling `onProgress(done, total)`; `done` counts the records there before it
   * too, unless `progressOfThisRun`.
   */
  readonly prepare: (running: RunningConsole) => Promise<(wanted: number, onProgress: Progress) => Promise<void>>;
  readonly progressOfThisRun?: boolean;
  /** The tables to VACUUM (ANALYZE) after the read models caught up. */
  readonly vacuum: readonly string[];
}

const numberOf = async (started: Started, sql: string): Promise<number> => {
  const { rows } = await started.infra.pool.query<{ n: string | number | null }>(sql);
  return Number(rows[0]?.n ?? 0);
};
const storedEvents = (started: Started) => numberOf(started, 'SELECT count(*) AS n FROM es.events');

const earlierGeneration = async (started: Started, table: string, present: number): Promise<Generation> => {
  const { rows } = await started.infra.pool.query<{
    made: number;
    events: number;
    command_seconds: number;
    catch_up_seconds: number;
    at: Date;
  }>(`SELECT * FROM ${table} ORDER BY at DESC LIMIT 1`);
  const g = rows[0];
  return g
    ? {
        records: present,
        made: g.made,
        events: g.events,
        commandSeconds: g.command_seconds,
        catchUpSeconds: g.catch_up_seconds,
        at: g.at.toISOString(),
        cached: true,
      }
    : {
        records: present,
        made: Number.NaN,
        events: Number.NaN,
        commandSeconds: Number.NaN,
        catchUpSeconds: Number.NaN,
        at: 'unknown',
        cached: true,
      };
};

/**
 * The records of a bench database, made the product's way: the console runs on the database with its demo
 * customers (startConsole + seedDemo); this issues the demo seed's commands up to `wanted`, `concurrency` at a
 * time, waits for the read models and VACUUM (ANALYZE)s the tables, and records the generation beside the data. A
 * database that holds them already (a re-run) is used as it is, reporting the generation recorded; an interrupted
 * generation resumes (the seeds continue after the records they find).
 */
export const ensureGenerated = async (
  running: RunningConsole,
  plan: GenerationPlan,
  wanted: number,
  log: Log,
): Promise<Generation> => {
  const { started } = running;
  const { noun } = plan;
  const table = `public.bench_${noun}_generation`;
  await started.infra.pool.query(`CREATE TABLE IF NOT EXISTS ${table} (
  ${noun} integer NOT NULL, made integer NOT NULL, events integer NOT NULL, command_seconds double precision NOT NULL,
  catch_up_seconds double precision NOT NULL, at timestamptz NOT NULL)`);
  const present = await numberOf(started, plan.countSql);
  if (present >= wanted) {
    log(`${noun}: ${thousands(present)} ${plan.found ?? noun} already there (cached database)`);
    return earlierGeneration(started, table, present);
  }
  const seed = await plan.prepare(running);
  log(
    `${noun}: ${thousands(present)} there; issuing the seed's commands up to ${thousands(wanted)} (concurrency ${plan.concurrency})`,
  );
  const eventsBefore = await storedEvents(started);
  const t0 = performance.now();
  const before = plan.progressOfThisRun ? 0 : present;
  let last = { at: t0, done: before };
  await seed(wanted, (done, total) => {
    const now = performance.now();
    if (done < total && now - last.at < 15_000) return;
    const rate = (done - before) / ((now - t0) / 1000);
    const recent = (done - last.done) / ((now - last.at) / 1000);
    const eta = Math.round((total - done) / Math.max(1, rate));
    log(
      `${noun}: ${thousands(done)}/${thousands(total)}, ${thousands(rate)} ${noun}/s (last interval ${thousands(recent)}/s), eta ${Math.floor(eta / 60)}m${eta % 60}s`,
    );
    last = { at: now, done };
  });
  const commandsDone = performance.now();
  log(`${noun}: commands done, waiting for the read models`);
  await catchUp(started, CATCH_UP_TIMEOUT_MS);
  const caughtUp = performance.now();
  log(`${noun}: VACUUM (ANALYZE) ${plan.vacuum.join(', ')}`);
  for (const name of plan.vacuum) await started.infra.pool.query(`VACUUM (ANALYZE) ${name}`);
  const records = await numberOf(started, plan.countSql);
  const events = (await storedEvents(started)) - eventsBefore;
  const generation: Generation = {
    records,
    made: records - present,
    events,
    commandSeconds: (commandsDone - t0) / 1000,
    catchUpSeconds: (caughtUp - commandsDone) / 1000,
    at: new Date().toISOString(),
    cached: false,
  };
  log(
    `${noun}: ${thousands(generation.made)} made in ${(generation.commandSeconds / 60).toFixed(1)} min ` +
      `(${thousands(generation.made / generation.commandSeconds)}/s, ${thousands(events)} events), ` +
      `read models caught up ${generation.catchUpSeconds.toFixed(0)} s later`,
  );
  await started.infra.pool.query(`INSERT INTO ${table} VALUES ($1, $2, $3, $4, $5, now())`, [
    generation.records,
    generation.made,
    events,
    generation.commandSeconds,
    generation.catchUpSeconds,
  ]);
  return generation;
};

/**
 * The table row of a generation: `budget` names the seed, `base` what the database holds; with `endToEnd` the
 * notes add the minutes from the first command to the read models caught up.
 */
export const generationRow = (
  g: Generation,
  row: {
    readonly budget: string;
    readonly base: string;
    readonly noun: GenerationPlan['noun'];
    readonly endToEnd?: boolean;
  },
): BudgetRow => {
  const head = { budget: row.budget, target: undefined, pass: undefined };
  const when = g.cached ? `cached database, made ${g.at.slice(0, 10)}` : 'made in this run';
  if (Number.isNaN(g.commandSeconds))
    return { ...head, measured: 'not known', notes: `${row.base}; ${when}; no timing recorded` };
  const total = g.commandSeconds + g.catchUpSeconds;
  return {
    ...head,
    measured: `${thousands(g.made / g.commandSeconds)} ${row.noun}/s`,
    notes:
      `${row.base}; ${thousands(g.made)} made with ${thousands(g.events)} events in ${(g.commandSeconds / 60).toFixed(1)} min ` +
      `(${thousands(g.events / g.commandSeconds)} events/s), read models caught up ${g.catchUpSeconds.toFixed(0)} s later` +
      `${row.endToEnd ? ` (${(total / 60).toFixed(1)} min end to end)` : ''}; ${when}`,
  };
};
