import { useMemo } from 'react';
import { CLICK_LOCK_MS } from '../config/limits';

/** Runs `fn` and returns its result, or returns undefined without calling it while locked. */
export type ClickLock = <T>(fn: () => T) => T | undefined;

/**
 * A gate that lets one call through and ignores the next ones for `ms` (spec: mobile click lock,
 * 300 ms). A touch screen often delivers a double tap, or a tap plus a ghost click, on a control
 * that navigates or toggles: without the lock a drill-down list would go two levels deep. The lock
 * runs from the last accepted call; ignored calls do not extend it.
 */
export function createClickLock(ms: number = CLICK_LOCK_MS): ClickLock {
  let lastAccepted = Number.NEGATIVE_INFINITY;
  return function run<T>(fn: () => T): T | undefined {
    const now = Date.now();
    if (now - lastAccepted < ms) return undefined;
    lastAccepted = now;
    return fn();
  };
}

/** `run(fn)` of a click lock owned by the component; the same function across renders. */
export function useClickLock(ms: number = CLICK_LOCK_MS): ClickLock {
  return useMemo(() => createClickLock(ms), [ms]);
}
