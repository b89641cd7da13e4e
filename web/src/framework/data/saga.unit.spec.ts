import { jest } from '@jest/globals';
import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { setNavigator } from '../../app/navigation/navigator';
import { t } from '../../app/i18n/messages';
import { choiceLabel, dataSaga } from './saga';
import { dataActions, dataReducer, recordKey } from './slice';
import type { ResourceApi } from '../types';

/*
 * The data saga against a `fetch` that answers in the server's place: what it calls for a list, an edit, an action and a 202 answer (a
 * command stored, its read model not caught up: read-your-writes pending), and what it puts in the store.
 */

interface Answer {
  readonly status: number;
  readonly body?: unknown;
}
interface Call {
  readonly method: string;
  readonly url: string;
  readonly body: unknown;
}

/** The server: answers in order per "METHOD url" (the url decoded, for reading); every call is recorded. */
let answers: Map<string, Answer[]>;
let calls: Call[];
const answer = (method: string, url: string, ...replies: Answer[]) =>
  answers.set(`${method} ${url}`, [...(answers.get(`${method} ${url}`) ?? []), ...replies]);

const answeringFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
  const url = decodeURIComponent(input instanceof Request ? input.url : input.toString());
  const method = init?.method ?? 'GET';
  calls.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
  const next = answers.get(`${method} ${url}`)?.shift();
  if (!next) return new Response(JSON.stringify({ message: `no answer for ${method} ${url}` }), { status: 599 });
  return new Response(next.body === undefined ? null : JSON.stringify(next.body), { status: next.status });
};

const memoryStorage = (): Storage => {
  const items = new Map<string, string>([['token', 'token-of-the-test']]);
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, v),
  };
};

let seen: UnknownAction[];
let paths: string[];
const makeStore = () => {
  const saga = createSagaMiddleware();
  const record: Middleware = () => (next) => (action) => {
    seen.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({
    reducer: { data: dataReducer },
    middleware: (d) => d({ thunk: false, serializableCheck: false }).concat(record, saga),
  });
  const task = saga.run(dataSaga);
  return { store, stop: () => task.cancel() };
};

const until = async (what: string, holds: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!holds()) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
};
const notices = () =>
  seen
    .filter((a) => a.type === 'notifications/notify')
    .map((a) => (a as unknown as { payload: { message: string; type: string } }).payload);

/** Box `id` as the store holds it. */
const boxOf = (id: number) => env.store.getState().data.records[recordKey(boxes, id)];
/** Box `id` loaded, as its show page loads it. */
const loadBox = async (id: number) => {
  env.store.dispatch(dataActions.recordRequested({ api: boxes, id }));
  await until('the record is ready', () => boxOf(id)?.status === 'ready');
};
/** Box 7's Lose, as its button sends it (with the dialog's `body` when it has one). */
const loseBox7 = (body?: Record<string, unknown>) =>
  env.store.dispatch(
    dataActions.actionRequested({
      api: boxes,
      id: 7,
      method: 'POST',
      path: '/api/boxes/7/lose',
      ...(body ? { body } : {}),
      answer: { kind: 'record' },
      notice: 'Box lost',
    }),
  );

const boxes: ResourceApi = {
  name: 'boxes',
  listPath: '/api/v1/boxes/list',
  recordPath: '/api/boxes',
  tables: ['rm.boxes'],
  fallback: { searchTerm: 'q', statuses: 'status[$in]' },
};
const query = { limit: 10, page: 1, sortBy: 'id', sortOrder: 'DESC' as const };

let env: ReturnType<typeof makeStore>;
beforeEach(() => {
  answers = new Map();
  calls = [];
  seen = [];
  paths = [];
  Object.defineProperty(globalThis, 'fetch', { value: answeringFetch, configurable: true, writable: true });
  Object.defineProperty(globalThis, 'localStorage', { value: memoryStorage(), configurable: true, writable: true });
  setNavigator((to) => paths.push(to));
  env = makeStore();
});
afterEach(() => {
  env.stop();
  setNavigator(null);
});

describe('the data saga: lists', () => {
  it('loads a page by the list call, with the bearer token, and keeps its rows and total', async () => {
    answer('POST', '/api/v1/boxes/list', { status: 200, body: { results: [{ id: 3 }, { id: 2 }], totalCount: 21 } });
    env.store.dispatch(
      dataActions.listRequested({ listId: 'boxes', api: boxes, query: { ...query, statuses: ['new'] } }),
    );
    await until('the list is ready', () => env.store.getState().data.lists.boxes?.status === 'ready');
    expect(calls).toEqual([{ method: 'POST', url: '/api/v1/boxes/list', body: { ...query, statuses: ['new'] } }]);
    expect(env.store.getState().data.lists.boxes).toMatchObject({ rows: [{ id: 3 }, { id: 2 }], totalCount: 21 });
  });

  it('falls back to the generic call when the list call fails on the server, mapping the filters', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer('POST', '/api/v1/boxes/list', { status: 500, body: { message: 'boom' } });
    answer('GET', '/api/boxes?$limit=10&$skip=10&$sort[id]=-1&q=BX&status[$in][0]=new', {
      status: 200,
      body: { data: [{ id: 1 }], total: 11 },
    });
    env.store.dispatch(
      dataActions.listRequested({
        listId: 'boxes',
        api: boxes,
        query: { ...query, page: 2, searchTerm: 'BX', statuses: ['new'] },
      }),
    );
    await until('the list is ready', () => env.store.getState().data.lists.boxes?.status === 'ready');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/v1/boxes/list',
      'GET /api/boxes?$limit=10&$skip=10&$sort[id]=-1&q=BX&status[$in][0]=new',
    ]);
    expect(env.store.getState().data.lists.boxes).toMatchObject({ rows: [{ id: 1 }], totalCount: 11 });
    expect(logged).toHaveBeenCalledWith('HTTP error! status: 500', expect.anything());
    logged.mockRestore();
  });

  it('shows no rows, and no error, on a 403 (spec 1 §6)', async () => {
    answer('POST', '/api/v1/boxes/list', { status: 403, body: { message: 'Forbidden' } });
    env.store.dispatch(dataActions.listRequested({ listId: 'boxes', api: boxes, query }));
    await until('the list is ready', () => env.store.getState().data.lists.boxes?.status === 'ready');
    expect(env.store.getState().data.lists.boxes).toMatchObject({ rows: [], totalCount: 0 });
    expect(notices()).toEqual([]);
  });
});

describe('the data saga: an edit', () => {
  it('PATCHes what changed, keeps the answered record, says so, refreshes the lists on screen and goes where the form says', async () => {
    answer('GET', '/api/boxes/7', { status: 200, body: { id: 7, status: 'new' } });
    answer(
      'POST',
      '/api/v1/boxes/list',
      { status: 200, body: { results: [], totalCount: 0 } },
      { status: 200, body: { results: [{ id: 7 }], totalCount: 1 } },
    );
    answer('PATCH', '/api/boxes/7', { status: 200, body: { id: 7, status: 'damaged' } });
    env.store.dispatch(dataActions.listRequested({ listId: 'boxes', api: boxes, query }));
    env.store.dispatch(dataActions.listMounted('boxes'));
    await loadBox(7);

    env.store.dispatch(
      dataActions.saveRequested({
        formId: 'boxes:edit:7',
        api: boxes,
        id: 7,
        body: { status: 'damaged' },
        redirectTo: '/boxes/:id/show',
      }),
    );
    await until('it went to the show page', () => paths.length > 0);
    expect(calls.find((c) => c.method === 'PATCH')).toEqual({
      method: 'PATCH',
      url: '/api/boxes/7',
      body: { status: 'damaged' },
    });
    expect(boxOf(7)?.data).toEqual({ id: 7, status: 'damaged' });
    expect(env.store.getState().data.forms['boxes:edit:7']).toEqual({ saving: false, errors: [], savedId: 7 });
    expect(notices()).toEqual([{ message: 'Element updated', type: 'success' }]);
    expect(paths).toEqual(['/boxes/7/show']);
    await until('the list on screen loaded again', () => env.store.getState().data.lists.boxes?.totalCount === 1);
  });

  it('puts the server’s field errors on the form, with its message as the notice', async () => {
    answer('PATCH', '/api/boxes/7', {
      status: 400,
      body: { message: 'Validation error', errors: [{ path: 'code', message: 'Required' }] },
    });
    env.store.dispatch(dataActions.saveRequested({ formId: 'f', api: boxes, id: 7, body: { code: '' } }));
    await until('the save failed', () => env.store.getState().data.forms.f?.saving === false);
    expect(env.store.getState().data.forms.f?.errors).toEqual([{ path: 'code', message: 'Required' }]);
    expect(notices()).toEqual([{ message: 'Validation error', type: 'error' }]);
    expect(paths).toEqual([]);
  });
});

describe('the data saga: a bulk action', () => {
  const notices3 = ['Element deleted', '2 elements deleted', '3 elements deleted'];
  const bulk = (ids: number[]) =>
    dataActions.bulkRequested({ listId: 'boxes', api: boxes, path: '/api/v1/boxes/delete', ids, notices: notices3 });

  it('says how many rows it did when the answer does not go row by row', async () => {
    answer('POST', '/api/v1/boxes/delete', { status: 200, body: { ids: [1, 2] } });
    env.store.dispatch(bulk([1, 2]));
    await until(
      'the bulk call finished',
      () => env.store.getState().data.bulk.boxes === undefined && notices().length > 0,
    );
    expect(calls).toEqual([{ method: 'POST', url: '/api/v1/boxes/delete', body: { ids: [1, 2] } }]);
    expect(notices()).toEqual([{ message: '2 elements deleted', type: 'success' }]);
  });

  it('counts the rows done, and lists each refused row with the server’s message, kept on screen', async () => {
    answer('POST', '/api/v1/boxes/delete', {
      status: 200,
      body: {
        ids: [1],
        refused: [
          { id: 2, message: 'Too late' },
          { id: 3, message: "No record found for id '3'" },
        ],
      },
    });
    env.store.dispatch(bulk([1, 2, 3]));
    await until('the bulk call finished', () => notices().length > 1);
    expect(seen.filter((a) => a.type === 'notifications/notify').map((a) => a.payload)).toEqual([
      { message: 'Element deleted', type: 'success' },
      { message: "#2: Too late\n#3: No record found for id '3'", type: 'warning', autoHideMs: 0 },
    ]);
  });

  it('gives no success notice when every row was refused', async () => {
    answer('POST', '/api/v1/boxes/delete', {
      status: 200,
      body: { ids: [], refused: [{ id: 2, message: 'Too late' }] },
    });
    env.store.dispatch(bulk([2]));
    await until('the bulk call finished', () => notices().length > 0);
    expect(notices()).toEqual([{ message: '#2: Too late', type: 'warning', autoHideMs: 0 }]);
  });
});

describe('the data saga: an action', () => {
  it('calls it, keeps the record it answers, and gives the action’s notice', async () => {
    answer('GET', '/api/boxes/7', { status: 200, body: { id: 7, status: 'new' } });
    answer('POST', '/api/boxes/7/lose', { status: 200, body: { id: 7, status: 'lost' } });
    await loadBox(7);
    loseBox7({ reason: 'gone' });
    await until('the action finished', () => notices().length > 0);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/boxes/7/lose', body: { reason: 'gone' } },
    ]);
    expect(boxOf(7)?.data).toEqual({ id: 7, status: 'lost' });
    expect(env.store.getState().data.actions[recordKey(boxes, 7)]).toBeUndefined();
    expect(notices()).toEqual([{ message: 'Box lost', type: 'success' }]);
  });

  it('shows the server’s refusal and leaves the record as it was', async () => {
    answer('GET', '/api/boxes/7', { status: 200, body: { id: 7, status: 'new' } });
    answer('POST', '/api/boxes/7/lose', { status: 409, body: { message: 'Box is not assigned' } });
    await loadBox(7);
    loseBox7();
    await until('the refusal is shown', () => notices().length > 0);
    expect(notices()).toEqual([{ message: 'Box is not assigned', type: 'error' }]);
    expect(boxOf(7)?.data).toEqual({ id: 7, status: 'new' });
  });
});

describe('the data saga: 202 (stored, read model not caught up)', () => {
  it('a create answered 202 goes to the new record, whose 404s are retried until its row exists', async () => {
    answer('POST', '/api/boxes', { status: 202, body: { id: 12 } });
    answer(
      'GET',
      '/api/boxes/12',
      { status: 404, body: { message: 'Not found' } },
      { status: 200, body: { id: 12, code: 'BX-12' } },
    );
    env.store.dispatch(
      dataActions.saveRequested({
        formId: 'boxes:create',
        api: boxes,
        body: { code: 'BX-12' },
        redirectTo: '/boxes/:id/show',
      }),
    );
    await until('it went to the new record', () => paths.length > 0);
    expect(paths).toEqual(['/boxes/12/show']);
    expect(notices()).toEqual([{ message: 'Element created', type: 'success' }]);
    // The answer holds only the id: nothing of it is taken as the record.
    expect(boxOf(12)).toBeUndefined();

    await loadBox(12);
    expect(boxOf(12)?.data).toEqual({ id: 12, code: 'BX-12' });
    expect(calls.filter((c) => c.method === 'GET').length).toBe(2);
  });

  it('a record never accepted is "missing" at its first 404', async () => {
    answer('GET', '/api/boxes/13', { status: 404, body: { message: 'Not found' } });
    env.store.dispatch(dataActions.recordRequested({ api: boxes, id: 13 }));
    await until('the record is missing', () => boxOf(13)?.status === 'missing');
    expect(calls).toHaveLength(1);
    expect(notices()).toEqual([]);
  });

  it('an action answered 202 does not take the answer as the record: it loads the record again', async () => {
    answer(
      'GET',
      '/api/boxes/7',
      { status: 200, body: { id: 7, status: 'new' } },
      { status: 200, body: { id: 7, status: 'lost' } },
    );
    answer('POST', '/api/boxes/7/lose', { status: 202, body: { id: 7 } });
    await loadBox(7);
    loseBox7();
    await until('the record loaded again', () => (boxOf(7)?.data as { status: string }).status === 'lost');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/boxes/7',
      'POST /api/boxes/7/lose',
      'GET /api/boxes/7',
    ]);
    expect(
      seen.some(
        (a) => a.type === dataActions.recordRequested.type && (a.payload as { silent?: boolean }).silent === true,
      ),
    ).toBe(true);
  });
});

describe('the data saga: labels of many ids (spec 1 §7.2)', () => {
  const customers = {
    id: 'users',
    kind: 'list',
    path: '/api/v1/users/list',
    idsKey: 'ids',
    labelField: 'name',
  } as const;

  it('asks for 20 ids a call and keeps every label, whatever order the calls answer in', async () => {
    // The server answers each call with its ids' rows backwards, so only a merge by id puts them in order.
    Object.defineProperty(globalThis, 'fetch', {
      configurable: true,
      writable: true,
      value: async (input: string | URL | Request, init?: RequestInit) => {
        const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as { ids: number[] };
        calls.push({
          method: init?.method ?? 'GET',
          url: input instanceof Request ? input.url : input.toString(),
          body,
        });
        const results = [...body.ids].reverse().map((id) => ({ id, name: `Customer ${id}` }));
        return new Response(JSON.stringify({ results, totalCount: results.length }), { status: 200 });
      },
    });
    const ids = Array.from({ length: 45 }, (_v, i) => String(100 + i));
    env.store.dispatch(dataActions.choicesRequested({ source: customers, ids }));
    await until(
      'the labels are in',
      () => Object.keys(env.store.getState().data.choices.users?.labels ?? {}).length === 45,
    );
    expect(calls.map((c) => (c.body as { ids: number[] }).ids)).toEqual([
      ids.slice(0, 20).map(Number),
      ids.slice(20, 40).map(Number),
      ids.slice(40).map(Number),
    ]);
    expect(calls.every((c) => (c.body as { limit: number }).limit >= 20)).toBe(true);
    expect(env.store.getState().data.choices.users?.labels['144']).toBe('Customer 144');
    const loaded = seen.find((a) => a.type === dataActions.choicesLoaded.type) as unknown as {
      payload: { options: { id: number }[] };
    };
    expect(loaded.payload.options.map((o) => String(o.id))).toEqual(ids);
  });

  it('an id the server does not answer is gone, for the screen to say so (issue 31 §6); a failed call marks none', async () => {
    let fail = false;
    Object.defineProperty(globalThis, 'fetch', {
      configurable: true,
      writable: true,
      value: async (_input: string | URL | Request, init?: RequestInit) => {
        if (fail) return new Response('{}', { status: 500 });
        const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as { ids: number[] };
        const results = body.ids.filter((id) => id !== 8).map((id) => ({ id, name: `Customer ${id}` }));
        return new Response(JSON.stringify({ results, totalCount: results.length }), { status: 200 });
      },
    });
    env.store.dispatch(dataActions.choicesRequested({ source: customers, ids: ['7', '8'] }));
    await until('the labels are in', () => env.store.getState().data.choices.users?.labels['7'] !== undefined);
    expect(env.store.getState().data.choices.users?.gone).toEqual({ '8': true });

    fail = true;
    env.store.dispatch(dataActions.choicesRequested({ source: customers, ids: ['9'] }));
    await until('the call is over', () => env.store.getState().data.choices.users?.loading === false);
    expect(env.store.getState().data.choices.users?.gone).toEqual({ '8': true });
  });
});

describe('a choice label from a template (issue 31 §6: words, not codes or ids)', () => {
  const source = (labelTemplate: string) => ({
    id: 'x',
    kind: 'list' as const,
    path: '/x',
    labelField: 'id',
    labelTemplate,
    labelFormats: { type: 'enum:OrderType', date: 'date', amount: 'money', paidAt: 'date' } as const,
  });

  it('formats a date as the console shows dates, an enum:Name by the catalogue and money in the row’s currency', () => {
    expect(choiceLabel({ id: 1, type: 'storage', date: '2031-03-10' }, source(t('words.orderOption')))).toBe(
      'Order #1 · Storage · 10/03/2031',
    );
    expect(
      choiceLabel(
        { id: 3, amount: 1_680_000, currency: 'AED', paidAt: '2026-11-29T10:00:00Z' },
        source(t('words.paymentOf')),
      ),
    ).toMatch(/^AED\s?168\.00 · 29\/11\/2026$/);
  });

  it('leaves out the parts a row lacks', () => {
    expect(choiceLabel({ id: 1, type: 'moving', date: null }, source(t('words.orderOption')))).toBe(
      'Order #1 · Moving',
    );
    expect(choiceLabel({ id: 4, code: 'BX-4', name: null, storagetypeName: 'Box' }, source(t('words.storageOf')))).toBe(
      'BX-4 · Box',
    );
  });
});
