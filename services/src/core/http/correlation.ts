import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

export const CORRELATION_HEADER = 'X-Correlation-Id';

/** A caller's id is kept only if it is a short plain token: it goes into every event's metadata and the logs. */
const USABLE = /^[A-Za-z0-9._:-]{1,100}$/;

const requestScope = new AsyncLocalStorage<{ readonly correlationId: string }>();

/**
 * Gives every HTTP call one correlation id (issue 12): the caller's `X-Correlation-Id` when it sends a usable one,
 * else a new one; answered in the same header, and the correlationId of every event the call's commands append
 * (and, through the process managers' metadata, of what they record for them).
 */
export const correlationMiddleware = (req: Request, res: Response, next: NextFunction): void => {
  const given = req.header(CORRELATION_HEADER);
  const correlationId = given !== undefined && USABLE.test(given) ? given : crypto.randomUUID();
  res.setHeader(CORRELATION_HEADER, correlationId);
  requestScope.run({ correlationId }, next);
};

/** The correlation id of the HTTP call running now; undefined outside one (seed, process managers). */
export const currentCorrelationId = (): string | undefined => requestScope.getStore()?.correlationId;
