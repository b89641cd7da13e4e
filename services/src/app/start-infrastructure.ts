import path from 'node:path';
import {
  createBus,
  createEventStore,
  createPool,
  prepareRepeatedStatements,
  startEmbeddedPostgres,
  type AppConfig,
} from '@console/infra';
import {
  allMigrations,
  allProjections,
  CheckpointWatcher,
  migrateReadModels,
  Projector,
  SharedReader,
  readFailures,
  requestRetry,
  type Projection,
  type ReadModels,
} from '@console/projections';
import { Kysely, PostgresDialect } from 'kysely';
import { ActorCache } from '../identity/actor-cache.js';
import { SessionRevocations } from '../core/auth/session-revocations.js';
import { loadActor } from '../identity/actor-loader.js';
import {
  comparePositions,
  positionToString,
  TASK_REQUESTING_EVENT_TYPES,
  type UserLoggedOut,
} from '@console/contracts';
import { IdSequence } from '../core/id-sequence.js';
import { createTaskRecorder, TASK_RECORDER } from '../notifications/task-recorder.js';
import { createStorageMover, STORAGE_MOVER, STORAGE_MOVER_HANDLES } from '../operations/storage-loop/storage-mover.js';
import {
  createExitSurveyManager,
  EXIT_SURVEY_HANDLES,
  EXIT_SURVEYS,
} from '../notifications/exit-surveys/exit-survey-manager.js';
import { FollowUpLog, recordingFollowUps } from '../core/follow-ups/follow-up-log.js';
import type { FollowUpManager } from '../core/follow-ups/caused-position.js';
import type { Infrastructure } from '../core/infrastructure.js';
import { startNotifier, type NotifierTuning, type StartedNotifier } from '../notifications/notifier/start-notifier.js';
import { Relay } from '../relay/relay.js';
import { ParkedMessages } from '../relay/relay-parking.js';
import { READ_MODEL_CHANGED_SUBJECT } from '../live/live.subjects.js';

const seconds = (t0: number) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;

/** Which parts run in this process: all three by default (single-process mode); compose runs one each. */
export type ProcessRole = 'api' | 'projector' | 'relay' | 'notifier';

const PROCESS_ROLES: readonly string[] = ['api', 'projector', 'relay', 'notifier'];

export const rolesFrom = (env: string | undefined): ReadonlySet<ProcessRole> =>
  new Set(
    (env ?? PROCESS_ROLES.join(','))
      .split(',')
      .map((r) => r.trim())
      .filter((r): r is ProcessRole => PROCESS_ROLES.includes(r)),
  );

export interface Started {
  readonly infra: Infrastructure;
  /** The task recorder, run with the projector role (notifications/task-recorder.ts). */
  readonly taskRecorder: Projector<ReadModels> | undefined;
  /** The storage mover (requests move storages, issue 14), run with the projector role. */
  readonly storageMover: Projector<ReadModels> | undefined;
  /** The notifier and its local channels, run with the notifier role (notifications/notifier). */
  readonly notifier: StartedNotifier | undefined;
  /**
   * Waits until the read models hold every event committed so far and every task those events asked for; false
   * after `timeoutMs`. For seeding and tests: commands wait only for their own events (read-your-writes).
   */
  settle(timeoutMs: number): Promise<boolean>;
  stop(): Promise<void>;
}

/**
 * Builds everything outside the API: the database (a server, or the embedded one), the event store, the read
 * models, the bus, and, per role, the projector (with the task recorder) and the relay.
 */
export interface InfrastructureExtras {
  /** Projections run beside the app's own (the write bench's counting projections, issue 13). */
  readonly projections?: readonly Projection<ReadModels>[];
  /**
   * Runs only the app's projections named here (and `projections`): the write bench's floor, the command path with
   * no projection but those its answer and the sign-in read (issue 13). Default: every one.
   */
  readonly onlyProjections?: readonly string[];
  /** The notifier's backoff and lease (tests shorten them). */
  readonly notifier?: NotifierTuning;
}

export const startInfrastructure = async (
  config: AppConfig,
  roles: ReadonlySet<ProcessRole>,
  extras: InfrastructureExtras = {},
): Promise<Started> => {
  const stops: (() => Promise<void>)[] = [];
  let databaseUrl = config.databaseUrl;
  let t0 = performance.now();
  if (!databaseUrl) {
    const embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'));
    databaseUrl = embedded.url;
    stops.unshift(() => embedded.stop());
    console.log(`[start] embedded PostgreSQL ready in ${path.join(config.dataDir, 'pg')} (${seconds(t0)})`);
    t0 = performance.now();
  }
  const pool = createPool(databaseUrl, 20);
  stops.unshift(() => pool.end());
  const db = new Kysely<ReadModels>({ dialect: new PostgresDialect({ pool }) });
  const store = await createEventStore({
    eventStoreUrl: config.eventStoreUrl,
    pool,
    maxEventBytes: config.eventMaxBytes,
  });
  stops.unshift(() => store.close());
  await migrateReadModels(db, allMigrations());
  await IdSequence.migrate(db);
  const bus = await createBus({
    natsUrl: config.natsUrl,
    streamName: config.natsStream,
    subjectPrefix: config.natsSubjectPrefix,
  });
  stops.unshift(() => bus.close());

  const only = extras.onlyProjections;
  const projections = [
    ...allProjections().filter((p) => !only || only.includes(p.name)),
    ...(extras.projections ?? []),
  ];
  let projector: Projector<ReadModels> | undefined;
  const actors = roles.has('projector') ? new ActorCache((id) => loadActor(db, id)) : undefined;
  const sessions = new SessionRevocations(db, roles.has('projector'));
  // Before the projector starts: the sign-outs it committed earlier, then each new one as it commits it.
  if (roles.has('projector')) await sessions.load();
  // The projector, the task recorder and the storage mover follow the same log in this process: one read of it
  // after an append serves all three (issue 13).
  const reader = new SharedReader(store);
  if (roles.has('projector')) {
    // The projector's statements on connections of their own that prepare what they run again (every live batch
    // runs the same few): PostgreSQL plans them once per connection, not for every rename (issue 13).
    const projectorPool = createPool(databaseUrl, 6);
    prepareRepeatedStatements(projectorPool);
    stops.unshift(() => projectorPool.end());
    projector = new Projector({
      store,
      db: new Kysely<ReadModels>({ dialect: new PostgresDialect({ pool: projectorPool }) }),
      reader,
      projections,
      onTablesChanged: (tables, events) => {
        if (tables.includes('rm.users')) actors?.usersChanged(events.map((e) => e.streamId));
        if (tables.includes('rm.user_logs')) {
          for (const e of events) if (e.type === 'UserLoggedOut') sessions.closed((e.data as UserLoggedOut).id);
        }
      },
      onCommitted: (batch) =>
        bus.publishNotice(READ_MODEL_CHANGED_SUBJECT, {
          projection: batch.projection,
          tables: [...batch.tables],
          position: positionToString(batch.position),
        }),
    });
    await projector.start();
    stops.unshift(() => projector!.stop());
  }
  // What the process managers append is noted by correlation, so a command's answer can wait for what it caused
  // (issue 31, core/follow-ups); they append through this view of the store, and read the log as before.
  const followUpLog = new FollowUpLog();
  const managerStore = recordingFollowUps(store, followUpLog);
  // The process that keeps the read models also records the tasks the events ask for; a second one is harmless.
  const taskRecorder = roles.has('projector') ? createTaskRecorder({ store: managerStore, db, reader }) : undefined;
  if (taskRecorder) {
    await taskRecorder.start();
    stops.unshift(() => taskRecorder.stop());
  }
  // Requests move their storages (operations/storage-loop): a process manager beside the task recorder.
  const storageMover = roles.has('projector')
    ? createStorageMover({ store: managerStore, db, reader, ids: new IdSequence(db) })
    : undefined;
  if (storageMover) {
    await storageMover.start();
    stops.unshift(() => storageMover.stop());
  }
  // A lost lead's exit survey and the task that mails it (notifications/exit-surveys): beside the task recorder.
  const exitSurveys = roles.has('projector')
    ? createExitSurveyManager({ store: managerStore, db, reader, ids: new IdSequence(db) })
    : undefined;
  if (exitSurveys) {
    await exitSurveys.start();
    stops.unshift(() => exitSurveys.stop());
  }
  console.log(`[start] event store, read models, bus${projector ? ' and projector' : ''} ready (${seconds(t0)})`);
  const watcher = projector
    ? undefined
    : new CheckpointWatcher(
        db,
        projections.map((p) => ({ name: p.name, tables: p.tables })),
      );
  let relay: Relay | undefined;
  if (roles.has('relay')) {
    relay = new Relay({ store, bus, pool });
    await relay.migrate();
    await relay.start();
    stops.unshift(() => relay!.stop());
  }
  // The notifier follows new tasks on the bus the relay publishes to (issue 33).
  const notifier = roles.has('notifier')
    ? await startNotifier(config, { store, db, bus }, extras.notifier ?? {})
    : undefined;
  if (notifier) stops.unshift(() => notifier.stop());
  const managers: FollowUpManager[] = [
    ...(taskRecorder
      ? [
          {
            name: TASK_RECORDER,
            handles: TASK_REQUESTING_EVENT_TYPES,
            waitFor: taskRecorder.waitFor.bind(taskRecorder),
          },
        ]
      : []),
    ...(storageMover
      ? [{ name: STORAGE_MOVER, handles: STORAGE_MOVER_HANDLES, waitFor: storageMover.waitFor.bind(storageMover) }]
      : []),
    ...(exitSurveys
      ? [{ name: EXIT_SURVEYS, handles: EXIT_SURVEY_HANDLES, waitFor: exitSurveys.waitFor.bind(exitSurveys) }]
      : []),
  ];
  const infra: Infrastructure = {
    config,
    ...(managers.length > 0 ? { followUps: { managers, log: followUpLog } } : {}),
    pool,
    db,
    store,
    bus,
    ids: new IdSequence(db),
    readModels: projector ?? watcher!,
    loadActor: actors ? (id) => actors.actor(id) : (id) => loadActor(db, id),
    sessions,
    projectionLag: async () => {
      // Stopped ones from the database in either kind of process: the projector records them with its checkpoint.
      const failures = await readFailures(db);
      const stoppedOf = (name: string) => {
        const f = failures.find((x) => x.name === name);
        return f
          ? {
              stopped: {
                position: positionToString(f.position),
                streamId: f.streamId,
                eventType: f.eventType,
                error: f.error,
              },
            }
          : {};
      };
      if (projector) {
        return (await projector.lag()).map((l) => ({
          name: l.name,
          checkpoint: l.checkpoint ? positionToString(l.checkpoint) : 'unknown',
          behind: l.behind,
          ...stoppedOf(l.name),
        }));
      }
      // API-only process: the projector's checkpoints, read exactly from the database.
      return (await watcher!.lag(await store.headPosition())).map((l) => ({
        name: l.name,
        checkpoint: l.checkpoint ? positionToString(l.checkpoint) : 'unknown',
        behind: l.behind,
        ...stoppedOf(l.name),
      }));
    },
    projectionsStatus: async () => {
      const [failures, parked] = await Promise.all([
        readFailures(db),
        new ParkedMessages(pool).list(relay?.name ?? 'relay'),
      ]);
      return {
        stopped: failures.map((f) => ({
          name: f.name,
          version: f.version,
          position: positionToString(f.position),
          eventId: f.eventId,
          streamId: f.streamId,
          streamVersion: f.streamVersion,
          eventType: f.eventType,
          error: f.error,
          failedAt: f.failedAt.toISOString(),
          retryRequested: f.retryRequested,
        })),
        parked,
      };
    },
    retryProjection: async (name) => {
      // In the database first, for a projector in another process; then at once when it runs here.
      const recorded = await requestRetry(db, name);
      const here = projector?.retry(name) ?? false;
      return recorded || here;
    },
    relayLag: async () => {
      if (!relay) return undefined;
      const l = await relay.lag();
      return { checkpoint: positionToString(l.checkpoint), behind: !l.caughtUp };
    },
  };
  const settle = async (timeoutMs: number): Promise<boolean> => {
    const deadline = Date.now() + timeoutMs;
    const left = () => Math.max(0, deadline - Date.now());
    // The recorder's tasks are events appended after what asked for them: wait again until no event came meanwhile.
    for (let head = await store.committedHeadPosition(); ;) {
      if (!(await infra.readModels.waitFor(head, left()))) return false;
      if (taskRecorder && !(await taskRecorder.waitFor(head, left()))) return false;
      if (storageMover && !(await storageMover.waitFor(head, left()))) return false;
      if (exitSurveys && !(await exitSurveys.waitFor(head, left()))) return false;
      const now = await store.committedHeadPosition();
      if (comparePositions(now, head) === 0) return true;
      head = now;
    }
  };
  return {
    infra,
    taskRecorder,
    storageMover,
    notifier,
    settle,
    stop: async () => {
      for (const stop of stops) {
        try {
          await stop();
        } catch (e) {
          console.error('[console] stop failed', e);
        }
      }
    },
  };
};
