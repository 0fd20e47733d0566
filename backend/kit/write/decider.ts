/** An event as the domain sees it: a past-tense type and its payload. */
export interface DomainEvent<T extends string = string, D = unknown> {
  readonly type: T;
  readonly data: D;
}

/**
 * Pure write-side logic of one aggregate. `decide` returns the new events or throws a DomainError;
 * time, ids and the acting user arrive inside the command.
 */
export interface Decider<Command, Event extends DomainEvent, State> {
  readonly initialState: State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): readonly Event[];
}

/**
 * An aggregate's decider from its parts: the state before any event, how an event changes the
 * state, and what a command makes happen. The types come from the functions.
 */
export function deciderOf<Command, Event extends DomainEvent, State>(
  initialState: State,
  evolve: (state: State, event: Event) => State,
  decide: (command: Command, state: State) => readonly Event[],
): Decider<Command, Event, State> {
  return { initialState, evolve, decide };
}

export function fold<Event extends DomainEvent, State>(
  decider: Pick<Decider<unknown, Event, State>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State {
  return events.reduce((state, event) => decider.evolve(state, event), decider.initialState);
}
