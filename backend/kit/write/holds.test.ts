import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteEventStore } from '../../../infra/event-store/index.ts';
import { conflict, notFound } from './errors.ts';
import { Holds } from './holds.ts';
import { systemContext } from './metadata.ts';

const target = { scope: 'warehouse', id: 7 };
const closedError = notFound('Склад не найден');
const busy = conflict('Склад сейчас занят');
const inUse = conflict('На складе есть товары');

describe('Holds: a ledger decides between holding a thing and closing it', () => {
  let store: SqliteEventStore;
  let now: number;
  let holds: Holds;

  beforeEach(() => {
    store = new SqliteEventStore(':memory:');
    now = Date.parse('2026-11-25T09:00:00Z');
    holds = new Holds(store, () => now);
  });
  afterEach(() => store.close());

  it('runs the write under a hold and settles it, whether the write succeeds or fails', async () => {
    expect(await holds.holding(target, '1', systemContext(), closedError, async () => 'written')).toBe(
      'written',
    );
    await expect(
      holds.holding(target, '2', systemContext(), closedError, async () =>
        Promise.reject(new Error('write failed')),
      ),
    ).rejects.toThrow('write failed');
    const types = (await store.readStream('holds-warehouse-7')).map((event) => event.type);
    expect(types).toEqual(['HoldTaken', 'HoldSettled', 'HoldTaken', 'HoldSettled']);
  });

  it('asks the check about every holder, closes when none holds it, and refuses a hold once closed', async () => {
    await holds.holding(target, '1', systemContext(), closedError, async () => undefined);
    await holds.holding(target, '2', systemContext(), closedError, async () => undefined);
    const asked: string[][] = [];
    await expect(
      holds.close(
        target,
        systemContext(),
        async (holders) => (asked.push([...holders]), holders.includes('2') ? inUse : null),
        busy,
      ),
    ).rejects.toBe(inUse);
    await holds.close(target, systemContext(), async (holders) => (asked.push([...holders]), null), busy);
    expect(asked).toEqual([
      ['1', '2'],
      ['1', '2'],
    ]);
    await expect(holds.holding(target, '3', systemContext(), closedError, async () => 'never')).rejects.toBe(
      closedError,
    );
  });

  it('refuses to close while a hold is pending, until it is settled or abandoned for a minute', async () => {
    let release!: () => void;
    const writing = holds.holding(
      target,
      '1',
      systemContext(),
      closedError,
      () => new Promise<void>((done) => (release = done)),
    );
    await expect.poll(async () => (await store.readStream('holds-warehouse-7')).length).toBe(1);
    await expect(holds.close(target, systemContext(), async () => null, busy)).rejects.toBe(busy);
    now += 61_000;
    // The pending holder is still asked on its own stream: abandoned is not the same as empty.
    await expect(
      holds.close(target, systemContext(), async (holders) => (holders.includes('1') ? inUse : null), busy),
    ).rejects.toBe(inUse);
    release();
    await writing;
  });

  it('answers with the write’s outcome even when the hold cannot be settled (it is then abandoned after a minute)', async () => {
    const failing = new Holds(
      new Proxy(store, {
        get(target, key) {
          if (key !== 'append') return Reflect.get(target, key);
          return async (...args: Parameters<SqliteEventStore['append']>) => {
            if ((args[1][0]?.type ?? '') === 'HoldSettled') throw new Error('store unavailable');
            return target.append(...args);
          };
        },
      }),
      () => now,
    );
    expect(await failing.holding(target, '1', systemContext(), closedError, async () => 'written')).toBe(
      'written',
    );
    await expect(
      failing.holding(target, '2', systemContext(), closedError, async () =>
        Promise.reject(new Error('write failed')),
      ),
    ).rejects.toThrow('write failed');
    await expect(holds.close(target, systemContext(), async () => null, busy)).rejects.toBe(busy);
    now += 61_000;
    await holds.close(target, systemContext(), async () => null, busy);
  });

  it('opens again after a closing whose own command was refused', async () => {
    await holds.close(target, systemContext(), async () => null, busy);
    await holds.reopen(target, systemContext());
    expect(await holds.holding(target, '1', systemContext(), closedError, async () => 'held')).toBe('held');
  });

  it('reads what another process appended since it last looked (its cache is only a start point)', async () => {
    const other = new Holds(store, () => now);
    await holds.holding(target, '1', systemContext(), closedError, async () => undefined);
    await other.close(target, systemContext(), async () => null, busy);
    await expect(
      holds.holding(target, '2', systemContext(), closedError, async () => undefined),
    ).rejects.toBe(closedError);
  });
});
