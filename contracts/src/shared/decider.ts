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
}
