import { comparePositions, type GlobalPosition } from '@console/contracts';

/**
 * One append of a command that writes several streams, with what undoes it: the steps `AggregateRepository.runAll`
 * makes of its decided parts (their `compensate`). Every part of such a command is validated and decided before the
 * first append (AggregateRepository.decide); what is left to fail afterwards is
 * the store itself (a lost connection, an event it refuses, a concurrent change decided again and refused), and
 * then the parts already appended are undone by a compensating event, newest first.
 */
export interface CompensatedAppend<R = unknown> {
  /** What the step does, for the log if its compensation fails too. */
  readonly name: string;
  readonly append: () => Promise<R>;
  /** Undoes the appended part with an event of its own; absent when the step appended nothing to undo. */
  readonly compensate?: (result: R) => Promise<void>;
}

/** Builds a step with its result type kept (a list of steps has mixed result types). */
export const step = <R>(s: CompensatedAppend<R>): CompensatedAppend<unknown> => s as CompensatedAppend<unknown>;

/**
 * Runs the appends in order (`concurrency` at a time, for the imports of many records); when one fails,
 * compensates the ones that succeeded (newest first) and throws the original error, so the caller answers as if
 * nothing was written. A compensation that fails too is logged with what it was undoing: the original error is
 * still the answer.
 */
export const runCompensated = async (
  steps: readonly CompensatedAppend<unknown>[],
  concurrency = 1,
): Promise<unknown[]> => {
  const done: { step: CompensatedAppend<unknown>; result: unknown }[] = [];
  let failure: { error: unknown } | undefined;
  for (let i = 0; i < steps.length && !failure; i += concurrency) {
    const chunk = steps.slice(i, i + concurrency);
    const settled = await Promise.allSettled(chunk.map((s) => s.append()));
    settled.forEach((r, j) => {
      if (r.status === 'fulfilled') done.push({ step: chunk[j]!, result: r.value });
      else failure ??= { error: r.reason };
    });
  }
  if (!failure) return done.map((d) => d.result);
  for (const { step: s, result } of done.reverse()) {
    if (!s.compensate) continue;
    try {
      await s.compensate(result);
    } catch (compensationError) {
      console.error(`[command] could not undo "${s.name}" after a failed command:`, compensationError);
    }
  }
  throw failure.error;
};

/** The position of the last of a command's appends: what its answer waits for (read-your-writes). */
export const lastPosition = (results: readonly unknown[]): GlobalPosition | undefined => {
  let last: GlobalPosition | undefined;
  for (const r of results) {
    const p = positionOf(r);
    if (p && (!last || comparePositions(p, last) > 0)) last = p;
  }
  return last;
};

/** A step's result is a position itself (a reservation) or holds one (a handled command, an append's result). */
const positionOf = (r: unknown): GlobalPosition | undefined => {
  if (typeof r !== 'object' || r === null) return undefined;
  if ('major' in r && 'minor' in r) return r as GlobalPosition;
  return 'position' in r ? (r as { position?: GlobalPosition }).position : undefined;
};
