import crypto from 'node:crypto';
import type { EventMetadata, RecordedEvent } from '@console/contracts';
import { correlationIdOf } from './http/correlation.js';

/** The signed-in user a request runs as (built by the auth guard from the token and the users read model). */
export interface Actor {
  readonly id: number;
  readonly name: string;
  readonly email: string;
  readonly roles: readonly string[];
  readonly permissions: readonly string[];
  readonly partnerId: number;
  readonly countryId: number;
  /** Spec 1 §6: a user whose permissions contain the word partner sees only its partner's rows. */
  readonly isPartner: boolean;
}

/** Who issues a command, and the thread of causes it belongs to; becomes the metadata of its events. */
export interface CommandContext {
  readonly actor: Actor | null;
  readonly correlationId: string;
  readonly causationId: string | null;
  /**
   * When the fact happened, if not now: only imports and the demo seed set it (customers who registered over the
   * past two years), never an HTTP call.
   */
  readonly occurredAt?: Date;
}

/**
 * The one context of a command an HTTP call issues: the signed-in actor, the call's correlation id (the caller's
 * X-Correlation-Id or the one made for the call, core/http/correlation.ts, which the actor the auth guard made for
 * the call carries), no causing event.
 */
export const commandContextOf = (actor: Actor): CommandContext => ({
  actor,
  correlationId: correlationIdOf(actor) ?? crypto.randomUUID(),
  causationId: null,
});

/**
 * A command no one signed in issues: a gateway's callback or a payment link's page keep their HTTP call's
 * correlation id (`correlationIdOf(req)`); a timer's sweep, the seed or an import (no HTTP call) start a new one.
 */
export const systemContext = (correlationId?: string): CommandContext => ({
  actor: null,
  correlationId: correlationId ?? crypto.randomUUID(),
  causationId: null,
});

/**
 * The metadata of an event a process manager makes for the event `cause`: on behalf of the same user and partner,
 * in the same correlation (the HTTP call's X-Correlation-Id reaches what the managers record for it), caused by
 * that event, dated when it happened (so a replay makes the same event).
 */
export const metadataCausedBy = (cause: RecordedEvent, command: string): EventMetadata => ({
  userId: cause.metadata.userId,
  partnerId: cause.metadata.partnerId,
  correlationId: cause.metadata.correlationId,
  causationId: cause.id,
  command,
  occurredAt: cause.metadata.occurredAt,
});

export const metadataFor = (ctx: CommandContext, command: string, now: Date): EventMetadata => ({
  userId: ctx.actor?.id ?? null,
  partnerId: ctx.actor?.partnerId ?? null,
  correlationId: ctx.correlationId,
  causationId: ctx.causationId,
  command,
  occurredAt: now.toISOString(),
});
