import { ALL_RESOURCES } from '../resources.js';
import { evolveResource, type ResourceState } from '../shared/resource/resource-document.js';
import { evolveUser, userHistoryDocument, type UserState } from '../customers/user.document.js';
import type { UserEvent } from '../customers/user.events.js';
import { evolveOrder, orderHistoryDocument, type OrderState } from '../sales/order.document.js';
import type { OrderEvent } from '../sales/order.events.js';
import { evolveStorage, storageHistoryDocument, type StorageState } from '../operations/storage.document.js';
import type { StorageEvent } from '../operations/storage.events.js';
import { evolveRequest, requestHistoryDocument, type RequestState } from '../operations/request.document.js';
import type { RequestEvent } from '../operations/request.events.js';
import type { DomainEvent } from '../shared/decider.js';
import { ACCOUNTING_HISTORY_MODELS } from '../accounting/accounting.history.js';
import { evolvePhoto, photoHistoryDocument, type PhotoState } from '../operations/photo.document.js';
import type { PhotoEvent } from '../operations/photo.events.js';
import type { CommentAdded } from './history.events.js';
import { evolveTask, taskHistoryDocument, type TaskEvent, type TaskState } from '../notifications/task.events.js';

type Doc = Record<string, unknown>;

/** How one model's stream folds into the document its History shows. */
export interface HistoryModel<State = unknown> {
  readonly model: string;
  readonly initialState: State;
  readonly evolve: (state: State, event: DomainEvent) => State;
  readonly document: (state: State) => Doc | null;
}

const historyModel = <S>(m: HistoryModel<S>): HistoryModel<unknown> => m as unknown as HistoryModel<unknown>;

/**
 * THE registry of history: each aggregate's own fold, by stream category. A new aggregate adds one line here and
 * its History, revisions and time travel work with no other code.
 */
export const HISTORY_MODELS: Readonly<Record<string, HistoryModel<unknown>>> = Object.fromEntries([
  [
    'user',
    historyModel<UserState>({
      model: 'user',
      initialState: null,
      evolve: (s, e) => evolveUser(s, e as UserEvent),
      document: userHistoryDocument,
    }),
  ],
  [
    'order',
    historyModel<OrderState>({
      model: 'order',
      initialState: null,
      evolve: (s, e) => evolveOrder(s, e as OrderEvent),
      document: orderHistoryDocument,
    }),
  ],
  [
    'storage',
    historyModel<StorageState>({
      model: 'storage',
      initialState: null,
      evolve: (s, e) => evolveStorage(s, e as StorageEvent),
      document: storageHistoryDocument,
    }),
  ],
  [
    'request',
    historyModel<RequestState>({
      model: 'request',
      initialState: null,
      evolve: (s, e) => evolveRequest(s, e as RequestEvent),
      document: requestHistoryDocument,
    }),
  ],
  [
    'task',
    historyModel<TaskState>({
      model: 'task',
      initialState: null,
      evolve: (s, e) => evolveTask(s, e as TaskEvent),
      document: taskHistoryDocument,
    }),
  ],
  [
    'photo',
    historyModel<PhotoState>({
      model: 'photo',
      initialState: null,
      evolve: (s, e) => evolvePhoto(s, e as PhotoEvent),
      document: photoHistoryDocument,
    }),
  ],
  ...ALL_RESOURCES.map((spec) => {
    return [
      spec.category,
      historyModel<ResourceState>({
        model: spec.category,
        initialState: null,
        evolve: evolveResource(spec.event),
        document: (s) => s && { id: s.id, ...s.record },
      }),
    ] as const;
  }),
  ...ACCOUNTING_HISTORY_MODELS,
]);

/** The fold state of a stream for history: the model's own state and the comments made on the record. */
export interface HistoryState {
  readonly state: unknown;
  readonly comments: readonly { id: number; comment: string; authorId: number | null; createdAt: string }[];
}

export const initialHistoryState = (model: HistoryModel<unknown> | undefined): HistoryState => ({
  state: model?.initialState ?? null,
  comments: [],
});

export const evolveHistory = (
  model: HistoryModel<unknown> | undefined,
  s: HistoryState,
  event: DomainEvent,
  at: string,
): HistoryState => {
  if (event.type === 'CommentAdded') {
    const c = event.data as CommentAdded;
    return { ...s, comments: [...s.comments, { id: c.id, comment: c.comment, authorId: c.authorId, createdAt: at }] };
  }
  return model ? { ...s, state: model.evolve(s.state, event) } : s;
};

/**
 * The document of a revision: the record as the model shows it, with its comments when it has any. A model with
 * no registered fold (or a record before its first event) has an empty document: 'No data'.
 */
export const historyDocument = (model: HistoryModel<unknown> | undefined, s: HistoryState): Doc | null => {
  const doc = model?.document(s.state) ?? null;
  if (s.comments.length === 0) return doc;
  return { ...(doc ?? {}), comments: s.comments };
};
