/** How often the main thread's CPU time is read (a timer's turn of the event loop). */
const TICK_MS = 10;

/**
 * The longest the main thread held the event loop, as the CPU counts it (ADR 0075): a timer reads
 * the thread's own CPU time at each of its turns; what was spent between two turns is what a
 * request arriving meanwhile had to wait for at most. Unlike the loop's delay (wall-clock), it is
 * not stretched when a loaded machine takes the core away, so the rule «no task holds the loop
 * more than 50 ms» can be checked on any machine. On a runtime without `threadCpuUsage` it reports
 * nothing (null).
 */
export class LoopHold {
  private last = 0;
  private longest = 0;
  private readonly timer: NodeJS.Timeout | null;

  constructor() {
    const usage = process.threadCpuUsage as (() => NodeJS.CpuUsage) | undefined;
    if (typeof usage !== 'function') {
      this.timer = null;
      return;
    }
    const cpu = () => {
      const { user, system } = usage.call(process);
      return (user + system) / 1000;
    };
    this.last = cpu();
    this.timer = setInterval(() => {
      const now = cpu();
      this.longest = Math.max(this.longest, now - this.last);
      this.last = now;
    }, TICK_MS);
    this.timer.unref();
  }

  /** The longest hold since the previous call, in ms (null when not measured); starts a new interval. */
  take(): number | null {
    if (!this.timer) return null;
    const longest = this.longest;
    this.longest = 0;
    return longest;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
