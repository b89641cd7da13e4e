import { EventMetadata } from '@console/contracts';

/**
 * Metadata read back from a store is JSON of unknown shape until checked: every event this system writes carries
 * EventMetadata (ARCHITECTURE §3), so anything else is a foreign or corrupt event and is reported, not guessed at.
 */
export const decodeEventMetadata = (raw: unknown, eventId: string): EventMetadata => {
  if (EventMetadata.is(raw)) return raw;
  throw new TypeError(`Event ${eventId}: stored metadata is not EventMetadata: ${JSON.stringify(raw)}`);
};
