import { formatMoney, type Currency, type ListAnswer as ContractListAnswer, type Money } from '@console/contracts';
import { all, call, cancel, delay, fork, put, select, take, takeEvery } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import dayjs from 'dayjs';
import type { PayloadAction } from '@reduxjs/toolkit';
import { genericQueryString, isApiError, type ApiAnswer } from '../../app/api/client';
import { callApi, callApiAnswer } from '../../app/api/callApi';
import { t } from '../../app/i18n/messages';
import { navigate } from '../../app/navigation/navigator';
import { notify } from '../../app/notifications/slice';
import { readModelChanged, type ReadModelChange } from '../../app/live/slice';
import type { Choice, ListQuery, ReferenceSource, ResourceApi } from '../types';
import {
  dataActions,
  recordKey,
  type ActionRequest,
  type BulkRequest,
  type DataState,
  type ExportRequest,
  type SaveRequest,
} from './slice';
import { textOf } from '../fields/text';
import { enumLabel } from '../../app/i18n/enumText';
import type { LabelledEnumeration } from '../../app/i18n/enumLabels';
import { chunksOf, mergeInIdOrder } from './byIds';

type ListAnswer = ContractListAnswer<unknown>;
interface GenericAnswer {
  data: unknown[];
  total: number;
}

/**
 * The generic find's parameters for a list query (see ResourceApi.fallback). As the fallback of a list call, null
 * when a filter has no mapping; for a resource whose only call is the generic one, such a filter goes by its own
 * name (`model=user`).
 */
export const genericParams = (api: ResourceApi, query: ListQuery): Record<string, unknown> | null => {
  const { limit, page, sortBy, sortOrder, ...filters } = query;
  const params: Record<string, unknown> = {
    $limit: limit,
    $skip: (page - 1) * limit,
    [`$sort[${sortBy}]`]: sortOrder === 'ASC' ? 1 : -1,
  };
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null) continue;
    const mapped = api.fallback?.[key];
    if (mapped === null) continue;
    const target = mapped ?? (api.listPath ? undefined : key);
    if (target === undefined) return null;
    if (typeof target === 'string') params[target] = value;
    else {
      const range = value as { from?: string; to?: string };
      if (range.from) params[target.from] = range.from;
      if (range.to) params[target.to] = range.to;
    }
  }
  return params;
};

/**
 * One page of a list (spec 1 §7.2): the list call; when it fails for another reason than the request itself
 * (network, 5xx, 404), the failure is logged ('HTTP error! status: {code}') and the generic call answers instead.
 * A 403 is swallowed: no rows (spec 1 §6).
 */
export function* fetchPage(api: ResourceApi, query: ListQuery): Generator<unknown, ListAnswer, unknown> {
  const generic = function* (): Generator<unknown, ListAnswer | null, unknown> {
    const params = genericParams(api, query);
    if (!params) return null;
    const answer = yield* callApi<GenericAnswer>('GET', `/api/${api.name}${genericQueryString(params)}`);
    return { results: answer.data, totalCount: answer.total };
  };
  try {
    if (!api.listPath) return (yield* generic()) ?? { results: [], totalCount: 0 };
    return yield* callApi<ListAnswer>('POST', api.listPath, query);
  } catch (e) {
    if (isApiError(e) && e.status === 403) return { results: [], totalCount: 0 };
    const retry = api.listPath && isApiError(e) && (e.status === 0 || e.status === 404 || e.status >= 500);
    if (!retry) throw e;
    console.error(`HTTP error! status: ${e.status}`, e);
    const answer = yield* generic();
    if (!answer) throw e;
    return answer;
  }
}

function* loadList(action: PayloadAction<{ listId: string; api: ResourceApi; query: ListQuery; silent?: boolean }>) {
  const { listId, api, query, silent } = action.payload;
  try {
    const answer = yield* fetchPage(api, query);
    yield put(
      dataActions.listLoaded({
        listId,
        rows: answer.results,
        totalCount: answer.totalCount,
        totalCountCapped: answer.totalCountCapped === true,
      }),
    );
  } catch (e) {
    yield put(dataActions.listFailed({ listId }));
    if (!silent && !(isApiError(e) && e.status === 401)) {
      const message =
        isApiError(e) && e.status >= 400 && e.status !== 500
          ? e.message
          : t('notification.httpError', { status: isApiError(e) ? e.status : 0 });
      yield put(notify({ message, type: 'error' }));
    }
  }
}

/**
 * Records a command accepted with 202 (stored, read model not caught up yet), with the time they were accepted:
 * their page may open before their row exists, so a 404 on them is retried for a while instead of "Not found".
 */
const acceptedNotReadable = new Map<string, number>();
const READABLE_WAIT_MS = 15_000;
const READABLE_RETRY_MS = 500;

function* loadRecord(action: PayloadAction<{ api: ResourceApi; id: number | string; silent?: boolean }>) {
  const { api, id, silent } = action.payload;
  const key = recordKey(api, id);
  try {
    let data: unknown;
    for (;;) {
      try {
        data = yield* callApi('GET', `${api.recordPath}/${id}`);
        break;
      } catch (e) {
        const acceptedAt = acceptedNotReadable.get(key);
        if (!(
          isApiError(e) &&
          e.status === 404 &&
          acceptedAt !== undefined &&
          Date.now() - acceptedAt < READABLE_WAIT_MS
        ))
          throw e;
        yield delay(READABLE_RETRY_MS);
      }
    }
    acceptedNotReadable.delete(key);
    yield put(dataActions.recordLoaded({ key, data }));
  } catch (e) {
    acceptedNotReadable.delete(key);
    const status = isApiError(e) ? e.status : 0;
    yield put(dataActions.recordFailed({ key, missing: status === 404 || status === 403 }));
    // A 403 on a read is swallowed (spec 1 §6); a 404 shows as "Not found" on the page.
    if (!silent && status !== 403 && status !== 404 && status !== 401)
      yield put(notify({ message: isApiError(e) ? e.message : t('notification.loadError'), type: 'error' }));
  }
}

/** The latest request per key wins: an older page still loading for the same list is cancelled. */
function* takeLatestBy<P>(
  pattern: string,
  keyOf: (a: PayloadAction<P>) => string,
  worker: (a: PayloadAction<P>) => Generator,
) {
  const tasks = new Map<string, Task>();
  while (true) {
    const action = (yield take(pattern)) as PayloadAction<P>;
    const key = keyOf(action);
    const running = tasks.get(key);
    if (running?.isRunning()) yield cancel(running);
    tasks.set(key, (yield fork(worker, action)) as Task);
  }
}

/** Forks takeLatestBy with the payload type taken from the worker, so the key function is typed. */
const latestBy = <P>(
  pattern: string,
  keyOf: (a: PayloadAction<P>) => string,
  worker: (a: PayloadAction<P>) => Generator,
) => fork(takeLatestBy<P>, pattern, keyOf, worker);

/** The lists on screen of a resource load again, quietly (after a save or a bulk action of that resource). */
function* refreshListsOf(api: ResourceApi) {
  const data: DataState = yield select((s: { data: DataState }) => s.data);
  for (const [listId, list] of Object.entries(data.lists)) {
    if (list.onScreen > 0 && list.api.name === api.name)
      yield put(dataActions.listRequested({ listId, api: list.api, query: list.query, silent: true }));
  }
}

function* save(action: PayloadAction<SaveRequest>) {
  const {
    formId,
    api,
    id,
    body,
    redirectTo,
    notice,
    fieldNotices,
    failureType = 'error',
    failureNotice,
  } = action.payload;
  try {
    const answer = (yield* callApiAnswer<{ id: number | string }>(
      id === undefined ? 'POST' : 'PATCH',
      id === undefined ? api.recordPath : `${api.recordPath}/${id}`,
      body,
    )) as ApiAnswer<{ id: number | string }>;
    const record = answer.body;
    // 202: stored, not readable yet; the record on screen loads again when its read model changes.
    if (answer.status === 202) {
      acceptedNotReadable.set(recordKey(api, record.id), Date.now());
      yield put(dataActions.saveSucceeded({ formId, api, record: { id: record.id }, partial: true }));
    } else yield put(dataActions.saveSucceeded({ formId, api, record }));
    // A notice may name the saved record (':id', spec 2 §8 'Storage "{id}" saved!').
    yield put(
      notify({
        message:
          notice?.replace(':id', String(record.id)) ??
          t(id === undefined ? 'notification.created' : 'notification.updated'),
        type: 'success',
      }),
    );
    yield* refreshListsOf(api);
    if (redirectTo) yield call(navigate, redirectTo.replace(':id', String(record.id)));
  } catch (e) {
    if (!isApiError(e)) {
      console.error(e);
      yield put(dataActions.saveFailed({ formId, errors: [] }));
      yield put(notify({ message: failureNotice ?? t('notification.updateError'), type: failureType }));
      return;
    }
    const errors = e.errors.map((fe) => {
      const fuller = fieldNotices?.[`${fe.path}:${fe.message}`];
      return fuller ? { path: fe.path, message: fuller } : fe;
    });
    yield put(dataActions.saveFailed({ formId, errors }));
    if (e.status === 401) return;
    // Spec 1 §8: a field error with a fuller notice (the existing e-mail) is the notice; else the server's message.
    const noticed = errors.find((fe, i) => fe.message !== e.errors[i]?.message);
    // Field errors show on their fields: the notice is then the form's own failure text, when it has one.
    const onFields = e.status === 400 && e.errors.length > 0 && failureNotice !== undefined;
    yield put(
      notify({
        message:
          noticed?.message ?? (onFields ? failureNotice : e.message || failureNotice || t('notification.updateError')),
        type: failureType,
      }),
    );
  }
}

/** A bulk call's answer row by row: the ids it changed and those it refused, each with the server's message. */
interface BulkRowsAnswer {
  readonly ids: readonly (number | string)[];
  readonly refused: readonly { readonly id: number | string; readonly message: string }[];
}

const isBulkRowsAnswer = (body: unknown): body is BulkRowsAnswer =>
  typeof body === 'object' &&
  body !== null &&
  Array.isArray((body as { ids?: unknown }).ids) &&
  Array.isArray((body as { refused?: unknown }).refused);

/**
 * An action on ticked rows (e.g. the revisions' bulk delete): one call, its notice, the lists of the resource again.
 * A call that answers row by row may refuse some rows: their messages follow, one line per row, kept on screen.
 */
function* runBulk(action: PayloadAction<BulkRequest>) {
  const { listId, api, path, ids, notices } = action.payload;
  try {
    const answer: unknown = yield* callApi('POST', path, { ids });
    const rows = isBulkRowsAnswer(answer) ? answer : { ids, refused: [] };
    const done = notices[rows.ids.length - 1];
    if (done) yield put(notify({ message: done, type: 'success' }));
    if (rows.refused.length > 0)
      yield put(
        notify({
          message: rows.refused.map((r) => t('list.bulkRefused', { id: r.id, message: r.message })).join('\n'),
          type: 'warning',
          autoHideMs: 0,
        }),
      );
    yield* refreshListsOf(api);
  } catch (e) {
    if (!(isApiError(e) && e.status === 401))
      yield put(notify({ message: isApiError(e) ? e.message : t('notification.updateError'), type: 'error' }));
  } finally {
    yield put(dataActions.bulkFinished(listId));
  }
}

/** One GET kept by key (time travel). A 403 or 404 is kept as the answer's error, shown where it was asked. */
function* loadFetch(action: PayloadAction<{ key: string; path: string }>) {
  const { key, path } = action.payload;
  try {
    const data: unknown = yield* callApi('GET', path);
    yield put(dataActions.fetchLoaded({ key, path, data }));
  } catch (e) {
    yield put(dataActions.fetchFailed({ key, path, error: isApiError(e) ? e.message : t('notification.loadError') }));
  }
}

/** The notice of a failed call: the server's own message (the spec's refusal texts come from it), else the action's. */
const failureMessage = (e: unknown, fallback: string | undefined): string => {
  if (!isApiError(e)) return fallback ?? t('notification.updateError');
  const fieldMessage = e.errors[0]?.message;
  if (e.status === 400 && fieldMessage) return fieldMessage;
  if (e.status >= 400 && e.status < 500 && e.message) return e.message;
  return fallback ?? e.message ?? t('notification.updateError');
};

/**
 * A record's action (actions/types.ts): the call, then the answer kept (the record) or opened (a link in a new
 * tab), the success notice (picked by an answer field where the spec has several), the record and its lists
 * again; on failure the server's message, else the action's failure notice.
 */
function* runAction(action: PayloadAction<ActionRequest>) {
  const {
    api,
    id,
    method,
    path,
    body,
    answer: expected,
    redirectTo,
    notice,
    noticeType = 'success',
    noticeBy,
    failureNotice,
    failureType = 'error',
    failureTemplate,
  } = action.payload;
  const key = recordKey(api, id);
  try {
    const answer = yield* callApiAnswer<unknown>(method, path, body);
    const result = answer.body;
    const fields = (typeof result === 'object' && result !== null ? result : {}) as Record<string, unknown>;
    if (expected.kind === 'open') {
      const url = fields[expected.field];
      if (typeof url !== 'string' || url === '') throw new Error('no link in the answer');
      yield call([window, 'open'], url, '_blank');
    }
    if (expected.kind === 'openWith')
      yield call([window, 'open'], answerUrl(expected.base, expected.params, result), '_blank');
    if (expected.kind === 'copy') {
      const text = fields[expected.field];
      if (typeof text !== 'string' || text === '') throw new Error('nothing to copy in the answer');
      yield call([navigator.clipboard, 'writeText'], text);
    }
    // 202: the change is stored but not readable yet: the record is not the answer (it loads again, and live).
    const isRecord = answer.status !== 202 && expected.kind === 'record' && String(fields.id) === String(id);
    yield put(dataActions.actionFinished({ key, ...(isRecord ? { record: result } : {}) }));
    const picked = noticeBy ? noticeBy.notices[String(fields[noticeBy.field])] : undefined;
    const text = picked ?? notice;
    const pickedType = noticeBy?.types?.[String(fields[noticeBy.field])];
    if (text) yield put(notify({ message: text, type: pickedType ?? noticeType }));
    yield* refreshListsOf(api);
    if (redirectTo) yield call(navigate, redirectTo);
    else if (!isRecord) yield put(dataActions.recordRequested({ api, id, silent: true }));
  } catch (e) {
    yield put(dataActions.actionFinished({ key }));
    if (isApiError(e) && e.status === 401) return;
    if (!isApiError(e)) console.error(e);
    const message = failureMessage(e, failureNotice);
    yield put(
      notify({ message: failureTemplate ? failureTemplate.replace('{message}', message) : message, type: failureType }),
    );
  }
}

/** The address another application opens at: `base` with each parameter read from the answer by its dotted path. */
export const answerUrl = (base: string, params: Readonly<Record<string, string>>, answer: unknown): string => {
  const url = new URL(base, window.location.origin);
  for (const [name, path] of Object.entries(params)) {
    const value = path
      .split('.')
      .reduce<unknown>(
        (o, k) => (typeof o === 'object' && o !== null ? (o as Record<string, unknown>)[k] : undefined),
        answer,
      );
    if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`no ${path} in the answer`);
    url.searchParams.set(name, String(value));
  }
  return url.toString();
};

/** One `{field}` of a label template: money in the row's currency, a date as the console shows it, a word. */
const templateValue = (r: Record<string, unknown>, field: string, format: string | undefined): string => {
  const value = r[field];
  if (format === 'money' && typeof value === 'number')
    return formatMoney(value as Money, (typeof r.currency === 'string' ? r.currency : 'AED') as Currency);
  if (format === 'date' && typeof value === 'string' && value) return dayjs(value).format('DD/MM/YYYY');
  if (format?.startsWith('enum:') && typeof value === 'string')
    return enumLabel(format.slice('enum:'.length) as LabelledEnumeration, value);
  return textOf(value);
};

/**
 * A choice's label: the source's template filled from the row, each field as `labelFormats` says (`money`: a stored
 * amount in the row's currency; `date`: DD/MM/YYYY; `enum:Name`: the catalogue's word of a coded value), else its
 * label field (with the id if asked). A part of a ' · ' template left empty is left out.
 */
export const choiceLabel = (r: Record<string, unknown>, source: ReferenceSource): string => {
  if (source.labelTemplate)
    return source.labelTemplate
      .replace(/\{(\w+)\}/g, (_m, field: string) => templateValue(r, field, source.labelFormats?.[field]))
      .split(' · ')
      .filter((part) => part.trim() !== '')
      .join(' · ');
  return source.labelWithId
    ? `${textOf(r[source.labelField])} (#${textOf(r.id)})`
    : textOf(r[source.labelField] ?? r.id);
};

const toChoices = (rows: readonly Record<string, unknown>[], source: ReferenceSource): Choice[] =>
  rows.map((r) => ({ id: r.id as number, name: choiceLabel(r, source) }));

/** One call for the rows of a reference: a search, or the rows of some ids. */
function* choiceRows(source: ReferenceSource, limit: number, search?: string, ids?: readonly (string | number)[]) {
  if (source.kind === 'list') {
    const body: Record<string, unknown> = { limit, page: 1, ...source.params };
    if (search && source.searchKey) body[source.searchKey] = search;
    if (ids?.length) body[source.idsKey ?? 'ids'] = ids.map(Number);
    return (yield* callApi<ListAnswer>('POST', source.path, body)).results as Record<string, unknown>[];
  }
  const params: Record<string, unknown> = { $limit: limit, ...source.params };
  if (search && source.searchKey) params[source.searchKey] = search;
  if (ids?.length) params['id[$in]'] = ids;
  return (yield* callApi<GenericAnswer>('GET', `${source.path}${genericQueryString(params)}`)).data as Record<
    string,
    unknown
  >[];
}

/**
 * Choices of a reference: a search (the options shown) or the labels of given ids (values already chosen). Ids go
 * 20 a call (spec 1 §7.2), the calls side by side, their rows merged in the order of the ids.
 */
function* loadChoices(
  action: PayloadAction<{ source: ReferenceSource; search?: string; ids?: readonly (string | number)[] }>,
) {
  const { source, search, ids } = action.payload;
  try {
    let rows: Record<string, unknown>[];
    if (ids?.length) {
      const chunks = chunksOf(ids);
      // Labels of given ids: every one of them, whatever the source's page size.
      const answers: Record<string, unknown>[][] = yield all(
        chunks.map((chunk) => call(choiceRows, source, Math.max(source.limit ?? 25, chunk.length), search, chunk)),
      );
      rows = mergeInIdOrder(ids, answers);
    } else rows = yield* choiceRows(source, source.limit ?? 25, search);
    yield put(
      dataActions.choicesLoaded({
        sourceId: source.id,
        options: toChoices(rows, source),
        asOptions: !ids?.length,
        // Asked by id and not answered: the record is gone (a failed call below marks nothing gone).
        ...(ids?.length ? { asked: ids } : {}),
      }),
    );
  } catch {
    yield put(dataActions.choicesLoaded({ sourceId: source.id, options: [], asOptions: !ids?.length }));
  }
}

const EXPORT_PAGE = 1000;
const EXPORT_MAX_ROWS = 100_000;

const download = (fileName: string, text: string): void => {
  const blob = new Blob([`\uFEFF${text}`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/** CSV export of every row the filters select (not only the page on screen), with the columns on screen. */
function* exportList(action: PayloadAction<ExportRequest>) {
  const { listId, api, query, fileName, columns } = action.payload;
  try {
    const rows: unknown[] = [];
    for (let page = 1; rows.length < EXPORT_MAX_ROWS; page++) {
      const answer = yield* fetchPage(api, { ...query, limit: EXPORT_PAGE, page });
      rows.push(...answer.results);
      if (answer.results.length < EXPORT_PAGE || rows.length >= answer.totalCount) break;
    }
    const papa: typeof import('papaparse') = yield call(() => import('papaparse'));
    const csv = papa.unparse({
      fields: columns.map((c) => c.label),
      data: rows.map((r) => columns.map((c) => c.value(r) ?? '')),
    });
    yield call(download, fileName, csv);
  } catch (e) {
    yield put(notify({ message: isApiError(e) ? e.message : t('notification.loadError'), type: 'error' }));
  } finally {
    yield put(dataActions.exportFinished(listId));
  }
}

/** Live refresh (ARCHITECTURE §1): lists and records on screen whose read model changed load again, quietly. */
function* refreshOnScreen() {
  while (true) {
    const first = (yield take(readModelChanged.type)) as PayloadAction<ReadModelChange>;
    const tables = new Set(first.payload.tables);
    // Notices come in bursts (one per projector batch): gather them for a moment, then refresh once.
    const gathered: PayloadAction<ReadModelChange>[] = [];
    const collector: Task = yield fork(function* () {
      while (true) gathered.push(yield take(readModelChanged.type));
    });
    yield delay(150);
    yield cancel(collector);
    for (const g of gathered) for (const table of g.payload.tables) tables.add(table);
    const data: DataState = yield select((s: { data: DataState }) => s.data);
    const shows = (api: ResourceApi) => api.tables.some((table) => tables.has(table));
    for (const [listId, list] of Object.entries(data.lists)) {
      if (list.onScreen > 0 && shows(list.api))
        yield put(dataActions.listRequested({ listId, api: list.api, query: list.query, silent: true }));
    }
    for (const record of Object.values(data.records)) {
      if (record.onScreen > 0 && record.status === 'ready' && shows(record.api)) {
        yield put(dataActions.recordRequested({ api: record.api, id: record.id, silent: true }));
      }
    }
  }
}

export function* dataSaga() {
  yield all([
    latestBy(dataActions.listRequested.type, (a) => a.payload.listId, loadList),
    latestBy(dataActions.recordRequested.type, (a) => recordKey(a.payload.api, a.payload.id), loadRecord),
    latestBy(
      dataActions.choicesRequested.type,
      (a) => `${a.payload.source.id}:${a.payload.ids ? 'ids' : 'search'}`,
      loadChoices,
    ),
    takeEvery(dataActions.saveRequested.type, save),
    takeEvery(dataActions.actionRequested.type, runAction),
    takeEvery(dataActions.exportRequested.type, exportList),
    takeEvery(dataActions.bulkRequested.type, runBulk),
    latestBy(dataActions.fetchRequested.type, (a) => a.payload.key, loadFetch),
    fork(refreshOnScreen),
  ]);
}
