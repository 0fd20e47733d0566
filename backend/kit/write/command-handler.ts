import {
  WrongExpectedRevisionError,
  type EventStore,
  type Position,
  type RecordedEvent,
  newEventId,
} from '../../../infra/event-store/index.ts';
import type { Decider, DomainEvent } from './decider.ts';
import type { EventCodec } from './event-codec.ts';
import { CONCURRENT_CHANGE_MESSAGE, conflict } from './errors.ts';
import { toMetadata, type CommandContext } from './metadata.ts';

export interface CommandResult<Event> {
  readonly events: readonly Event[];
  /** Global position of the last event written, or null when the command changed nothing. */
  readonly position: Position | null;
}

const MAX_ATTEMPTS = 5;

/** Loads an aggregate: decodes its events and folds them into state (with the events as recorded, for their metadata). */
export async function loadAggregate<Event extends DomainEvent, State>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<unknown, Event, State>, 'initialState' | 'evolve'>,
  codec: EventCodec<Event>,
): Promise<{ state: State; revision: number | 'no_stream'; recorded: RecordedEvent[] }> {
  const recorded: RecordedEvent[] = await store.readStream(streamId);
  let state = decider.initialState;
  for (const event of recorded) state = decider.evolve(state, codec.check(event.type, event.data));
  const last = recorded.at(-1);
  return { state, revision: last ? last.revision : 'no_stream', recorded };
}

/**
 * The id a creation is decided with before its own is allocated: no allocated id ever reaches it,
 * so the decider sees a new id, whatever the stream already holds.
 */
export const PROVISIONAL_ID = Number.MAX_SAFE_INTEGER;

/** A command and the stream, decider and codec of the aggregate it is decided on. */
interface CommandOnStream<Command, Event extends DomainEvent, State> {
  readonly store: EventStore;
  readonly streamId: string;
  readonly decider: Decider<Command, Event, State>;
  readonly codec: EventCodec<Event>;
  readonly command: Command;
}

/**
 * Decides a command on the stream's state as it is now, and writes nothing: the decider's refusal
 * is thrown before the command spends anything on another stream (an id from a sequence, a
 * reservation, a hold), so a refused request leaves the store as it found it (ADR 0052). The
 * command is decided again when it runs, on the state it reads then; only a request that loses a
 * race there may leave an unused id or a settled hold behind.
 */
export async function decideFirst<Command, Event extends DomainEvent, State>(
  options: CommandOnStream<Command, Event, State>,
): Promise<readonly Event[]> {
  const { state } = await loadAggregate(options.store, options.streamId, options.decider, options.codec);
  return options.decider.decide(options.command, state);
}

/**
 * Runs a command against one aggregate: load, decide, append with the revision that was read.
 * A concurrent write makes the append fail; the command is then decided again on fresh state,
 * a few times, before the client gets a 409.
 */
export async function handleCommand<Command, Event extends DomainEvent, State>(
  options: CommandOnStream<Command, Event, State> & { readonly context: CommandContext },
): Promise<CommandResult<Event>> {
  const { store, streamId, decider, codec, command, context } = options;
  for (let attempt = 1; ; attempt += 1) {
    const { state, revision } = await loadAggregate(store, streamId, decider, codec);
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, position: null };
    const metadata = toMetadata(context);
    const checked = events.map((event) => codec.check(event.type, event.data));
    try {
      const result = await store.append(
        streamId,
        checked.map((event) => ({ id: newEventId(), type: event.type, data: event.data, metadata })),
        revision,
      );
      return { events: checked, position: result.position };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      if (attempt >= MAX_ATTEMPTS) throw conflict(CONCURRENT_CHANGE_MESSAGE);
    }
  }
}

/** One kind of aggregate whose streams are named by its id: what `handleCommandOn` runs a command on. */
export interface AggregateKind<
  Command,
  Event extends DomainEvent,
  State,
  Id extends number | string = number,
> {
  readonly streamOf: (id: Id) => string;
  readonly decider: Decider<Command, Event, State>;
  readonly codec: EventCodec<Event>;
}

/** Runs a command on the aggregate `id` of a kind, answered with its id and where its events were appended. */
export async function handleCommandOn<Command, Event extends DomainEvent, State, Id extends number | string>(
  store: EventStore,
  kind: AggregateKind<Command, Event, State, Id>,
  id: Id,
  command: Command,
  context: CommandContext,
): Promise<{ id: Id; position: Position | null }> {
  const { decider, codec } = kind;
  const { position } = await handleCommand({
    store,
    streamId: kind.streamOf(id),
    decider,
    codec,
    command,
    context,
  });
  return { id, position };
}

/** The aggregate `id` of a kind as its stream has it now: its state and the events it was folded from. */
export function loadAggregateOn<Command, Event extends DomainEvent, State, Id extends number | string>(
  store: EventStore,
  kind: AggregateKind<Command, Event, State, Id>,
  id: Id,
): Promise<{ state: State; revision: number | 'no_stream'; recorded: RecordedEvent[] }> {
  return loadAggregate(store, kind.streamOf(id), kind.decider, kind.codec);
}

/** The state of the aggregate `id` of a kind, as its stream has it now. */
export async function stateOf<Command, Event extends DomainEvent, State, Id extends number | string>(
  store: EventStore,
  kind: AggregateKind<Command, Event, State, Id>,
  id: Id,
): Promise<State> {
  return (await loadAggregateOn(store, kind, id)).state;
}
