import { createHash } from 'node:crypto';
import type { RateCounter, RateCounters, WindowCount } from '../../../infra/rate-limit/index.ts';
import { TooManyRequestsError } from '../../kit/write/index.ts';

/** How many attempts are allowed per key and window (ADR 0010, policy of ADR 0053). */
export interface ThrottlePolicy {
  /** Failed logins of one account from one address per login window. */
  readonly loginPerAccount: number;
  /** Accounts failing from one address per login window (an office's many users count once each). */
  readonly loginPerIp: number;
  readonly loginWindowSeconds: number;
  /** Failed logins of one account from all addresses per account window before every attempt waits its turn. */
  readonly accountFreeFailures: number;
  readonly accountWindowSeconds: number;
  /** The first wait between two evaluated attempts on an account past its free failures; it doubles. */
  readonly accountWaitMinSeconds: number;
  /** The longest wait between two evaluated attempts on an account. */
  readonly accountWaitMaxSeconds: number;
  /** How long a successful sign-in makes its (account, address) pair known to the address limit. */
  readonly knownPairSeconds: number;
  /** Registrations per client IP per registration window. */
  readonly registerPerIp: number;
  readonly registerWindowSeconds: number;
}

export const DEFAULT_THROTTLE_POLICY: ThrottlePolicy = {
  loginPerAccount: 5,
  loginPerIp: 20,
  loginWindowSeconds: 15 * 60,
  accountFreeFailures: 10,
  accountWindowSeconds: 24 * 60 * 60,
  accountWaitMinSeconds: 60,
  accountWaitMaxSeconds: 60 * 60,
  // Below the 24.8 days a timer of the in-process counters can hold.
  knownPairSeconds: 14 * 24 * 60 * 60,
  registerPerIp: 10,
  registerWindowSeconds: 60 * 60,
};

/** Attempts counted for one key in the current window, this attempt included. */
export type Counter = WindowCount;

/** Why an attempt was refused: its address (pair or address limit), or its account's turn. */
export type ThrottleDecision =
  | { readonly kind: 'allow' }
  | { readonly kind: 'refuse'; readonly retryAfterSeconds: number; readonly reason: 'address' | 'account' };

const refuseFor = (ms: number, reason: 'address' | 'account'): ThrottleDecision => ({
  kind: 'refuse',
  retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)),
  reason,
});

/**
 * A login attempt at its address, already counted (counting first keeps a burst of parallel
 * guesses from all passing the check before any failure is recorded):
 * - its (account, address) pair over the per-account limit is refused until the pair's window
 *   ends: the guesser at that address, and nobody else there;
 * - an account the address has not tried in the window (`newAtAddress`) is refused while the
 *   address has had more failing accounts than its limit, unless the pair is known (signed in from
 *   there lately): one address spraying many accounts stops, the colleagues behind it keep going.
 */
export function decideAddressAttempt(
  attempt: { pair: Counter; address: Counter | null; newAtAddress: boolean; known: boolean },
  policy: ThrottlePolicy,
): ThrottleDecision {
  if (attempt.pair.count > policy.loginPerAccount) return refuseFor(attempt.pair.msBeforeReset, 'address');
  const { address } = attempt;
  if (attempt.newAtAddress && !attempt.known && address !== null && address.count > policy.loginPerIp) {
    return refuseFor(address.msBeforeReset, 'address');
  }
  return { kind: 'allow' };
}

/**
 * The wait that follows an evaluated attempt on an account, from every address alike: none within
 * the free failures, then 1, 2, 4 … times the first wait, up to the longest. Whatever the number of
 * addresses, the account's password is tried at most once per wait.
 */
export function accountWaitSeconds(accountAttempts: number, policy: ThrottlePolicy): number {
  const over = accountAttempts - policy.accountFreeFailures;
  if (over <= 0) return 0;
  return Math.min(policy.accountWaitMinSeconds * 2 ** Math.min(over - 1, 30), policy.accountWaitMaxSeconds);
}

/**
 * An attempt on an account past its free failures, with its turn already taken (`turn`: the
 * count of the turn's key, 1 for the first to take it since the last wait ended): the first is
 * evaluated, everyone else waits for the end of the wait.
 */
export function decideAccountTurn(
  attempt: { account: Counter; turn: Counter | null },
  policy: ThrottlePolicy,
): ThrottleDecision {
  if (attempt.account.count <= policy.accountFreeFailures || attempt.turn === null) return { kind: 'allow' };
  return attempt.turn.count > 1 ? refuseFor(attempt.turn.msBeforeReset, 'account') : { kind: 'allow' };
}

export function throttleMessage(action: 'login' | 'register' | 'account', retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  if (action === 'account') {
    return `Слишком много попыток входа в эту учётную запись. Попробуйте через ${minutes} мин. или войдите по ссылке из письма.`;
  }
  const what = action === 'login' ? 'входа' : 'регистрации';
  return `Слишком много попыток ${what}. Попробуйте через ${minutes} мин.`;
}

/** A registration attempt, already counted against its IP. */
export function decideRegistrationAttempt(counter: Counter, policy: ThrottlePolicy): ThrottleDecision {
  return counter.count > policy.registerPerIp
    ? refuseFor(counter.msBeforeReset, 'address')
    : { kind: 'allow' };
}

/** The counters behind the policy: Redis when configured (shared by every API process), else memory. */
export interface AuthThrottle {
  /** Counts a login attempt (or a current-password check); throws a 429 when it may not be evaluated now. */
  beginLogin(email: string, ip: string): Promise<void>;
  /** After a correct password. */
  loginSucceeded(email: string, ip: string): Promise<void>;
  /** After a sign-in by a mailed link: the owner is at this address; its failures there are forgotten. */
  signedInByLink(email: string, ip: string): Promise<void>;
  /** Counts a registration; throws a 429 when over the limit. */
  beginRegistration(ip: string): Promise<void>;
}

/** Accounts are keyed by a hash: no e-mail addresses in Redis. */
export const accountKey = (email: string): string =>
  createHash('sha256').update(email).digest('hex').slice(0, 32);

const refusal = (decision: Extract<ThrottleDecision, { kind: 'refuse' }>): TooManyRequestsError =>
  new TooManyRequestsError(
    throttleMessage(decision.reason === 'account' ? 'account' : 'login', decision.retryAfterSeconds),
    decision.retryAfterSeconds,
  );

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
  const uncapped = Number.MAX_SAFE_INTEGER;
  // Attempts of one account from one address.
  const pair = limiter('login-pair', policy.loginPerAccount, policy.loginWindowSeconds);
  // Accounts that began failing at an address: counted when their pair opens.
  const addressAccounts = limiter('login-address-accounts', policy.loginPerIp, policy.loginWindowSeconds);
  // Pairs that signed in lately: the address limit lets them through.
  const known = limiter('login-known', uncapped, policy.knownPairSeconds);
  // Evaluated failures of an account from every address (a success gives its attempt back).
  const account = limiter('login-account-failures', uncapped, policy.accountWindowSeconds);
  // The account's turn: taken by one attempt, then blocked for the wait. The 1-second window only
  // covers the instant between taking the turn and blocking it.
  const turn = limiter('login-account-turn', 1, 1);
  const registration = limiter('register-ip', policy.registerPerIp, policy.registerWindowSeconds);

  return {
    async beginLogin(email, address) {
      const accountId = accountKey(email);
      const pairId = `${accountId}:${address}`;
      const forPair = await pair.hit(pairId);
      const newAtAddress = forPair.count === 1;
      const forAddress = newAtAddress ? await addressAccounts.hit(address) : null;
      const isKnown =
        forAddress !== null && forAddress.count > policy.loginPerIp
          ? (await known.peek(pairId)) !== null
          : false;
      const atAddress = decideAddressAttempt(
        { pair: forPair, address: forAddress, newAtAddress, known: isKnown },
        policy,
      );
      if (atAddress.kind === 'refuse') {
        // A new account refused by the address limit stays new: trying it again is refused again.
        if (newAtAddress) await Promise.all([pair.giveBack(pairId), addressAccounts.giveBack(address)]);
        throw refusal(atAddress);
      }

      const forAccount = await account.hit(accountId);
      const ownTurn = forAccount.count > policy.accountFreeFailures ? await turn.hit(accountId) : null;
      const onAccount = decideAccountTurn({ account: forAccount, turn: ownTurn }, policy);
      if (onAccount.kind === 'refuse') {
        // Not evaluated, so not counted: the account's count is its evaluated attempts, and the
        // owner waiting for a turn does not use up the pair's attempts.
        await Promise.all([
          account.giveBack(accountId),
          pair.giveBack(pairId),
          newAtAddress ? addressAccounts.giveBack(address) : null,
        ]);
        throw refusal(onAccount);
      }
      const wait = accountWaitSeconds(forAccount.count, policy);
      if (ownTurn !== null && wait > 0) await turn.block(accountId, wait);
    },
    async loginSucceeded(email, address) {
      const accountId = accountKey(email);
      const pairId = `${accountId}:${address}`;
      // The account's count and its turn stay: the owner signing in must not hand a guesser
      // elsewhere a fresh set of free attempts. Only this attempt, not a failure, is taken back.
      await Promise.all([
        pair.reset(pairId),
        addressAccounts.giveBack(address),
        account.giveBack(accountId),
        known.hit(pairId),
      ]);
    },
    async signedInByLink(email, address) {
      const pairId = `${accountKey(email)}:${address}`;
      await Promise.all([pair.reset(pairId), known.hit(pairId)]);
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
