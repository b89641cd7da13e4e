import type { GlobalPosition } from '@console/contracts';
import type { Response } from 'express';
import { causedPosition, type FollowUpWatch } from '../follow-ups/caused-position.js';
import type { ReadModelWaiter } from '../infrastructure.js';
import { CORRELATION_HEADER } from './correlation.js';
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
  timeoutMs = READ_YOUR_WRITES_TIMEOUT_MS,
): Promise<boolean> => {
  if (!position) {
    res.setHeader(READ_YOUR_WRITES_HEADER, 'unchanged');
    return true;
  }
  // Raised before the wait: a read the same user sends meanwhile (another tab) waits for the command's events too.
  answerReads?.fences.raise(answerReads.actorId, position);
  const reached = await waiter.waitFor(position, Math.max(0, timeoutMs), answerReads?.tables);
  res.setHeader(READ_YOUR_WRITES_HEADER, reached ? 'consistent' : 'timeout');
  return reached;
};

/** What a command's answer knows of what it stored: its last position and its events' types. */
export interface CommandEffect {
  readonly position: GlobalPosition | undefined;
  readonly events: readonly { readonly type: string }[];
}

/**
 * Read-your-writes of what a command caused (issue 31): when a process manager reacts to the command's events
 * (Sync Storages' storages, Send Quote's task, a pickup's storages received), the answer waits, within the same 2 s,
 * until the manager has appended its follow-ups and the read models hold them too, so the very next screen lists
 * them. A command nothing reacts to waits exactly as awaitReadModels. `followUps` is absent in a process that does
 * not run the managers (compose's api): there the answer waits for the command's own events only.
 */
export const awaitCommandEffects = async (
  infra: { readonly readModels: ReadModelWaiter; readonly followUps?: FollowUpWatch | undefined },
  effect: CommandEffect,
  res: Response,
  answerReads?: AnswerReads,
): Promise<boolean> => {
  if (!effect.position || !infra.followUps) return awaitReadModels(infra.readModels, effect.position, res, answerReads);
  const started = Date.now();
  const header = res.getHeader(CORRELATION_HEADER);
  const caused = await causedPosition(
    infra.followUps,
    effect.position,
    effect.events.map((e) => e.type),
    typeof header === 'string' ? header : undefined,
    READ_YOUR_WRITES_TIMEOUT_MS,
  );
  const left = READ_YOUR_WRITES_TIMEOUT_MS - (Date.now() - started);
  const reached = await awaitReadModels(infra.readModels, caused.position, res, answerReads, left);
  if (reached && !caused.reached) res.setHeader(READ_YOUR_WRITES_HEADER, 'timeout');
  return reached && caused.reached;
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
