import { dataActions, dataReducer, recordKey, selectForm, type DataState } from './slice';
import type { ResourceApi } from '../types';

const boxes: ResourceApi = {
  name: 'boxes',
  listPath: '/api/v1/boxes/list',
  recordPath: '/api/boxes',
  tables: ['rm.boxes'],
};
const query = { limit: 10, page: 1, sortBy: 'id', sortOrder: 'DESC' as const };
const run = (...actions: Parameters<typeof dataReducer>[1][]): DataState =>
  actions.reduce(dataReducer, dataReducer(undefined, { type: '@@init' }));

describe('the data slice', () => {
  it('a list loads: loading, then its rows and total; a silent refresh keeps the rows and status on screen', () => {
    const loaded = run(
      dataActions.listRequested({ listId: 'boxes', api: boxes, query }),
      dataActions.listMounted('boxes'),
      dataActions.listLoaded({ listId: 'boxes', rows: [{ id: 2 }, { id: 1 }], totalCount: 12, totalCountCapped: true }),
    );
    expect(loaded.lists.boxes).toMatchObject({
      status: 'ready',
      rows: [{ id: 2 }, { id: 1 }],
      totalCount: 12,
      totalCountCapped: true,
      onScreen: 1,
    });

    const refreshing = dataReducer(
      loaded,
      dataActions.listRequested({ listId: 'boxes', api: boxes, query: { ...query, page: 2 }, silent: true }),
    );
    expect(refreshing.lists.boxes).toMatchObject({
      status: 'ready',
      rows: [{ id: 2 }, { id: 1 }],
      query: { page: 2 },
      onScreen: 1,
    });
    const reloading = dataReducer(loaded, dataActions.listRequested({ listId: 'boxes', api: boxes, query }));
    expect(reloading.lists.boxes?.status).toBe('loading');
    expect(dataReducer(reloading, dataActions.listFailed({ listId: 'boxes' })).lists.boxes?.status).toBe('error');
  });

  it('an edit saves: the form is saving, then the answered record replaces the one on screen', () => {
    const key = recordKey(boxes, 7);
    const shown = run(
      dataActions.recordRequested({ api: boxes, id: 7 }),
      dataActions.recordLoaded({ key, data: { id: 7, status: 'new' } }),
    );
    const saving = dataReducer(
      shown,
      dataActions.saveRequested({ formId: 'boxes:edit:7', api: boxes, id: 7, body: { status: 'damaged' } }),
    );
    expect(selectForm({ data: saving }, 'boxes:edit:7')).toEqual({ saving: true, errors: [] });
    const saved = dataReducer(
      saving,
      dataActions.saveSucceeded({
        formId: 'boxes:edit:7',
        api: boxes,
        record: { id: 7, status: 'damaged' } as { id: number },
      }),
    );
    expect(saved.records[key]).toMatchObject({ status: 'ready', data: { id: 7, status: 'damaged' } });
    expect(selectForm({ data: saved }, 'boxes:edit:7')).toEqual({ saving: false, errors: [], savedId: 7 });

    const refused = dataReducer(
      saving,
      dataActions.saveFailed({ formId: 'boxes:edit:7', errors: [{ path: 'code', message: 'Required' }] }),
    );
    expect(selectForm({ data: refused }, 'boxes:edit:7')).toEqual({
      saving: false,
      errors: [{ path: 'code', message: 'Required' }],
    });
    expect(dataReducer(refused, dataActions.formReset('boxes:edit:7')).forms['boxes:edit:7']).toBeUndefined();
  });

  it('a 202 save (stored, not readable yet) leaves the record on screen as it was', () => {
    const key = recordKey(boxes, 7);
    const shown = run(
      dataActions.recordRequested({ api: boxes, id: 7 }),
      dataActions.recordLoaded({ key, data: { id: 7, status: 'new' } }),
    );
    const accepted = dataReducer(
      shown,
      dataActions.saveSucceeded({ formId: 'f', api: boxes, record: { id: 7 }, partial: true }),
    );
    expect(accepted.records[key]?.data).toEqual({ id: 7, status: 'new' });
    expect(accepted.forms.f).toEqual({ saving: false, errors: [], savedId: 7 });
  });

  it('an action runs: marked running, then finished with the record it answered, or without one', () => {
    const key = recordKey(boxes, 7);
    const running = run(
      dataActions.recordRequested({ api: boxes, id: 7 }),
      dataActions.recordLoaded({ key, data: { id: 7, status: 'new' } }),
      dataActions.actionRequested({
        api: boxes,
        id: 7,
        method: 'POST',
        path: '/api/boxes/7/lose',
        answer: { kind: 'record' },
      }),
    );
    expect(running.actions[key]).toBe(true);
    const answered = dataReducer(running, dataActions.actionFinished({ key, record: { id: 7, status: 'lost' } }));
    expect(answered.actions[key]).toBeUndefined();
    expect(answered.records[key]?.data).toEqual({ id: 7, status: 'lost' });
    const accepted = dataReducer(running, dataActions.actionFinished({ key }));
    expect(accepted.actions[key]).toBeUndefined();
    expect(accepted.records[key]?.data).toEqual({ id: 7, status: 'new' });
  });

  it('choices keep every label they have seen; a label lookup does not replace the options', () => {
    const source = { id: 'partners', kind: 'generic' as const, path: '/api/partners', labelField: 'name' };
    const searched = run(
      dataActions.choicesRequested({ source, search: 'Ac' }),
      dataActions.choicesLoaded({ sourceId: 'partners', options: [{ id: 1, name: 'Acme' }], asOptions: true }),
    );
    const labelled = dataReducer(
      searched,
      dataActions.choicesLoaded({ sourceId: 'partners', options: [{ id: 9, name: 'Zed' }], asOptions: false }),
    );
    expect(labelled.choices.partners).toEqual({
      options: [{ id: 1, name: 'Acme' }],
      labels: { '1': 'Acme', '9': 'Zed' },
      loading: false,
    });
  });

  it('an id asked by id and not answered is gone, until a later answer names it (issue 31 §6)', () => {
    const asked = run(
      dataActions.choicesLoaded({
        sourceId: 'users:names',
        options: [{ id: 3, name: 'Mei Haddad' }],
        asOptions: false,
        asked: ['3', '4'],
      }),
    );
    expect(asked.choices['users:names']?.gone).toEqual({ '4': true });
    expect(asked.choices['users:names']?.labels).toEqual({ '3': 'Mei Haddad' });
    const back = dataReducer(
      asked,
      dataActions.choicesLoaded({ sourceId: 'users:names', options: [{ id: 4, name: 'Omar' }], asOptions: false }),
    );
    expect(back.choices['users:names']?.gone).toBeUndefined();
    expect(back.choices['users:names']?.labels['4']).toBe('Omar');
  });

  it('signing out forgets every list, record and form', () => {
    const full = run(
      dataActions.listRequested({ listId: 'boxes', api: boxes, query }),
      dataActions.saveRequested({ formId: 'f', api: boxes, body: {} }),
    );
    expect(dataReducer(full, { type: 'session/signedOut' })).toEqual(run());
  });
});
