import { WrongExpectedRevisionError, newEventId, type EventStore } from '../../../infra/event-store/index.ts';
import { KeyedLock } from './keyed-lock.ts';
import { toMetadata, type CommandContext } from './metadata.ts';
import { CONCURRENT_CHANGE_MESSAGE, conflict } from './errors.ts';

/** What a module's commands write with: the event store and the ids allocated on it. */
export interface WriteStores {
  readonly store: EventStore;
  readonly sequences: Sequences;
}

const ALLOCATED = 'IdsAllocated';
const MAX_ATTEMPTS = 20;

interface Allocated {
  readonly first: number;
  readonly count: number;
}

/**
 * Numeric ids per entity type (`/product/42`), from a sequence stream per type: each allocation is
 * an event appended at the exact revision read, so two allocators can never hand out the same id.
 * The last seen state is cached, so an allocation reads only the events it has not seen yet.
 */
export class Sequences {
  private readonly store: EventStore;
  private readonly cache = new Map<string, { revision: number | 'no_stream'; next: number }>();
  private readonly turns = new KeyedLock();

  constructor(store: EventStore) {
    this.store = store;
  }

  private async refresh(type: string): Promise<{ revision: number | 'no_stream'; next: number }> {
    const streamId = `sequence-${type}`;
    const known = this.cache.get(type) ?? { revision: 'no_stream' as const, next: 1 };
    const from = known.revision === 'no_stream' ? 0 : known.revision + 1;
    let { revision, next } = known;
    for (const event of await this.store.readStream(streamId, from)) {
      const data = event.data as Allocated;
      revision = event.revision;
      next = data.first + data.count;
    }
    const state = { revision, next };
    this.cache.set(type, state);
    return state;
  }

  /** Allocates `count` consecutive ids and returns the first. */
  allocate(type: string, context: CommandContext, count = 1): Promise<number> {
    return this.turns.run(type, () => this.attempt(type, context, count));
  }

  private async attempt(type: string, context: CommandContext, count: number): Promise<number> {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const { revision, next } = await this.refresh(type);
      try {
        const result = await this.store.append(
          `sequence-${type}`,
          [
            {
              id: newEventId(),
              type: ALLOCATED,
              data: { first: next, count },
              metadata: toMetadata(context),
            },
          ],
          revision,
        );
        this.cache.set(type, { revision: result.nextRevision, next: next + count });
        return next;
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
      }
    }
    throw conflict(CONCURRENT_CHANGE_MESSAGE);
  }
}
