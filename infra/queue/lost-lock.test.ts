import { describe, expect, it } from 'vitest';
import { lostLock } from './bullmq.ts';

describe('a job lost with an outage is its aftermath, not a failure of its own (ADR 0049)', () => {
  it('knows BullMQ’s words for a job whose lock or keys went with Redis', () => {
    for (const message of [
      'Missing lock for job 27. moveToFinished',
      'Missing key for job 27. moveToFinished',
      'Lock mismatch for job 27. Cmd moveToFinished from active',
      'could not renew lock for job 27',
      'job stalled more than allowable limit',
    ])
      expect(lostLock(new Error(message)), message).toBe(true);
  });

  it('leaves a handler’s own failure to be told', () => {
    expect(lostLock(new Error('SQLITE_BUSY: database is locked'))).toBe(false);
    expect(lostLock(new Error('Missing document 27'))).toBe(false);
    expect(lostLock('Missing key for job 27')).toBe(false);
  });
});
