import {
  isStorageActionAllowed,
  REQUEST_ACTIONS,
  requestLineStorageStatuses,
  STORAGE_ACTIONS,
  storageActionOfRequestEvent,
  type RequestActionPath,
  type RequestStatus,
  type RequestType,
  type StorageAction,
  type StorageStatus,
} from '@console/contracts';
import { DAY_MS, type DemoClock } from './demo-clock.js';
import { shareOf, type seededRandom } from './seed-random.js';

type Random = ReturnType<typeof seededRandom>;

/** A request of a day before today is settled: done, called off, or refused (none left pending or in progress). */
export const PAST_REQUEST_SHARES: readonly (readonly [RequestStatus, number])[] = [
  ['complete', 80],
  ['cancelled', 13],
  ['rejected', 7],
];
/** Today's jobs: some not started, most on the way, some done. */
export const TODAY_REQUEST_SHARES: readonly (readonly [RequestStatus, number])[] = [
  ['new', 5],
  ['confirmed', 10],
  ['approved', 25],
  ['transit', 20],
  ['received', 10],
  ['delivered', 10],
  ['complete', 15],
  ['cancelled', 5],
];
/** Ahead: waiting for the customer's confirmation (pending), for staff, or planned; approved only for the next days. */
export const FUTURE_REQUEST_SHARES: readonly (readonly [RequestStatus, number])[] = [
  ['pending', 10],
  ['new', 30],
  ['confirmed', 35],
  ['onhold', 8],
  ['approved', 7],
  ['cancelled', 6],
  ['rejected', 4],
];
/** How many days ahead a request may already be approved (a team and a warehouse chosen). */
const APPROVED_DAYS_AHEAD = 2;

/** The statuses a request dated `dateMs` may hold today, drawn by their shares. */
export const requestStatusOnDate = (random: Random, dateMs: number, clock: DemoClock): RequestStatus => {
  if (dateMs < clock.todayMs) return shareOf(random, PAST_REQUEST_SHARES);
  if (dateMs < clock.todayMs + DAY_MS) return shareOf(random, TODAY_REQUEST_SHARES);
  const status = shareOf(random, FUTURE_REQUEST_SHARES);
  return status === 'approved' && dateMs >= clock.todayMs + (APPROVED_DAYS_AHEAD + 1) * DAY_MS ? 'confirmed' : status;
};

/** The storage moves a request's run of actions asks of the storages of its lines (contracts' STORAGE_LOOP). */
export const storageMovesOfPath = (type: RequestType, path: readonly RequestActionPath[]): StorageAction[] =>
  path.flatMap((action) => {
    const move = storageActionOfRequestEvent(REQUEST_ACTIONS[action].event, type);
    return move ? [move] : [];
  });

/**
 * Whether a storage in `status` may be a line of a request of `type` (the statuses its line picker offers) and take
 * every move of `moves` in turn: the storage mover then has nothing to refuse.
 */
export const storageFitsMoves = (
  type: RequestType,
  status: StorageStatus,
  moves: readonly StorageAction[],
): boolean => {
  if (!requestLineStorageStatuses(type).includes(status)) return false;
  let now: StorageStatus = status;
  for (const move of moves) {
    if (move === 'revert') continue;
    if (!isStorageActionAllowed(move, now)) return false;
    now = STORAGE_ACTIONS[move].to ?? now;
  }
  return true;
};
