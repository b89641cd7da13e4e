import type { RequestActor } from '@console/contracts';
import type { CommandContext } from '../../../core/command-context.js';
import { SYSTEM_REQUEST_ACTOR } from '../request.decider.js';

/** Who acts, as the lifecycle table reads it; the system (seed, imports) when no one is signed in. */
export const requestActorOf = (ctx: CommandContext): RequestActor =>
  ctx.actor ? { userId: ctx.actor.id, permissions: ctx.actor.permissions } : SYSTEM_REQUEST_ACTOR;
