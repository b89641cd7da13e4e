import crypto from 'node:crypto';
import {
  CROSS_CUTTING_EVENT_TYPES,
  isDomainError,
  streamIdOf,
  type Decider,
  type DomainEvent,
  type EventMetadata,
  type GlobalPosition,
  type NewEvent,
  type RecordedEvent,
} from '@console/contracts';
import type { EventStore } from '@console/infra';
import { isLeft } from 'fp-ts/lib/Either.js';
import { COMMAND_ATTEMPTS, conflictError, isVersionConflict } from './command-retry.js';
import {
  metadataOf,
  nowOf,
  type AggregateRun,
  type CommandOrigin,
  type Compensation,
  type Decided,
  type EventCodecs,
  type Handled,
  type KnownStream,
  type StreamRun,
} from './command-run.js';
import { runCompensated, step } from './compensated-appends.js';
import { DomainException } from './domain.exception.js';
import { streamStatesOf } from './stream-states.js';

export type {
  AggregateRun,
  CommandChoice,
  CommandOrigin,
  Compensation,
  Decided,
  EventCodecs,
  Handled,
  KnownStream,
  StreamRun,
} from './command-run.js';

/**
 * The one path from a command to the event store (issue 32 §4): `run` decides a command and appends its events,
 * `decide` + `runAll` do it for a command that writes several streams (all or nothing, undone by `compensate`).
 * On an aggregate: read its stream, fold with `evolve`, `decide`, append at the version read; a concurrent append
 * to the same stream makes the append fail, and the command is then decided again on the new state
 * (COMMAND_ATTEMPTS, command-retry.ts), so two staff editing one record never lose a change. No code outside
 * `core/` appends to the store itself (eslint.config.js).
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
   * THE way to run a command: decide it and append its events (`decide`, then its `append`). Either on an aggregate
   * (`decider`, `codecs`, `id`, `command`: read or remembered, folded, decided, appended at the version read; a
   * concurrent change decides it again, COMMAND_ATTEMPTS in all, then 409), or as events decided without the
   * stream's state (`stream`, `events`, `expected`). A refusal is thrown as a DomainException; nothing is appended.
   */
  async run<C extends { type: string }, E extends DomainEvent, S>(options: AggregateRun<C, E, S>): Promise<Handled<S>>;
  async run(options: StreamRun): Promise<Handled<undefined>>;
  async run<C extends { type: string }, E extends DomainEvent, S>(
    options: AggregateRun<C, E, S> | StreamRun,
  ): Promise<Handled<S> | Handled<undefined>> {
    return 'stream' in options ? this.decideStream(options).append() : (await this.decide(options)).append();
  }

  /**
   * Decides a command without appending it: what a command that writes several streams does for each part before
   * `runAll` appends them. Throws the refusal as a DomainException.
   * A stream this process appended to or read lately is decided on the state it left it in, without reading it
   * (stream-states.ts; issue 13: one round trip less for most commands). Only what is appended rests on that: the
   * append expects the version the state was folded to, so a stream another writer moved on makes it fail, and the
   * command is decided again on the stream as read. A refusal, or a command that changes nothing, is decided again
   * on the stream as read before it is answered.
   */
  async decide<C extends { type: string }, E extends DomainEvent, S>(
    options: AggregateRun<C, E, S>,
  ): Promise<Decided<S>>;
  async decide(options: StreamRun): Promise<Decided<undefined>>;
  async decide<C extends { type: string }, E extends DomainEvent, S>(
    options: AggregateRun<C, E, S> | StreamRun,
  ): Promise<Decided<S> | Decided<undefined>> {
    return 'stream' in options ? this.decideStream(options) : this.decideAggregate(options, 1, true);
  }

  /**
   * All or nothing across streams: appends the decided parts in order (`concurrency` at a time, for imports of many
   * records); when one fails, the appended ones are undone newest first (their `compensate`) and the original error
   * is the answer (compensated-appends.ts). Answers each part's result, in order.
   */
  async runAll(parts: readonly Decided<unknown>[], concurrency = 1): Promise<Handled<unknown>[]> {
    return (await runCompensated(
      parts.map((part) =>
        step<Handled<unknown>>({
          name: part.name,
          append: () => part.append(),
          ...(part.undo ? { compensate: (handled) => part.undo!(handled) } : {}),
        }),
      ),
      concurrency,
    )) as Handled<unknown>[];
  }

  /**
   * Many new records of one aggregate at once (a billing run's charges): each command decided on its empty stream to
   * exactly one event, and all of them started in one write (EventStore.startStreams) instead of one append each.
   * A stream that exists already was started by another runner of the same work: done, nothing written to it.
   * Answers the position of the last event written (undefined when every stream existed).
   */
  async start<C extends { type: string }, E extends DomainEvent, S>(options: {
    readonly decider: Decider<C, E, S>;
    readonly records: readonly { readonly id: number | string; readonly command: C }[];
    readonly ctx: CommandOrigin;
  }): Promise<GlobalPosition | undefined> {
    const { decider, records, ctx } = options;
    const now = nowOf(ctx);
    const first = records.map(({ id, command }) => {
      const decided = decider.decide(command, decider.initialState, now);
      if (isDomainError(decided)) throw new DomainException(decided);
      if (decided.length !== 1) throw new Error(`${command.type} on a new stream decided ${decided.length} events`);
      const [event] = this.stored({}, decided, metadataOf(ctx, command.type, now));
      return { streamId: streamIdOf(decider.category, id), event: event! };
    });
    return (await this.store.startStreams(first)).position;
  }

  /** `remember` false: read the stream even when this process remembers it (a remembered state proved stale). */
  private async decideAggregate<C extends { type: string }, E extends DomainEvent, S>(
    run: AggregateRun<C, E, S>,
    attempt: number,
    remember: boolean,
  ): Promise<Decided<S>> {
    const { decider, codecs, id, known } = run;
    if (known && attempt === 1) return this.decideOn(run, attempt, known, false);
    const remembered = remember
      ? streamStatesOf<S>(this.store, decider).get(streamIdOf(decider.category, id))
      : undefined;
    if (remembered) {
      const decided = await this.decideOn(run, attempt, remembered, true).catch((error: unknown) => {
        if (error instanceof DomainException) return undefined;
        throw error;
      });
      if (decided && decided.events.length > 0) return decided;
    }
    return this.decideOn(run, attempt, await this.load(decider, codecs, id), false);
  }

  /** `remembered`: `base` is what this process remembers of the stream, not what it has just read. */
  private async decideOn<C extends { type: string }, E extends DomainEvent, S>(
    run: AggregateRun<C, E, S>,
    attempt: number,
    base: KnownStream<S>,
    remembered: boolean,
  ): Promise<Decided<S>> {
    const { decider, id, ctx } = run;
    const { state, version } = base;
    const command = typeof run.command === 'function' ? await run.command(state) : run.command;
    const now = nowOf(ctx);
    const decided = decider.decide(command, state, now);
    if (isDomainError(decided)) throw new DomainException(decided);
    const events = decided;
    const streamId = streamIdOf(decider.category, id);
    const states = streamStatesOf<S>(this.store, decider);
    const append = async (): Promise<Handled<S>> => {
      if (events.length === 0) return { state, previous: state, position: undefined, events };
      const stored = this.stored(run, events, metadataOf(ctx, command.type, now));
      try {
        const result = await this.store.append(streamId, stored, version === 0 ? 'no_stream' : version);
        const after = events.reduce(decider.evolve, state);
        // The stream as this append left it: the next command on it is decided without reading it.
        states.set(streamId, { state: after, version: result.nextExpectedVersion, lastEventId: stored.at(-1)!.id });
        return { state: after, previous: state, position: result.position, events };
      } catch (e) {
        if (!isVersionConflict(e)) throw e;
        // Decided again on the stream read whole: what this process remembered of it is not to be trusted now.
        states.forget(streamId);
        // A remembered state that proved stale was not an attempt on the stream: the attempts left stay.
        if (!remembered && attempt >= COMMAND_ATTEMPTS) throw conflictError();
        return (await this.decideAggregate(run, remembered ? attempt : attempt + 1, false)).append();
      }
    };
    const { compensate } = run;
    return {
      name: `${command.type} on ${streamId}`,
      state,
      events,
      append,
      ...(compensate ? { undo: (handled: Handled<S>) => this.compensate(streamId, ctx, compensate(handled)) } : {}),
    };
  }

  private decideStream(run: StreamRun): Decided<undefined> {
    const { stream, ctx, command, expected, compensate } = run;
    if (isDomainError(run.events)) throw new DomainException(run.events);
    const events = run.events;
    const now = nowOf(ctx);
    const append = async (): Promise<Handled<undefined>> => {
      if (events.length === 0) return { state: undefined, previous: undefined, position: undefined, events };
      const result = await this.store.append(stream, this.stored(run, events, metadataOf(ctx, command, now)), expected);
      return { state: undefined, previous: undefined, position: result.position, events };
    };
    return {
      name: `${command} on ${stream}`,
      state: undefined,
      events,
      append,
      ...(compensate
        ? { undo: (handled: Handled<undefined>) => this.compensate(stream, ctx, compensate(handled)) }
        : {}),
    };
  }

  /** Undoing events depend on no version: appended at any (the stream may have moved on since). */
  private async compensate(stream: string, ctx: CommandOrigin, undo: Compensation | undefined): Promise<void> {
    if (!undo || undo.events.length === 0) return;
    const metadata = metadataOf(ctx, undo.command, new Date());
    await this.store.append(
      stream,
      undo.events.map((e) => ({ id: crypto.randomUUID(), type: e.type, data: e.data, metadata })),
      'any',
    );
  }

  private stored(
    run: { readonly eventId?: (index: number) => string },
    events: readonly DomainEvent[],
    metadata: EventMetadata,
  ): NewEvent[] {
    return events.map((e, i) => ({
      id: run.eventId?.(i) ?? crypto.randomUUID(),
      type: e.type,
      data: e.data,
      metadata,
    }));
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
}

export const decodeEvent = <E extends DomainEvent>(codecs: EventCodecs, type: string, data: unknown): E => {
  const codec = codecs[type];
  if (!codec) throw new Error(`No codec for event type ${type}`);
  const decoded = codec.decode(data);
  if (isLeft(decoded)) throw new Error(`Stored ${type} does not match its codec`);
  return { type, data: decoded.right } as E;
};
