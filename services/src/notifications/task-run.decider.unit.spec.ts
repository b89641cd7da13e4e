import type { CommunicationRecord, TaskEvent, TaskRecord, TaskRunState } from '@console/contracts';
import { taskRunDecider, type TaskRunCommand } from './task-run.decider.js';

const task: TaskRecord = {
  id: 9,
  type: 'MAIL_INVOICE_TO_CUSTOMER',
  status: 'new',
  date: null,
  priority: 2,
  data: '{"invoiceId":3}',
  taskError: null,
  creatorId: null,
  createdAt: '2026-11-29T08:00:00.000Z',
};
const record = { id: 9, taskId: 9, retryCount: 0, deliveryStatus: 'sent' } as unknown as CommunicationRecord;
const at = '2026-11-29T09:00:00.000Z';

const given = (...events: TaskEvent[]): TaskRunState =>
  events.reduce(taskRunDecider.evolve, taskRunDecider.initialState);
const when = (s: TaskRunState, c: TaskRunCommand) => taskRunDecider.decide(c, s, new Date(at));
const created: TaskEvent = { type: 'TaskCreated', data: { id: 9, record: task } };
const started: TaskEvent = { type: 'TaskAttemptStarted', data: { id: 9, attempt: 1, channel: 'email' } };
const completed: TaskEvent = { type: 'TaskCompleted', data: { id: 9, attempt: 1 } };
const recorded: TaskEvent = { type: 'CommunicationRecorded', data: { id: 9, record } };
const refused = { kind: 'conflict', message: expect.any(String) };

describe('the task run decider (issue 33: the notifier through the repository)', () => {
  it('starts the first attempt of a new task; goes on with a running one; refuses a finished one', () => {
    expect(when(given(created), { type: 'StartAttempt', channel: 'email' })).toEqual([started]);
    expect(when(given(created, started), { type: 'StartAttempt', channel: 'email' })).toEqual([]);
    expect(when(given(created, started, completed), { type: 'StartAttempt', channel: 'email' })).toEqual(refused);
    expect(when(given(), { type: 'StartAttempt', channel: 'email' })).toEqual(refused);
  });

  it('completes a running attempt with its record and log line, once', () => {
    const complete: TaskRunCommand = { type: 'CompleteAttempt', record, date: at, log: 'Sent' };
    expect(when(given(created, started), complete)).toEqual([
      recorded,
      { type: 'TaskLogged', data: { id: 9, date: at, type: 'sent', message: 'Sent' } },
      completed,
    ]);
    expect(when(given(created), complete)).toEqual(refused);
    expect(when(given(created, started, recorded, completed), complete)).toEqual(refused);
  });

  it('fails an attempt for a retry or for good, the record only when there is one', () => {
    const failure = { id: 9, taskError: 'temporary', errorMessage: '450 busy', retryCount: 0 };
    expect(when(given(created, started), { type: 'FailAttempt', failure, final: false })).toEqual([
      { type: 'TaskAttemptFailed', data: { ...failure, attempt: 1 } },
    ]);
    expect(when(given(created, started), { type: 'FailAttempt', failure, final: true, record })).toEqual([
      recorded,
      { type: 'TaskAttemptFailed', data: { ...failure, attempt: 1 } },
    ]);
    expect(when(given(created), { type: 'FailAttempt', failure, final: true })).toEqual(refused);
  });

  it('records an effect the stream lacks (a notifier killed between sending and recording), never twice', () => {
    const effect: TaskRunCommand = { type: 'RecordEffect', channel: 'email', record, sent: true, errorMessage: '' };
    expect(when(given(created), effect)).toEqual([started, recorded, completed]);
    expect(when(given(created, started, recorded), effect)).toEqual([completed]);
    expect(when(given(created, started, recorded, completed), effect)).toEqual(refused);
  });

  it('moves the delivery forward only, and refuses a report before the record', () => {
    const report = (status: 'delivered' | 'sent'): TaskRunCommand => ({ type: 'ReportDelivery', status, at });
    expect(when(given(created, started), report('delivered'))).toEqual(refused);
    expect(when(given(created, started, recorded, completed), report('delivered'))).toEqual([
      { type: 'CommunicationDeliveryChanged', data: { id: 9, recordId: 9, deliveryStatus: 'delivered', at } },
    ]);
    expect(when(given(created, started, recorded, completed), report('sent'))).toEqual([]);
  });
});
