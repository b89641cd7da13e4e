import { canDeliveryMove } from './communication.lifecycle.js';
import { canTaskMove } from './task.lifecycle.js';
import { evolveTaskRun, finishAttempt, INITIAL_TASK_RUN, startAttempt, type TaskRunState } from './task-run.js';
import type { TaskRecord } from './task.events.js';

const record: TaskRecord = {
  id: 7,
  type: 'MAIL_INVOICE_TO_CUSTOMER',
  status: 'new',
  date: null,
  priority: 2,
  data: '{"invoiceId":3}',
  taskError: null,
  creatorId: null,
  createdAt: '2026-11-29T08:00:00.000Z',
};

describe('task and delivery lifecycles (issue 33)', () => {
  it('moves a task new → running → complete | failed, and back to new for a retry', () => {
    expect(canTaskMove('new', 'running')).toBe(true);
    expect(canTaskMove('running', 'new')).toBe(true);
    expect(canTaskMove('running', 'complete')).toBe(true);
    expect(canTaskMove('complete', 'running')).toBe(false);
    expect(canTaskMove('failed', 'running')).toBe(false);
    expect(canTaskMove('new', 'complete')).toBe(false);
  });

  it('moves a delivery forward only, and to failed from any status but failed', () => {
    expect(canDeliveryMove('sent', 'delivered')).toBe(true);
    expect(canDeliveryMove('read', 'delivered')).toBe(false);
    expect(canDeliveryMove('read', 'clicked')).toBe(true);
    expect(canDeliveryMove('delivered', 'failed')).toBe(true);
    expect(canDeliveryMove('failed', 'sent')).toBe(false);
  });

  it('numbers attempts and refuses a second start of a running or finished task', () => {
    let s: TaskRunState = evolveTaskRun(INITIAL_TASK_RUN, { type: 'TaskCreated', data: { id: 7, record } });
    expect(startAttempt(s)).toEqual({ attempt: 1 });
    s = evolveTaskRun(s, { type: 'TaskAttemptStarted', data: { id: 7, attempt: 1, channel: 'email' } });
    expect(startAttempt(s)).toEqual({ refused: 'a running task cannot become running' });
    const retry = {
      id: 7,
      attempt: 1,
      taskError: 'temporary',
      errorMessage: '421 try later',
      retryCount: 1,
      retryAt: '2026-11-29T08:00:01.000Z',
    };
    expect(finishAttempt(s, 'retry')).toBeUndefined();
    s = evolveTaskRun(s, { type: 'TaskAttemptFailed', data: retry });
    expect(s.task?.status).toBe('new');
    expect(startAttempt(s)).toEqual({ attempt: 2 });
    s = evolveTaskRun(s, { type: 'TaskAttemptStarted', data: { id: 7, attempt: 2, channel: 'email' } });
    s = evolveTaskRun(s, { type: 'TaskCompleted', data: { id: 7, attempt: 2 } });
    expect(s.task).toMatchObject({ status: 'complete', taskError: null });
    expect(finishAttempt(s, 'failed')).toEqual({ refused: 'a complete task cannot become failed' });
  });
});
