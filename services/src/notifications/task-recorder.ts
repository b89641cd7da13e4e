import crypto from 'node:crypto';
import {
  requestedTaskOf,
  TASK_PRIORITY_NUMBER,
  TASK_REQUESTING_EVENT_TYPES,
  TASK_TYPE_PRIORITY,
  type RecordedEvent,
  type RequestedTask,
  type TaskRecord,
  type TaskRequestedBy,
} from '@console/contracts';
import type { EventStore } from '@console/infra';
import { Projector, type Projection, type ProjectorOptions, type ReadModels } from '@console/projections';
import { AggregateRepository } from '../core/aggregate-repository.js';
import { metadataCausedBy } from '../core/command-context.js';
import { DomainException } from '../core/domain.exception.js';
import { TASK_EVENT_CODECS, taskDecider } from './task.decider.js';

/** The recorder's checkpoint, a row of rm.projection_checkpoints beside the projections'. */
export const TASK_RECORDER = 'task-recorder';

/** Events per batch: a crash repeats at most this many (idempotent) recordings. */
const BATCH_SIZE = 100;

/** The creator's command in the task's metadata, as when a person creates one. */
const CREATE_TASK = 'CreateTask';

export type RecordOutcome = 'recorded' | 'already recorded' | 'nothing asked' | 'refused';

/**
 * The TaskCreated's event id, derived from the asking event's id (a name-based UUID, RFC 9562 version 5 layout):
 * every recording of one request, by a replay or a second process, is the same event.
 */
const taskEventId = (askingEventId: string): string => {
  const hash = crypto.createHash('sha1').update(`${TASK_RECORDER}/${askingEventId}`).digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
};

const requestedByOf = (task: RequestedTask, event: string): TaskRequestedBy =>
  task.requester === 'order' ? { orderId: task.requesterId, event } : { requestId: task.requesterId, event };

/**
 * The task as asked: status new, dated when it was asked, by whom it was asked, its type's priority, its data as JSON
 * text (spec 2 §3).
 * Everything comes from the asking event, so a replay makes the same record.
 */
const taskRecordOf = (task: RequestedTask, asking: RecordedEvent): TaskRecord => ({
  id: task.taskId,
  type: task.type,
  status: 'new',
  date: asking.metadata.occurredAt,
  priority: TASK_PRIORITY_NUMBER[TASK_TYPE_PRIORITY[task.type]],
  data: JSON.stringify(task.data),
  taskError: null,
  creatorId: asking.metadata.userId,
  createdAt: asking.metadata.occurredAt,
});

/** The stream of a task not recorded yet: the recorder expects none (a second recording finds it and stops). */
const NEW_TASK = { state: taskDecider.initialState, version: 0 } as const;

/**
 * Records the task one committed event asks for: TaskCreated on `task-<id>` with the id the event carries, decided
 * by the task decider on a stream expected not to exist. "Already exists" is done, not an error: the recorder
 * delivers at least once (a crash after the append, before its checkpoint, repeats it), the append of a second
 * recording fails, is decided again on the stream as it stands and refused as a conflict, and the effect happens once.
 */
export const recordRequestedTask = async (
  repository: AggregateRepository,
  asking: RecordedEvent,
): Promise<RecordOutcome> => {
  const task = requestedTaskOf(asking);
  if (!task) return 'nothing asked';
  try {
    await repository.run({
      decider: taskDecider,
      codecs: TASK_EVENT_CODECS,
      id: task.taskId,
      known: NEW_TASK,
      command: { type: CREATE_TASK, record: taskRecordOf(task, asking), requestedBy: requestedByOf(task, asking.type) },
      ctx: { metadata: metadataCausedBy(asking, CREATE_TASK) },
      eventId: (i) => taskEventId(i === 0 ? asking.id : `${asking.id}/${i}`),
    });
    return 'recorded';
  } catch (e) {
    if (!(e instanceof DomainException)) throw e;
    if (e.error.kind === 'conflict') return 'already recorded';
    // A request the task rules refuse stays refused however often it is read: say so and go on with the log.
    console.error(
      `[task-recorder] ${asking.type} ${asking.id} asks for task ${task.taskId}, refused: ${e.error.message}`,
    );
    return 'refused';
  }
};

/**
 * The recorder as the runner sees it: it handles the task-asking events and owns no table. Unlike a projection its
 * effect is outside the batch's transaction (an append to the event store), made idempotent above, so the runner's
 * at-least-once delivery gives exactly-once tasks. A version change replays the log from START: harmless, every
 * task already recorded is "already exists".
 */
export const taskRecorderHandler = (store: EventStore): Projection<ReadModels> => ({
  name: TASK_RECORDER,
  version: 1,
  handles: TASK_REQUESTING_EVENT_TYPES,
  tables: [],
  // The appends run before the batch's transaction: inside it they would hold every reader of the log back.
  async effects(events) {
    const repository = new AggregateRepository(store);
    for (const event of events) await recordRequestedTask(repository, event);
  },
  async apply() {
    // Nothing in the read models: the batch's transaction only moves the checkpoint.
  },
});

export type TaskRecorderOptions = Omit<ProjectorOptions<ReadModels>, 'projections' | 'onCommitted'>;

/**
 * The task recorder (spec 2 §3, §7 'Create task'): a process manager that reads the event log after its checkpoint
 * and records every task an order or a request asked for, then moves its checkpoint. It runs on the projector
 * runner (checkpoint, shared reader, store doorbell, retries), in a runner of its own: commands do not wait for it,
 * and the read models' waiters do not count it. start() follows live; catchUp() runs to the head and returns.
 */
export const createTaskRecorder = (options: TaskRecorderOptions): Projector<ReadModels> =>
  new Projector<ReadModels>({
    batchSize: BATCH_SIZE,
    onError: (f) => {
      const next = f.retryInMs === undefined ? 'stopped' : `retry in ${f.retryInMs} ms`;
      console.error(`[task-recorder] failed (attempt ${f.attempt}, ${next}):`, f.error);
    },
    ...options,
    projections: [taskRecorderHandler(options.store)],
  });
