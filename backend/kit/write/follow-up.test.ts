import { describe, expect, it } from 'vitest';
import { LoopHold } from '../../../infra/loop-hold/index.ts';
import { sweepSteps } from './follow-up.ts';

const NOW = new Date('2026-11-27T12:00:00.000Z');

/** Resolves after `n` turns of a timer (the hold's own timer runs every 10 ms). */
const timerTurns = (n: number): Promise<void> =>
  new Promise((resolve) => {
    let left = n;
    const next = (): void => void (--left === 0 ? resolve() : setTimeout(next, 15));
    setTimeout(next, 15);
  });

describe('the sweep of recorded steps at start (ADR 0072, 0084)', () => {
  it('reads the steps only once the read model has caught up, however many waits that takes', async () => {
    const steps: string[] = [];
    let waits = 0;
    await sweepSteps({
      // The read model is behind for two waits (a rebuild at start), then caught up.
      caughtUp: async () => {
        waits += 1;
        steps.push(`wait ${waits}`);
        return waits > 2;
      },
      stopped: () => false,
      stepsSince: async (since) => {
        steps.push(`awards since ${since}`);
        return [7, 9];
      },
      act: async (requestId) => steps.push(`complete ${requestId}`),
      days: 30,
      now: NOW,
      onError: (error) => {
        throw error;
      },
    });
    expect(steps).toEqual([
      'wait 1',
      'wait 2',
      'wait 3',
      'awards since 2026-10-28T12:00:00.000Z',
      'complete 7',
      'complete 9',
    ]);
  });

  it('sweeps nothing when the platform closes before the read model caught up', async () => {
    let stopped = false;
    const read: string[] = [];
    await sweepSteps({
      caughtUp: async () => {
        stopped = true;
        return false;
      },
      stopped: () => stopped,
      stepsSince: async (since) => {
        read.push(since);
        return [7];
      },
      act: async () => undefined,
      days: 30,
      now: NOW,
      onError: (error) => {
        throw error;
      },
    });
    expect(read).toEqual([]);
  });

  it('one step that fails is reported and the others still run', async () => {
    const completed: number[] = [];
    const failed: Array<number | null> = [];
    await sweepSteps({
      caughtUp: async () => true,
      stopped: () => false,
      stepsSince: async () => [1, 2, 3],
      act: async (requestId) => {
        if (requestId === 2) throw new Error('Договор не действует');
        completed.push(requestId);
      },
      days: 1,
      now: NOW,
      onError: (_error, requestId) => failed.push(requestId),
    });
    expect(completed).toEqual([1, 3]);
    expect(failed).toEqual([2]);
  });

  it('runs the steps in slices of the event loop: 200 acts of 1 ms of CPU hold it under 50 ms at a time', async () => {
    const cpuMs = (): number => {
      const usage = process.threadCpuUsage();
      return (usage.user + usage.system) / 1000;
    };
    const done: number[] = [];
    const hold = new LoopHold();
    try {
      hold.take();
      await sweepSteps({
        caughtUp: async () => true,
        stopped: () => false,
        stepsSince: async () => Array.from({ length: 200 }, (_, i) => i),
        // As on the embedded store: the act's work is synchronous, its promise already settled.
        act: async (id) => {
          const until = cpuMs() + 1;
          while (cpuMs() < until);
          done.push(id);
        },
        days: 30,
        now: NOW,
        onError: (error) => {
          throw error;
        },
      });
      // The hold is recorded at the timer's next turns: a task still holding the loop shows there.
      await timerTurns(2);
      const longest = hold.take();
      expect(done).toHaveLength(200);
      expect(longest, 'the most CPU time between two turns of the loop during the sweep, ms').toBeLessThan(
        50,
      );
    } finally {
      hold.stop();
    }
  });
});
