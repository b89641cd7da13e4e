import type { UserState } from '@console/contracts';
import type { EventStore } from '@console/infra';
import { AggregateRepository } from '../core/aggregate-repository.js';
import { USER_EVENT_CODECS } from './user.codecs.js';
import { userDecider } from './user.decider.js';

/**
 * The customers context's facts for other contexts: a customer as its own stream leaves it (null: no such user).
 * A command decides from streams, never from a read model (ARCHITECTURE §1).
 */
export const readUser = async (store: EventStore, id: number): Promise<UserState> =>
  (await new AggregateRepository(store).load(userDecider, USER_EVENT_CODECS, id)).state;
