import type { GlobalPosition } from '@console/contracts';
import type { Response } from 'express';
import type { ReadModelWaiter } from '../infrastructure.js';

export const READ_YOUR_WRITES_TIMEOUT_MS = 2000;
export const READ_YOUR_WRITES_HEADER = 'X-Read-Your-Writes';

/**
 * A command answers only once the projections have applied its events (ARCHITECTURE §1), at most 2 s; after that
 * it answers anyway and says so in a header, so the client knows the read may be stale.
 * `answerReads`: the read-model tables the answer is read from. The wait is then over once the projections owning
 * them have applied the events (issue 13): the answer is consistent for what it returns, and the other read models
 * follow a few milliseconds later (the rest of the same projector batch, already running). Without it, the wait is
 * for every projection.
 */
export const awaitReadModels = async (
  waiter: ReadModelWaiter,
  position: GlobalPosition | undefined,
  res: Response,
  answerReads?: readonly string[],
): Promise<boolean> => {
  if (!position) {
    res.setHeader(READ_YOUR_WRITES_HEADER, 'unchanged');
    return true;
  }
  const reached = await waiter.waitFor(position, READ_YOUR_WRITES_TIMEOUT_MS, answerReads);
  res.setHeader(READ_YOUR_WRITES_HEADER, reached ? 'consistent' : 'timeout');
  return reached;
};

/**
 * The answer of a command whose read models did not catch up in time: the change is stored, only the row is not
 * readable yet, so 202 Accepted with what the command knows (never a 404 for a record that exists).
 */
export const acceptedNotYetReadable = (
  res: Response,
  known: Readonly<Record<string, unknown>>,
): Record<string, unknown> => {
  res.status(202);
  return { ...known };
};
