import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
  type RateLimiterRes,
} from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../../src/http/index.ts';

/** How many attempts are allowed per key and window (ADR 0010). */
export interface ThrottlePolicy {
  /** Failed logins per account (e-mail) per login window. */
  readonly loginPerAccount: number;
  /** Failed logins per client IP per login window. */
  readonly loginPerIp: number;
  readonly loginWindowSeconds: number;
  /** Registrations per client IP per registration window. */
  readonly registerPerIp: number;
  readonly registerWindowSeconds: number;
}

export const DEFAULT_THROTTLE_POLICY: ThrottlePolicy = {
  loginPerAccount: 5,
  loginPerIp: 20,
  loginWindowSeconds: 15 * 60,
  registerPerIp: 10,
  registerWindowSeconds: 60 * 60,
};

/** Attempts counted for one key in the current window, this attempt included. */
export interface Counter {
  readonly count: number;
  readonly msBeforeReset: number;
}

export type ThrottleDecision =
  { readonly kind: 'allow' } | { readonly kind: 'refuse'; readonly retryAfterSeconds: number };

const refuseFor = (ms: number): ThrottleDecision => ({
  kind: 'refuse',
  retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)),
});

/**
 * A login attempt, already counted against its account and its IP (counting first keeps a burst of
 * parallel guesses from all passing the check before any failure is recorded): refused when either
 * counter is over its limit, until the later of the two windows ends.
 */
export function decideLoginAttempt(
  counters: { account: Counter; ip: Counter },
  policy: ThrottlePolicy,
): ThrottleDecision {
  const waits: number[] = [];
  if (counters.account.count > policy.loginPerAccount) waits.push(counters.account.msBeforeReset);
  if (counters.ip.count > policy.loginPerIp) waits.push(counters.ip.msBeforeReset);
  return waits.length === 0 ? { kind: 'allow' } : refuseFor(Math.max(...waits));
}

export type LoginOutcome = 'success' | 'failure';

/**
 * What an attempt's outcome does to the counters: a success clears the account's failures and
 * gives the IP its attempt back (a busy office behind one address logs in all day); a failure
 * stays counted.
 */
export function afterLoginAttempt(outcome: LoginOutcome): { resetAccount: boolean; refundIp: boolean } {
  return outcome === 'success'
    ? { resetAccount: true, refundIp: true }
    : { resetAccount: false, refundIp: false };
}

/** A registration attempt, already counted against its IP. */
export function decideRegistrationAttempt(counter: Counter, policy: ThrottlePolicy): ThrottleDecision {
  return counter.count > policy.registerPerIp ? refuseFor(counter.msBeforeReset) : { kind: 'allow' };
}

export function throttleMessage(action: 'login' | 'register', retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const what = action === 'login' ? 'входа' : 'регистрации';
  return `Слишком много попыток ${what}. Попробуйте через ${minutes} мин.`;
}

/** The counters behind the policy: Redis when configured (shared by every API process), else memory. */
export interface AuthThrottle {
  /** Counts a login attempt (or a current-password check); throws a 429 when over the limits. */
  beginLogin(email: string, ip: string): Promise<void>;
  /** After a correct password. */
  loginSucceeded(email: string, ip: string): Promise<void>;
  /** Counts a registration; throws a 429 when over the limit. */
  beginRegistration(ip: string): Promise<void>;
}

const counter = (res: RateLimiterRes): Counter => ({
  count: res.consumedPoints,
  msBeforeReset: res.msBeforeNext,
});
/** Accounts are keyed by a hash: no e-mail addresses in Redis. */
const accountKey = (email: string): string => createHash('sha256').update(email).digest('hex').slice(0, 32);

export function createAuthThrottle(options: {
  readonly redis: Redis | null;
  readonly policy?: ThrottlePolicy;
  readonly keyPrefix?: string;
}): AuthThrottle {
  const policy = options.policy ?? DEFAULT_THROTTLE_POLICY;
  const prefix = options.keyPrefix ?? 'throttle';
  const limiter = (name: string, points: number, duration: number): RateLimiterAbstract => {
    const settings = { keyPrefix: `${prefix}:${name}`, points, duration };
    if (!options.redis) return new RateLimiterMemory(settings);
    // Redis down: count in this process rather than let every attempt through or fail the login.
    return new RateLimiterRedis({
      ...settings,
      storeClient: options.redis,
      insuranceLimiter: new RateLimiterMemory(settings),
    });
  };
  const account = limiter('login-account', policy.loginPerAccount, policy.loginWindowSeconds);
  const ip = limiter('login-ip', policy.loginPerIp, policy.loginWindowSeconds);
  const registration = limiter('register-ip', policy.registerPerIp, policy.registerWindowSeconds);

  return {
    async beginLogin(email, address) {
      const [forAccount, forIp] = await Promise.all([
        account.penalty(accountKey(email)),
        ip.penalty(address),
      ]);
      const decision = decideLoginAttempt({ account: counter(forAccount), ip: counter(forIp) }, policy);
      if (decision.kind === 'refuse') {
        throw new TooManyRequestsError(
          throttleMessage('login', decision.retryAfterSeconds),
          decision.retryAfterSeconds,
        );
      }
    },
    async loginSucceeded(email, address) {
      const effects = afterLoginAttempt('success');
      await Promise.all([
        effects.resetAccount ? account.delete(accountKey(email)) : null,
        effects.refundIp ? ip.reward(address) : null,
      ]);
    },
    async beginRegistration(address) {
      const decision = decideRegistrationAttempt(counter(await registration.penalty(address)), policy);
      if (decision.kind === 'refuse') {
        throw new TooManyRequestsError(
          throttleMessage('register', decision.retryAfterSeconds),
          decision.retryAfterSeconds,
        );
      }
    },
  };
}
