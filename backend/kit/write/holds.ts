import { randomUUID } from 'node:crypto';
import { Schema } from 'effect';
import { WrongExpectedRevisionError, newEventId, type EventStore } from '../../../infra/event-store/index.ts';
import { EventCodec } from './event-codec.ts';
import type { DomainEvent } from './decider.ts';
import { CONCURRENT_CHANGE_MESSAGE, conflict, type DomainError } from './errors.ts';
import { KeyedLock } from './keyed-lock.ts';
import { toMetadata, type CommandContext } from './metadata.ts';

const MAX_ATTEMPTS = 20;
const CACHE_LIMIT = 10_000;
/** A hold whose command never settled it (the process died between its appends) stops counting after this. */
const ABANDONED_AFTER_MS = 60_000;

const holdSchemas = {
  HoldTaken: Schema.Struct({ hold: Schema.String, holder: Schema.String, at: Schema.String }),
  HoldSettled: Schema.Struct({ hold: Schema.String }),
  HoldsClosed: Schema.Struct({}),
  HoldsReopened: Schema.Struct({}),
};
type HoldEvent = {
  [K in keyof typeof holdSchemas]: DomainEvent<K, (typeof holdSchemas)[K]['Type']>;
}[keyof typeof holdSchemas];
const holdEvents = new EventCodec<HoldEvent>(holdSchemas);

interface Ledger {
  readonly revision: number | 'no_stream';
  readonly closed: boolean;
  /**
   * Everyone who ever settled a hold: the candidates a closing checks against their own streams.
   * Only ever grows, so the cached ledgers of one stream share it: a closing that sees a holder
   * settled after its own read checks one stream more, and its append at the revision it read fails.
   */
  readonly holders: ReadonlySet<string>;
  /** Holds taken and not settled yet: their command may still write. */
  readonly pending: ReadonlyMap<string, { holder: string; at: number }>;
}

const EMPTY: Ledger = { revision: 'no_stream', closed: false, holders: new Set(), pending: new Map() };

/**
 * Folds the events read after `ledger` into a new ledger: its pending holds are copied once per
 * load (a handful), not once per event, and the holders are added to the shared set (ADR 0063):
 * copying both at every event made a 10,000-row import fold quadratically.
 */
function fold(ledger: Ledger, events: ReadonlyArray<{ event: HoldEvent; revision: number }>): Ledger {
  if (events.length === 0) return ledger;
  const pending = new Map(ledger.pending);
  const holders = ledger.revision === 'no_stream' ? new Set<string>() : (ledger.holders as Set<string>);
  let { closed } = ledger;
  for (const { event } of events) {
    switch (event.type) {
      case 'HoldTaken':
        pending.set(event.data.hold, { holder: event.data.holder, at: Date.parse(event.data.at) });
        break;
      case 'HoldSettled': {
        const taken = pending.get(event.data.hold);
        pending.delete(event.data.hold);
        if (taken) holders.add(taken.holder);
        break;
      }
      case 'HoldsClosed':
        closed = true;
        break;
      case 'HoldsReopened':
        closed = false;
        break;
    }
  }
  return { revision: events.at(-1)!.revision, closed, holders, pending };
}

/**
 * Things that may be closed while others put something into them (a warehouse removed while a
 * product is stocked there, a category deleted while a product is filed under it). The two sides
 * live in different streams, so neither stream alone can decide; a ledger stream per thing does:
 * a command takes a hold before it writes its own stream and settles it after, and closing is
 * appended at the ledger's revision, refused while a hold is pending and checked against the
 * holders' own streams. So a hold and a closing can never both win a race, whatever any read model
 * says. The ledger's last state is cached per process; a load reads only the events it has not seen.
 */
export class Holds {
  private readonly store: EventStore;
  private readonly cache = new Map<string, Ledger>();
  private readonly turns = new KeyedLock();
  private readonly now: () => number;

  constructor(store: EventStore, now: () => number = Date.now) {
    this.store = store;
    this.now = now;
  }

  private static stream(scope: string, id: number | string): string {
    return `holds-${scope}-${id}`;
  }

  private async load(streamId: string): Promise<Ledger> {
    const cached = this.cache.get(streamId) ?? EMPTY;
    const from = cached.revision === 'no_stream' ? 0 : cached.revision + 1;
    const read = (await this.store.readStream(streamId, from)).map((recorded) => ({
      event: holdEvents.check(recorded.type, recorded.data),
      revision: recorded.revision,
    }));
    const ledger = fold(cached, read);
    this.cache.delete(streamId);
    this.cache.set(streamId, ledger);
    if (this.cache.size > CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value!);
    return ledger;
  }

  private async append(
    streamId: string,
    ledger: Ledger,
    event: HoldEvent,
    context: CommandContext,
  ): Promise<void> {
    const checked = holdEvents.check(event.type, event.data);
    const metadata = toMetadata(context);
    await this.store.append(
      streamId,
      [{ id: newEventId(), type: checked.type, data: checked.data, metadata }],
      ledger.revision,
    );
  }

  /** Appends what `decide` says at the revision it read, deciding again after a concurrent write. */
  private async run(
    streamId: string,
    context: CommandContext,
    decide: (ledger: Ledger) => Promise<HoldEvent | null> | HoldEvent | null,
  ): Promise<void> {
    return this.turns.run(streamId, () => this.attempt(streamId, context, decide));
  }

  private async attempt(
    streamId: string,
    context: CommandContext,
    decide: (ledger: Ledger) => Promise<HoldEvent | null> | HoldEvent | null,
  ): Promise<void> {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const ledger = await this.load(streamId);
      const event = await decide(ledger);
      if (event === null) return;
      try {
        await this.append(streamId, ledger, event, context);
        return;
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
      }
    }
    throw conflict(CONCURRENT_CHANGE_MESSAGE);
  }

  /**
   * Runs `write` (the holder's own append) under a hold on the thing: refused with `closedError`
   * when the thing is closed (a function makes it only then: an error's stack costs). The hold is settled whether `write` succeeds or fails.
   */
  async holding<T>(
    target: { scope: string; id: number },
    holder: string,
    context: CommandContext,
    closedError: DomainError | (() => DomainError),
    write: () => Promise<T>,
  ): Promise<T> {
    const streamId = Holds.stream(target.scope, target.id);
    const hold = randomUUID();
    await this.run(streamId, context, (ledger) => {
      if (ledger.closed) throw typeof closedError === 'function' ? closedError() : closedError;
      return { type: 'HoldTaken', data: { hold, holder, at: new Date(this.now()).toISOString() } };
    });
    try {
      return await write();
    } finally {
      // The write's outcome stands whatever happens here: a hold left unsettled only delays a
      // closing, and stops counting once abandoned.
      await this.run(streamId, context, () => ({ type: 'HoldSettled', data: { hold } })).catch(
        () => undefined,
      );
    }
  }

  /**
   * Closes the thing when `check` finds that none of its holders holds it any more (each asked on its
   * own stream); refused with `busy` while a hold is pending, or with what `check` answers.
   */
  async close(
    target: { scope: string; id: number },
    context: CommandContext,
    check: (holders: readonly string[]) => Promise<DomainError | null>,
    busy: DomainError,
  ): Promise<void> {
    await this.run(Holds.stream(target.scope, target.id), context, async (ledger) => {
      if (ledger.closed) return null;
      const cutoff = this.now() - ABANDONED_AFTER_MS;
      const pending = [...ledger.pending.values()];
      if (pending.some((taken) => taken.at > cutoff)) throw busy;
      const refusal = await check([...new Set([...ledger.holders, ...pending.map((taken) => taken.holder)])]);
      if (refusal) throw refusal;
      return { type: 'HoldsClosed', data: {} };
    });
  }

  /** Opens a closed thing again (its own closing command was refused after the ledger closed). */
  async reopen(target: { scope: string; id: number }, context: CommandContext): Promise<void> {
    await this.run(Holds.stream(target.scope, target.id), context, (ledger) =>
      ledger.closed ? { type: 'HoldsReopened', data: {} } : null,
    );
  }
}
