import { MemoryRateCounters } from '../../../infra/rate-limit/index.ts';
import { describe, expect, it } from 'vitest';
import { TooManyRequestsError } from '../../kit/write/index.ts';
import { QUOTA_MESSAGES, createUploadQuota } from './quota.ts';

const limits = { filesPerDay: 3, bytesPerDay: 1024 * 1024, concurrent: 2 };

describe('upload quota per user', () => {
  it('holds at most two uploads of a user at once; a finished one frees its slot', async () => {
    const quota = createUploadQuota({
      counters: new MemoryRateCounters(),
      limits: { ...limits, filesPerDay: 10 },
    });
    const first = await quota.begin('7');
    await quota.begin('7');
    await expect(quota.begin('7')).rejects.toMatchObject({
      status: 429,
      message: QUOTA_MESSAGES.concurrent(2),
    });
    await quota.begin('8'); // another user is not held back
    first();
    first(); // released once, however often the answer closes
    await quota.begin('7');
    await expect(quota.begin('7')).rejects.toBeInstanceOf(TooManyRequestsError);
  });

  it('refuses the fourth file of the day with the wait until the day is over', async () => {
    const quota = createUploadQuota({ counters: new MemoryRateCounters(), limits });
    for (let file = 1; file <= 3; file += 1) (await quota.begin('9'))();
    const refusal = await quota.begin('9').catch((error: unknown) => error);
    expect(refusal).toMatchObject({ status: 429, message: QUOTA_MESSAGES.files(3) });
    expect((refusal as TooManyRequestsError).retryAfterSeconds).toBeGreaterThan(23 * 3600);
    // A refused upload does not keep its slot.
    const quotaAfter = createUploadQuota({
      counters: new MemoryRateCounters(),
      limits: { ...limits, filesPerDay: 1, concurrent: 1 },
    });
    (await quotaAfter.begin('1'))();
    await expect(quotaAfter.begin('1')).rejects.toMatchObject({ message: QUOTA_MESSAGES.files(1) });
    await expect(quotaAfter.begin('1')).rejects.toMatchObject({ message: QUOTA_MESSAGES.files(1) });
  });

  it('refuses a file that takes the day over its volume', async () => {
    const quota = createUploadQuota({ counters: new MemoryRateCounters(), limits });
    await quota.received('5', 600 * 1024);
    await expect(quota.received('5', 600 * 1024)).rejects.toMatchObject({
      status: 429,
      message: QUOTA_MESSAGES.bytes(1),
    });
  });
});
