import type { DomainError } from './domain-error.js';

/** An event as a decider sees it: the fact without its envelope. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly data: Data;
}

/**
 * A pure aggregate (Emmett's shape): fold events with `evolve`, answer a command with `decide`.
 * `State` is the whole record as it stands after the events, so history can replay any revision with `evolve`.
 */
export interface Decider<Command, Event extends DomainEvent, State> {
  readonly category: string;
  readonly initialState: State;
  readonly evolve: (state: State, event: Event) => State;
  readonly decide: (command: Command, state: State, now: Date) => readonly Event[] | DomainError;
  /**
   * For a stream whose events carry the state after them (a running summary: `billing-<userId>`), that state from
   * its last event alone, so loading it reads one event however long the stream; undefined for an event without
   * one (written before the summary existed), and the stream is then read whole.
   */
  readonly stateAfter?: (last: Event) => State | undefined;
}
