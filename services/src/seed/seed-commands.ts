import crypto from 'node:crypto';
import { EMAIL_UNIQUE_MESSAGE, RESOURCES, type ResourceName } from '@console/contracts';
import { AggregateRepository } from '../core/aggregate-repository.js';
import type { CommandContext } from '../core/command-context.js';
import { DomainException } from '../core/domain.exception.js';
import type { Infrastructure } from '../core/infrastructure.js';
import { resourceDecider, resourceEventCodecs } from '../core/resources/resource.decider.js';
import { UniqueValues, uniqueKeys } from '../core/resources/resource-unique.js';
import type { SeedPace } from './seed-pace.js';

/** A seed's command: no actor (the system), its own correlation, at `occurredAt` when given (the seed dates what it makes). */
export const seedContext = (occurredAt?: Date): CommandContext => ({
  actor: null,
  correlationId: crypto.randomUUID(),
  causationId: null,
  ...(occurredAt ? { occurredAt } : {}),
});

/** Runs `work` over 0..n-1 with at most `width` at a time; with a `pace`, each waits for it first (seed-pace.ts). */
export const pool = async (
  n: number,
  width: number,
  work: (i: number) => Promise<void>,
  pace?: SeedPace,
): Promise<void> => {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, n) }, async () => {
      while (next < n) {
        if (pace) await pace.pass();
        // Taken after the pace: the items still go in order.
        if (next >= n) break;
        await work(next++);
      }
    }),
  );
};

/** A create the seed made before: the record's id, or a demo user's e-mail, is taken (the seed is idempotent). */
export const isAlreadyThere = (e: unknown): e is DomainException =>
  e instanceof DomainException &&
  (e.error.kind === 'conflict' || e.error.errors?.some((x) => x.message === EMAIL_UNIQUE_MESSAGE) === true);

/**
 * What a taken id means to the seed: `kept` for the fixed ids of the catalogue (a second run finds its own record
 * there and leaves it); `refused` for an id just taken from the sequence, which nobody else can hold unless the
 * sequence gave it twice: that record would be lost without a word (a customer without the address the seed made
 * for them, found only when a demo request for them was refused), so it stops the seed with the record's name.
 */
export type TakenId = 'kept' | 'refused';

/** Creates one record of a generic resource by its command, and moves its id sequence past the id. */
export const createRecord = async (
  infra: Pick<Infrastructure, 'store' | 'ids'>,
  resource: ResourceName,
  id: number,
  record: Record<string, unknown>,
  options: { readonly occurredAt?: Date; readonly taken?: TakenId } = {},
): Promise<void> => {
  const spec = RESOURCES[resource];
  try {
    const repository = new AggregateRepository(infra.store);
    const ctx = seedContext(options.occurredAt);
    const decided = await repository.decide({
      decider: resourceDecider(spec),
      codecs: resourceEventCodecs(spec),
      id,
      command: { type: 'Create', id, record },
      ctx,
    });
    // A unique field's reservation first, as the resource's own create (a configuration's key in its country).
    const uniques = new UniqueValues(repository);
    const reservations = await Promise.all(
      uniqueKeys(spec, record).map(({ unique, key }) => uniques.reserve(spec, unique, key, id, ctx)),
    );
    await repository.runAll([...reservations, decided]);
  } catch (e) {
    if (!isAlreadyThere(e)) throw e;
    if (options.taken === 'refused')
      throw new Error(`demo ${resource} ${id}: the id was given to another record before (${e.message})`);
  }
  await infra.ids.atLeast(spec.category, id);
};
