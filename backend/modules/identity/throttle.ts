import { createHash } from 'node:crypto';
import type { RateCounter, RateCounters, WindowCount } from '../../../infra/rate-limit/index.ts';
import { TooManyRequestsError } from '../../src/write-kit/index.ts';

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
export type Counter = WindowCount;

export type ThrottleDecision =
  { readonly kind: 'allow' } | { readonly kind: 'refuse'; readonly retryAfterSeconds: number };

const refuseFor = (ms: number): ThrottleDecision => ({
  kind: 'refuse',
  retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)),
});

/**
 * A login attempt, already counted (counting first keeps a burst of parallel guesses from all
 * passing the check before any failure is recorded) against its (account, address) pair, its
 * address, and its account across addresses (ADR 0010, revised in ADR 0027):
 * - a pair over the per-account limit is refused until its window ends: the guesser at that address;
 * - an address over its limit is refused: one address guessing many accounts;
 * - the account's progressive delay holds back only addresses that have already failed on it, so a
 *   stranger's failures never lock the owner out: the owner's right password from an address that
 *   has not failed is let in at once.
 */
export function decideLoginAttempt(
  counters: { pair: Counter; ip: Counter; accountWaitMs: number },
  policy: ThrottlePolicy,
): ThrottleDecision {
  const waits: number[] = [];
  if (counters.pair.count > policy.loginPerAccount) waits.push(counters.pair.msBeforeReset);
  if (counters.ip.count > policy.loginPerIp) waits.push(counters.ip.msBeforeReset);
  if (counters.pair.count > 1 && counters.accountWaitMs > 0) waits.push(counters.accountWaitMs);
  return waits.length === 0 ? { kind: 'allow' } : refuseFor(Math.max(...waits));
}

/**
 * The account's delay after this many attempts across all addresses: none up to the per-account
 * limit, then 1 s, 2 s, 4 s … doubling up to the whole window, so a distributed guess slows to a crawl.
 */
export function accountDelaySeconds(accountAttempts: number, policy: ThrottlePolicy): number {
  const over = accountAttempts - policy.loginPerAccount;
  return over <= 0 ? 0 : Math.min(2 ** Math.min(over - 1, 30), policy.loginWindowSeconds);
}

export type LoginOutcome = 'success' | 'failure';

/**
 * What an attempt's outcome does to the counters: a success clears the account's failures (at
 * every address, and its delay) and gives the address its attempt back (a busy office behind one
 * address logs in all day); a failure stays counted.
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

/** Accounts are keyed by a hash: no e-mail addresses in Redis. */
const accountKey = (email: string): string => createHash('sha256').update(email).digest('hex').slice(0, 32);

export function createAuthThrottle(options: {
  /** Redis counters are shared by every API process; while Redis is away they count in this process. */
  readonly counters: RateCounters;
  readonly policy?: ThrottlePolicy;
  readonly keyPrefix?: string;
}): AuthThrottle {
  const policy = options.policy ?? DEFAULT_THROTTLE_POLICY;
  const prefix = options.keyPrefix ?? 'throttle';
  const limiter = (name: string, limit: number, windowSeconds: number): RateCounter =>
    options.counters.counter(`${prefix}:${name}`, { limit, windowSeconds });
  const pair = limiter('login-pair', policy.loginPerAccount, policy.loginWindowSeconds);
  const ip = limiter('login-ip', policy.loginPerIp, policy.loginWindowSeconds);
  // Attempts on an account from every address: only counted, never refused by itself.
  const account = limiter('login-account', Number.MAX_SAFE_INTEGER, policy.loginWindowSeconds);
  // The account's progressive delay: a key blocked until the next attempt from a failed address.
  const delay = limiter('login-delay', 1, policy.loginWindowSeconds);
  const registration = limiter('register-ip', policy.registerPerIp, policy.registerWindowSeconds);

  return {
    async beginLogin(email, address) {
      const accountId = accountKey(email);
      const pairId = `${accountId}:${address}`;
      const [forPair, forIp, forAccount, blocked] = await Promise.all([
        pair.hit(pairId),
        ip.hit(address),
        account.hit(accountId),
        delay.peek(accountId),
      ]);
      const accountWaitMs = blocked !== null && blocked.count > 1 ? blocked.msBeforeReset : 0;
      const decision = decideLoginAttempt({ pair: forPair, ip: forIp, accountWaitMs }, policy);
      if (decision.kind === 'refuse') {
        throw new TooManyRequestsError(
          throttleMessage('login', decision.retryAfterSeconds),
          decision.retryAfterSeconds,
        );
      }
      const wait = accountDelaySeconds(forAccount.count, policy);
      if (wait > 0) await delay.block(accountId, wait);
    },
    async loginSucceeded(email, address) {
      const effects = afterLoginAttempt('success');
      const accountId = accountKey(email);
      await Promise.all([
        effects.resetAccount ? pair.reset(`${accountId}:${address}`) : null,
        effects.resetAccount ? account.reset(accountId) : null,
        effects.resetAccount ? delay.reset(accountId) : null,
        effects.refundIp ? ip.giveBack(address) : null,
      ]);
    },
    async beginRegistration(address) {
      const decision = decideRegistrationAttempt(await registration.hit(address), policy);
      if (decision.kind === 'refuse') {
        throw new TooManyRequestsError(
          throttleMessage('register', decision.retryAfterSeconds),
          decision.retryAfterSeconds,
        );
      }
    },
  };
}
