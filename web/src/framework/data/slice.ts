import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ActionAnswer, ActionNotices } from '../actions/types';
import type { Choice, ListQuery, ReferenceSource, ResourceApi } from '../types';

/** Loading state of one list on screen, by list id (one screen may show several lists). */
export interface ListState {
  readonly api: Draftable<ResourceApi>;
  readonly query: ListQuery;
  readonly rows: readonly unknown[];
  readonly totalCount: number;
  /** The total is the search count cap and more rows match (contracts' SEARCH_COUNT_CAP). */
  readonly totalCountCapped: boolean;
  readonly status: 'loading' | 'ready' | 'error';
  /** Screens showing it: a live notice refreshes only lists on screen. */
  readonly onScreen: number;
}

export interface RecordState {
  readonly api: Draftable<ResourceApi>;
  readonly id: number | string;
  readonly data: unknown;
  readonly status: 'loading' | 'ready' | 'error' | 'missing';
  readonly onScreen: number;
}

export interface FormState {
  readonly saving: boolean;
  readonly errors: readonly { path: string; message: string }[];
  /** The id of the record the last save stored (a dialog that made a record hands it to its caller). */
  readonly savedId?: number | string;
}

export interface ChoicesState {
  readonly options: readonly Choice[];
  readonly labels: Readonly<Record<string, string>>;
  /** Ids asked by id that the server did not answer: the record is gone (deleted), not merely not loaded yet. */
  readonly gone?: Readonly<Record<string, true>>;
  readonly loading: boolean;
}

export interface SaveRequest {
  readonly formId: string;
  readonly api: ResourceApi;
  /** Absent: create. */
  readonly id?: number | string;
  readonly body: Record<string, unknown>;
  /** Where to go after saving: a path with ':id' replaced by the saved record's id. */
  readonly redirectTo?: string;
  /** The success notice; defaults to the catalogue's created / updated text. */
  readonly notice?: string;
  /** Field errors whose message the server gives shortly are shown with a fuller text (contracts' notices). */
  readonly fieldNotices?: Readonly<Record<string, string>>;
  /** How a failure is shown (spec 3 §8: comments' errors as a warning); default error. */
  readonly failureType?: 'error' | 'warning';
  /** The failure notice when the server gives no message; defaults to the catalogue's update error. */
  readonly failureNotice?: string;
}

/**
 * One call of a record's action (see actions/types.ts ActionRun 'request'): its method, path and body, what its
 * answer is, and its notices. Serialisable: the action's functions have been applied already.
 */
export interface ActionRequest extends ActionNotices {
  readonly api: ResourceApi;
  readonly id: number | string;
  readonly method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly body?: Record<string, unknown>;
  readonly answer: ActionAnswer;
  readonly redirectTo?: string;
}

/** An action on ticked rows of a list: `POST <path> { ids }` (see BulkAction). */
export interface BulkRequest {
  readonly listId: string;
  readonly api: ResourceApi;
  readonly path: string;
  readonly ids: readonly (number | string)[];
  /**
   * The success notice for k rows done at `notices[k - 1]`: a call that answers row by row (`{ ids, refused }`)
   * may do fewer than were ticked, and the notice counts what it did.
   */
  readonly notices: readonly string[];
}

/** One GET answer kept by key (time travel: a record as of a revision, the changes between two). */
export interface FetchState {
  readonly path: string;
  readonly data: unknown;
  readonly status: 'loading' | 'ready' | 'error';
  readonly error?: string;
}

export interface ExportRequest {
  readonly listId: string;
  readonly api: ResourceApi;
  readonly query: ListQuery;
  readonly fileName: string;
  readonly columns: readonly { readonly label: string; readonly value: (row: unknown) => string | number | null }[];
}

export interface DataState {
  readonly lists: Record<string, ListState>;
  readonly records: Record<string, RecordState>;
  readonly forms: Record<string, FormState>;
  readonly choices: Record<string, ChoicesState>;
  readonly exporting: Record<string, boolean>;
  readonly actions: Record<string, boolean>;
  readonly bulk: Record<string, boolean>;
  readonly fetches: Record<string, FetchState>;
}

/** Immer drafts of readonly arrays: the state keeps the API descriptions as given. */
type Draftable<T> = { -readonly [K in keyof T]: T[K] extends readonly (infer U)[] ? U[] : T[K] };
const draftable = <T>(v: T): Draftable<T> => v as Draftable<T>;

export const recordKey = (api: ResourceApi, id: number | string): string => `${api.name}:${id}`;

const initialState: DataState = {
  lists: {},
  records: {},
  forms: {},
  choices: {},
  exporting: {},
  actions: {},
  bulk: {},
  fetches: {},
};

const slice = createSlice({
  name: 'data',
  initialState,
  reducers: {
    listMounted: (state, a: PayloadAction<string>) => {
      const l = state.lists[a.payload];
      if (l) l.onScreen += 1;
    },
    listUnmounted: (state, a: PayloadAction<string>) => {
      const l = state.lists[a.payload];
      if (l) l.onScreen = Math.max(0, l.onScreen - 1);
    },
    /** `silent`: a refresh (live notice) that keeps the rows on screen without a loading state. */
    listRequested: (
      state,
      a: PayloadAction<{ listId: string; api: ResourceApi; query: ListQuery; silent?: boolean }>,
    ) => {
      const { listId, api, query, silent } = a.payload;
      const prev = state.lists[listId];
      state.lists[listId] = {
        api: draftable(api),
        query,
        rows: prev?.rows ?? [],
        totalCount: prev?.totalCount ?? 0,
        totalCountCapped: prev?.totalCountCapped ?? false,
        status: silent && prev ? prev.status : 'loading',
        onScreen: prev?.onScreen ?? 0,
      };
    },
    listLoaded: (
      state,
      a: PayloadAction<{ listId: string; rows: unknown[]; totalCount: number; totalCountCapped?: boolean }>,
    ) => {
      const l = state.lists[a.payload.listId];
      if (!l) return;
      l.rows = a.payload.rows;
      l.totalCount = a.payload.totalCount;
      l.totalCountCapped = a.payload.totalCountCapped === true;
      l.status = 'ready';
    },
    listFailed: (state, a: PayloadAction<{ listId: string }>) => {
      const l = state.lists[a.payload.listId];
      if (l) l.status = 'error';
    },

    recordMounted: (state, a: PayloadAction<string>) => {
      const r = state.records[a.payload];
      if (r) r.onScreen += 1;
    },
    recordUnmounted: (state, a: PayloadAction<string>) => {
      const r = state.records[a.payload];
      if (r) r.onScreen = Math.max(0, r.onScreen - 1);
    },
    recordRequested: (state, a: PayloadAction<{ api: ResourceApi; id: number | string; silent?: boolean }>) => {
      const key = recordKey(a.payload.api, a.payload.id);
      const prev = state.records[key];
      state.records[key] = {
        api: draftable(a.payload.api),
        id: a.payload.id,
        data: prev?.data ?? null,
        status: a.payload.silent && prev ? prev.status : 'loading',
        onScreen: prev?.onScreen ?? 0,
      };
    },
    recordLoaded: (state, a: PayloadAction<{ key: string; data: unknown }>) => {
      const r = state.records[a.payload.key];
      if (!r) return;
      r.data = a.payload.data;
      r.status = 'ready';
    },
    recordFailed: (state, a: PayloadAction<{ key: string; missing: boolean }>) => {
      const r = state.records[a.payload.key];
      if (r) r.status = a.payload.missing ? 'missing' : 'error';
    },

    saveRequested: (state, a: PayloadAction<SaveRequest>) => {
      state.forms[a.payload.formId] = { saving: true, errors: [] };
    },
    /** `partial`: the answer holds only the id (202), so the record on screen stays as it was. */
    saveSucceeded: (
      state,
      a: PayloadAction<{ formId: string; api: ResourceApi; record: { id: number | string }; partial?: boolean }>,
    ) => {
      state.forms[a.payload.formId] = { saving: false, errors: [], savedId: a.payload.record.id };
      const key = recordKey(a.payload.api, a.payload.record.id);
      const r = state.records[key];
      if (r && !a.payload.partial) {
        r.data = a.payload.record;
        r.status = 'ready';
      }
    },
    saveFailed: (state, a: PayloadAction<{ formId: string; errors: { path: string; message: string }[] }>) => {
      state.forms[a.payload.formId] = { saving: false, errors: a.payload.errors };
    },
    formReset: (state, a: PayloadAction<string>) => {
      delete state.forms[a.payload];
    },

    actionRequested: (state, a: PayloadAction<ActionRequest>) => {
      state.actions[recordKey(a.payload.api, a.payload.id)] = true;
    },
    actionFinished: (state, a: PayloadAction<{ key: string; record?: unknown }>) => {
      delete state.actions[a.payload.key];
      const r = state.records[a.payload.key];
      if (r && a.payload.record) {
        r.data = a.payload.record;
        r.status = 'ready';
      }
    },

    choicesRequested: (
      state,
      a: PayloadAction<{ source: ReferenceSource; search?: string; ids?: readonly (string | number)[] }>,
    ) => {
      const prev = state.choices[a.payload.source.id];
      state.choices[a.payload.source.id] = {
        options: prev?.options ?? [],
        labels: prev?.labels ?? {},
        ...(prev?.gone ? { gone: prev.gone } : {}),
        loading: true,
      };
    },
    /** `asked`: the ids a by-id load asked for; those not among the options are gone. */
    choicesLoaded: (
      state,
      a: PayloadAction<{
        sourceId: string;
        options: Choice[];
        asOptions: boolean;
        asked?: readonly (string | number)[];
      }>,
    ) => {
      const prev = state.choices[a.payload.sourceId] ?? { options: [], labels: {}, loading: false };
      const labels = { ...prev.labels };
      const gone: Record<string, true> = { ...prev.gone };
      for (const o of a.payload.options) {
        labels[String(o.id)] = o.name;
        delete gone[String(o.id)];
      }
      for (const id of a.payload.asked ?? []) if (labels[String(id)] === undefined) gone[String(id)] = true;
      state.choices[a.payload.sourceId] = {
        options: a.payload.asOptions ? a.payload.options : prev.options,
        labels,
        ...(Object.keys(gone).length ? { gone } : {}),
        loading: false,
      };
    },

    bulkRequested: (state, a: PayloadAction<BulkRequest>) => {
      state.bulk[a.payload.listId] = true;
    },
    bulkFinished: (state, a: PayloadAction<string>) => {
      delete state.bulk[a.payload];
    },

    /** `silent`: keep the previous answer on screen until the new one comes. */
    fetchRequested: (state, a: PayloadAction<{ key: string; path: string; silent?: boolean }>) => {
      const prev = state.fetches[a.payload.key];
      state.fetches[a.payload.key] = {
        path: a.payload.path,
        data: prev?.data ?? null,
        status: a.payload.silent && prev ? prev.status : 'loading',
      };
    },
    fetchLoaded: (state, a: PayloadAction<{ key: string; path: string; data: unknown }>) => {
      const f = state.fetches[a.payload.key];
      if (f && f.path === a.payload.path) {
        f.data = a.payload.data;
        f.status = 'ready';
        delete f.error;
      }
    },
    fetchFailed: (state, a: PayloadAction<{ key: string; path: string; error: string }>) => {
      const f = state.fetches[a.payload.key];
      if (f && f.path === a.payload.path) {
        f.status = 'error';
        f.error = a.payload.error;
      }
    },
    fetchCleared: (state, a: PayloadAction<string>) => {
      delete state.fetches[a.payload];
    },

    /** Carries the columns' export functions: the one action the store's serialisable check lets through. */
    exportRequested: (state, a: PayloadAction<ExportRequest>) => {
      state.exporting[a.payload.listId] = true;
    },
    exportFinished: (state, a: PayloadAction<string>) => {
      delete state.exporting[a.payload];
    },
  },
  // The data of one user must not outlive their session.
  extraReducers: (builder) =>
    builder.addMatcher(
      (a: { type: string }) => a.type === 'session/signedOut',
      () => initialState,
    ),
});

export const dataActions = slice.actions;
export const dataReducer = slice.reducer;

type WithData = { data: DataState };
const EMPTY_FORM: FormState = { saving: false, errors: [] };
const EMPTY_CHOICES: ChoicesState = { options: [], labels: {}, loading: false };
export const selectList = (s: WithData, listId: string): ListState | undefined => s.data.lists[listId];
export const selectRecord = (s: WithData, key: string): RecordState | undefined => s.data.records[key];
export const selectForm = (s: WithData, formId: string): FormState => s.data.forms[formId] ?? EMPTY_FORM;
export const selectChoices = (s: WithData, sourceId: string): ChoicesState => s.data.choices[sourceId] ?? EMPTY_CHOICES;
export const selectExporting = (s: WithData, listId: string): boolean => s.data.exporting[listId] ?? false;
export const selectActionRunning = (s: WithData, key: string): boolean => s.data.actions[key] ?? false;
export const selectBulkRunning = (s: WithData, listId: string): boolean => s.data.bulk[listId] ?? false;
export const selectFetch = (s: WithData, key: string): FetchState | undefined => s.data.fetches[key];
