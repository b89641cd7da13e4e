import {
  CROSS_CUTTING_EVENT_TYPES,
  evolveRequest,
  isRequestEventType,
  ORDER_STORAGES_REQUESTED,
  RequestEventCodecs,
  requestStream,
  STORAGE_LOOP_EVENT_TYPES,
  STORAGE_RECORD_ID_CATEGORY,
  storageActionOfRequestEvent,
  type RecordedEvent,
  type RequestEvent,
  type RequestState,
  type StorageAction,
  type StorageCommand,
  type StorageStatus,
  type StorageStatusMoved,
} from '@console/contracts';
import type { EventStore } from '@console/infra';
import { Projector, type Projection, type ProjectorOptions, type ReadModels } from '@console/projections';
import { decodeEvent } from '../../core/aggregate-repository.js';
import { metadataCausedBy } from '../../core/command-context.js';
import { recordNewRecords } from '../child-parents.js';
import { DomainException } from '../../core/domain.exception.js';
import type { IdSequence } from '../../core/id-sequence.js';
import { SYSTEM_STORAGE_ACTOR } from '../storage.decider.js';
import { StorageRunner } from '../storage-runner.js';
import { movedEventId, STORAGE_MOVER } from './move-ids.js';
import { syncOrderStorages } from './order-storages.js';
import { LEAD_ADDRESS_EVENT_TYPES, recordLeadAddress } from './lead-address.js';

export { movedEventId, STORAGE_MOVER };

const BATCH_SIZE = 100;
/** Storages of one request moved at once: each is its own stream, so they do not contend. */
const CONCURRENCY = 16;

export type MoveOutcome = 'moved' | 'already moved' | 'refused' | 'no storage';

/** The request as it stood right after the asking event (a replay reads the same lines, whatever came later; a deleted one as it stood before). */
export const requestAt = async (store: EventStore, asking: RecordedEvent, requestId: number): Promise<RequestState> => {
  let state: RequestState = null;
  for (const e of await store.readStream(requestStream(requestId))) {
    if (!CROSS_CUTTING_EVENT_TYPES.includes(e.type) && isRequestEventType(e.type)) {
      // A deleted request folds to null: its lines as they stood before are what its deletion puts back.
      state = evolveRequest(state, decodeEvent<RequestEvent>(RequestEventCodecs, e.type, e.data)) ?? state;
    }
    if (e.id === asking.id) break;
  }
  return state;
};

/** Revert's target: the status the storage had before the request's first move of it (none: nothing to put back). */
export const statusBeforeRequest = (
  recorded: readonly RecordedEvent[],
  requestId: number,
): StorageStatus | undefined => {
  const first = recorded.find(
    (e) => e.type === 'StorageStatusMoved' && (e.data as StorageStatusMoved).requestId === requestId,
  );
  return first ? (first.data as StorageStatusMoved).from : undefined;
};

/**
 * Moves the storages of a request's lines by the action its event asks (contracts' STORAGE_LOOP), each by an event
 * of the storage's own stream whose causationId is the request's event id. Idempotent by that causation: a rerun
 * after a crash (before the mover's checkpoint) finds the storages already moved and appends nothing; the event ids
 * are derived from the cause too, so even two movers at once add each move once. A move the storage lifecycle
 * refuses (a line of a storage in another state) is logged and skipped: the request's action stands.
 */
export class StorageMover {
  private readonly runner: StorageRunner;
  /** Moves the storage lifecycle refused since the last `takeRefused()`. */
  private refused = 0;

  takeRefused(): number {
    const n = this.refused;
    this.refused = 0;
    return n;
  }

  constructor(
    readonly store: EventStore,
    readonly ids: IdSequence,
  ) {
    this.runner = new StorageRunner(store);
  }

  async handle(asking: RecordedEvent): Promise<MoveOutcome[]> {
    const requestId = (asking.data as { id?: unknown }).id;
    if (typeof requestId !== 'number') return [];
    const request = await requestAt(this.store, asking, requestId);
    if (!request) return [];
    const action = storageActionOfRequestEvent(asking.type, request.type);
    if (!action) return [];
    const storageIds = [
      ...new Set(request.request_lines.map((l) => l.storageId).filter((id): id is number => typeof id === 'number')),
    ];
    const outcomes: MoveOutcome[] = [];
    for (let i = 0; i < storageIds.length; i += CONCURRENCY) {
      const slice = storageIds.slice(i, i + CONCURRENCY);
      outcomes.push(...(await Promise.all(slice.map((id) => this.move(asking, request, action, id)))));
    }
    return outcomes;
  }

  private async move(
    asking: RecordedEvent,
    request: NonNullable<RequestState>,
    action: StorageAction,
    storageId: number,
  ): Promise<MoveOutcome> {
    const recorded = await this.runner.readStorage(storageId);
    if (recorded.length === 0) return 'no storage';
    if (recorded.some((e) => e.metadata.causationId === asking.id)) return 'already moved';
    const command = await this.commandFor(action, request, recorded);
    if (!command) return 'refused';
    try {
      const run = await this.runner.run(storageId, command, SYSTEM_STORAGE_ACTOR, {
        metadata: metadataCausedBy(asking, command.type),
        causedBy: asking.id,
        eventId: (i) => movedEventId(asking.id, `storage-${storageId}`, i),
      });
      await recordNewRecords(this.store, storageId, run.events, metadataCausedBy(asking, 'NumberStorageRecord'));
      return run.events.length > 0 ? 'moved' : 'already moved';
    } catch (e) {
      if (!(e instanceof DomainException)) throw e;
      // A line's storage in a state the move does not fit (demo data, a storage moved by hand): the request's action
      // stands and the storage stays; counted, and said once per batch (not once per storage).
      this.refused++;
      return 'refused';
    }
  }

  private async commandFor(
    action: StorageAction,
    request: NonNullable<RequestState>,
    recorded: readonly RecordedEvent[],
  ): Promise<StorageCommand | undefined> {
    switch (action) {
      case 'checkIn': {
        if (request.warehouseId === null) {
          return undefined;
        }
        const recordId = await this.ids.next(STORAGE_RECORD_ID_CATEGORY);
        return {
          type: 'CheckInStorage',
          recordId,
          warehouseId: request.warehouseId,
          locationId: null,
          orderId: request.orderId,
          countryId: null,
        };
      }
      case 'store':
        return undefined;
      case 'checkOut':
        return { type: 'CheckOutStorage' };
      case 'revert': {
        const before = statusBeforeRequest(recorded, request.id);
        return before ? { type: 'MoveStorage', action, requestId: request.id, before } : undefined;
      }
      default:
        return { type: 'MoveStorage', action, requestId: request.id };
    }
  }
}

/**
 * What the mover appends something for: requests' storage moves, Sync Storages and a request's order storages
 * (issue 31), a confirmed lead's address.
 */
export const STORAGE_MOVER_HANDLES: readonly string[] = Object.freeze([
  ...STORAGE_LOOP_EVENT_TYPES,
  'OrderStoragesSynced',
  ORDER_STORAGES_REQUESTED,
  ...LEAD_ADDRESS_EVENT_TYPES,
]);

export const storageMoverHandler = (mover: StorageMover): Projection<ReadModels> => ({
  name: STORAGE_MOVER,
  version: 1,
  handles: STORAGE_MOVER_HANDLES,
  tables: [],
  // The appends run before the batch's transaction (which only moves the checkpoint), as the task recorder's do.
  async effects(events) {
    for (const event of events) {
      if (event.type === 'OrderStoragesSynced' || event.type === ORDER_STORAGES_REQUESTED)
        await syncOrderStorages(mover.store, mover.ids, event);
      else if ((LEAD_ADDRESS_EVENT_TYPES as readonly string[]).includes(event.type))
        await recordLeadAddress(mover.store, mover.ids, event);
      else await mover.handle(event);
    }
    const refused = mover.takeRefused();
    if (refused > 0)
      console.warn(
        `[storage-mover] ${refused} storage move(s) refused by the storage lifecycle in this batch (the storages stay as they are)`,
      );
  },
  async apply() {},
});

export type StorageMoverOptions = Omit<ProjectorOptions<ReadModels>, 'projections' | 'onCommitted'> & {
  readonly ids: IdSequence;
};

/**
 * The storage mover: a process manager on the projector runner (checkpoint, shared reader, retries) that follows
 * the requests' events and moves their storages (issue 14). A crash between a request's event and the storages'
 * events loses nothing (the checkpoint is behind) and doubles nothing (idempotent by causation).
 */
export const createStorageMover = ({ ids, ...options }: StorageMoverOptions): Projector<ReadModels> =>
  new Projector<ReadModels>({
    batchSize: BATCH_SIZE,
    onError: (f) => {
      const next = f.retryInMs === undefined ? 'stopped' : `retry in ${f.retryInMs} ms`;
      console.error(`[storage-mover] failed (attempt ${f.attempt}, ${next}):`, f.error);
    },
    ...options,
    projections: [storageMoverHandler(new StorageMover(options.store, ids))],
  });
