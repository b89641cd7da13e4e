import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { from, switchMap, type Observable } from 'rxjs';
import type { RequestWithActor } from '../auth/auth.decorators.js';
import { INFRASTRUCTURE, type Infrastructure } from '../infrastructure.js';
import { READ_YOUR_WRITES_HEADER, READ_YOUR_WRITES_TIMEOUT_MS } from './read-your-writes.js';
import { SessionFences } from './session-fences.js';

/** A read: GET and HEAD, and the list calls, which are sent as POST `/api/v1/<resource>/list` (spec 1's API). */
export const isRead = (method: string, path: string): boolean =>
  method === 'GET' || method === 'HEAD' || (method === 'POST' && /\/list\/?$/.test(path));

/**
 * A read by a user whose last command answered before every read model had applied it waits, at most as long as a
 * command's answer would, until they all have (session-fences.ts); then the fence is gone, reached or not.
 * Only reads: a command decides from its streams, never from a read model (issue 13), so it needs no fence and is
 * not slowed by one.
 */
@Injectable()
export class SessionConsistencyInterceptor implements NestInterceptor {
  constructor(
    private readonly fences: SessionFences,
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<RequestWithActor & { method: string; path: string }>();
    const actor = req.actor;
    const fence = actor && isRead(req.method, req.path) ? this.fences.of(actor.id) : undefined;
    if (!actor || !fence) return next.handle();
    return from(this.infra.readModels.waitFor(fence, READ_YOUR_WRITES_TIMEOUT_MS)).pipe(
      switchMap((reached) => {
        // Dropped either way: a projection stopped on an event (issue 11) must not hold every read of this user
        // for 2 s from now on; the one read that gave up says so in the header, as a command's answer would.
        this.fences.lower(actor.id, fence);
        if (!reached) http.getResponse<Response>().setHeader(READ_YOUR_WRITES_HEADER, 'timeout');
        return next.handle();
      }),
    );
  }
}
