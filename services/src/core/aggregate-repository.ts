import crypto from 'node:crypto';
import {
  CROSS_CUTTING_EVENT_TYPES,
  isDomainError,
  streamIdOf,
  type Decider,
  type DomainEvent,
  type GlobalPosition,
} from '@console/contracts';
import { WrongExpectedVersionError, type EventStore } from '@console/infra';
import type * as t from 'io-ts';
import { isLeft } from 'fp-ts/lib/Either.js';
import { metadataFor, type CommandContext } from './command-context.js';
import { DomainException } from './domain.exception.js';

export interface Handled<State> {
  readonly state: State;
  /** Position of the last appended event; undefined when the command changed nothing. */
  readonly position: GlobalPosition | undefined;
  readonly events: readonly DomainEvent[];
}

/** Decodes stored event payloads with the aggregate's codecs: the store is a boundary like any other. */
export type EventCodecs = Readonly<Record<string, t.Mixed>>;

const MAX_ATTEMPTS = 3;

/**
 * Runs a command on one aggregate: read its stream, fold with `evolve`, `decide`, append at the version read.
 * A concurrent append to the same stream makes the append fail; the command is then decided again on the new
 * state (a few times), so two staff editing one record never lose a change.
 */
export class AggregateRepository {
  constructor(private readonly store: EventStore) {}

  async load<C, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    codecs: EventCodecs,
    id: number | string,
  ): Promise<{ state: S; version: number }> {
    const events = await this.store.readStream(streamIdOf(decider.category, id));
    let state = decider.initialState;
    for (const e of events) {
      // Comments live on the record's stream but are history's, not the aggregate's: fold past them.
      if (CROSS_CUTTING_EVENT_TYPES.includes(e.type)) continue;
      state = decider.evolve(state, decodeEvent<E>(codecs, e.type, e.data));
    }
    return { state, version: events.length };
  }

  async handle<C extends { type: string }, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    codecs: EventCodecs,
    id: number | string,
    command: C,
    ctx: CommandContext,
  ): Promise<Handled<S>> {
    for (let attempt = 1; ; attempt++) {
      const { state, version } = await this.load(decider, codecs, id);
      const now = ctx.occurredAt ?? new Date();
      const decided = decider.decide(command, state, now);
      if (isDomainError(decided)) throw new DomainException(decided);
      const events = decided as readonly E[];
      if (events.length === 0) return { state, position: undefined, events };
      const metadata = metadataFor(ctx, command.type, now);
      try {
        const result = await this.store.append(
          streamIdOf(decider.category, id),
          events.map((e) => ({ id: crypto.randomUUID(), type: e.type, data: e.data, metadata })),
          version === 0 ? 'no_stream' : version,
        );
        return { state: events.reduce(decider.evolve, state), position: result.position, events };
      } catch (e) {
        if (e instanceof WrongExpectedVersionError && attempt < MAX_ATTEMPTS) continue;
        if (e instanceof WrongExpectedVersionError) {
          throw new DomainException({ kind: 'conflict', message: 'The record was changed by someone else; try again' });
        }
        throw e;
      }
    }
  }
}

export const decodeEvent = <E extends DomainEvent>(codecs: EventCodecs, type: string, data: unknown): E => {
  const codec = codecs[type];
  if (!codec) throw new Error(`No codec for event type ${type}`);
  const decoded = codec.decode(data);
  if (isLeft(decoded)) throw new Error(`Stored ${type} does not match its codec`);
  return { type, data: decoded.right } as E;
};
