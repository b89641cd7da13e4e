import { USER_LOG_CATEGORY } from '@console/contracts';
import type { AggregateRepository } from '../core/aggregate-repository.js';
import { commandContextOf, type Actor } from '../core/command-context.js';
import type { IdSequence } from '../core/id-sequence.js';
import { USER_LOG_CODECS, userLogDecider } from './user-log.decider.js';

/**
 * An impersonation in the user logs (issue 34 §2): a row of its own naming who (the actor) impersonated whom, until
 * the consumer app's token expires. Called by the impersonation call after the customer's `UserImpersonated`.
 */
export const logImpersonation = async (
  ids: IdSequence,
  repository: AggregateRepository,
  actor: Actor,
  customer: { readonly id: number; readonly name: string },
  expiresAt: string,
): Promise<void> => {
  const id = await ids.next(USER_LOG_CATEGORY);
  await repository.run({
    decider: userLogDecider,
    codecs: USER_LOG_CODECS,
    id,
    known: { state: userLogDecider.initialState, version: 0 },
    command: {
      type: 'LogImpersonation',
      data: {
        id,
        userId: actor.id,
        name: actor.name,
        email: actor.email,
        impersonatedUserId: customer.id,
        impersonatedName: customer.name,
        expiresAt,
      },
    },
    ctx: commandContextOf(actor),
  });
};
