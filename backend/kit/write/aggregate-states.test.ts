import { mkdtempSync, rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Schema } from 'effect';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteEventStore, newEventId, type EventStore } from '../../../infra/event-store/index.ts';
import { AggregateStates } from './aggregate-states.ts';
import type { Decider, DomainEvent } from './decider.ts';
import { conflict } from './errors.ts';
import { EventCodec } from './event-codec.ts';
import { systemContext, toMetadata } from './metadata.ts';

type StockEvent =
  DomainEvent<'Stocked', { readonly pieces: number }> | DomainEvent<'Taken', { readonly pieces: number }>;
type StockCommand = { readonly kind: 'stock' | 'take'; readonly pieces: number };
const codec = new EventCodec<StockEvent>({
  Stocked: Schema.Struct({ pieces: Schema.Number }),
  Taken: Schema.Struct({ pieces: Schema.Number }),
});
const decider: Decider<StockCommand, StockEvent, { readonly left: number }> = {
  initialState: { left: 0 },
  evolve: (state, event) => ({
    left: event.type === 'Stocked' ? state.left + event.data.pieces : state.left - event.data.pieces,
  }),
  decide: (command, state) => {
    if (command.kind === 'stock') return [{ type: 'Stocked', data: { pieces: command.pieces } }];
    if (command.pieces > state.left) throw conflict('Не хватает');
    return [{ type: 'Taken', data: { pieces: command.pieces } }];
  },
};
const STOCKS = { streamOf: (id: number) => `stock-${id}`, decider, codec };

/** The store, counting the events its stream reads return. */
function counting(store: EventStore): { store: EventStore; read: () => number } {
  let read = 0;
  const wrapped = Object.create(store) as EventStore;
  wrapped.readStream = async (streamId, from) => {
    const events = await store.readStream(streamId, from);
    read += events.length;
    return events;
  };
  return { store: wrapped, read: () => read };
}

describe('AggregateStates: an aggregate folded once, read since its last look', () => {
  let dir: string;
  let file: string;
  const opened: SqliteEventStore[] = [];
  const open = (): SqliteEventStore => {
    const store = new SqliteEventStore(file);
    opened.push(store);
    return store;
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'aggregate-states-'));
    file = join(dir, 'events.db');
  });
  afterEach(async () => {
    for (const store of opened.splice(0)) await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads only the events appended since its last load, by this process or another', async () => {
    const { store, read } = counting(open());
    const states = new AggregateStates(store, STOCKS);
    for (let i = 0; i < 50; i += 1) await states.run(1, { kind: 'stock', pieces: 2 }, systemContext());
    expect(await states.state(1)).toEqual({ left: 100 });
    const before = read();
    expect(await states.state(1)).toEqual({ left: 100 });
    // The known last event only, checked to be still there.
    expect(read() - before).toBe(1);
    const other = new AggregateStates(open(), STOCKS);
    await other.run(1, { kind: 'take', pieces: 30 }, systemContext());
    const again = read();
    expect(await states.state(1)).toEqual({ left: 70 });
    expect(read() - again).toBe(2);
  });

  it('never takes more than there is when two processes take at once', async () => {
    const first = new AggregateStates(open(), STOCKS);
    const second = new AggregateStates(open(), STOCKS);
    await first.run(7, { kind: 'stock', pieces: 10 }, systemContext());
    // Both know the stock before either takes: their appends at that revision race.
    await first.state(7);
    await second.state(7);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 16 }, (_, i) =>
        (i % 2 === 0 ? first : second).run(7, { kind: 'take', pieces: 1 }, systemContext()),
      ),
    );
    const taken = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
    expect(taken).toBeLessThanOrEqual(10);
    const events = await open().readStream('stock-7');
    expect(events.filter((event) => event.type === 'Taken')).toHaveLength(taken);
    expect((await first.state(7)).left).toBe(10 - taken);
    expect((await second.state(7)).left).toBe(10 - taken);
    expect(taken).toBeGreaterThan(0);
  });

  it('folds the stream anew when the event it last saw is gone (a rolled-back commit)', async () => {
    const store = open();
    const states = new AggregateStates(store, STOCKS);
    await states.run(3, { kind: 'stock', pieces: 5 }, systemContext());
    await states.run(3, { kind: 'take', pieces: 4 }, systemContext());
    expect(await states.state(3)).toEqual({ left: 1 });
    // The last event vanishes and another takes its revision, as after a rolled-back shared commit.
    const db = new DatabaseSync(file);
    db.prepare("DELETE FROM events WHERE stream_id = 'stock-3' AND revision = 1").run();
    db.close();
    await store.append(
      'stock-3',
      [{ id: newEventId(), type: 'Taken', data: { pieces: 2 }, metadata: toMetadata(systemContext()) }],
      0,
    );
    expect(await states.state(3)).toEqual({ left: 3 });
    await states.run(3, { kind: 'take', pieces: 3 }, systemContext());
    expect(await states.state(3)).toEqual({ left: 0 });
    await expect(states.run(3, { kind: 'take', pieces: 1 }, systemContext())).rejects.toThrow('Не хватает');
  });
});
