import type { GlobalPosition } from '@console/contracts';
import type { Response } from 'express';
import type { ReadModelWaiter } from '../infrastructure.js';
import type { SessionFences } from './session-fences.js';

export const READ_YOUR_WRITES_TIMEOUT_MS = 2000;
export const READ_YOUR_WRITES_HEADER = 'X-Read-Your-Writes';

/**
 * The read-model tables a command's answer is read from, and who asked: the answer's wait is then over once the
 * projections owning those tables have applied the events (issue 13), and the asker's next reads wait for the
 * others (session-fences.ts), which follow a few milliseconds later (the rest of the same projector batch).
 */
export interface AnswerReads {
  readonly tables: readonly string[];
  readonly fences: SessionFences;
  readonly actorId: number;
}

/**
 * A command answers only once the projections have applied its events (ARCHITECTURE §1), at most 2 s; after that
 * it answers anyway and says so in a header, so the client knows the read may be stale. Without `answerReads`, the
 * wait is for every projection.
 */
export const awaitReadModels = async (
  waiter: ReadModelWaiter,
  position: GlobalPosition | undefined,
  res: Response,
  answerReads?: AnswerReads,
): Promise<boolean> => {
  if (!position) {
    res.setHeader(READ_YOUR_WRITES_HEADER, 'unchanged');
    return true;
  }
  // Raised before the wait: a read the same user sends meanwhile (another tab) waits for the command's events too.
  answerReads?.fences.raise(answerReads.actorId, position);
  const reached = await waiter.waitFor(position, READ_YOUR_WRITES_TIMEOUT_MS, answerReads?.tables);
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
