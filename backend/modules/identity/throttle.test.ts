import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { redisRequirement } from '../../../tests/support/services.ts';
import { TooManyRequestsError } from '../../src/write-kit/index.ts';
import { MemoryRateCounters, RedisRateCounters } from '../../../infra/rate-limit/index.ts';
import {
  DEFAULT_THROTTLE_POLICY,
  afterLoginAttempt,
  createAuthThrottle,
  accountDelaySeconds,
  decideLoginAttempt,
  decideRegistrationAttempt,
  throttleMessage,
  type AuthThrottle,
  type Counter,
} from './throttle.ts';

const policy = DEFAULT_THROTTLE_POLICY;
const counted = (count: number, minutes = 10): Counter => ({ count, msBeforeReset: minutes * 60_000 });

describe('login throttling decisions', () => {
  it('allows up to 5 attempts per account and 20 per IP in the window', () => {
    expect(decideLoginAttempt({ pair: counted(1), ip: counted(1), accountWaitMs: 0 }, policy)).toEqual({ kind: 'allow' });
    expect(decideLoginAttempt({ pair: counted(5), ip: counted(20), accountWaitMs: 0 }, policy)).toEqual({ kind: 'allow' });
  });

  it('refuses the 6th attempt on an account until its window ends', () => {
    expect(decideLoginAttempt({ pair: counted(6, 12), ip: counted(6), accountWaitMs: 0 }, policy)).toEqual({
      kind: 'refuse',
      retryAfterSeconds: 720,
    });
  });

  it('refuses the 21st attempt from an IP, whatever the account', () => {
    expect(decideLoginAttempt({ pair: counted(1), ip: counted(21, 3), accountWaitMs: 0 }, policy)).toEqual({
      kind: 'refuse',
      retryAfterSeconds: 180,
    });
  });

  it('when both are over, waits for the later window', () => {
    expect(decideLoginAttempt({ pair: counted(9, 2), ip: counted(30, 14), accountWaitMs: 0 }, policy)).toEqual({
      kind: 'refuse',
      retryAfterSeconds: 840,
    });
  });

  it('never asks to wait less than a second', () => {
    expect(decideLoginAttempt({ pair: { count: 6, msBeforeReset: 0 }, ip: counted(1), accountWaitMs: 0 }, policy)).toEqual({
      kind: 'refuse',
      retryAfterSeconds: 1,
    });
  });

  it("holds back an address that failed on the account for the account's delay, never a clean one", () => {
    expect(decideLoginAttempt({ pair: counted(2), ip: counted(2), accountWaitMs: 4_000 }, policy)).toEqual({
      kind: 'refuse',
      retryAfterSeconds: 4,
    });
    expect(decideLoginAttempt({ pair: counted(1), ip: counted(1), accountWaitMs: 900_000 }, policy)).toEqual({
      kind: 'allow',
    });
  });

  it("the account's delay doubles past the per-account limit, up to the window", () => {
    expect([1, 5, 6, 7, 8, 10].map((n) => accountDelaySeconds(n, policy))).toEqual([0, 0, 1, 2, 4, 16]);
    expect(accountDelaySeconds(50, policy)).toBe(15 * 60);
    expect(accountDelaySeconds(10_000, policy)).toBe(15 * 60);
  });

  it('a success clears the account and gives the IP its attempt back; a failure stays counted', () => {
    expect(afterLoginAttempt('success')).toEqual({ resetAccount: true, refundIp: true });
    expect(afterLoginAttempt('failure')).toEqual({ resetAccount: false, refundIp: false });
  });

  it('allows 10 registrations per IP and hour', () => {
    expect(decideRegistrationAttempt(counted(10), policy)).toEqual({ kind: 'allow' });
    expect(decideRegistrationAttempt(counted(11, 45), policy)).toEqual({
      kind: 'refuse',
      retryAfterSeconds: 2700,
    });
  });

  it('tells the wait in whole minutes, rounded up', () => {
    expect(throttleMessage('login', 720)).toBe('Слишком много попыток входа. Попробуйте через 12 мин.');
    expect(throttleMessage('login', 61)).toBe('Слишком много попыток входа. Попробуйте через 2 мин.');
    expect(throttleMessage('login', 1)).toBe('Слишком много попыток входа. Попробуйте через 1 мин.');
    expect(throttleMessage('register', 2700)).toBe(
      'Слишком много попыток регистрации. Попробуйте через 45 мин.',
    );
  });
});

/** The same behaviour from the memory counters and from Redis (shared by API processes). */
function throttleBehaviour(name: string, make: () => AuthThrottle) {
  describe(`login throttle over ${name}`, () => {
    it('refuses the 6th failed attempt on an account from one address with a 429 and the wait', async () => {
      const throttle = make();
      for (let attempt = 1; attempt <= 5; attempt += 1) await throttle.beginLogin('a@b.ru', '10.0.0.1');
      const refusal = await throttle.beginLogin('a@b.ru', '10.0.0.1').catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(TooManyRequestsError);
      expect((refusal as TooManyRequestsError).status).toBe(429);
      expect((refusal as TooManyRequestsError).retryAfterSeconds).toBeGreaterThan(14 * 60);
      expect((refusal as TooManyRequestsError).message).toBe(
        'Слишком много попыток входа. Попробуйте через 15 мин.',
      );
      // Another account from the same address is not affected.
      await throttle.beginLogin('c@d.ru', '10.0.0.1');
    });

    it('50 failures from one address never lock the owner out at another', async () => {
      const throttle = make();
      for (let attempt = 1; attempt <= 50; attempt += 1) {
        await throttle.beginLogin('owner@b.ru', '10.1.0.1').catch((error: unknown) => {
          if (!(error instanceof TooManyRequestsError)) throw error;
        });
      }
      await expect(throttle.beginLogin('owner@b.ru', '10.1.0.1')).rejects.toBeInstanceOf(TooManyRequestsError);
      await throttle.beginLogin('owner@b.ru', '10.1.0.2');
      await throttle.loginSucceeded('owner@b.ru', '10.1.0.2');
    });

    it('a guess spread over addresses meets the account delay at each second try', async () => {
      const throttle = make();
      for (let host = 1; host <= 6; host += 1) await throttle.beginLogin('spread@b.ru', `10.2.0.${host}`);
      const refusal = await throttle.beginLogin('spread@b.ru', '10.2.0.1').catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(TooManyRequestsError);
      expect((refusal as TooManyRequestsError).retryAfterSeconds).toBeLessThanOrEqual(1);
      // A success clears the delay for everyone.
      await throttle.beginLogin('spread@b.ru', '10.2.0.9');
      await throttle.loginSucceeded('spread@b.ru', '10.2.0.9');
      await throttle.beginLogin('spread@b.ru', '10.2.0.1');
    });

    it('a success resets the account counter', async () => {
      const throttle = make();
      for (let attempt = 1; attempt <= 4; attempt += 1) await throttle.beginLogin('e@f.ru', '10.0.0.3');
      await throttle.loginSucceeded('e@f.ru', '10.0.0.3');
      for (let attempt = 1; attempt <= 5; attempt += 1) await throttle.beginLogin('e@f.ru', '10.0.0.3');
      await expect(throttle.beginLogin('e@f.ru', '10.0.0.3')).rejects.toBeInstanceOf(TooManyRequestsError);
    });

    it('refuses the 21st attempt from one address across accounts, and the 11th registration', async () => {
      const throttle = make();
      for (let attempt = 1; attempt <= 20; attempt += 1)
        await throttle.beginLogin(`u${attempt}@b.ru`, '10.0.0.4');
      await expect(throttle.beginLogin('new@b.ru', '10.0.0.4')).rejects.toBeInstanceOf(TooManyRequestsError);
      for (let attempt = 1; attempt <= 10; attempt += 1) await throttle.beginRegistration('10.0.0.5');
      await expect(throttle.beginRegistration('10.0.0.5')).rejects.toMatchObject({
        status: 429,
        message: 'Слишком много попыток регистрации. Попробуйте через 60 мин.',
      });
    });
  });
}

throttleBehaviour('memory', () => createAuthThrottle({ counters: new MemoryRateCounters() }));

const redis = await redisRequirement();
if (redis.unavailable === null) {
  const client = new Redis(redis.url);
  const prefix = `test-throttle-${randomBytes(6).toString('hex')}`;
  afterAll(async () => {
    const keys = await client.keys(`${prefix}*`);
    if (keys.length > 0) await client.del(...keys);
    await client.quit();
  });
  let run = 0;
  throttleBehaviour(`Redis (${redis.url})`, () =>
    createAuthThrottle({ counters: new RedisRateCounters(client), keyPrefix: `${prefix}-${(run += 1)}` }),
  );
} else if (redis.allowMissing) {
  describe.skip(`login throttle over Redis: skipped — ALLOW_NO_REDIS=1 and Redis at ${redis.url} did not answer (${redis.unavailable})`, () => {
    throttleBehaviour('Redis', () => createAuthThrottle({ counters: new MemoryRateCounters() }));
  });
} else {
  describe('login throttle over Redis', () => {
    it(`needs Redis at ${redis.url} (set REDIS_URL, or ALLOW_NO_REDIS=1 to skip)`, () => {
      throw new Error(`Redis at ${redis.url} did not answer: ${redis.unavailable}`);
    });
  });
}
