import crypto from 'node:crypto';
import {
  CROSS_CUTTING_EVENT_TYPES,
  isDomainError,
  streamIdOf,
  type Decider,
  type DomainEvent,
  type GlobalPosition,
  type RecordedEvent,
} from '@console/contracts';
import { WrongExpectedVersionError, type EventStore } from '@console/infra';
import type * as t from 'io-ts';
import { isLeft } from 'fp-ts/lib/Either.js';
import { metadataFor, type CommandContext } from './command-context.js';
import { DomainException } from './domain.exception.js';
import { streamStatesOf } from './stream-states.js';

export interface Handled<State> {
  /** The state after the command's events. */
  readonly state: State;
  /** The state the command was decided on (a delete answers the record as it was from it). */
  readonly previous: State;
  /** Position of the last appended event; undefined when the command changed nothing. */
  readonly position: GlobalPosition | undefined;
  readonly events: readonly DomainEvent[];
}

/**
 * A command decided on its stream but not appended yet: what a command that writes several streams holds until
 * every part of it is decided (nothing is appended before all of them are known to be accepted).
 */
export interface Decided<State> {
  readonly state: State;
  readonly events: readonly DomainEvent[];
  /** Appends the events at the version they were decided on; a concurrent change decides the command again. */
  append(): Promise<Handled<State>>;
}

/**
 * The command itself, or how to choose it from the record as its stream stands (a PATCH whose meaning depends
 * on the record's status; an existence or partner check). The choice runs on every attempt, on the state read
 * in that attempt, so it never decides on a stale copy of the record. It may throw a DomainException (404).
 */
export type CommandChoice<C, S> = C | ((state: S) => C | Promise<C>);

/** Decodes stored event payloads with the aggregate's codecs: the store is a boundary like any other. */
export type EventCodecs = Readonly<Record<string, t.Mixed>>;

const MAX_ATTEMPTS = 3;

const conflictError = () =>
  new DomainException({ kind: 'conflict', message: 'The record was changed by someone else; try again' });

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
    const streamId = streamIdOf(decider.category, id);
    if (decider.stateAfter) {
      const last = (await this.store.readLastEvents([streamId])).get(streamId);
      if (!last) return { state: decider.initialState, version: 0 };
      const state = codecs[last.type] ? decider.stateAfter(decodeEvent<E>(codecs, last.type, last.data)) : undefined;
      if (state !== undefined) return { state, version: last.streamVersion };
    }
    // Only the events after the state this process folded the stream to lately (stream-states.ts), from its last
    // one: finding that event again, by id, proves the stream is the one the state was folded from.
    const states = streamStatesOf<S>(this.store, decider);
    const known = states.get(streamId);
    const read = await this.store.readStream(streamId, known ? { fromVersion: known.version } : {});
    if (known && read[0]?.id !== known.lastEventId) {
      // A store emptied under a running process (tests): the stream read whole.
      states.forget(streamId);
      return this.load(decider, codecs, id);
    }
    const tail = known ? read.slice(1) : read;
    const folded = this.foldFrom(decider, codecs, known ?? { state: decider.initialState, version: 0 }, tail);
    const last = read.at(-1);
    if (last) states.set(streamId, { ...folded, lastEventId: last.id });
    return folded;
  }

  /**
   * Load, choose, decide: throws the refusal as a DomainException; appends nothing.
   * A stream this process appended to or read lately is decided on the state it left it in, without reading it
   * (stream-states.ts; issue 13: one round trip less for most commands). Only what is appended rests on that: the
   * append expects the version the state was folded to, so a stream another writer moved on makes it fail, and the
   * command is decided again on the stream as read. A refusal, or a command that changes nothing, is decided again
   * on the stream as read before it is answered.
   */
  async decide<C extends { type: string }, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    codecs: EventCodecs,
    id: number | string,
    choice: CommandChoice<C, S>,
    ctx: CommandContext,
    attempt = 1,
    /** The stream as the caller has just read it: the first attempt decides on it instead of reading again. */
    known?: { readonly state: S; readonly version: number },
    /** false: read the stream even when this process remembers it (a remembered state proved stale). */
    remember = true,
  ): Promise<Decided<S>> {
    if (known) return this.decideOn(decider, codecs, id, choice, ctx, attempt, known, false);
    const remembered = remember
      ? streamStatesOf<S>(this.store, decider).get(streamIdOf(decider.category, id))
      : undefined;
    if (remembered) {
      const decided = await this.decideOn(decider, codecs, id, choice, ctx, attempt, remembered, true).catch(
        (error: unknown) => {
          if (error instanceof DomainException) return undefined;
          throw error;
        },
      );
      if (decided && decided.events.length > 0) return decided;
    }
    return this.decideOn(decider, codecs, id, choice, ctx, attempt, await this.load(decider, codecs, id), false);
  }

  /** `remembered`: `base` is what this process remembers of the stream, not what it has just read. */
  private async decideOn<C extends { type: string }, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    codecs: EventCodecs,
    id: number | string,
    choice: CommandChoice<C, S>,
    ctx: CommandContext,
    attempt: number,
    base: { readonly state: S; readonly version: number },
    remembered: boolean,
  ): Promise<Decided<S>> {
    const { state, version } = base;
    const command = typeof choice === 'function' ? await choice(state) : choice;
    const now = ctx.occurredAt ?? new Date();
    const decided = decider.decide(command, state, now);
    if (isDomainError(decided)) throw new DomainException(decided);
    const events = decided;
    const streamId = streamIdOf(decider.category, id);
    const states = streamStatesOf<S>(this.store, decider);
    const append = async (): Promise<Handled<S>> => {
      if (events.length === 0) return { state, previous: state, position: undefined, events };
      const metadata = metadataFor(ctx, command.type, now);
      const stored = events.map((e) => ({ id: crypto.randomUUID(), type: e.type, data: e.data, metadata }));
      try {
        const result = await this.store.append(streamId, stored, version === 0 ? 'no_stream' : version);
        const after = events.reduce(decider.evolve, state);
        // The stream as this append left it: the next command on it is decided without reading it.
        states.set(streamId, { state: after, version: result.nextExpectedVersion, lastEventId: stored.at(-1)!.id });
        return { state: after, previous: state, position: result.position, events };
      } catch (e) {
        if (!(e instanceof WrongExpectedVersionError)) throw e;
        // Decided again on the stream read whole: what this process remembered of it is not to be trusted now.
        states.forget(streamId);
        // A remembered state that proved stale was not an attempt on the stream: the attempts left stay.
        if (!remembered && attempt >= MAX_ATTEMPTS) throw conflictError();
        const next = remembered ? attempt : attempt + 1;
        return (await this.decide(decider, codecs, id, choice, ctx, next, undefined, false)).append();
      }
    };
    return { state, events, append };
  }

  /**
   * handle on a state the caller read (or knows: a stream it reserved just now is empty): no second read; a
   * concurrent change makes the append fail, and the command is then read and decided again as in handle.
   */
  async handleOn<C extends { type: string }, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    codecs: EventCodecs,
    id: number | string,
    known: { readonly state: S; readonly version: number },
    choice: CommandChoice<C, S>,
    ctx: CommandContext,
  ): Promise<Handled<S>> {
    return (await this.decide(decider, codecs, id, choice, ctx, 1, known)).append();
  }

  /** The state a stream's events fold to (events read by the caller, e.g. several streams at once). */
  fold<C, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    codecs: EventCodecs,
    events: readonly RecordedEvent[],
  ): { state: S; version: number } {
    return this.foldFrom(decider, codecs, { state: decider.initialState, version: 0 }, events);
  }

  /** `from` (a stream folded up to a version) with the stream's events after it. */
  private foldFrom<C, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    codecs: EventCodecs,
    from: { readonly state: S; readonly version: number },
    events: readonly RecordedEvent[],
  ): { state: S; version: number } {
    let state = from.state;
    for (const e of events) {
      // Comments live on the record's stream but are history's, not the aggregate's: fold past them.
      if (CROSS_CUTTING_EVENT_TYPES.includes(e.type)) continue;
      state = decider.evolve(state, decodeEvent<E>(codecs, e.type, e.data));
    }
    return { state, version: from.version + events.length };
  }

  async handle<C extends { type: string }, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    codecs: EventCodecs,
    id: number | string,
    choice: CommandChoice<C, S>,
    ctx: CommandContext,
  ): Promise<Handled<S>> {
    return (await this.decide(decider, codecs, id, choice, ctx)).append();
  }
}

export const decodeEvent = <E extends DomainEvent>(codecs: EventCodecs, type: string, data: unknown): E => {
  const codec = codecs[type];
  if (!codec) throw new Error(`No codec for event type ${type}`);
  const decoded = codec.decode(data);
  if (isLeft(decoded)) throw new Error(`Stored ${type} does not match its codec`);
  return { type, data: decoded.right } as E;
};
