import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { CommandBus } from '@nestjs/cqrs';
import { thousands, type BudgetRow } from './budget-row.js';
import type { Services, Started } from './services.js';
import { catchUp, type RunningConsole } from './users-database.js';

type Log = (line: string) => void;

/** The record of the History-tab and time-travel budgets: one customer whose stream holds exactly this many events. */
export const HISTORY_RECORD_EMAIL = 'history-1000@example.com';
export const HISTORY_RECORD_EVENTS = 1000;
/** Customers updated at once, like seedDemo's registrations. */
const CONCURRENCY = 16;
/** The demo data's two years (seedDemo registers its customers over the same span). */
const SINCE = Date.parse('2024-11-21T00:00:00Z');
const UNTIL = Date.parse('2026-11-20T00:00:00Z');
const HISTORY_RECORD_REGISTERED = Date.parse('2024-12-01T09:00:00Z');
/** The projector may trail the commands by a lot on this machine: wait for it this long at most. */
const CATCH_UP_TIMEOUT_MS = 3 * 60 * 60_000;

/** Demo customers of the history database: one for every 20 revision rows, 100,000 for the 2,000,000 of the budget. */
export const historyCustomers = (revisions: number): number =>
  Math.max(1_000, Math.min(100_000, Math.round(revisions / 20)));

export interface HistoryData {
  /** Revision rows in rm.revisions (the sum of rm.revision_counts, which the projection keeps with them). */
  readonly revisions: number;
  /** The id of the customer with HISTORY_RECORD_EVENTS events. */
  readonly recordId: number;
  readonly generation: Generation;
}

/** How the revision rows got there: made in this run, or found in the cached database. */
interface Generation {
  readonly updates: number;
  readonly commandSeconds: number;
  readonly catchUpSeconds: number;
  readonly at: string;
  readonly cached: boolean;
}

const GENERATION_TABLE = `CREATE TABLE IF NOT EXISTS public.bench_history_generation (
  revisions integer NOT NULL, updates integer NOT NULL, command_seconds double precision NOT NULL,
  catch_up_seconds double precision NOT NULL, at timestamptz NOT NULL)`;

const numberOf = async (started: Started, sql: string, params: unknown[] = []): Promise<number> => {
  const { rows } = await started.infra.pool.query<{ n: string | number | null }>(sql, params);
  return Number(rows[0]?.n ?? 0);
};
const revisionRows = (started: Started) =>
  numberOf(started, 'SELECT coalesce(sum(n), 0)::bigint AS n FROM rm.revision_counts');

/** A small deterministic hash to [0, 1): the k-th update's draws do not depend on the order the workers take them. */
const unit = (k: number, salt: number): number => {
  let x = (k * 0x9e3779b1 + salt * 0x85ebca77) | 0;
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d);
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b);
  return ((x ^ (x >>> 16)) >>> 0) / 2 ** 32;
};

type Changes = { phone2: string; deposits?: number; language?: 'EN' | 'AR' };

/**
 * Update k: phone2 always (a value no earlier update gave, so every command records exactly one event), and
 * sometimes deposits or language as well. Never the name: the names of the demo data stay as seeded.
 */
const changesOf = (k: number, prefix: string): Changes => ({
  phone2: `${prefix}${String(k).padStart(8, '0')}`,
  ...(unit(k, 1) < 0.4 ? { deposits: Math.floor(unit(k, 2) * 50) * 10_000 } : {}),
  ...(unit(k, 3) < 0.2 ? { language: unit(k, 4) < 0.5 ? ('EN' as const) : ('AR' as const) } : {}),
});

const contextAt = (occurredAt: number) => ({
  actor: null,
  correlationId: randomUUID(),
  causationId: null,
  occurredAt: new Date(occurredAt),
});

/** The customer of the History-tab budgets: registered once, then updated one at a time up to its 1,000 events. */
const ensureHistoryRecord = async (services: Services, running: RunningConsole, log: Log): Promise<number> => {
  const { infra } = running.started;
  const commands = running.app.get(CommandBus);
  const found = await infra.pool.query<{ id: number }>('SELECT id FROM rm.users WHERE email = $1', [
    HISTORY_RECORD_EMAIL,
  ]);
  let id = found.rows[0]?.id;
  if (id === undefined) {
    const body = {
      type: 'b2c' as const,
      name: 'Hana History',
      email: HISTORY_RECORD_EMAIL,
      phone: '+971500001000',
      countryId: 1,
      partnerId: 1,
      language: 'EN' as const,
      credits: 0,
    };
    const command = new services.RegisterUserCommand(body, contextAt(HISTORY_RECORD_REGISTERED));
    id = (await commands.execute<typeof command, { id: number }>(command)).id;
  }
  const events = await infra.store.readStream(`user-${id}`);
  if (events.length >= HISTORY_RECORD_EVENTS) return id;
  const registered = Date.parse(events[0]?.metadata.occurredAt ?? new Date(HISTORY_RECORD_REGISTERED).toISOString());
  log(
    `history record: ${HISTORY_RECORD_EMAIL} (id ${id}) has ${events.length} events, updating it up to ${HISTORY_RECORD_EVENTS}`,
  );
  // Version v happens at an even step between the registration and the end of the two years, in stream order.
  const step = (UNTIL - registered) / HISTORY_RECORD_EVENTS;
  for (let version = events.length + 1; version <= HISTORY_RECORD_EVENTS; version++) {
    const command = new services.PatchUserCommand(
      id,
      { changes: changesOf(version, '+97158') },
      {},
      contextAt(registered + step * (version - 1)),
    );
    await commands.execute(command);
  }
  return id;
};

/** When each demo customer registered, oldest first: an update of a customer happens after its registration. */
const registrations = async (started: Started) => {
  const { rows } = await started.infra.pool.query<{ id: number; at: Date }>(
    `SELECT id, "createdAt" AS at FROM rm.users WHERE email LIKE 'customer%@example.com' ORDER BY "createdAt", id`,
  );
  return { ids: rows.map((r) => r.id), times: rows.map((r) => r.at.getTime()) };
};

/** How many of `times` (sorted) are at or before `t`. */
const countUpTo = (times: readonly number[], t: number): number => {
  let [lo, hi] = [0, times.length];
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (times[mid]! <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

/**
 * Issues PatchUserCommand (an update) through the app's CommandBus: updates `first` to `planned - 1` of the plan. Update k of `planned`
 * happens at an instant k/planned of the way through the two years, so the rows spread evenly over them, and goes
 * to a customer registered before that instant; updates are issued in that order, so each stream stays in time
 * order. Never two commands on one customer at once.
 */
const issueUpdates = async (
  services: Services,
  running: RunningConsole,
  first: number,
  planned: number,
  log: Log,
): Promise<void> => {
  const { started } = running;
  const commands = running.app.get(CommandBus);
  const customers = await registrations(started);
  if (customers.ids.length === 0) throw new Error('no demo customers to update');
  const busy = new Set<number>();
  const t0 = performance.now();
  const rowsAtStart = await revisionRows(started);
  let [next, done] = [first, 0];
  let last = { at: t0, done: 0, rows: rowsAtStart };
  const total = planned - first;
  const report = async () => {
    const now = performance.now();
    const rows = await revisionRows(started);
    const rate = done / ((now - t0) / 1000);
    const recent = (done - last.done) / ((now - last.at) / 1000);
    const projected = (rows - last.rows) / ((now - last.at) / 1000);
    const eta = Math.round((total - done) / Math.max(1, rate));
    // The projector trails far behind while the commands run (they share this process's event loop): what it still
    // has to apply after the last command is the `behind` figure.
    const behind = rowsAtStart + done - rows;
    log(
      `history: ${thousands(done)}/${thousands(total)} updates, ${thousands(rate)} commands/s ` +
        `(last interval ${thousands(recent)}/s), commands eta ${Math.floor(eta / 60)}m${eta % 60}s; ` +
        `${thousands(rows)} revision rows projected (${thousands(projected)}/s), ${thousands(behind)} behind`,
    );
    last = { at: now, done, rows };
  };
  const timer = setInterval(() => void report().catch(() => undefined), 15_000);
  try {
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < planned) {
          const k = next++;
          const at = SINCE + ((UNTIL - SINCE) * (k + unit(k, 5))) / planned;
          // Customers registered by then (the first 64 when fewer: the first hours of the two years).
          const m = Math.min(customers.ids.length, Math.max(64, countUpTo(customers.times, at)));
          let j = Math.floor(unit(k, 6) * m);
          while (busy.has(customers.ids[j]!)) j = (j + 1) % m;
          const id = customers.ids[j]!;
          busy.add(id);
          try {
            await commands.execute(
              new services.PatchUserCommand(id, { changes: changesOf(k, '+97156') }, {}, contextAt(at)),
            );
          } finally {
            busy.delete(id);
          }
          done++;
        }
      }),
    );
  } finally {
    clearInterval(timer);
  }
  await report();
};

/** catchUp, saying every 30 s how far the revisions projection got. */
const catchUpLogged = async (started: Started, wanted: number, log: Log): Promise<void> => {
  let last = { at: performance.now(), rows: await revisionRows(started) };
  const timer = setInterval(() => {
    void revisionRows(started)
      .then((rows) => {
        const now = performance.now();
        const rate = (rows - last.rows) / ((now - last.at) / 1000);
        const eta = Math.round(Math.max(0, wanted - rows) / Math.max(1, rate));
        log(
          `history: catching up, ${thousands(rows)}/${thousands(wanted)} revision rows (${thousands(rate)}/s), eta ${Math.floor(eta / 60)}m${eta % 60}s`,
        );
        last = { at: now, rows };
      })
      .catch(() => undefined);
  }, 30_000);
  try {
    await catchUp(started, CATCH_UP_TIMEOUT_MS);
  } finally {
    clearInterval(timer);
  }
};

const earlierGeneration = async (started: Started): Promise<Generation> => {
  const { rows } = await started.infra.pool.query<{
    updates: number;
    command_seconds: number;
    catch_up_seconds: number;
    at: Date;
  }>(
    'SELECT updates, command_seconds, catch_up_seconds, at FROM public.bench_history_generation ORDER BY at DESC LIMIT 1',
  );
  const g = rows[0];
  return g
    ? {
        updates: g.updates,
        commandSeconds: g.command_seconds,
        catchUpSeconds: g.catch_up_seconds,
        at: g.at.toISOString(),
        cached: true,
      }
    : { updates: Number.NaN, commandSeconds: Number.NaN, catchUpSeconds: Number.NaN, at: 'unknown', cached: true };
};

/**
 * The revision rows of the history budgets, made the product's way: the console is already running on the history
 * database with its demo customers (startConsole + seedDemo); this adds the 1,000-event record, then customer
 * updates until rm.revisions holds `revisions` rows, waits for the read models and VACUUM (ANALYZE)s the table.
 * A database that holds them already (a re-run) is used as it is.
 */
export const ensureHistoryData = async (
  services: Services,
  running: RunningConsole,
  revisions: number,
  log: Log,
): Promise<HistoryData> => {
  const { started } = running;
  await started.infra.pool.query(GENERATION_TABLE);
  const recordId = await ensureHistoryRecord(services, running, log);
  await catchUp(started, CATCH_UP_TIMEOUT_MS);
  let present = await revisionRows(started);
  if (present >= revisions) {
    log(`history: ${thousands(present)} revision rows already there (cached database)`);
    return { revisions: present, recordId, generation: await earlierGeneration(started) };
  }
  // The bulk updates done so far (an interrupted run): the rows past the first of each record's stream, but the record's.
  const done = await numberOf(
    started,
    `SELECT count(*) AS n FROM rm.revisions WHERE model = 'user' AND revision > 1 AND "documentId" <> $1`,
    [recordId],
  );
  const planned = done + (revisions - present);
  log(
    `history: ${thousands(present)} revision rows; issuing ${thousands(revisions - present)} customer updates (concurrency ${CONCURRENCY})`,
  );
  const t0 = performance.now();
  await issueUpdates(services, running, done, planned, log);
  const commandsDone = performance.now();
  log('history: commands done, waiting for the read models');
  await catchUpLogged(started, present + planned - done, log);
  const caughtUp = performance.now();
  present = await revisionRows(started);
  const [commandSeconds, catchUpSeconds] = [(commandsDone - t0) / 1000, (caughtUp - commandsDone) / 1000];
  log(
    `history: ${thousands(planned - done)} updates in ${(commandSeconds / 60).toFixed(1)} min ` +
      `(${thousands((planned - done) / commandSeconds)} commands/s), read models caught up ${catchUpSeconds.toFixed(0)} s later; ` +
      `${thousands(present)} revision rows`,
  );
  log('history: VACUUM (ANALYZE) rm.revisions');
  await started.infra.pool.query('VACUUM (ANALYZE) rm.revisions');
  await started.infra.pool.query('VACUUM (ANALYZE) rm.revision_counts');
  const generation = {
    updates: planned - done,
    commandSeconds,
    catchUpSeconds,
    at: new Date().toISOString(),
    cached: false,
  };
  await started.infra.pool.query('INSERT INTO public.bench_history_generation VALUES ($1, $2, $3, $4, now())', [
    present,
    generation.updates,
    commandSeconds,
    catchUpSeconds,
  ]);
  return { revisions: present, recordId, generation };
};

export const generationRow = (data: HistoryData, customers: number): BudgetRow => {
  const g = data.generation;
  const row = {
    budget: 'History data by commands (PatchUserCommand, concurrency 16)',
    target: undefined,
    pass: undefined,
  };
  const when = g.cached ? `cached database, made ${g.at.slice(0, 10)}` : 'made in this run';
  const base = `${thousands(data.revisions)} revision rows over ${thousands(customers)} demo customers + 1 with ${thousands(HISTORY_RECORD_EVENTS)} events`;
  if (Number.isNaN(g.commandSeconds))
    return { ...row, measured: 'not known', notes: `${base}; ${when}; no timing recorded` };
  const minutes = (g.commandSeconds + g.catchUpSeconds) / 60;
  return {
    ...row,
    measured: `${thousands(g.updates / g.commandSeconds)} commands/s`,
    notes:
      `${base}; ${thousands(g.updates)} updates in ${(g.commandSeconds / 60).toFixed(1)} min, read models caught up ` +
      `${g.catchUpSeconds.toFixed(0)} s later (${thousands(g.updates / (g.commandSeconds + g.catchUpSeconds))} ` +
      `revisions/s end to end, ${minutes.toFixed(1)} min); ${when}`,
  };
};
