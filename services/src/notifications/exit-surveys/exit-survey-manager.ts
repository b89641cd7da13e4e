import crypto from 'node:crypto';
import {
  EXIT_SURVEY_TASK,
  EXIT_SURVEY_TYPE,
  exitSurveyQuestions,
  isDomainError,
  streamIdOf,
  SURVEY_RESOURCE,
  surveySentChanges,
  TASK_PRIORITY_NUMBER,
  TASK_TYPE_PRIORITY,
  type RecordedEvent,
  type TaskCreated,
  type TaskRecord,
} from '@console/contracts';
import type { EventStore } from '@console/infra';
import { Projector, type Projection, type ProjectorOptions, type ReadModels } from '@console/projections';
import { sql, type Kysely } from 'kysely';
import { AggregateRepository } from '../../core/aggregate-repository.js';
import { isVersionConflict } from '../../core/command-retry.js';
import { metadataCausedBy } from '../../core/command-context.js';
import { DomainException } from '../../core/domain.exception.js';
import type { IdSequence } from '../../core/id-sequence.js';
import { resourceDecider, resourceEventCodecs } from '../../core/resources/resource.decider.js';
import { readUser } from '../../customers/customers.facts.js';
import { readOrderUpTo } from '../../sales/sales.facts.js';
import { TASK_EVENT_CODECS, taskDecider } from '../task.decider.js';

/** The manager's checkpoint, a row of rm.projection_checkpoints beside the projections'. */
export const EXIT_SURVEYS = 'exit-surveys';

/** What it reacts to: a lead marked lost (the survey and its mail), a task completed (the exit survey's mail sent). */
export const EXIT_SURVEY_HANDLES: readonly string[] = Object.freeze(['LeadMarkedLost', 'TaskCompleted']);

/** Which survey and task a lost lead's exit survey became: `exitsurvey-<leadId>`, its first event wins. */
export const EXIT_SURVEY_RESERVATION = 'exitsurvey';

const BATCH_SIZE = 100;

export type ExitSurveyOutcome = 'made' | 'already made' | 'no customer' | 'refused';

/** The id of the i-th event a cause makes on a stream: the same on every rerun (a name-based UUID, version 5 layout). */
const eventIdOf = (causeId: string, streamId: string, index: number): string => {
  const hash = crypto.createHash('sha1').update(`${EXIT_SURVEYS}/${causeId}/${streamId}/${index}`).digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
};

interface Reserved {
  readonly surveyId: number;
  readonly taskId: number;
}

const SURVEY = SURVEY_RESOURCE;

/**
 * The exit survey of a lost lead (issue 33 §6): a customer survey asking the customer why they did not go ahead
 * (the lost reasons by name) and what we could improve, in their language, and the task that mails them its link
 * (SEND_EXIT_SURVEY_TO_CUSTOMER; the notifier writes the link for the mail only). Once per lead, however often the
 * lead is lost or the event delivered: the survey's and the task's ids are reserved in `exitsurvey-<leadId>` (no
 * stream expected), then the survey and the task are created on streams expected not to exist, every event id
 * derived from the cause. A lead without a customer or a country gets none, silently (spec 3 §8: survey creation
 * failures are silent).
 */
export class ExitSurveyManager {
  private readonly repository: AggregateRepository;

  constructor(
    readonly store: EventStore,
    readonly db: Kysely<ReadModels>,
    readonly ids: IdSequence,
  ) {
    this.repository = new AggregateRepository(store);
  }

  async handle(event: RecordedEvent): Promise<ExitSurveyOutcome | 'sent' | 'not ours'> {
    return event.type === 'TaskCompleted' ? this.mailSent(event) : this.lost(event);
  }

  private async lost(asking: RecordedEvent): Promise<ExitSurveyOutcome> {
    const leadId = (asking.data as { id?: unknown }).id;
    if (typeof leadId !== 'number') return 'no customer';
    const lead = await readOrderUpTo(this.store, leadId, asking.id);
    if (!lead || lead.userId === null || lead.countryId === null) return 'no customer';
    const reserved = await this.reserve(asking, leadId);
    const made = await this.createSurvey(asking, reserved.surveyId, {
      type: EXIT_SURVEY_TYPE,
      status: 'new',
      orderId: leadId,
      userId: lead.userId,
      countryId: lead.countryId,
      partnerId: lead.partnerId,
      queryData: JSON.stringify(exitSurveyQuestions(await this.lostReasons(), await this.languageOf(lead.userId))),
      surveyDataResponse: {},
    });
    if (made === 'refused') return made;
    const task: TaskRecord = {
      id: reserved.taskId,
      type: EXIT_SURVEY_TASK,
      status: 'new',
      date: asking.metadata.occurredAt,
      priority: TASK_PRIORITY_NUMBER[TASK_TYPE_PRIORITY[EXIT_SURVEY_TASK]],
      data: JSON.stringify({ leadId, surveyId: reserved.surveyId }),
      taskError: null,
      creatorId: asking.metadata.userId,
      createdAt: asking.metadata.occurredAt,
    };
    try {
      await this.repository.run({
        decider: taskDecider,
        codecs: TASK_EVENT_CODECS,
        id: task.id,
        known: { state: taskDecider.initialState, version: 0 },
        command: { type: 'CreateTask', record: task, requestedBy: { orderId: leadId, event: asking.type } },
        ctx: { metadata: metadataCausedBy(asking, 'CreateTask') },
        eventId: (i) => eventIdOf(asking.id, `task-${task.id}`, i),
      });
      return made;
    } catch (e) {
      if (e instanceof DomainException && e.error.kind === 'conflict') return 'already made';
      if (isVersionConflict(e)) return 'already made';
      throw e;
    }
  }

  /** The ids the lead's exit survey and task have: reserved now, or by an earlier loss of the lead. */
  private async reserve(asking: RecordedEvent, leadId: number): Promise<Reserved> {
    const stream = streamIdOf(EXIT_SURVEY_RESERVATION, leadId);
    const read = async () => (await this.store.readStream(stream))[0]?.data as Reserved | undefined;
    const found = await read();
    if (found) return found;
    const reserved: Reserved = {
      surveyId: await this.ids.next(SURVEY.category),
      taskId: await this.ids.next('task'),
    };
    try {
      await this.repository.run({
        stream,
        events: [{ type: 'ExitSurveyReserved', data: { leadId, ...reserved } }],
        command: 'ReserveExitSurvey',
        expected: 'no_stream',
        ctx: { metadata: metadataCausedBy(asking, 'ReserveExitSurvey') },
        eventId: (i) => eventIdOf(asking.id, stream, i),
      });
      return reserved;
    } catch (e) {
      if (!isVersionConflict(e)) throw e;
      // Another run reserved first: its ids are the lead's.
      const first = await read();
      if (!first) throw e;
      return first;
    }
  }

  private async createSurvey(
    asking: RecordedEvent,
    surveyId: number,
    record: Record<string, unknown>,
  ): Promise<'made' | 'already made' | 'refused'> {
    const stream = streamIdOf(SURVEY.category, surveyId);
    // Made by an earlier delivery (the append below is idempotent too: the same event ids, no stream expected).
    if ((await this.store.readStream(stream, { toVersion: 1 })).length > 0) return 'already made';
    const decided = resourceDecider(SURVEY).decide(
      { type: 'Create', id: surveyId, record },
      null,
      new Date(asking.metadata.occurredAt),
    );
    if (isDomainError(decided)) {
      console.warn(
        `[exit-surveys] the exit survey of lead ${String(record['orderId'])} was refused: ${decided.message}`,
      );
      return 'refused';
    }
    try {
      await this.repository.run({
        stream,
        events: decided,
        command: 'CreateExitSurvey',
        expected: 'no_stream',
        ctx: { metadata: metadataCausedBy(asking, 'CreateExitSurvey') },
        eventId: (i) => eventIdOf(asking.id, stream, i),
      });
      return 'made';
    } catch (e) {
      if (!isVersionConflict(e)) throw e;
      return 'already made';
    }
  }

  /** The lost reasons as the lead's lost dialog offers them (spec 3: one name each). */
  private async lostReasons(): Promise<{ id: number; reason: string }[]> {
    // A simple resource's table, outside the typed read models.
    const { rows } = await sql<{ id: number; reason: string }>`
      SELECT id, reason FROM rm.lost_reasons ORDER BY id`.execute(this.db);
    return rows;
  }

  /** The customer's language, from their own stream (the survey's words are decided from streams, not read models). */
  private async languageOf(userId: number): Promise<string> {
    return (await readUser(this.store, userId))?.profile.language ?? 'EN';
  }

  /** The exit survey's mail went: the survey is sent to the customer (SEND-SURVEY's change: new → sentToCustomer). */
  private async mailSent(completed: RecordedEvent): Promise<'sent' | 'not ours'> {
    const taskId = (completed.data as { id?: unknown }).id;
    if (typeof taskId !== 'number') return 'not ours';
    const first = (await this.store.readStream(streamIdOf('task', taskId), { toVersion: 1 }))[0];
    if (first?.type !== 'TaskCreated') return 'not ours';
    const task = (first.data as TaskCreated).record;
    if (task.type !== EXIT_SURVEY_TASK) return 'not ours';
    const surveyId = (JSON.parse(task.data ?? '{}') as { surveyId?: unknown }).surveyId;
    if (typeof surveyId !== 'number') return 'not ours';
    const stream = streamIdOf(SURVEY.category, surveyId);
    try {
      await this.repository.run({
        decider: resourceDecider(SURVEY),
        codecs: resourceEventCodecs(SURVEY),
        id: surveyId,
        command: (state) => ({ type: 'Update' as const, changes: state ? surveySentChanges(state.record) : {} }),
        ctx: { metadata: metadataCausedBy(completed, 'SendSurvey') },
        eventId: (i) => eventIdOf(completed.id, stream, i),
      });
    } catch (e) {
      // A survey deleted meanwhile: nothing to mark.
      if (!(e instanceof DomainException && e.error.kind === 'not_found')) throw e;
    }
    return 'sent';
  }
}

export const exitSurveyHandler = (manager: ExitSurveyManager): Projection<ReadModels> => ({
  name: EXIT_SURVEYS,
  version: 1,
  handles: EXIT_SURVEY_HANDLES,
  tables: [],
  // The appends run before the batch's transaction (which only moves the checkpoint), as the task recorder's do.
  async effects(events) {
    for (const event of events) await manager.handle(event);
  },
  async apply() {},
});

export type ExitSurveyOptions = Omit<ProjectorOptions<ReadModels>, 'projections' | 'onCommitted'> & {
  readonly ids: IdSequence;
};

/**
 * The exit survey manager (issue 33 §6) on the projector runner (checkpoint, shared reader, retries), in a runner
 * of its own beside the task recorder: the projector process runs it (app/start-infrastructure.ts).
 */
export const createExitSurveyManager = ({ ids, ...options }: ExitSurveyOptions): Projector<ReadModels> =>
  new Projector<ReadModels>({
    batchSize: BATCH_SIZE,
    onError: (f) => {
      const next = f.retryInMs === undefined ? 'stopped' : `retry in ${f.retryInMs} ms`;
      console.error(`[exit-surveys] failed (attempt ${f.attempt}, ${next}):`, f.error);
    },
    ...options,
    projections: [exitSurveyHandler(new ExitSurveyManager(options.store, options.db, ids))],
  });
