import { afterAll, describe, expect, it } from 'vitest';
import { LoopHold } from '../loop-hold/index.ts';
import { OffThread } from './index.ts';

const FIXTURE = new URL('../../tests/support/offload-fixture.ts', import.meta.url);

describe('OffThread', () => {
  const pool = new OffThread({ threads: 2, deadlineMs: 5_000 });
  afterAll(() => pool.close());

  it('runs 3 × 300 ms of CPU work in worker threads while the event loop is held no more than 50 ms', async () => {
    const hold = new LoopHold();
    try {
      // Both threads started and the module loaded in each.
      await Promise.all([pool.run(FIXTURE, 'spin', 50, 0), pool.run(FIXTURE, 'spin', 50, 0)]);
      hold.take();
      const results = await Promise.all([1, 2, 3].map((n) => pool.run<Buffer>(FIXTURE, 'spin', 300, n)));
      expect(results.map((bytes) => (Buffer.isBuffer(bytes) ? bytes.toString() : 'not a Buffer'))).toEqual([
        '2',
        '4',
        '6',
      ]);
      expect(hold.take()).toBeLessThan(50);
    } finally {
      hold.stop();
    }
  });

  it("refuses a task whose function throws, with the function's message, and keeps serving", async () => {
    await expect(pool.run(FIXTURE, 'refuse')).rejects.toThrow('отказано');
    await expect(pool.run(FIXTURE, 'missing')).rejects.toThrow('has no function missing');
    expect((await pool.run<Buffer>(FIXTURE, 'spin', 0, 21)).toString()).toBe('42');
  });

  it('ends a thread whose task passes the deadline and refuses that task only', async () => {
    const short = new OffThread({ threads: 1, deadlineMs: 3_000 });
    try {
      const stuck = short.run(FIXTURE, 'forever');
      const after = short.run<Buffer>(FIXTURE, 'spin', 0, 5);
      await expect(stuck).rejects.toThrow('не уложилась');
      expect((await after).toString()).toBe('10');
    } finally {
      await short.close();
    }
  });
});
