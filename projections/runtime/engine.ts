import type { EventStore, Position, Subscription } from '../../infra/event-store/index.ts';
import type { ReadStore } from '../../infra/read-store/index.ts';
import type { JobQueue } from '../../infra/queue/index.ts';
import type { PubSub } from '../../infra/pubsub/index.ts';
import type { ProjectionDefinition } from './definition.ts';
import { catchUp, type BatchApplied } from './runner.ts';
import { dropProjectionCollection, readPointer, writePointer } from './storage.ts';

export const PROGRESS_CHANNEL = 'projections.progress';
export const queueName = (projection: string): string => `projection.${projection}`;

export interface ProgressMessage {
  readonly projection: string;
  readonly collection: string;
  readonly position: Position;
  /** The collection serves queries (false while a new version is being built beside it). */
  readonly active: boolean;
}

export interface Logger {
  info(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

interface Target {
  collection: string;
  /** The pointer switches to `collection` once it has caught up (a new version is being built). */
  switchTo: boolean;
  previous: string | null;
}

/**
 * Runs the projectors of this process: a subscription to $all only wakes them through the queue
 * ("catch up", deduplicated per projection); each runner then reads the log itself from its
 * checkpoint. Jobs never carry events.
 */
export class ProjectionEngine {
  private readonly definitions: readonly ProjectionDefinition[];
  private readonly events: EventStore;
  private readonly store: ReadStore;
  private readonly queue: JobQueue;
  private readonly pubsub: PubSub;
  private readonly logger: Logger;
  private readonly targets = new Map<string, Target>();
  private subscription: Subscription | null = null;
  private wakeScheduled = false;

  constructor(deps: {
    definitions: readonly ProjectionDefinition[];
    events: EventStore;
    store: ReadStore;
    queue: JobQueue;
    pubsub: PubSub;
    logger: Logger;
  }) {
    this.definitions = deps.definitions;
    this.events = deps.events;
    this.store = deps.store;
    this.queue = deps.queue;
    this.pubsub = deps.pubsub;
    this.logger = deps.logger;
  }

  async start(): Promise<void> {
    for (const definition of this.definitions) {
      const pointer = await readPointer(this.store, definition.name);
      const current = `${definition.name}_v${definition.version}`;
      const target: Target =
        pointer && pointer.version === definition.version
          ? { collection: pointer.collection, switchTo: false, previous: null }
          : { collection: current, switchTo: true, previous: pointer?.collection ?? null };
      this.targets.set(definition.name, target);
      await this.store.ensureIndexes(target.collection, definition.indexes);
      await this.queue.process(queueName(definition.name), () => this.run(definition));
    }
    const head = await this.events.headPosition();
    this.subscription = this.events.subscribeToAll(
      head,
      () => this.scheduleWake(),
      (error) => this.logger.error({ err: error }, 'subscription to $all failed'),
    );
    await this.wakeAll();
  }

  /** A burst of events (a seed, a bulk import) wakes each runner once, not once per event. */
  private scheduleWake(): void {
    if (this.wakeScheduled) return;
    this.wakeScheduled = true;
    setImmediate(() => {
      this.wakeScheduled = false;
      this.wakeAll().catch((error: unknown) =>
        this.logger.error({ err: error }, 'waking projection runners failed'),
      );
    });
  }

  async wakeAll(): Promise<void> {
    await Promise.all(
      this.definitions.map((d) => this.queue.add(queueName(d.name), {}, { deduplicationId: d.name })),
    );
  }

  private async run(definition: ProjectionDefinition): Promise<void> {
    const target = this.targets.get(definition.name)!;
    const publish = (batch: BatchApplied): Promise<void> =>
      this.pubsub.publish(PROGRESS_CHANNEL, {
        projection: batch.projection,
        collection: batch.collection,
        position: batch.position,
        active: !target.switchTo,
      } satisfies ProgressMessage);
    const position = await catchUp({
      definition,
      events: this.events,
      store: this.store,
      collection: target.collection,
      onBatch: publish,
    });
    if (target.switchTo) {
      await writePointer(this.store, definition.name, target.collection, definition.version);
      target.switchTo = false;
      if (target.previous && target.previous !== target.collection) {
        await dropProjectionCollection(this.store, target.previous);
      }
      this.logger.info({ projection: definition.name, collection: target.collection }, 'projection switched');
      await this.pubsub.publish(PROGRESS_CHANNEL, {
        projection: definition.name,
        collection: target.collection,
        position,
        active: true,
      } satisfies ProgressMessage);
    }
  }

  async stop(): Promise<void> {
    await this.subscription?.close();
    this.subscription = null;
  }
}
