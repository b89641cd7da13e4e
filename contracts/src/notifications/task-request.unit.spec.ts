import { requestedTaskOf, TASK_REQUESTING_EVENT_TYPES } from './task-request.js';

describe('the tasks events ask for (spec 2 §7 Create task)', () => {
  it('reads the task an order or a request event asks for, with the id it carries', () => {
    expect(
      requestedTaskOf({
        type: 'LeadQuoted',
        data: { id: 4, from: 'new', task: { type: 'SEND_QUOTE_TO_CUSTOMER', data: { leadId: 4 }, id: 31 } },
      }),
    ).toEqual({
      requester: 'order',
      requesterId: 4,
      taskId: 31,
      type: 'SEND_QUOTE_TO_CUSTOMER',
      data: { leadId: 4 },
    });
    expect(
      requestedTaskOf({
        type: 'RequestNoteSmsRequested',
        data: { id: 9, task: { type: 'SEND_REQUEST_NOTE_SMS_TO_CUSTOMER', data: { requestId: 9 }, id: 32 } },
      }),
    ).toEqual({
      requester: 'request',
      requesterId: 9,
      taskId: 32,
      type: 'SEND_REQUEST_NOTE_SMS_TO_CUSTOMER',
      data: { requestId: 9 },
    });
  });

  it('asks nothing of other events, of events without a task, or of requests recorded before tasks had ids', () => {
    expect(
      requestedTaskOf({
        type: 'RequestAssigned',
        data: { id: 9, task: { type: 'SEND_QUOTE_TO_CUSTOMER', data: {}, id: 1 } },
      }),
    ).toBeUndefined();
    // A notification released before it asked for a task (issue 33): nothing to send now.
    expect(requestedTaskOf({ type: 'RequestNotified', data: { id: 9, type: 'REQUEST_NOTIFY_TEAM' } })).toBeUndefined();
    expect(requestedTaskOf({ type: 'LeadQuoted', data: { id: 4, from: 'new' } })).toBeUndefined();
    expect(
      requestedTaskOf({
        type: 'RequestNoteMailRequested',
        data: { id: 9, task: { type: 'SEND_REQUEST_NOTE_MAIL_TO_CUSTOMER', data: { requestId: 9 } } },
      }),
    ).toBeUndefined();
    // Not a property of the table's prototype either.
    expect(requestedTaskOf({ type: 'toString', data: { id: 1 } })).toBeUndefined();
  });

  it('refuses a request it cannot read instead of skipping it', () => {
    expect(() =>
      requestedTaskOf({
        type: 'OrderThankYouMailRequested',
        data: { id: 4, task: { type: 'NO_SUCH_TASK', data: {}, id: 1 } },
      }),
    ).toThrow('OrderThankYouMailRequested does not match its codec');
  });

  it('lists the order and request events that ask', () => {
    expect([...TASK_REQUESTING_EVENT_TYPES].sort()).toEqual([
      'LeadQuoted',
      'OrderConfirmationMailRequested',
      'OrderThankYouMailRequested',
      'RequestNoteMailRequested',
      'RequestNoteSmsRequested',
      'RequestNotified',
    ]);
  });
});
