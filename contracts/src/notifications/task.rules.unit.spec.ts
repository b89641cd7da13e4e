import { evolveTask, type TaskRecord } from './task.events.js';
import { taskDataPreview, validateTask } from './task.rules.js';

describe('task rules (spec 2 §5 Others: a type is required, data is JSON text)', () => {
  it('needs a type on create, and on an edit that sends one', () => {
    expect(validateTask({ type: '  ' }, true)).toEqual([{ path: 'type', message: 'Required' }]);
    expect(validateTask({}, true)).toEqual([{ path: 'type', message: 'Required' }]);
    expect(validateTask({ status: 'paused' }, false)).toEqual([]);
    expect(validateTask({ type: '' }, false)).toEqual([{ path: 'type', message: 'Required' }]);
  });

  it('takes data only as JSON text (or empty), a whole priority and a real date', () => {
    expect(validateTask({ type: 'X', data: '{"leadId":4}' }, true)).toEqual([]);
    expect(validateTask({ type: 'X', data: '' }, true)).toEqual([]);
    expect(validateTask({ type: 'X', data: '{leadId:4}' }, true)).toEqual([
      { path: 'data', message: 'Data must be JSON text' },
    ]);
    expect(validateTask({ type: 'X', priority: 1.5 }, true)).toEqual([
      { path: 'priority', message: 'Priority must be a whole number' },
    ]);
    expect(validateTask({ type: 'X', priority: 3e9 }, true)).toEqual([
      { path: 'priority', message: 'Priority must be a whole number' },
    ]);
    expect(validateTask({ type: 'X', date: 'tomorrow' }, true)).toEqual([
      { path: 'date', message: 'Date must be a date and time' },
    ]);
  });

  it('previews the data in at most 50 characters (spec 2 §2)', () => {
    expect(taskDataPreview('{"leadId":4}')).toBe('{"leadId":4}');
    const long = JSON.stringify({ orderId: 1, note: 'x'.repeat(80) });
    expect(taskDataPreview(long)).toBe(`${long.slice(0, 50)}…`);
    expect(taskDataPreview(null)).toBe('');
  });

  it('folds a task: created whole, then only the changed fields', () => {
    const record: TaskRecord = {
      id: 9,
      type: 'SEND_QUOTE_TO_CUSTOMER',
      status: 'new',
      date: null,
      priority: null,
      data: '{"leadId":4}',
      taskError: null,
      creatorId: 1,
      createdAt: '2026-11-22T08:00:00.000Z',
    };
    const created = evolveTask(null, { type: 'TaskCreated', data: { id: 9, record } });
    expect(
      evolveTask(created, {
        type: 'TaskUpdated',
        data: { id: 9, changes: { status: 'failed', taskError: 'No e-mail' } },
      }),
    ).toEqual({
      ...record,
      status: 'failed',
      taskError: 'No e-mail',
    });
    expect(evolveTask(null, { type: 'TaskUpdated', data: { id: 9, changes: { status: 'failed' } } })).toBeNull();
  });
});
