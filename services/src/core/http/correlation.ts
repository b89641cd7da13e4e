import crypto from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

export const CORRELATION_HEADER = 'X-Correlation-Id';

/** A caller's id is kept only if it is a short plain token: it goes into every event's metadata and the logs. */
const USABLE = /^[A-Za-z0-9._:-]{1,100}$/;

/**
 * The correlation id of each HTTP call, by its request, and by the signed-in user the call runs as (the auth
 * guard's own object for the call: actorOfCall). Not an AsyncLocalStorage: on Node 20 one turns on the promise
 * hooks for the whole process, and every promise then pays for them (measured: renames 10–15 % faster without,
 * docs/decisions.md, Commands: one request context).
 */
const byCall = new WeakMap<object, string>();

/**
 * Gives every HTTP call one correlation id (issue 12): the caller's `X-Correlation-Id` when it sends a usable one,
 * else a new one; answered in the same header, and the correlationId of every event the call's commands append
 * (and, through the process managers' metadata, of what they record for them).
 */
export const correlationMiddleware = (req: Request, res: Response, next: NextFunction): void => {
  const given = req.header(CORRELATION_HEADER);
  const correlationId = given !== undefined && USABLE.test(given) ? given : crypto.randomUUID();
  res.setHeader(CORRELATION_HEADER, correlationId);
  byCall.set(req, correlationId);
  next();
};

/**
 * The correlation id of an HTTP call: of its request (once the middleware ran), or of the actor the auth guard made
 * for it (actorOfCall); undefined for anything else (the actor cache's own object, a command with no call).
 */
export const correlationIdOf = (requestOrActor: object): string | undefined => byCall.get(requestOrActor);

/**
 * The signed-in user as one call runs as them: a copy of `actor` (which the actor cache shares between calls) that
 * carries the call's correlation id to the commands it issues (command-context.ts, commandContextOf).
 */
export const actorOfCall = <A extends object>(actor: A, req: object): A => {
  const correlationId = correlationIdOf(req);
  if (correlationId === undefined) return actor;
  const own = { ...actor };
  byCall.set(own, correlationId);
  return own;
};
