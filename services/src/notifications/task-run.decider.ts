import {
  conflict,
  deliveryApplies,
  evolveTaskRun,
  finishAttempt,
  INITIAL_TASK_RUN,
  startAttempt,
  TASK_CATEGORY,
  type CommunicationChannel,
  type CommunicationRecord,
  type Decider,
  type DeliveryStatus,
  type DomainError,
  type TaskAttemptFailed,
  type TaskEvent,
  type TaskRunState,
} from '@console/contracts';

/**
 * What the notifier and the delivery reports do to a task's stream (`task-<id>`), each decided on the stream as it
 * stands by the task lifecycle table (contracts' task-run.ts): a refusal is a conflict, and the caller then knows
 * another notifier (or a person) moved the task first.
 */
export type TaskRunCommand =
  /** Begins an attempt (new → running); a task left running by a crashed owner goes on with its attempt. */
  | { readonly type: 'StartAttempt'; readonly channel: CommunicationChannel }
  | { readonly type: 'LogTask'; readonly date: string; readonly logType: string; readonly message: string }
  /** The message left: its record, the log line that says so, the task complete. */
  | {
      readonly type: 'CompleteAttempt';
      readonly record: CommunicationRecord;
      readonly date: string;
      readonly log: string;
    }
  /** The attempt failed: retried later (`final` false) or failed for good, with the record of what was tried. */
  | {
      readonly type: 'FailAttempt';
      readonly failure: Omit<TaskAttemptFailed, 'attempt'>;
      readonly final: boolean;
      readonly record?: CommunicationRecord | undefined;
    }
  /** The effects table says the message was sent (or failed) but the stream does not: recorded from the effect. */
  | {
      readonly type: 'RecordEffect';
      readonly channel: CommunicationChannel;
      readonly record: CommunicationRecord | null;
      readonly sent: boolean;
      readonly errorMessage: string;
    }
  /** A channel's report moves the communication record forward (contracts' delivery table). */
  | {
      readonly type: 'ReportDelivery';
      readonly status: DeliveryStatus;
      readonly at: string;
      readonly errorMessage?: string | undefined;
    };

const refused = (s: TaskRunState, what: string): DomainError =>
  conflict(`Task ${s.task?.id ?? '?'} is ${s.task?.status ?? 'missing'}: it cannot ${what}`);

const decide = (c: TaskRunCommand, s: TaskRunState): readonly TaskEvent[] | DomainError => {
  const id = s.task?.id;
  if (id === undefined) return refused(s, 'run');
  switch (c.type) {
    case 'StartAttempt': {
      if (s.task?.status === 'running') return [];
      const next = startAttempt(s);
      if ('refused' in next) return refused(s, 'start');
      return [{ type: 'TaskAttemptStarted', data: { id, attempt: next.attempt, channel: c.channel } }];
    }
    case 'LogTask':
      return [{ type: 'TaskLogged', data: { id, date: c.date, type: c.logType, message: c.message } }];
    case 'CompleteAttempt':
      if (finishAttempt(s, 'complete')) return refused(s, 'complete');
      return [
        { type: 'CommunicationRecorded', data: { id, record: c.record } },
        { type: 'TaskLogged', data: { id, date: c.date, type: 'sent', message: c.log } },
        { type: 'TaskCompleted', data: { id, attempt: s.attempts } },
      ];
    case 'FailAttempt':
      if (finishAttempt(s, c.final ? 'failed' : 'retry')) return refused(s, 'fail');
      return [
        ...(c.record ? [{ type: 'CommunicationRecorded' as const, data: { id, record: c.record } }] : []),
        { type: 'TaskAttemptFailed', data: { ...c.failure, id, attempt: s.attempts } },
      ];
    case 'RecordEffect': {
      if (s.task?.status !== 'running' && s.task?.status !== 'new') return refused(s, 'be recorded');
      const attempt = Math.max(s.attempts, 1);
      const events: TaskEvent[] =
        s.task.status === 'new' ? [{ type: 'TaskAttemptStarted', data: { id, attempt, channel: c.channel } }] : [];
      if (c.record && !s.record) events.push({ type: 'CommunicationRecorded', data: { id, record: c.record } });
      events.push(
        c.sent
          ? { type: 'TaskCompleted', data: { id, attempt } }
          : {
              type: 'TaskAttemptFailed',
              data: {
                id,
                attempt,
                taskError: 'refused',
                errorMessage: c.errorMessage,
                retryCount: c.record?.retryCount ?? 0,
              },
            },
      );
      return events;
    }
    case 'ReportDelivery':
      if (!s.record) return refused(s, 'have its delivery reported before its message is recorded');
      if (!deliveryApplies(s, c.status)) return [];
      return [
        {
          type: 'CommunicationDeliveryChanged',
          data: {
            id,
            recordId: s.record.id,
            deliveryStatus: c.status,
            at: c.at,
            ...(c.errorMessage !== undefined ? { errorMessage: c.errorMessage } : {}),
          },
        },
      ];
  }
};

export const taskRunDecider: Decider<TaskRunCommand, TaskEvent, TaskRunState> = {
  category: TASK_CATEGORY,
  initialState: INITIAL_TASK_RUN,
  evolve: evolveTaskRun,
  decide: (c, s) => decide(c, s),
};
