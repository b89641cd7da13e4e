import type { OrderActor } from '@console/contracts';
import type { CommandContext } from '../../core/command-context.js';
import { SYSTEM_ACTOR } from '../order.decider.js';

/** Who acts, as the lifecycle table reads it; the system (seed, imports) when no one is signed in. */
export const orderActorOf = (ctx: CommandContext): OrderActor =>
  ctx.actor ? { userId: ctx.actor.id, permissions: ctx.actor.permissions } : SYSTEM_ACTOR;
