import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { START, SqliteEventStore } from '../../../infra/event-store/index.ts';
import { IdempotentCreations } from './idempotency.ts';
import { systemContext } from './metadata.ts';

const request = { scope: 'orders', owner: '7', key: 'k-1', fingerprint: 'f-1' };

describe('IdempotentCreations: a claim left by a dead process (ADR 0062)', () => {
  let store: SqliteEventStore;

  beforeEach(() => {
    store = new SqliteEventStore(':memory:');
  });
  afterEach(() => store.close());

  /** A process that claims the key and dies before its command answers. */
  async function claimAndDie(): Promise<void> {
    const dying = new IdempotentCreations(store);
    const died = new Error('процесс остановлен');
    await expect(
      dying.once(request, systemContext(), () => {
        // The claim is in the store; the release of a refused command must not run, as in a crash.
        (dying as unknown as { append: () => Promise<number> }).append = () => Promise.reject(died);
        return Promise.reject(died);
      }),
    ).rejects.toBe(died);
  }

  it('is taken over once its lease has passed: the retry creates the resource once, and a later retry gets the same one', async () => {
    await claimAndDie();
    const later = new IdempotentCreations(store, { claimLeaseMs: 60_000, now: () => Date.now() + 61_000 });
    let runs = 0;
    const create = async () => ({ id: ++runs + 100, position: null });
    const first = await later.once(request, systemContext(), create);
    const again = await later.once(request, systemContext(), create);
    expect(first).toEqual({ id: 101, position: null, replayed: false });
    expect(again).toEqual({ id: 101, position: null, replayed: true });
    expect(runs).toBe(1);
    const types = (await store.readAll(START, 100)).map((event) => event.type);
    expect(types).toEqual(['IdempotencyKeyClaimed', 'IdempotencyKeyClaimed', 'IdempotencyKeyAnswered']);
  });

  it('two retries racing for a stale claim run the command once', async () => {
    await claimAndDie();
    const later = new IdempotentCreations(store, { claimLeaseMs: 60_000, now: () => Date.now() + 61_000 });
    let runs = 0;
    const create = async () => ({ id: ++runs, position: null });
    const answers = await Promise.all([
      later.once(request, systemContext(), create),
      later.once(request, systemContext(), create),
    ]);
    expect(runs).toBe(1);
    expect(answers.map((answer) => answer.id)).toEqual([1, 1]);
  });

  it("within its lease the claim is still someone else's: the retry waits for it and is told to come back (409)", async () => {
    await claimAndDie();
    const soon = new IdempotentCreations(store, { claimLeaseMs: 60_000, waitMs: 200 });
    let runs = 0;
    const create = async () => ({ id: ++runs, position: null });
    await expect(soon.once(request, systemContext(), create)).rejects.toMatchObject({ status: 409 });
    expect(runs).toBe(0);
  });
});
