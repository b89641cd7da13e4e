import type { Decider, DomainError, DomainEvent, EventMetadata, GlobalPosition } from '@console/contracts';
import type * as t from 'io-ts';
import { metadataFor, type CommandContext } from './command-context.js';

/** Decodes stored event payloads with the aggregate's codecs: the store is a boundary like any other. */
export type EventCodecs = Readonly<Record<string, t.Mixed>>;

/** A stream folded to a version. */
export interface KnownStream<S> {
  readonly state: S;
  readonly version: number;
}

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
 * every part of it is decided (nothing is appended before all of them are known to be accepted), then hands to
 * `AggregateRepository.runAll`.
 */
export interface Decided<State> {
  /** The stream and the command, for the log when an undo fails. */
  readonly name: string;
  readonly state: State;
  readonly events: readonly DomainEvent[];
  /**
   * Appends the events at the version they were decided on; on an aggregate a concurrent change decides the command
   * again (COMMAND_ATTEMPTS), a stream run at a version throws WrongExpectedVersionError for its caller's retry.
   */
  append(): Promise<Handled<State>>;
  /** Appends what undoes the appended events (`compensate`), when a later part of the same command failed. */
  undo?(handled: Handled<State>): Promise<void>;
}

/**
 * The command itself, or how to choose it from the record as its stream stands (a PATCH whose meaning depends
 * on the record's status; an existence or partner check). The choice runs on every attempt, on the state read
 * in that attempt, so it never decides on a stale copy of the record. It may throw a DomainException (404).
 */
export type CommandChoice<C, S> = C | ((state: S) => C | Promise<C>);

/**
 * Who a command's events are by: a command context (an HTTP call's actor, a system context), or the metadata a
 * process manager made for the event that caused them (`metadataCausedBy`: the cause's user, correlation, date).
 */
export type CommandOrigin = CommandContext | { readonly metadata: Omit<EventMetadata, 'command'> };

/** The events that undo a command's events on the same stream (appended at any version: they depend on none). */
export interface Compensation {
  /** The undoing command's name, in the events' metadata (History shows it). */
  readonly command: string;
  readonly events: readonly DomainEvent[];
}

interface RunCommon {
  readonly ctx: CommandOrigin;
  /** Event ids derived from a cause (an idempotent process manager's); random otherwise. */
  readonly eventId?: (index: number) => string;
}

/** A command on an aggregate: its stream read (or remembered) and folded, decided, appended at the version read. */
export interface AggregateRun<C extends { type: string }, E extends DomainEvent, S> extends RunCommon {
  readonly decider: Decider<C, E, S>;
  readonly codecs: EventCodecs;
  readonly id: number | string;
  readonly command: CommandChoice<C, S>;
  /** The stream as the caller has just read it (or knows it: one it just reserved is empty): no second read. */
  readonly known?: KnownStream<S>;
  /** What undoes the appended events if a later part of the same command fails (`runAll`). */
  readonly compensate?: (handled: Handled<S>) => Compensation | undefined;
}

/**
 * Events decided without their stream's state: a comment or a view beside a record's events, a deletion list, a
 * credential's first event (`expected`: 'any' or 'no_stream'); or the appends of a command that reads and decides
 * its streams itself within `retryOnConflict` (the storage runner's space and storage, at the versions it read).
 */
export interface StreamRun extends RunCommon {
  readonly stream: string;
  /** The decision: the events, or the refusal (thrown as a DomainException). */
  readonly events: readonly DomainEvent[] | DomainError;
  readonly command: string;
  /** A number: a concurrent append fails with WrongExpectedVersionError, for the caller's `retryOnConflict`. */
  readonly expected: 'any' | 'no_stream' | number;
  readonly compensate?: (recorded: Handled<undefined>) => Compensation | undefined;
}

/** When a command's events happened: the origin's date (an import's, a cause's), else now. */
export const nowOf = (origin: CommandOrigin): Date =>
  'metadata' in origin ? new Date(origin.metadata.occurredAt) : (origin.occurredAt ?? new Date());

export const metadataOf = (origin: CommandOrigin, command: string, now: Date): EventMetadata =>
  'metadata' in origin ? { ...origin.metadata, command } : metadataFor(origin, command, now);
