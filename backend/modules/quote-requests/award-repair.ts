import type { EventStore, Position, Subscription } from '../../../infra/event-store/index.ts';

const STREAM = /^quote-request-(\d+)$/;

/**
 * The process manager of awards (ADR 0072): every `QuoteRequestAwarded` appended after `after` is
 * followed by `complete(requestId)`, which makes the orders the award names and still lack. The
 * award's own command does the same at once; this covers a process that stopped between the award
 * and its last order while another kept running. Both are idempotent (the orders' ids are the
 * award's).
 */
export function startAwardRepair(deps: {
  events: EventStore;
  after: Position;
  complete: (requestId: number) => Promise<unknown>;
  onError: (error: unknown, requestId: number | null) => void;
}): Subscription {
  return deps.events.subscribeToAll(
    deps.after,
    async (event) => {
      if (event.type !== 'QuoteRequestAwarded') return;
      const match = STREAM.exec(event.streamId);
      if (!match) return;
      const requestId = Number(match[1]);
      await deps.complete(requestId).catch((error: unknown) => deps.onError(error, requestId));
    },
    (error) => deps.onError(error, null),
  );
}

/**
 * At start: the awards of the last days get their missing orders (a process that stopped with none
 * running). The awards are read from the read model, so only once it has caught up with the log as
 * it stood at start: `caughtUp` answers false when its wait ran out (a rebuild, a long downtime) and
 * is asked again until true, or until `stopped` (the platform closing), when nothing is swept.
 */
export async function sweepAwards(deps: {
  caughtUp: () => Promise<boolean>;
  stopped: () => boolean;
  awardedSince: (since: string) => Promise<number[]>;
  complete: (requestId: number) => Promise<unknown>;
  days: number;
  now: Date;
  onError: (error: unknown, requestId: number | null) => void;
}): Promise<void> {
  for (;;) {
    if (deps.stopped()) return;
    if (await deps.caughtUp()) break;
  }
  if (deps.stopped()) return;
  const since = new Date(deps.now.getTime() - deps.days * 86_400_000).toISOString();
  for (const requestId of await deps.awardedSince(since))
    await deps.complete(requestId).catch((error: unknown) => deps.onError(error, requestId));
}
