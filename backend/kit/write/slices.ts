/**
 * How long a long task (an import, a catch-up) may hold the event loop before it lets requests in:
 * well under the 50 ms rule, since a projection's batch and a few requests may run in the same turn
 * of the loop (ADR 0075).
 */
export const SLICE_MS = 10;

/**
 * Cooperative time slices for a long task that runs on the main thread (ADR 0063). Its steps call
 * `pause()`: past the slice's budget it resolves on the next turn of the event loop, so requests
 * waiting meanwhile are answered; within it, it resolves at once. Several workers of one task share
 * the pause, so the loop is let go by all of them at the same time.
 */
export class Slices {
  private started = performance.now();
  private pausing: Promise<void> | null = null;
  private readonly budget: number;

  constructor(budget = SLICE_MS) {
    this.budget = budget;
  }

  pause(): Promise<void> | undefined {
    if (this.pausing) return this.pausing;
    if (performance.now() - this.started < this.budget) return undefined;
    this.pausing = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      this.pausing = null;
      this.started = performance.now();
    });
    return this.pausing;
  }
}
