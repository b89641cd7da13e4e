import {
  ForbiddenException,
  Inject,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { can, PermissionAction, PermissionResource } from '@console/contracts';
import { actorOfCall } from '../http/correlation.js';
import { INFRASTRUCTURE, type Infrastructure } from '../infrastructure.js';
import { ACCESS_KEY, type Access, type RequestWithActor } from './auth.decorators.js';
import { TokenService } from './token.service.js';

export const NOT_AUTHENTICATED = 'Not authenticated';

/** Checks every route: a declared access rule, a valid bearer token, and the permission the route names. */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = this.reflector.getAllAndOverride<Access | undefined>(ACCESS_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!access) throw new ForbiddenException('This route declares no access rule');
    if (access.kind === 'public') return true;
    const req = context.switchToHttp().getRequest<RequestWithActor>();
    const header = req.headers['authorization'];
    // The bearer token only in the Authorization header: an address with a token leaks into logs, histories and
    // Referer headers. Where a browser cannot send the header (a PDF tab, EventSource), the route takes a
    // short-lived link signed for that one purpose instead (document-links.ts), never the bearer token.
    const token = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : undefined;
    const userId = token ? this.tokens.verify(token) : undefined;
    // A signed-out session's token is refused by every API process, not only the one that signed it out.
    const session = token && userId !== undefined ? this.tokens.sessionOf(token) : undefined;
    const signedOut = session !== undefined && (await this.infra.sessions.isClosed(session));
    const actor = userId === undefined || signedOut ? undefined : await this.infra.loadActor(userId);
    if (!actor) throw new UnauthorizedException(NOT_AUTHENTICATED);
    req.actor = actorOfCall(actor, req);
    if (access.kind === 'signed-in') return true;
    if (!PermissionResource.is(access.resource) || !PermissionAction.is(access.action)) {
      throw new ForbiddenException(`Unknown permission ${access.resource}-${access.action}`);
    }
    if (!can(actor.permissions, access.resource, access.action)) {
      throw new ForbiddenException(`You do not have the ${access.resource}-${access.action} permission`);
    }
    return true;
  }
}
