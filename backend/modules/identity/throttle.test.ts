import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { redisRequirement } from '../../../tests/support/services.ts';
import { TooManyRequestsError } from '../../kit/write/index.ts';
import { MemoryRateCounters, RedisRateCounters } from '../../../infra/rate-limit/index.ts';
import {
  DEFAULT_THROTTLE_POLICY,
  accountWaitSeconds,
  createAuthThrottle,
  decideAccountTurn,
  decideAddressAttempt,
  decideRegistrationAttempt,
  throttleMessage,
  type AuthThrottle,
  type Counter,
  type ThrottlePolicy,
} from './throttle.ts';

const policy = DEFAULT_THROTTLE_POLICY;
const counted = (count: number, minutes = 10): Counter => ({ count, msBeforeReset: minutes * 60_000 });
const atAddress = (pair: Counter, address: Counter | null = null, known = false) =>
  decideAddressAttempt({ pair, address, newAtAddress: pair.count === 1, known }, policy);

describe('login throttling decisions', () => {
  it('allows 5 attempts of one account from one address in the window, then refuses that pair until it ends', () => {
    expect(atAddress(counted(1), counted(1))).toEqual({ kind: 'allow' });
    expect(atAddress(counted(5))).toEqual({ kind: 'allow' });
    expect(atAddress(counted(6, 12))).toEqual({ kind: 'refuse', retryAfterSeconds: 720, reason: 'address' });
  });

  it('an address past 20 failing accounts is refused a 21st account, not the accounts it already tried', () => {
    expect(atAddress(counted(1), counted(20))).toEqual({ kind: 'allow' });
    expect(atAddress(counted(1), counted(21, 3))).toEqual({
      kind: 'refuse',
      retryAfterSeconds: 180,
      reason: 'address',
    });
    // An account already tried there keeps its own five attempts.
    expect(atAddress(counted(2), null)).toEqual({ kind: 'allow' });
  });

  it('a colleague who signed in from the address lately passes its limit', () => {
    expect(atAddress(counted(1), counted(500), true)).toEqual({ kind: 'allow' });
    // …but not the limit of the pair itself.
    expect(atAddress(counted(6, 2), null, true)).toEqual({
      kind: 'refuse',
      retryAfterSeconds: 120,
      reason: 'address',
    });
  });

  it('never asks to wait less than a second', () => {
    expect(atAddress({ count: 6, msBeforeReset: 0 })).toEqual({
      kind: 'refuse',
      retryAfterSeconds: 1,
      reason: 'address',
    });
  });

  it("an account's wait is none for 10 failures, then 1 min doubling up to an hour", () => {
    expect([1, 10, 11, 12, 13, 14, 15, 16, 17].map((n) => accountWaitSeconds(n, policy))).toEqual([
      0, 0, 60, 120, 240, 480, 960, 1920, 3600,
    ]);
    expect(accountWaitSeconds(10_000, policy)).toBe(3600);
  });

  it('past the free failures only the attempt that takes the turn is evaluated; the rest wait for the turn to end', () => {
    expect(decideAccountTurn({ account: counted(10), turn: null }, policy)).toEqual({ kind: 'allow' });
    expect(decideAccountTurn({ account: counted(11), turn: counted(1) }, policy)).toEqual({ kind: 'allow' });
    expect(
      decideAccountTurn({ account: counted(12), turn: { count: 2, msBeforeReset: 59_500 } }, policy),
    ).toEqual({
      kind: 'refuse',
      retryAfterSeconds: 60,
      reason: 'account',
    });
  });

  it('allows 10 registrations per IP and hour', () => {
    expect(decideRegistrationAttempt(counted(10), policy)).toEqual({ kind: 'allow' });
    expect(decideRegistrationAttempt(counted(11, 45), policy)).toEqual({
      kind: 'refuse',
      retryAfterSeconds: 2700,
      reason: 'address',
    });
  });

  it('tells the wait in whole minutes, rounded up, and points a waiting account to the mailed link', () => {
    expect(throttleMessage('login', 720)).toBe('Слишком много попыток входа. Попробуйте через 12 мин.');
    expect(throttleMessage('login', 61)).toBe('Слишком много попыток входа. Попробуйте через 2 мин.');
    expect(throttleMessage('login', 1)).toBe('Слишком много попыток входа. Попробуйте через 1 мин.');
    expect(throttleMessage('register', 2700)).toBe(
      'Слишком много попыток регистрации. Попробуйте через 45 мин.',
    );
    expect(throttleMessage('account', 60)).toBe(
      'Слишком много попыток входа в эту учётную запись. Попробуйте через 1 мин. или войдите по ссылке из письма.',
    );
  });
});

/** How many turns an account past its free failures can give within `seconds`: the first at once, then one per wait. */
function turnsWithin(seconds: number, policy: ThrottlePolicy): number {
  let turns = 0;
  for (let at = 0; at <= seconds; turns += 1)
    at += accountWaitSeconds(policy.accountFreeFailures + turns + 1, policy);
  return turns;
}

/** Runs an attempt; the 429 it may meet is answered as a value. */
async function attempt(
  throttle: AuthThrottle,
  email: string,
  address: string,
): Promise<'evaluated' | TooManyRequestsError> {
  try {
    await throttle.beginLogin(email, address);
    return 'evaluated';
  } catch (error) {
    if (error instanceof TooManyRequestsError) return error;
    throw error;
  }
}

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

    it('200 addresses guessing one account: 10 are evaluated, then one per wait', async () => {
      const throttle = make();
      const outcomes = [];
      const started = performance.now();
      for (let host = 1; host <= 200; host += 1)
        outcomes.push(await attempt(throttle, 'spread@b.ru', `10.2.${host >> 8}.${host & 255}`));
      const elapsedSeconds = (performance.now() - started) / 1000;
      // The 10 free failures and the first turn, whatever the machine's speed.
      expect(outcomes.slice(0, 11)).toEqual(Array(11).fill('evaluated'));
      // Later turns only as the waits allow in the time the loop took (none on any usual machine).
      const evaluated = outcomes.filter((outcome) => outcome === 'evaluated').length;
      expect(evaluated).toBeLessThanOrEqual(10 + turnsWithin(elapsedSeconds, policy));
      const refused = outcomes.filter((outcome) => outcome instanceof TooManyRequestsError);
      expect(refused.length).toBe(200 - evaluated);
      for (const refusal of refused)
        expect(refusal.retryAfterSeconds).toBeLessThanOrEqual(policy.accountWaitMaxSeconds);
      expect(refused[0]?.message).toContain('войдите по ссылке из письма');
    });

    it('the owner signing in hands the guessers no fresh attempts', async () => {
      const throttle = make();
      for (let host = 1; host <= 10; host += 1) await throttle.beginLogin('kept@b.ru', `10.3.0.${host}`);
      await throttle.beginLogin('kept@b.ru', '10.3.1.1');
      await throttle.loginSucceeded('kept@b.ru', '10.3.1.1');
      await expect(throttle.beginLogin('kept@b.ru', '10.3.0.50')).rejects.toMatchObject({ status: 429 });
    });

    it('a colleague behind a guessing address gets in: the guess is limited per account', async () => {
      const throttle = make();
      const office = '10.4.0.1';
      for (let guess = 1; guess <= 20; guess += 1) await attempt(throttle, 'boss@b.ru', office);
      await expect(throttle.beginLogin('boss@b.ru', office)).rejects.toBeInstanceOf(TooManyRequestsError);
      await throttle.beginLogin('colleague@b.ru', office);
      await throttle.loginSucceeded('colleague@b.ru', office);
    });

    it('an address spraying many accounts stops at the 21st, while colleagues known there go on', async () => {
      const throttle = make();
      const office = '10.0.0.4';
      await throttle.beginLogin('known@b.ru', office);
      await throttle.loginSucceeded('known@b.ru', office);
      for (let account = 1; account <= 20; account += 1)
        await throttle.beginLogin(`u${account}@b.ru`, office);
      await expect(throttle.beginLogin('new@b.ru', office)).rejects.toMatchObject({ status: 429 });
      // Refused again: a refused account is not let in on its second try.
      await expect(throttle.beginLogin('new@b.ru', office)).rejects.toMatchObject({ status: 429 });
      // An account already tried there keeps its own attempts; a colleague who signed in there lately gets in.
      await throttle.beginLogin('u1@b.ru', office);
      await throttle.beginLogin('known@b.ru', office);
      await throttle.loginSucceeded('known@b.ru', office);
    });

    it('a success resets the pair: the owner has five attempts again', async () => {
      const throttle = make();
      for (let attempt = 1; attempt <= 4; attempt += 1) await throttle.beginLogin('e@f.ru', '10.0.0.3');
      await throttle.loginSucceeded('e@f.ru', '10.0.0.3');
      for (let attempt = 1; attempt <= 5; attempt += 1) await throttle.beginLogin('e@f.ru', '10.0.0.3');
      await expect(throttle.beginLogin('e@f.ru', '10.0.0.3')).rejects.toBeInstanceOf(TooManyRequestsError);
    });

    it("a sign-in by link forgets the pair's failures", async () => {
      const throttle = make();
      for (let attempt = 1; attempt <= 5; attempt += 1) await throttle.beginLogin('g@h.ru', '10.0.0.6');
      await expect(throttle.beginLogin('g@h.ru', '10.0.0.6')).rejects.toBeInstanceOf(TooManyRequestsError);
      await throttle.signedInByLink('g@h.ru', '10.0.0.6');
      await throttle.beginLogin('g@h.ru', '10.0.0.6');
    });

    it('refuses the 11th registration from one address', async () => {
      const throttle = make();
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
  // Ready before the first count: the counters do not wait for a connecting client, they count in
  // memory meanwhile, and the suite would not be testing Redis.
  await client.ping();
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
