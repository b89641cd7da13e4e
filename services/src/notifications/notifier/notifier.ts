import crypto from 'node:crypto';
import {
  TaskType,
  CommunicationChannel,
  CommunicationRecord,
  type CommunicationMetadata,
  type RecordedEvent,
  type TaskCreated,
  type TaskRunState,
} from '@console/contracts';
import type { Bus, BusSubscription, EventStore } from '@console/infra';
import type { ReadModels } from '@console/projections';
import type { Kysely } from 'kysely';
import { domainOf, mailMessageIdOf } from '../channels/mail-message-id.js';
import { isMailFailure, type Mailer } from '../channels/mailer.port.js';
import { isWhatsAppFailure, type WhatsApp } from '../channels/whatsapp.port.js';
import type { ChannelFailureKind } from '../channels/channel-failure.js';
import { buildAttachment, canBuildAttachment, type BuiltAttachment } from './attachments.js';
import { messageContextOf, type MessageContext } from './message-context.js';
import { addressesOf, messageTemplateOf, type MessageTemplate } from './message-template.js';
import { renderMessage } from './render-message.js';
import { TASK_CHANNEL } from './task-channel.js';
import { trackMailHtml, type MailTracking } from '../tracking/mail-tracking.js';
import { DeliveryReports } from '../delivery/delivery-reports.js';
import { NotifierEffects, type Claim } from './notifier-effects.js';
import { signInLinkOfTask, WITHHELD_LINK, type SignInLinkWriter } from './sign-in-link-mail.js';
import { BoundedRuns } from './bounded-runs.js';
import { runTaskCommand, loadTaskRun } from './task-run-commands.js';
import { AggregateRepository } from '../../core/aggregate-repository.js';
import type { TaskRunCommand } from '../task-run.decider.js';

/** The durable consumer's name at the bus: its place survives a restart (JetStream). */
export const NOTIFIER = 'notifier';
/** Messages sent at once unless told (NOTIFIER_CONCURRENCY). */
export const NOTIFIER_CONCURRENCY = 8;

export interface NotifierOptions {
  readonly store: EventStore;
  readonly db: Kysely<ReadModels>;
  readonly bus: Bus;
  readonly mailer: Mailer;
  readonly whatsApp?: WhatsApp;
  /** The From of every mail (`Name <address>`); its domain is the Message-IDs'. */
  readonly from: string;
  readonly companyName: string;
  /** This process's name in the effects it claims. */
  readonly owner?: string;
  /** Sends per message at most (the first and its retries), and the first backoff (doubled each time). */
  readonly retry?: { readonly attempts: number; readonly backoffMs: number };
  readonly durableName?: string;
  readonly leaseMs?: number;
  /** Opened pixel and signed click links in every mail (the console's public address and the signing key). */
  readonly tracking?: MailTracking;
  /** Writes the links of password-reset and sign-in mails (their tokens' key, the console's address). */
  readonly signInLinks?: SignInLinkWriter;
  /** Messages sent at once at most (default 8). */
  readonly concurrency?: number;
  /** How often the claims left unfinished (a crash, a failed run) are looked for; default 5 s. */
  readonly sweepMs?: number;
}

export type RunOutcome = 'sent' | 'failed' | 'not a message' | 'already done' | 'busy' | 'not runnable';

/** What one send did: sent (with what the channel answered) or a failure of a kind. */
type SendResult =
  | { readonly ok: true; readonly localMessageId: string | null }
  | { readonly ok: false; readonly kind: ChannelFailureKind; readonly message: string };

interface Prepared {
  readonly template: MessageTemplate;
  readonly context: MessageContext;
  readonly subject: string;
  readonly body: string;
  readonly send: () => Promise<SendResult>;
  readonly record: (s: {
    deliveryStatus: 'sent' | 'failed';
    errorMessage: string | null;
    retryCount: number;
    metadata: CommunicationMetadata;
    at: string;
  }) => CommunicationRecord;
}

/** A variable's value as WATI's parameter text: numbers and words as they are, anything else as JSON. */
const textOf = (v: unknown): string =>
  typeof v === 'string'
    ? v
    : typeof v === 'number' || typeof v === 'boolean'
      ? String(v)
      : v == null
        ? ''
        : JSON.stringify(v);

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** A task's message could not be made (no address, no PDF): refused, like a 5xx. */
class Unsendable extends Error {}

/**
 * The notifier (issue 33): follows new tasks on the bus (a durable consumer of the relay's subjects, JetStream when
 * NATS_URL is set, the in-process bus otherwise) and sends the message each task type stands for. Exactly once: the
 * effects table is claimed before sending (notifier-effects.ts), and the task's lifecycle (contracts' task table)
 * refuses a second start of a finished task, so a redelivery, a second notifier or a replay sends nothing twice.
 */
export class Notifier {
  private readonly effects: NotifierEffects;
  private readonly retry: { attempts: number; backoffMs: number };
  private readonly reports: DeliveryReports;
  private readonly repository: AggregateRepository;
  private tracking: MailTracking | undefined;
  private subscription: BusSubscription | undefined;
  private readonly runs: BoundedRuns;
  private sweeper: ReturnType<typeof setInterval> | undefined;
  private sweeping: Promise<void> | undefined;

  constructor(private readonly options: NotifierOptions) {
    this.effects = new NotifierEffects(options.db, options.owner ?? `notifier-${crypto.randomUUID()}`, options.leaseMs);
    this.runs = new BoundedRuns(options.concurrency ?? NOTIFIER_CONCURRENCY, (taskId, e) =>
      console.error(`[notifier] task ${taskId} stopped; the sweep takes it up again`, e),
    );
    this.retry = { attempts: 4, backoffMs: 1000, ...options.retry };
    this.repository = new AggregateRepository(options.store);
    this.reports = new DeliveryReports(this.repository, options.db);
    this.tracking = options.tracking;
  }

  /** The console's public address is known once it listens: the tracking links of the mails sent after use it. */
  setTracking(tracking: MailTracking | undefined): void {
    this.tracking = tracking;
  }

  static async migrate(db: Kysely<ReadModels>): Promise<void> {
    await NotifierEffects.migrate(db);
    await DeliveryReports.migrate(db);
  }

  /** Takes up what a previous run of this notifier (or a crashed replica) left unfinished, then follows new tasks. */
  async start(): Promise<void> {
    await this.sweep();
    this.subscription = await this.options.bus.subscribeEvents(
      'events.task.TaskCreated',
      (event) => this.handle(event),
      { durableName: this.options.durableName ?? NOTIFIER },
    );
    this.sweeper = setInterval(() => void this.sweep(), this.options.sweepMs ?? 5_000);
    this.sweeper.unref();
  }

  /** Stops following, then lets the messages being sent finish. */
  async stop(): Promise<void> {
    clearInterval(this.sweeper);
    this.sweeper = undefined;
    await this.subscription?.close();
    this.subscription = undefined;
    await this.sweeping;
    await this.runs.idle();
  }

  /**
   * One delivered TaskCreated: answered once its message is claimed in the effects table (the send goes on beside
   * the next events, `concurrency` at a time). A failure of our own storage before that is thrown: the bus delivers
   * the event again.
   */
  async handle(event: RecordedEvent): Promise<void> {
    if (event.type !== 'TaskCreated') return;
    const taskId = (event.data as TaskCreated).id;
    await this.runs.submit(taskId, (handed) => this.run(taskId, handed));
  }

  /** The claims left unfinished, run again (one sweep at a time). */
  private sweep(): Promise<void> {
    this.sweeping ??= (async () => {
      try {
        for (const taskId of await this.effects.unfinished(500)) {
          if (!this.runs.has(taskId)) await this.runs.submit(taskId, (handed) => this.run(taskId, handed));
        }
      } catch (e) {
        console.error('[notifier] the sweep of unfinished messages failed; next time', e);
      } finally {
        this.sweeping = undefined;
      }
    })();
    return this.sweeping;
  }

  /**
   * Sends the message of one task, once; the outcome says what happened. `handed` is told once the message is
   * claimed (or found done or busy): from then on the effects table remembers it, not the bus.
   */
  async run(taskId: number, handed: () => void = () => undefined): Promise<RunOutcome> {
    const { state } = await this.load(taskId);
    const task = state.task;
    if (!task || !TaskType.is(task.type)) return 'not a message';
    const channel = TASK_CHANNEL[task.type];
    if (task.status !== 'new' && task.status !== 'running') {
      await this.effects.markRecorded(taskId, channel);
      return 'already done';
    }
    const messageId = mailMessageIdOf(`task-${taskId}/${channel}`, domainOf(this.options.from));
    const claim = await this.effects.claim(taskId, channel, messageId);
    handed();
    if (claim.kind === 'busy') return 'busy';
    const outcome =
      claim.kind === 'done' ? await this.recordDone(taskId, claim) : await this.send(taskId, channel, messageId, claim);
    await this.effects.markRecorded(taskId, channel);
    return outcome;
  }

  private async send(
    taskId: number,
    channel: CommunicationChannel,
    messageId: string,
    claim: Claim,
  ): Promise<RunOutcome> {
    let prepared: Prepared | Unsendable;
    let { state } = await this.load(taskId);
    try {
      prepared = await this.prepare(state, channel, messageId);
    } catch (e) {
      if (!(e instanceof Unsendable)) throw e;
      prepared = e;
    }
    let lostAnswer = false;
    let sends = 0;
    for (;;) {
      // Begin the attempt (new → running); a task left running by a crashed owner goes on with its attempt.
      const started = await this.append(taskId, { type: 'StartAttempt', channel });
      if (!started) return 'not runnable';
      state = started;
      if (claim.kind === 'takenOver' && sends === 0) {
        await this.log(
          taskId,
          'retry',
          `Taken over from ${claim.previousOwner}, which stopped before recording; sent again with the same Message-ID`,
        );
      }
      const result: SendResult =
        prepared instanceof Unsendable
          ? { ok: false, kind: 'refused', message: prepared.message }
          : await prepared.send();
      sends++;
      const at = new Date().toISOString();
      const metadata: CommunicationMetadata = {
        messageId,
        attempts: sends,
        retriedAfterLostAnswer: lostAnswer,
        ...(result.ok ? { localMessageId: result.localMessageId } : {}),
      };
      if (result.ok) {
        const record = (prepared as Prepared).record({
          deliveryStatus: 'sent',
          errorMessage: null,
          retryCount: sends - 1,
          metadata,
          at,
        });
        await this.effects.finish(taskId, channel, 'sent', record, result.localMessageId);
        await this.append(taskId, {
          type: 'CompleteAttempt',
          record,
          date: at,
          log: `Sent by ${channel} to ${channel === 'email' ? record.recipientEmail : record.recipientPhone} (${messageId})${
            lostAnswer ? ', retried with the same Message-ID after the server’s answer was lost' : ''
          }`,
        });
        // A channel may report delivery before the record exists (the local servers do at once): apply it now.
        await this.reports.applyPending(taskId);
        return 'sent';
      }
      if (result.kind === 'answerLost') lostAnswer = true;
      const retrying = result.kind !== 'refused' && sends < this.retry.attempts;
      const delay = result.kind === 'answerLost' ? 0 : this.retry.backoffMs * 2 ** (sends - 1);
      const failed = {
        id: taskId,
        taskError: result.kind,
        errorMessage: result.message,
        retryCount: sends - 1,
        ...(retrying ? { retryAt: new Date(Date.now() + delay).toISOString() } : {}),
      };
      if (!retrying) {
        const record =
          prepared instanceof Unsendable
            ? undefined
            : prepared.record({
                deliveryStatus: 'failed',
                errorMessage: result.message,
                retryCount: sends - 1,
                metadata,
                at,
              });
        await this.effects.finish(taskId, channel, 'failed', record ?? { errorMessage: result.message });
        await this.append(taskId, { type: 'FailAttempt', failure: failed, final: true, record });
        return 'failed';
      }
      await this.append(taskId, { type: 'FailAttempt', failure: failed, final: false });
      await this.effects.renew(taskId, channel);
      if (delay > 0) await sleep(delay);
    }
  }

  /** Renders the message from its communication template and readies its send; Unsendable when it cannot go. */
  private async prepare(state: TaskRunState, channel: CommunicationChannel, messageId: string): Promise<Prepared> {
    const task = state.task!;
    const type = task.type as TaskType;
    const context = await messageContextOf(this.options.db, task, this.options.companyName);
    const template = await messageTemplateOf(this.options.db, type, context.language, context.countryId);
    if (!template) throw new Unsendable(`No active communication template named ${type}`);
    const link = signInLinkOfTask(type, context.variables, this.options.signInLinks);
    if (link.kind === 'unsendable') throw new Unsendable(link.reason);
    // A sign-in link's mail is written twice: with the link for the mail, without it for every record of it.
    const withheld = link.kind === 'link' ? { ...context.variables, link: WITHHELD_LINK } : context.variables;
    const rendered = renderMessage(template, withheld);
    if (!rendered.ok) throw new Unsendable(`The template ${template.templateName} does not render: ${rendered.error}`);
    const { subject, body } = rendered;
    const mailed = link.kind === 'link' ? renderMessage(template, { ...context.variables, link: link.url }) : rendered;
    if (!mailed.ok) throw new Unsendable(`The template ${template.templateName} does not render: ${mailed.error}`);
    const now = new Date();
    const attachments: BuiltAttachment[] = [];
    if (channel === 'email') {
      for (const type of template.attachmentTypes.filter(canBuildAttachment)) {
        const built = await buildAttachment(this.options.db, type, context.variables, now).catch((e: unknown) => {
          throw new Unsendable(`No ${type} for task ${task.id}: ${e instanceof Error ? e.message : String(e)}`);
        });
        if (!built) throw new Unsendable(`No ${type} for task ${task.id}: its record is not found`);
        attachments.push(built);
      }
    }
    // A staff message has no recipient user: its record names the addresses it went to (one record per message).
    let mailedTo: readonly string[] = [];
    const record: Prepared['record'] = (s) => ({
      id: task.id,
      taskId: task.id,
      taskType: task.type,
      templateName: template.templateName,
      channel,
      senderId: task.creatorId,
      recipientId: context.recipientId,
      senderEmail: channel === 'email' ? template.fromEmail || this.options.from : null,
      recipientEmail: context.recipientEmail ?? (mailedTo.length > 0 ? mailedTo.join(', ') : null),
      senderPhone: context.senderPhone,
      recipientPhone: context.recipientPhone,
      status: s.deliveryStatus === 'sent' ? 'complete' : 'failed',
      deliveryStatus: s.deliveryStatus,
      subject: channel === 'email' ? subject : null,
      body,
      content: body
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
      metadata: JSON.stringify(s.metadata),
      errorMessage: s.errorMessage,
      retryCount: s.retryCount,
      priority: task.priority,
      sendDate: s.deliveryStatus === 'sent' ? s.at : null,
      deliveryDate: null,
      openedDate: null,
      clickedDate: null,
      hasAttachment: attachments.length > 0,
      attachmentTypesAndIds: attachments.map((a) => a.ref),
      resourceType: context.resourceType,
      resourceId: context.resourceId,
    });
    if (channel === 'email') {
      const [to, cc, bcc] = await Promise.all(
        [template.toEmails, template.ccEmails, template.bccEmails].map((list) =>
          addressesOf(this.options.db, list, context.variables, context.countryId),
        ),
      );
      if (!to || to.length === 0)
        throw new Unsendable(`The message of task ${task.id} has no recipient e-mail address`);
      mailedTo = to;
      // The record keeps the body as written; only the mail carries the pixel and the signed links (issue 33).
      const tracking = link.kind === 'link' ? undefined : this.tracking;
      const html = tracking ? trackMailHtml(mailed.body, task.id, tracking) : mailed.body;
      return {
        template,
        context,
        subject,
        body,
        record,
        send: async () => {
          try {
            await this.options.mailer.send({
              from: this.fromOf(template),
              to,
              ...(cc && cc.length ? { cc } : {}),
              ...(bcc && bcc.length ? { bcc } : {}),
              subject,
              html,
              messageId,
              ...(attachments.length ? { attachments: attachments.map((a) => a.file) } : {}),
            });
            return { ok: true, localMessageId: null };
          } catch (e) {
            if (!isMailFailure(e)) throw e;
            return { ok: false, kind: e.kind, message: e.message };
          }
        },
      };
    }
    const whatsApp = this.options.whatsApp;
    const phone = context.recipientPhone?.replace(/\D/g, '');
    if (!whatsApp) throw new Unsendable('No WhatsApp channel is configured');
    if (!phone) throw new Unsendable(`The customer of task ${task.id} has no phone number`);
    const wati = template.wati;
    if (!wati) throw new Unsendable(`The template ${template.templateName} has no WhatsApp template (watiTempName)`);
    return {
      template,
      context,
      subject,
      body,
      record,
      send: async () => {
        try {
          const sent = await whatsApp.sendTemplate({
            whatsappNumber: phone,
            templateName: wati.name,
            broadcastName: messageId.replace(/[<>]/g, ''),
            parameters: Object.entries(wati.mapping).map(([name, variable]) => ({
              name,
              value: textOf(context.variables[variable]),
            })),
          });
          return { ok: true, localMessageId: sent.localMessageId };
        } catch (e) {
          if (!isWhatsAppFailure(e)) throw e;
          return { ok: false, kind: e.kind, message: e.message };
        }
      },
    };
  }

  /** The template's From, named as the company; the configured From when the template has none. */
  private fromOf(template: MessageTemplate): string {
    const address = template.fromEmail.trim();
    return address ? `${this.options.companyName} <${address}>` : this.options.from;
  }

  /**
   * The effect is done but the task may not say so (the owner stopped between finishing the effect and appending):
   * record it from the effect's outcome, never send again.
   */
  private async recordDone(taskId: number, claim: Extract<Claim, { kind: 'done' }>): Promise<RunOutcome> {
    const outcome: unknown = JSON.parse(claim.effect.outcome ?? 'null');
    // A failure before any message was made (no address, no PDF) keeps only its error, not a record.
    const record = CommunicationRecord.is(outcome) ? outcome : null;
    const error =
      typeof outcome === 'object' &&
      outcome !== null &&
      'errorMessage' in outcome &&
      typeof outcome.errorMessage === 'string'
        ? outcome.errorMessage
        : 'failed';
    const channel = CommunicationChannel.is(claim.effect.channel) ? claim.effect.channel : 'email';
    const sent = claim.effect.state === 'sent';
    await this.append(taskId, { type: 'RecordEffect', channel, record, sent, errorMessage: error });
    if (sent) await this.reports.applyPending(taskId);
    return 'already done';
  }

  private log(taskId: number, logType: string, message: string) {
    return this.append(taskId, { type: 'LogTask', date: new Date().toISOString(), logType, message });
  }

  private load(taskId: number): Promise<{ state: TaskRunState; version: number }> {
    return loadTaskRun(this.repository, taskId);
  }

  /** The task's state after the command; undefined when the lifecycle refuses it (another run moved the task). */
  private append(taskId: number, command: TaskRunCommand): Promise<TaskRunState | undefined> {
    return runTaskCommand(this.repository, taskId, command).then((handled) => handled?.state);
  }
}
