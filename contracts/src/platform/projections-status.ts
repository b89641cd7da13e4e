import * as t from 'io-ts';

/**
 * What the admin's Projections page and /healthz show of the pipeline's stuck parts (issue 11): projections stopped
 * on an event they cannot apply, and events the bus refused for themselves (parked by the relay).
 */
export const StoppedProjectionRow = t.type({
  name: t.string,
  version: t.number,
  /** The event it stopped on, "major:minor". */
  position: t.string,
  eventId: t.string,
  streamId: t.string,
  streamVersion: t.number,
  eventType: t.string,
  error: t.string,
  failedAt: t.string,
  retryRequested: t.boolean,
});
export type StoppedProjectionRow = t.TypeOf<typeof StoppedProjectionRow>;

export const ParkedMessageRow = t.type({
  relay: t.string,
  eventId: t.string,
  position: t.string,
  streamId: t.string,
  streamVersion: t.number,
  eventType: t.string,
  error: t.string,
  parkedAt: t.string,
});
export type ParkedMessageRow = t.TypeOf<typeof ParkedMessageRow>;

export const ProjectionsStatus = t.type({
  stopped: t.array(StoppedProjectionRow),
  parked: t.array(ParkedMessageRow),
});
export type ProjectionsStatus = t.TypeOf<typeof ProjectionsStatus>;

/** The answer of POST /api/v1/projections/:name/retry. */
export const ProjectionRetryAnswer = t.type({ name: t.string, retrying: t.boolean });
export type ProjectionRetryAnswer = t.TypeOf<typeof ProjectionRetryAnswer>;
