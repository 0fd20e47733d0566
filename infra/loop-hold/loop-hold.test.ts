import { describe, expect, it } from 'vitest';
import { LoopHold } from './loop-hold.ts';

const cpuMs = (): number => {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
};
const turns = (n: number) =>
  new Promise<void>((resolve) => {
    let left = n;
    const next = () => (--left === 0 ? resolve() : setTimeout(next, 15));
    setTimeout(next, 15);
  });

describe('LoopHold', () => {
  it('reports a task that held the loop for 80 ms of CPU as at least that, and starts anew after', async () => {
    const hold = new LoopHold();
    try {
      await turns(2);
      hold.take();
      // 80 ms of this thread's own CPU time, however long the machine makes it take.
      const until = cpuMs() + 80;
      while (cpuMs() < until);
      await turns(2);
      expect(hold.take()).toBeGreaterThanOrEqual(80);
      expect(hold.take()).toBe(0);
    } finally {
      hold.stop();
    }
  });
});
