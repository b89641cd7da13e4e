import crypto from 'node:crypto';
import type { CommandContext } from '../core/command-context.js';

/** A seed's command: no actor (the system), its own correlation, at `occurredAt` when given (the seed dates what it makes). */
export const seedContext = (occurredAt?: Date): CommandContext => ({
  actor: null,
  correlationId: crypto.randomUUID(),
  causationId: null,
  ...(occurredAt ? { occurredAt } : {}),
});

/** Runs `work` over 0..n-1 with at most `width` at a time. */
export const pool = async (n: number, width: number, work: (i: number) => Promise<void>): Promise<void> => {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, n) }, async () => {
      while (next < n) await work(next++);
    }),
  );
};
