import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RateCounters } from '../../infra/rate-limit/index.ts';

/** The behaviour every rate-counter adapter must share: fixed windows per key, counted exactly. */
export function rateCounterContract(name: string, counters: () => RateCounters): void {
  describe(`RateCounter contract: ${name}`, () => {
    const fresh = () => `c-${randomUUID().slice(0, 8)}`;

    it('counts hits per key within the window and says when the window ends', async () => {
      const counter = counters().counter(fresh(), { limit: 3, windowSeconds: 600 });
      expect((await counter.hit('198.51.100.1')).count).toBe(1);
      expect((await counter.hit('198.51.100.1')).count).toBe(2);
      const third = await counter.hit('198.51.100.1', 2);
      expect(third.count).toBe(4);
      expect(third.msBeforeReset).toBeGreaterThan(590_000);
      expect(third.msBeforeReset).toBeLessThanOrEqual(600_000);
      // Over the limit it still counts: the caller decides what a count means.
      expect((await counter.hit('198.51.100.1')).count).toBe(5);
      expect((await counter.hit('198.51.100.2')).count).toBe(1);
    });

    it('peeks without counting; nothing for a key never hit', async () => {
      const counter = counters().counter(fresh(), { limit: 3, windowSeconds: 60 });
      expect(await counter.peek('k')).toBeNull();
      await counter.hit('k');
      expect((await counter.peek('k'))?.count).toBe(1);
      expect((await counter.peek('k'))?.count).toBe(1);
    });

    it('takes hits back and forgets a key', async () => {
      const counter = counters().counter(fresh(), { limit: 3, windowSeconds: 60 });
      await counter.hit('k', 3);
      await counter.giveBack('k');
      expect((await counter.peek('k'))?.count).toBe(2);
      await counter.reset('k');
      expect(await counter.peek('k')).toBeNull();
      expect((await counter.hit('k')).count).toBe(1);
    });

    it('blocks a key over its limit for the time given', async () => {
      const counter = counters().counter(fresh(), { limit: 1, windowSeconds: 900 });
      await counter.block('k', 8);
      const blocked = await counter.peek('k');
      expect(blocked?.count).toBe(2);
      expect(blocked?.msBeforeReset).toBeGreaterThan(7_000);
      expect(blocked?.msBeforeReset).toBeLessThanOrEqual(8_000);
    });

    it('keeps counters of different names apart', async () => {
      const made = counters();
      const name = fresh();
      const logins = made.counter(`${name}:login`, { limit: 5, windowSeconds: 60 });
      const uploads = made.counter(`${name}:uploads`, { limit: 5, windowSeconds: 60 });
      await logins.hit('k', 4);
      expect((await uploads.hit('k')).count).toBe(1);
    });
  });
}
