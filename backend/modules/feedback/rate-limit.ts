import type { RateCounters } from '../../../infra/rate-limit/index.ts';

/** Questions one client may send per window: 5 per 10 minutes. */
export const SUBMISSIONS_PER_WINDOW = 5;
export const SUBMISSION_WINDOW_SECONDS = 10 * 60;

const COUNTER_NAME = 'rl:feedback';

export type LimitDecision =
  { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number };

/** Counts submissions per client over a fixed window. */
export interface SubmissionLimiter {
  /** Takes one submission from the client's allowance, or says how long to wait. */
  take(client: string): Promise<LimitDecision>;
  /** Returns a submission that was not recorded (refused as invalid, or failed). */
  giveBack(client: string): Promise<void>;
}

export interface SubmissionLimiterOptions {
  /** The counter's name (its keys' prefix in Redis). */
  readonly name?: string;
  readonly points?: number;
  readonly durationSeconds?: number;
}

/**
 * A submission allowance over the process's rate counters (shared by every API process over
 * Redis, in memory otherwise; infra/rate-limit).
 */
export function createSubmissionLimiter(
  counters: RateCounters,
  options: SubmissionLimiterOptions = {},
): SubmissionLimiter {
  const limit = options.points ?? SUBMISSIONS_PER_WINDOW;
  const counter = counters.counter(options.name ?? COUNTER_NAME, {
    limit,
    windowSeconds: options.durationSeconds ?? SUBMISSION_WINDOW_SECONDS,
  });
  return {
    async take(client) {
      const { count, msBeforeReset } = await counter.hit(client);
      if (count <= limit) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(msBeforeReset / 1000)) };
    },
    async giveBack(client) {
      await counter.giveBack(client).catch(() => undefined);
    },
  };
}
