import type { EventStore, Position, RecordedEvent, Subscription } from '../../../infra/event-store/index.ts';
import { Slices } from './slices.ts';

/**
 * Work that must follow a recorded step even when the command that recorded it stopped half-way
 * (a process that died, a store that failed between two appends): the command does the work at
 * once, a process manager follows every such step appended after start, and a sweep at start
 * covers the steps of the last days that no running process followed. The work is idempotent, so
 * all three may run it (ADR 0072 for awards, ADR 0084 for an order's stock).
 */
export interface FollowUp {
  /** The id to run `act` for when the event is such a step; null for every other event. */
  readonly stepOf: (event: RecordedEvent) => number | null;
  readonly act: (id: number) => Promise<unknown>;
  readonly onError: (error: unknown, id: number | null) => void;
}

/** The process manager: every step appended after `after` is followed by `act(id)`. */
export function followSteps(events: EventStore, after: Position, followUp: FollowUp): Subscription {
  return events.subscribeToAll(
    after,
    async (event) => {
      const id = followUp.stepOf(event);
      if (id === null) return;
      await followUp.act(id).catch((error: unknown) => followUp.onError(error, id));
    },
    (error) => followUp.onError(error, null),
  );
}

/**
 * The sweep at start: the steps of the last `days` are read from a read model, so only once it has
 * caught up with the log as it stood at start: `caughtUp` answers false when its wait ran out (a
 * rebuild, a long downtime) and is asked again until true, or until `stopped` (the platform
 * closing), when nothing is swept. One id that fails is reported; the others still run.
 */
export async function sweepSteps(deps: {
  caughtUp: () => Promise<boolean>;
  stopped: () => boolean;
  stepsSince: (since: string) => Promise<readonly number[]>;
  act: (id: number) => Promise<unknown>;
  days: number;
  now: Date;
  onError: (error: unknown, id: number | null) => void;
}): Promise<void> {
  for (;;) {
    if (deps.stopped()) return;
    if (await deps.caughtUp()) break;
  }
  if (deps.stopped()) return;
  const since = new Date(deps.now.getTime() - deps.days * 86_400_000).toISOString();
  // On the embedded store an act never waits for anything: the steps of many days would run as one
  // task. They run in slices of the loop, so requests are answered meanwhile (issue 35).
  const slices = new Slices();
  for (const id of await deps.stepsSince(since)) {
    await deps.act(id).catch((error: unknown) => deps.onError(error, id));
    await slices.pause();
  }
}
