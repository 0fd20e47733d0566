import { START, comparePositions, type Position } from '../../../infra/event-store/index.ts';
import { allProjections } from '../../../projections/index.ts';
import { queueName, rebuildQueueName, type ProjectionRuntime } from '../../kit/read/index.ts';
import { QueueUnavailableError } from '../../../infra/queue/index.ts';
import type { Platform } from '../platform.ts';

export interface QueueStatus {
  readonly name: string;
  readonly waiting: number;
  readonly active: number;
  readonly failed: number;
}

export interface ProjectionStatus {
  readonly name: string;
  readonly version: number;
  readonly collection: string | null;
  readonly position: Position | null;
  /** Events written after the checkpoint: from positions on the SQLite log (null where positions are not counts). */
  readonly lagEvents: number | null;
  /** How long the first event the projection has not applied has waited; 0 when caught up. */
  readonly lagSeconds: number;
  readonly rate: readonly number[];
  readonly lastError: ProjectionRuntime['lastError'];
  readonly rebuild: (NonNullable<ProjectionRuntime['rebuild']> & { readonly percent: number }) | null;
}

export interface OpsStatus {
  readonly at: string;
  readonly head: Position;
  readonly adapters: { eventStore: string; readStore: string; queue: string; pubsub: string };
  /** Whether the projectors run in this process (the console can rebuild) or in a worker. */
  readonly projectorsHere: boolean;
  readonly projections: readonly ProjectionStatus[];
  readonly queues: readonly QueueStatus[];
}

/** Positions of the SQLite log count events; other stores' positions are offsets. */
function eventsBetween(platform: Platform, from: Position | null, to: Position): number | null {
  if (platform.events.kind !== 'sqlite') return null;
  return Math.max(0, to.commit - (from ?? START).commit);
}

/** Where every projection stands, read from checkpoints and positions (one event read per lagging projection). */
export async function opsStatus(platform: Platform): Promise<OpsStatus> {
  const head = await platform.events.headPosition();
  const runtime = new Map((platform.engine?.runtime() ?? []).map((entry) => [entry.name, entry]));
  const now = Date.now();
  const projections: ProjectionStatus[] = [];
  const queues: QueueStatus[] = [];
  for (const definition of allProjections) {
    const checkpoint = await platform.readModels.checkpoint(definition.name);
    const position = checkpoint?.position ?? null;
    const caughtUp = position !== null && comparePositions(position, head) >= 0;
    const [next] = caughtUp ? [] : await platform.events.readAll(position ?? START, 1);
    const own = runtime.get(definition.name);
    const rebuild = own?.rebuild ?? null;
    projections.push({
      name: definition.name,
      version: definition.version,
      collection: checkpoint?.collection ?? null,
      position,
      lagEvents: eventsBetween(platform, position, head),
      lagSeconds: next ? Math.max(0, (now - Date.parse(next.created)) / 1000) : 0,
      rate: own?.rate ?? [],
      lastError: own?.lastError ?? null,
      rebuild: rebuild && {
        ...rebuild,
        percent:
          head.commit <= 0
            ? 100
            : Math.min(100, Math.round((Math.max(0, rebuild.position?.commit ?? 0) / head.commit) * 100)),
      },
    });
  }
  // Counted all at once, each within the queue's deadline; while Redis is away or hangs there are
  // no counts to show (health says why), rather than a page that waits for Redis (ADR 0049).
  const live = new Set(allProjections.map((definition) => queueName(definition.name)));
  const names = allProjections.flatMap((definition) => [
    queueName(definition.name),
    rebuildQueueName(definition.name),
  ]);
  const counted = await Promise.all(
    names.map((name) =>
      platform.queue.stats(name).then(
        (stats) => ({ name, ...stats }),
        (error: unknown) => {
          if (error instanceof QueueUnavailableError) return null;
          throw error;
        },
      ),
    ),
  );
  for (const row of counted) {
    if (row && (live.has(row.name) || row.waiting + row.active + row.failed > 0)) queues.push(row);
  }
  return {
    at: new Date(now).toISOString(),
    head,
    adapters: {
      eventStore: platform.events.kind,
      readStore: platform.store.kind,
      queue: platform.queue.kind,
      pubsub: platform.pubsub.kind,
    },
    projectorsHere: platform.engine !== null,
    projections,
    queues,
  };
}
