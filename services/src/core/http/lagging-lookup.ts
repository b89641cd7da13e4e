import type { Infrastructure } from '../infrastructure.js';
import { READ_YOUR_WRITES_TIMEOUT_MS } from './read-your-writes.js';

/**
 * A lookup in a read model of something that, once there, never changes (which request a line belongs to, which
 * storage a storage record is of): when it misses, the row may only lag behind its event, so wait once for the
 * read models to reach every event committed so far (read-your-writes' wait at most) and look again. A miss after
 * that is a true miss, or a projector that is stopped or far behind.
 */
export const lookupAllowingLag = async <T>(
  infra: Infrastructure,
  lookup: () => Promise<T | undefined>,
): Promise<T | undefined> => {
  const found = await lookup();
  if (found !== undefined) return found;
  await infra.readModels.waitFor(await infra.store.committedHeadPosition(), READ_YOUR_WRITES_TIMEOUT_MS);
  return lookup();
};
