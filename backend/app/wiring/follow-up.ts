import { followSteps, sweepSteps, type FollowUp } from '../../kit/write/index.ts';
import type { Platform } from '../platform.ts';

/**
 * Work that follows a recorded step, run three ways (ADR 0072, 0084): by the command at once (the
 * module's own), by a process manager following every step appended after start, and by a sweep at
 * start over the steps of the last `days`, read from `projection` once it has caught up with the
 * log as it stood at start, however long that takes.
 */
export function followUpSteps(
  platform: Platform,
  followUp: FollowUp & {
    readonly projection: string;
    readonly days: number;
    readonly stepsSince: (since: string) => Promise<readonly number[]>;
  },
): void {
  platform.follow((after) => {
    let stopped = false;
    void sweepSteps({
      caughtUp: () => platform.readModels.waitFor(after, [followUp.projection]),
      stopped: () => stopped,
      stepsSince: followUp.stepsSince,
      act: followUp.act,
      days: followUp.days,
      now: new Date(),
      onError: followUp.onError,
    }).catch((error: unknown) => {
      // Closing the platform closes the read store under a sweep still waiting on it: not a failure.
      if (!stopped) followUp.onError(error, null);
    });
    const subscription = followSteps(platform.events, after, followUp);
    return {
      close: () => {
        stopped = true;
        return subscription.close();
      },
    };
  });
}
