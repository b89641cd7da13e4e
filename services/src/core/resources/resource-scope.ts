import type { AnyResourceDefinition } from '@console/contracts';
import type { Actor } from '../command-context.js';

/** Whether the actor sees only some partners' rows of this resource (ARCHITECTURE §6). */
export const isPartnerScoped = (
  spec: Pick<AnyResourceDefinition, 'partnerScope'>,
  actor: Actor | null,
): actor is Actor => actor !== null && actor.isPartner && spec.partnerScope !== undefined;

/** The partners whose rows a scoped actor reaches: its own, and partner 1's for an 'ownAndDefault' resource. */
export const partnersInScope = (spec: Pick<AnyResourceDefinition, 'partnerScope'>, actor: Actor): readonly number[] =>
  spec.partnerScope === 'ownAndDefault' ? [1, actor.partnerId] : [actor.partnerId];

/** The column naming a row's partner: its `partnerId`, or its own `id` for the partners resource ('self'). */
export const partnerColumnOf = (spec: Pick<AnyResourceDefinition, 'partnerScope'>): 'id' | 'partnerId' =>
  spec.partnerScope === 'self' ? 'id' : 'partnerId';

/** The scope judged on the record as its stream folds it: a command never asks the read model, which may lag. */
export const inPartnerScope = (
  spec: Pick<AnyResourceDefinition, 'partnerScope'>,
  actor: Actor | null,
  record: Readonly<Record<string, unknown>>,
  id?: number,
): boolean =>
  !isPartnerScoped(spec, actor) ||
  partnersInScope(spec, actor).includes((spec.partnerScope === 'self' ? id : record['partnerId']) as number);
