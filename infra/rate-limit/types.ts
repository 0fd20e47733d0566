/** Hits counted for one key in its current window, the last hit included. */
export interface WindowCount {
  readonly count: number;
  /** Milliseconds until the window ends and the count starts again from nothing. */
  readonly msBeforeReset: number;
}

/**
 * One fixed-window counter per key: rate limits and quotas. It only counts; what a count means
 * (allowed, refused, for how long) is the caller's decision, usually a pure function beside it.
 */
export interface RateCounter {
  /** Counts `points` hits (1 by default) and answers the count in the window, these included. */
  hit(key: string, points?: number): Promise<WindowCount>;
  /** The count now, or null when the key has no hits in a running window. */
  peek(key: string): Promise<WindowCount | null>;
  /** Takes back hits that should not count (a request refused as invalid, or failed). */
  giveBack(key: string, points?: number): Promise<void>;
  /** Forgets the key's window. */
  reset(key: string): Promise<void>;
  /** Puts the key over its limit for `seconds` (a delay imposed whatever the count). */
  block(key: string, seconds: number): Promise<void>;
}

export interface CounterOptions {
  /** Counts above this are over the limit; `block` sets the count just above it. */
  readonly limit: number;
  readonly windowSeconds: number;
}

/** Makes the counters of one process: shared by every API process over Redis, else in memory. */
export interface RateCounters {
  readonly kind: 'memory' | 'redis';
  /** A counter whose keys live under `name` (with the counters' own prefix, if any). */
  counter(name: string, options: CounterOptions): RateCounter;
}
