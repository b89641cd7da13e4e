import {
  isDomainError,
  type RequestActor,
  type RequestCommand,
  type RequestEvent,
  type RequestState,
} from '@console/contracts';
import { requestDecider, SYSTEM_REQUEST_ACTOR, type RequestDecision } from './request.decider.js';

const now = new Date('2026-11-22T10:00:00Z');
const admin: RequestActor = { userId: 1, permissions: ['admin'] };

const decide = (commands: RequestCommand[], state: RequestState = null, actor = admin) =>
  requestDecider.decide({ type: 'test', commands, actor } satisfies RequestDecision, state, now);
const fold = (events: readonly RequestEvent[]) => events.reduce(requestDecider.evolve, requestDecider.initialState);

const created = (over: Record<string, unknown> = {}): RequestEvent[] => {
  const events = decide([
    {
      type: 'CreateRequest',
      id: 7,
      body: { type: 'pickup', userId: 3, date: '2026-12-01', cityId: 1, from: 9, to: 13, ...over },
      lines: [{ id: 70, qty: 2, storageId: 700 }],
    },
  ]);
  if (isDomainError(events)) throw new Error(events.message);
  return [...events];
};

describe('the request decider', () => {
  it('creates new with its numbered lines', () => {
    const [e] = created();
    expect(e).toMatchObject({
      type: 'RequestCreated',
      data: { id: 7, status: 'new', lines: [{ id: 70, requestId: 7, qty: 2, storageId: 700 }] },
    });
  });

  it('refuses a storage listed twice, naming the line; a quantity line without a storage is a line (issue 31)', () => {
    const body = { type: 'pickup' as const, userId: 3, date: '2026-12-01', cityId: 1 };
    const lines = [
      { id: 80, qty: 1, storageId: 5 },
      { id: 81, qty: 1, storageId: null },
      { id: 82, qty: 1, storageId: 5 },
    ];
    expect(decide([{ type: 'CreateRequest', id: 8, body, lines }])).toMatchObject({
      kind: 'validation',
      errors: [{ path: 'request_lines.2', message: 'This storage is already on another line of the request' }],
    });
    expect(isDomainError(decide([{ type: 'CreateRequest', id: 8, body, lines: lines.slice(0, 2) }]))).toBe(false);
    const edited = decide(
      [
        {
          type: 'EditRequest',
          changes: {},
          lines: [
            { id: 70, qty: 1, storageId: 700 },
            { id: 71, qty: 1, storageId: 700 },
          ],
        },
      ],
      fold(created()),
    );
    expect(edited).toMatchObject({ errors: [{ path: 'request_lines.1' }] });
  });

  it('only the system creates pending or rejected', () => {
    const body = { type: 'pickup' as const, userId: 3, date: '2026-12-01', cityId: 1, status: 'pending' as const };
    expect(decide([{ type: 'CreateRequest', id: 8, body, lines: [] }])).toMatchObject({
      kind: 'validation',
      errors: [{ path: 'status', message: 'A request is created as new; its actions change the status' }],
    });
    const bySystem = decide([{ type: 'CreateRequest', id: 8, body, lines: [] }], null, SYSTEM_REQUEST_ACTOR);
    expect(isDomainError(bySystem)).toBe(false);
  });

  it('decides a PATCH as one: an edit and a refused action record nothing', () => {
    const state = fold(created());
    const result = decide(
      [
        { type: 'EditRequest', changes: { comment: 'x' } },
        { type: 'ApproveRequest', warehouseId: 1, teamId: 1 },
      ],
      state,
    );
    expect(result).toEqual({ kind: 'conflict', message: 'Error: Request not approved' });
  });

  it('walks a drop: confirm, approve (warehouse only: a drop has no address), received, complete', () => {
    let events = created({ type: 'drop' });
    const step = (c: RequestCommand) => {
      const r = decide([c], fold(events));
      if (isDomainError(r)) throw new Error(r.message);
      events = [...events, ...r];
      return r;
    };
    step({ type: 'ConfirmRequest' });
    expect(decide([{ type: 'ApproveRequest', warehouseId: null, teamId: null }], fold(events))).toMatchObject({
      kind: 'validation',
      message: 'Warehouse is required',
    });
    step({ type: 'ApproveRequest', warehouseId: 4, teamId: null });
    step({ type: 'ReceiveRequest', emptyStorageIds: [] });
    const [done] = step({ type: 'CompleteRequest' });
    expect(done).toEqual({
      type: 'RequestCompleted',
      data: { id: 7, from: 'received', finishedAt: now.toISOString() },
    });
    expect(fold(events)).toMatchObject({ status: 'complete', warehouseId: 4, finishedAt: now.toISOString() });
  });

  it('a line edit checks the line quantities', () => {
    const state = fold(created());
    expect(decide([{ type: 'UpdateRequestLine', lineId: 70, changes: { qtyDone: 3 } }], state)).toEqual({
      kind: 'validation',
      message: 'Validation error',
      errors: [{ path: 'qtyDone', message: 'Qty Done cannot be more than Qty Line' }],
    });
    expect(decide([{ type: 'UpdateRequestLine', lineId: 70, changes: { qtyDone: 2 } }], state)).toEqual([
      { type: 'RequestLineUpdated', data: { id: 7, lineId: 70, changes: { qtyDone: 2 } } },
    ]);
    expect(decide([{ type: 'UpdateRequestLine', lineId: 99, changes: { qty: 1 } }], state)).toMatchObject({
      kind: 'not_found',
    });
  });
});

describe('the note by mail or SMS (spec 2 §7 Create task)', () => {
  it('asks for its task with the id the handler took, which the task recorder records', () => {
    const state = fold(created());
    expect(
      decide([{ type: 'SendRequestNote', taskType: 'SEND_REQUEST_NOTE_MAIL_TO_CUSTOMER', taskId: 41 }], state),
    ).toEqual([
      {
        type: 'RequestNoteMailRequested',
        data: { id: 7, task: { type: 'SEND_REQUEST_NOTE_MAIL_TO_CUSTOMER', data: { requestId: 7 }, id: 41 } },
      },
    ]);
  });
});
