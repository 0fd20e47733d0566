import { setFlagsFromString } from 'node:v8';

/**
 * Sets how far V8 lets the old generation grow past the live data before its next full
 * collection. V8 picks up to 300 % on a machine with much memory, and the embedded server's
 * start-up replay then leaves a heap two to three times its live data (100,000 products: 0.8 GiB
 * of heap for 0.35 GiB of live objects). The server's garbage afterwards is short-lived, so a
 * lower factor costs little (ADR 0012). Call once at start, before the read models load;
 * 0 leaves V8's own choice.
 */
export function tuneHeap(growingPercent: number): void {
  if (growingPercent > 0) setFlagsFromString(`--heap-growing-percent=${growingPercent}`);
}
