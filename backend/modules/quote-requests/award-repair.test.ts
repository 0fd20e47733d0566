import { describe, expect, it } from 'vitest';
import { sweepAwards } from './award-repair.ts';

const NOW = new Date('2026-11-27T12:00:00.000Z');

describe('the sweep of awards at start (ADR 0072)', () => {
  it('reads the awards only once the read model has caught up, however many waits that takes', async () => {
    const steps: string[] = [];
    let waits = 0;
    await sweepAwards({
      // The read model is behind for two waits (a rebuild at start), then caught up.
      caughtUp: async () => {
        waits += 1;
        steps.push(`wait ${waits}`);
        return waits > 2;
      },
      stopped: () => false,
      awardedSince: async (since) => {
        steps.push(`awards since ${since}`);
        return [7, 9];
      },
      complete: async (requestId) => steps.push(`complete ${requestId}`),
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
    await sweepAwards({
      caughtUp: async () => {
        stopped = true;
        return false;
      },
      stopped: () => stopped,
      awardedSince: async (since) => {
        read.push(since);
        return [7];
      },
      complete: async () => undefined,
      days: 30,
      now: NOW,
      onError: (error) => {
        throw error;
      },
    });
    expect(read).toEqual([]);
  });

  it('one request that fails is reported and the others are still completed', async () => {
    const completed: number[] = [];
    const failed: Array<number | null> = [];
    await sweepAwards({
      caughtUp: async () => true,
      stopped: () => false,
      awardedSince: async () => [1, 2, 3],
      complete: async (requestId) => {
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
});
