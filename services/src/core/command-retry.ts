import { WrongExpectedVersionError } from '@console/infra';
import { DomainException } from './domain.exception.js';

/**
 * THE retry policy of every command on the event store: a command whose append finds its stream moved on since it
 * was read is decided again on the stream as it now stands, up to this many attempts in all, then answered 409.
 * Five, not three: a check-in appends to two streams (the location's space, then the storage) and races the storage
 * mover's appends to the same storages, so it needs more tries than a one-stream edit; one number for every command
 * keeps the answer to "how often is a conflict retried" the same everywhere, and two more tries of a one-stream edit
 * only turn a rare 409 under contention into a success (each try decides afresh, so nothing is accepted that the
 * stream as read would refuse).
 */
export const COMMAND_ATTEMPTS = 5;

/** The answer once the attempts are spent. */
export const conflictError = (): DomainException =>
  new DomainException({ kind: 'conflict', message: 'The record was changed by someone else; try again' });

export const isVersionConflict = (e: unknown): e is WrongExpectedVersionError => e instanceof WrongExpectedVersionError;

/**
 * Runs `attempt` (which reads what it decides on, decides and appends at the versions it read) again while an append
 * finds a stream moved on, COMMAND_ATTEMPTS times in all; then 409. For commands that write their streams themselves
 * through the repository's `run({ stream, expected })` (the storage runner's two streams, the storage loop's lists).
 */
export const retryOnConflict = async <R>(attempt: (n: number) => Promise<R>): Promise<R> => {
  for (let n = 1; ; n++) {
    try {
      return await attempt(n);
    } catch (e) {
      if (!isVersionConflict(e)) throw e;
      if (n >= COMMAND_ATTEMPTS) throw conflictError();
    }
  }
};
