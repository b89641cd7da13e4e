import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { Actor } from '../command-context.js';

export const ACCESS_KEY = 'console:access';

/**
 * Every route declares who may call it; the guard refuses a route that declares nothing (fail closed).
 * - public: no token (sign-in, health);
 * - signed-in: any signed-in user (own profile, live feed);
 * - permission: `<resource>-<action>` ('admin' grants all).
 */
export type Access =
  | { readonly kind: 'public' }
  | { readonly kind: 'signed-in' }
  | { readonly kind: 'permission'; readonly resource: string; readonly action: string };

export const Public = () => SetMetadata(ACCESS_KEY, { kind: 'public' } satisfies Access);
export const SignedIn = () => SetMetadata(ACCESS_KEY, { kind: 'signed-in' } satisfies Access);
export const RequirePermission = (resource: string, action: string) =>
  SetMetadata(ACCESS_KEY, { kind: 'permission', resource, action } satisfies Access);

export interface RequestWithActor {
  actor?: Actor;
  headers: Record<string, string | string[] | undefined>;
}

export const CurrentActor = createParamDecorator((_: unknown, ctx: ExecutionContext): Actor => {
  const actor = ctx.switchToHttp().getRequest<RequestWithActor>().actor;
  if (!actor) throw new Error('CurrentActor used on a route without a signed-in user');
  return actor;
});
