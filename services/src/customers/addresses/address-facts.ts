import { CITY_RESOURCE, validationError } from '@console/contracts';
import type { EventStore } from '@console/infra';
import { AggregateRepository } from '../../core/aggregate-repository.js';
import { DomainException } from '../../core/domain.exception.js';
import type { ResourceFacts } from '../../core/resources/resource-facts.js';
import { readResourceRecord } from '../../core/resources/resource-record.js';
import { USER_EVENT_CODECS } from '../user.codecs.js';
import { userDecider } from '../user.decider.js';

const refused = (path: string, message: string) => new DomainException(validationError([{ path, message }]));

const readUser = async (store: EventStore, id: number) =>
  (await new AggregateRepository(store).load(userDecider, USER_EVENT_CODECS, id)).state;

/**
 * An address belongs to its customer's partner, in the country of its city (else the customer's): a create fills
 * partnerId and countryId so when the body leaves them out; an edit that moves the address to another customer
 * takes that customer's partner, and one that changes the city takes the city's country. Read from the user's and
 * the city's own streams.
 */
export const addressFacts: ResourceFacts = async (store, body, mode) => {
  const facts: Record<string, unknown> = {};
  if (typeof body['userId'] === 'number') {
    const user = await readUser(store, body['userId']);
    if (!user) throw refused('userId', `No user found for id '${body['userId']}'`);
    facts['partnerId'] = user.profile.partnerId;
    if (mode === 'create') facts['countryId'] = user.profile.countryId;
  }
  if (typeof body['cityId'] === 'number') {
    const city = await readResourceRecord(store, CITY_RESOURCE, body['cityId']);
    if (!city) throw refused('cityId', `No city found for id '${body['cityId']}'`);
    if (typeof city['countryId'] === 'number') facts['countryId'] = city['countryId'];
  }
  return facts;
};
