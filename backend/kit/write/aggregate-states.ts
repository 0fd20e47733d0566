import {
  WrongExpectedRevisionError,
  newEventId,
  type EventStore,
  type Position,
} from '../../../infra/event-store/index.ts';
import type { AggregateKind } from './command-handler.ts';
import type { DomainEvent } from './decider.ts';
import { CONCURRENT_CHANGE_MESSAGE, conflict } from './errors.ts';
import { toMetadata, type CommandContext } from './metadata.ts';

const MAX_ATTEMPTS = 5;
/** Streams whose last state is kept: the least recently used goes first. */
const DEFAULT_LIMIT = 5_000;

interface Known<State> {
  readonly state: State;
  readonly revision: number | 'no_stream';
  /** The id of the event at `revision`: a state folded from events since rolled back is told by it. */
  readonly lastId: string | null;
}

/**
 * The last state of a kind's aggregates, kept per process (ADR 0094): a load reads only the events
 * appended after the revision it knows, so deciding on a product whose stream grows with every
 * order it fills costs the same at its thousandth order as at its first. The store stays the
 * judge: a command appends at the revision its state was folded to, and a concurrent write (this
 * process or another) fails that append and is read before deciding again. States must not be
 * mutated by their readers (the kind's `evolve` returns new ones).
 */
export class AggregateStates<Command, Event extends DomainEvent, State, Id extends number | string = number> {
  private readonly known = new Map<string, Known<State>>();
  private readonly store: EventStore;
  private readonly kind: AggregateKind<Command, Event, State, Id>;
  private readonly limit: number;

  constructor(store: EventStore, kind: AggregateKind<Command, Event, State, Id>, limit = DEFAULT_LIMIT) {
    this.store = store;
    this.kind = kind;
    this.limit = limit;
  }

  /** The aggregate's state as its stream has it now, and the revision it was folded to. */
  async load(id: Id): Promise<{ state: State; revision: number | 'no_stream' }> {
    const streamId = this.kind.streamOf(id);
    let cached = this.known.get(streamId);
    // The known last event is read again with the new ones: if it is not there any more (a shared
    // commit it was read inside of was rolled back), the stream is folded anew from its start.
    let recorded = await this.store.readStream(
      streamId,
      cached?.revision === undefined || cached.revision === 'no_stream' ? 0 : cached.revision,
    );
    if (cached && cached.revision !== 'no_stream') {
      if (recorded[0]?.revision === cached.revision && recorded[0].id === cached.lastId)
        recorded = recorded.slice(1);
      else {
        cached = undefined;
        this.known.delete(streamId);
        recorded = await this.store.readStream(streamId, 0);
      }
    }
    if (cached && recorded.length === 0) {
      this.touch(streamId, cached);
      return cached;
    }
    const { decider, codec } = this.kind;
    let state = cached?.state ?? decider.initialState;
    for (const event of recorded) state = decider.evolve(state, codec.check(event.type, event.data));
    const last = recorded.at(-1);
    return this.remember(
      streamId,
      last
        ? { state, revision: last.revision, lastId: last.id }
        : { state, revision: 'no_stream', lastId: null },
    );
  }

  /** The aggregate's state as its stream has it now. */
  async state(id: Id): Promise<State> {
    return (await this.load(id)).state;
  }

  /**
   * Runs a command on the aggregate: decided on the known state, appended at its revision; a
   * concurrent write makes the append fail and the command is decided again on what was written.
   */
  async run(
    id: Id,
    command: Command,
    context: CommandContext,
  ): Promise<{ id: Id; events: readonly Event[]; position: Position | null }> {
    const streamId = this.kind.streamOf(id);
    const { decider, codec } = this.kind;
    for (let attempt = 1; ; attempt += 1) {
      const { state, revision } = await this.load(id);
      const events = decider.decide(command, state);
      if (events.length === 0) return { id, events, position: null };
      const metadata = toMetadata(context);
      const checked = events.map((event) => codec.check(event.type, event.data));
      try {
        const result = await this.store.append(
          streamId,
          checked.map((event) => ({ id: newEventId(), type: event.type, data: event.data, metadata })),
          revision,
        );
        return { id, events: checked, position: result.position };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        if (attempt >= MAX_ATTEMPTS) throw conflict(CONCURRENT_CHANGE_MESSAGE);
      }
    }
  }

  /** Keeps a state unless a later one is known already (two loads of one stream may interleave). */
  private remember(streamId: string, next: Known<State>): Known<State> {
    const current = this.known.get(streamId);
    if (
      current &&
      current.revision !== 'no_stream' &&
      (next.revision === 'no_stream' || next.revision < current.revision)
    )
      return current;
    this.touch(streamId, next);
    return next;
  }

  private touch(streamId: string, value: Known<State>): void {
    this.known.delete(streamId);
    this.known.set(streamId, value);
    if (this.known.size > this.limit) this.known.delete(this.known.keys().next().value!);
  }
}
