import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JobQueue } from '../../infra/queue/types.ts';
import { waitFor } from '../support/wait-for.ts';

export type MakeJobQueue = (onError: (queue: string, error: unknown) => void) => Promise<JobQueue>;

/** A promise the test resolves by hand, to hold a job active for as long as it needs. */
function gate(): { promise: Promise<void>; open: () => void } {
  let open = (): void => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

/** Counts jobs running at the same time. */
function concurrency() {
  const state = { active: 0, max: 0 };
  return {
    state,
    async around<T>(work: () => Promise<T>): Promise<T> {
      state.active += 1;
      state.max = Math.max(state.max, state.active);
      try {
        return await work();
      } finally {
        state.active -= 1;
      }
    },
  };
}

/** Simulated work, so that overlapping jobs would actually overlap. */
const work = (ms = 5): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The behaviour every job queue adapter must share. Queue names are unique per test. */
export function jobQueueContract(name: string, make: MakeJobQueue): void {
  describe(`JobQueue contract: ${name}`, () => {
    let queue: JobQueue;
    let errors: Array<{ queue: string; error: unknown }>;
    const gates: Array<{ open: () => void }> = [];
    const fresh = (label: string): string => `${label}-${randomUUID().slice(0, 8)}`;
    const held = (): Promise<void> => {
      const g = gate();
      gates.push(g);
      return g.promise;
    };

    beforeEach(async () => {
      errors = [];
      queue = await make((q, error) => errors.push({ queue: q, error }));
    });

    afterEach(async () => {
      for (const g of gates.splice(0)) g.open(); // a failed test must not leave close() waiting
      await queue.close();
    });

    it('is available while its backing service answers', () => {
      expect(queue.available()).toBe(true);
    });

    it('runs jobs with their data, in the order added, including jobs added before processing', async () => {
      const q = fresh('data');
      const seen: unknown[] = [];
      await queue.add(q, { n: 1, text: 'Букса' });
      await queue.process<unknown>(q, async (data) => {
        seen.push(data);
      });
      await queue.add(q, { n: 2, nested: { list: [1, 2] } });
      await queue.add(q, { n: 3 });
      await waitFor(() => seen.length === 3, 10_000, 'three jobs');
      expect(seen).toEqual([{ n: 1, text: 'Букса' }, { n: 2, nested: { list: [1, 2] } }, { n: 3 }]);
    });

    it('runs one job at a time per queue, while other queues go on', async () => {
      const q = fresh('serial');
      const other = fresh('other');
      const counter = concurrency();
      let done = 0;
      await queue.process<number>(q, (n) =>
        counter.around(async () => {
          await work();
          if (n === 0) await held();
          done += 1;
        }),
      );
      let otherDone = false;
      await queue.process(other, async () => {
        otherDone = true;
      });
      for (let n = 0; n < 6; n += 1) await queue.add(q, n);
      await waitFor(() => gates.length === 1, 10_000, 'first job to start');
      // The first job of `q` is held: `other` still runs, nothing else of `q` does.
      await queue.add(other, {});
      await waitFor(() => otherDone, 10_000, 'job of another queue');
      expect(done).toBe(0);
      gates[0]!.open();
      await waitFor(() => done === 6, 10_000, 'all jobs');
      expect(counter.state.max).toBe(1);
    });

    it('keeps at most one waiting deduplicated job behind the active one, with the latest data', async () => {
      const q = fresh('dedup');
      const counter = concurrency();
      const runs: number[] = [];
      await queue.process<{ v: number }>(q, (data) =>
        counter.around(async () => {
          runs.push(data.v);
          if (data.v === 0) await held();
          await work();
        }),
      );
      await queue.add(q, { v: 0 }, { deduplicationId: 'catch-up' });
      await waitFor(() => runs.length === 1, 10_000, 'first job to be active');
      for (let v = 1; v <= 5; v += 1) await queue.add(q, { v }, { deduplicationId: 'catch-up' });
      gates[0]!.open();
      await queue.drain();
      expect(runs).toEqual([0, 5]);
      expect(counter.state.max).toBe(1);

      // Once nothing is active, the same id gets a job again.
      await queue.add(q, { v: 6 }, { deduplicationId: 'catch-up' });
      await waitFor(() => runs.length === 3, 10_000, 'job after dedup window');
      expect(runs.at(-1)).toBe(6);
    });

    it('never runs jobs of a queue in parallel, even with two instances (processes) processing it', async () => {
      const q = fresh('shared');
      const second = await make(() => {});
      try {
        const counter = concurrency();
        let done = 0;
        const handler = (): Promise<void> =>
          counter.around(async () => {
            await work(3);
            done += 1;
          });
        await queue.process(q, handler);
        await second.process(q, handler);
        for (let n = 0; n < 12; n += 1) await queue.add(q, n);
        await waitFor(() => done === 12, 20_000, 'all jobs');
        expect(counter.state.max).toBe(1);
      } finally {
        await second.close();
      }
    });

    it('drains: resolves once every job has run, and at once when idle', async () => {
      await queue.drain();
      const q = fresh('drain');
      let done = 0;
      await queue.process(q, async () => {
        await work(10);
        done += 1;
      });
      for (let n = 0; n < 5; n += 1) await queue.add(q, n);
      await queue.drain();
      expect(done).toBe(5);
    });

    it('reports a failing job and goes on with the next ones', async () => {
      const q = fresh('failing');
      const seen: string[] = [];
      await queue.process<string>(q, async (data) => {
        seen.push(data);
        if (data === 'bad') throw new Error('handler failed');
      });
      await queue.add(q, 'bad');
      await queue.add(q, 'good');
      await waitFor(() => seen.length === 2, 10_000, 'both jobs');
      await queue.drain();
      expect(seen).toEqual(['bad', 'good']);
      await waitFor(() => errors.length === 1, 10_000, 'error report');
      expect(errors[0]?.queue).toBe(q);
      expect((errors[0]?.error as Error).message).toBe('handler failed');
    });

    it('counts waiting, active and failed jobs, and runs failed jobs again on retry', async () => {
      const q = fresh('stats');
      expect(await queue.stats(q)).toEqual({ waiting: 0, active: 0, failed: 0 });
      let fail = true;
      const seen: string[] = [];
      const release = held();
      await queue.process<string>(q, async (data) => {
        seen.push(data);
        if (data === 'hold') await release;
        if (data === 'flaky' && fail) throw new Error('not yet');
      });
      await queue.add(q, 'hold');
      await queue.add(q, 'flaky');
      await waitFor(async () => (await queue.stats(q)).active === 1, 10_000, 'one active job');
      expect(await queue.stats(q)).toEqual({ waiting: 1, active: 1, failed: 0 });
      for (const g of gates.splice(0)) g.open();
      await waitFor(async () => (await queue.stats(q)).failed === 1, 10_000, 'one failed job');
      await queue.drain();
      fail = false;
      expect(await queue.retryFailed(q)).toBe(1);
      await waitFor(() => seen.filter((data) => data === 'flaky').length === 2, 10_000, 'the retried job');
      await queue.drain();
      expect(await queue.stats(q)).toEqual({ waiting: 0, active: 0, failed: 0 });
    });
  });
}
