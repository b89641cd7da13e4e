import type { GlobalPosition } from '@console/contracts';
import type { Response } from 'express';
import type { ReadModelWaiter } from '../infrastructure.js';

export const READ_YOUR_WRITES_TIMEOUT_MS = 2000;
export const READ_YOUR_WRITES_HEADER = 'X-Read-Your-Writes';

/**
 * A command answers only once the projections have applied its events (ARCHITECTURE §1), at most 2 s; after that
 * it answers anyway and says so in a header, so the client knows the read may be stale.
 */
export const awaitReadModels = async (
  waiter: ReadModelWaiter,
  position: GlobalPosition | undefined,
  res: Response,
): Promise<void> => {
  if (!position) {
    res.setHeader(READ_YOUR_WRITES_HEADER, 'unchanged');
    return;
  }
  const reached = await waiter.waitFor(position, READ_YOUR_WRITES_TIMEOUT_MS);
  res.setHeader(READ_YOUR_WRITES_HEADER, reached ? 'consistent' : 'timeout');
};
