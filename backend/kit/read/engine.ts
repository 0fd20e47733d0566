import {
  comparePositions,
  type EventStore,
  type Position,
  type RecordedEvent,
  type Subscription,
} from '../../../infra/event-store/index.ts';
import type { ReadStore } from '../../../infra/read-store/index.ts';
import { InlineJobQueue, type JobQueue } from '../../../infra/queue/index.ts';
import type { PubSub } from '../../../infra/pubsub/index.ts';
import type { ProjectionDefinition } from './definition.ts';
import { CheckpointDeferral } from './checkpoint-deferral.ts';
import { catchUp, catchUpTogether, type BatchApplied } from './runner.ts';
import { dropProjectionCollection, readPointer, writePointer } from './storage.ts';
import { WriteGroup } from './write-group.ts';

export const PROGRESS_CHANNEL = 'projections.progress';
export const queueName = (projection: string): string => `projection.${projection}`;
/** A rebuild runs in its own queue, beside the live runner, so live updates never wait for it. */
export const rebuildQueueName = (projection: string): string => `projection.${projection}.rebuild`;

/** Batches remembered per projection for its events/s chart. */
const RATE_WINDOW_MS = 10 * 60_000;

/** What the operations console shows of one projection run by this process. */
export interface ProjectionRuntime {
  readonly name: string;
  readonly version: number;
  /** Events applied per second, one figure per 10-second bucket of the last 10 minutes (oldest first). */
  readonly rate: readonly number[];
  readonly lastError: { readonly at: string; readonly message: string } | null;
  readonly rebuild: {
    readonly collection: string;
    readonly startedAt: string;
    readonly position: Position | null;
    readonly applied: number;
    readonly caughtUp: boolean;
  } | null;
}

export interface ProgressMessage {
  readonly projection: string;
  readonly collection: string;
  readonly position: Position;
  /** The collection serves queries (false while a new version is being built beside it). */
  readonly active: boolean;
}

/**
 * Projections at `position` without having run: none of the events up to it is of a type they
 * handle (they were not woken for them). One message for all of them, on the progress channel.
 */
export interface IdleMessage {
  readonly position: Position;
  readonly idle: ReadonlyArray<{ readonly projection: string; readonly collection: string }>;
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
  /** A blue-green rebuild asked for by an operator: built beside the live collection, then switched to. */
  rebuild: {
    collection: string;
    startedAt: string;
    position: Position | null;
    applied: number;
    caughtUp: boolean;
  } | null;
}

/**
 * `readAll` of `events`, answered once per turn of the event loop for each place and count: the
 * runners woken by the same append read the log from the same place at once, and take the same
 * events (each event's payload then parsed and decoded once for all: `sharedDecode`). A batch
 * taken a moment late only ends short: the next append wakes its runners again.
 */
function sharedReads(events: EventStore): Pick<EventStore, 'readAll'> {
  let turn: Map<string, Promise<RecordedEvent[]>> | null = null;
  return {
    readAll(after, maxCount) {
      if (!turn) {
        turn = new Map();
        setImmediate(() => (turn = null));
      }
      const key = `${after.commit}:${after.prepare}:${maxCount}`;
      let read = turn.get(key);
      if (!read) turn.set(key, (read = events.readAll(after, maxCount)));
      return read;
    },
  };
}

/** The collaborators of ProjectionEngine, given by the composition root. */
interface ProjectionEngineDeps {
  readonly definitions: readonly ProjectionDefinition[];
  readonly events: EventStore;
  readonly store: ReadStore;
  readonly queue: JobQueue;
  readonly pubsub: PubSub;
  readonly logger: Logger;
}

/**
 * Runs the projectors of this process: a subscription to $all only wakes them through the queue
 * ("catch up", deduplicated per projection); each runner then reads the log itself from its
 * checkpoint. Jobs never carry events. While the queue is unavailable (Redis down) the runners are
 * woken in process instead, so reads lag by moments, not by the length of the outage (ADR 0013);
 * in this process a projection never runs twice at once, whichever way it was woken.
 */
export class ProjectionEngine {
  private readonly targets = new Map<string, Target>();
  private subscription: Subscription | null = null;
  private wakeScheduled = false;
  /** What the subscription delivered since the last wake-up: the types, and whether all must wake. */
  private burst = { types: new Set<string>(), all: false };
  /** The projections handling each event type. */
  private readonly handlers = new Map<string, ProjectionDefinition[]>();
  /** The last event delivered by the subscription to $all. */
  private seen: Position | null = null;
  /** Per projection, the last delivered event it handles (the head at start, before any). */
  private readonly lastHandled = new Map<string, Position>();
  /** Per projection, how far its live collection is known to have got in this process. */
  private readonly reached = new Map<string, Position>();
  private readonly batches = new Map<string, Array<{ at: number; events: number }>>();
  private readonly errors = new Map<string, { at: string; message: string }>();
  /** Wakes runners in this process while the shared queue cannot. */
  private readonly local: InlineJobQueue;
  /** The run in progress per projection, so a queued and a local wake-up never overlap. */
  private readonly running = new Map<string, Promise<void>>();
  /** Set while the runners are held (`pause`): wake-ups wait for `resume`. */
  private paused: { promise: Promise<void>; release: () => void } | null = null;
  /** The serving projections' shared catch-up at start, while it runs. */
  private together: Promise<void> | null = null;
  private stopping = false;

  /** The live runners' reads of the log, shared by those reading from the same place in one turn. */
  private readonly reads: Pick<EventStore, 'readAll'>;
  private readonly deps: ProjectionEngineDeps;
  /** Checkpoints of the live runners' batches that changed nothing, written together (one transaction). */
  private readonly deferral: CheckpointDeferral;
  /** The live runners' small batches of one turn, written in one transaction (ADR 0104). */
  private readonly writes: WriteGroup;

  constructor(deps: ProjectionEngineDeps) {
    this.deps = deps;
    this.writes = new WriteGroup(deps.store);
    this.deferral = new CheckpointDeferral(deps.store, (error) =>
      deps.logger.error({ err: error }, 'writing projection checkpoints failed'),
    );
    this.local = new InlineJobQueue((queue, error) =>
      this.deps.logger.error({ err: error, queue }, 'job failed'),
    );
    this.reads = sharedReads(deps.events);
    for (const definition of deps.definitions)
      for (const type of new Set(definition.eventTypes)) {
        const list = this.handlers.get(type) ?? [];
        list.push(definition);
        this.handlers.set(type, list);
      }
  }

  async start(): Promise<void> {
    for (const definition of this.deps.definitions) {
      const pointer = await readPointer(this.deps.store, definition.name);
      const current = `${definition.name}_v${definition.version}`;
      const target: Target =
        pointer && pointer.version === definition.version
          ? { collection: pointer.collection, switchTo: false, previous: null, rebuild: null }
          : { collection: current, switchTo: true, previous: pointer?.collection ?? null, rebuild: null };
      this.targets.set(definition.name, target);
      await this.deps.store.ensureIndexes(target.collection, definition.indexes);
    }
    // Events up to the head are the start's to apply: none counts as skipped before a run reached it.
    const head = await this.deps.events.headPosition();
    for (const definition of this.deps.definitions) this.lastHandled.set(definition.name, head);
    // Before any runner can be woken: the shared catch-up holds the turn of those it catches up.
    this.catchUpTogether();
    for (const definition of this.deps.definitions) {
      const run = (): Promise<void> => this.recorded(definition, () => this.runExclusive(definition));
      await this.deps.queue.process(queueName(definition.name), run);
      await this.local.process(queueName(definition.name), run);
    }
    // When the queue is back, wake every runner through it: whatever the local wake-ups left is caught up.
    this.deps.queue.onAvailabilityChange((available) => {
      if (available) this.scheduleWake(true);
    });
    this.subscription = this.deps.events.subscribeToAll(
      head,
      (event) => this.observe(event),
      (error) => this.deps.logger.error({ err: error }, 'subscription to $all failed'),
    );
    await this.wakeAll();
  }

  /** An appended event wakes only the projections that handle its type (ADR 0102). */
  private observe(event: RecordedEvent): void {
    this.seen = event.position;
    this.burst.types.add(event.type);
    for (const definition of this.handlers.get(event.type) ?? [])
      this.lastHandled.set(definition.name, event.position);
    this.scheduleWake();
  }

  /**
   * The serving projections catch up on what was written while the process was away with one read
   * of the log (ADR 0096): each read alone, 27 of them read and decoded every new event 27 times.
   * It holds their runners' turn (`running`), so their wake-ups run after it, each from where it
   * got; if it fails, they catch up alone. A new version is still built alone, beside the serving
   * collection.
   */
  private catchUpTogether(): void {
    const serving = this.deps.definitions.filter(
      (definition) => !this.targets.get(definition.name)!.switchTo,
    );
    if (serving.length < 2) return;
    const together = (async () => {
      try {
        const reached = await catchUpTogether({
          followers: serving.map((definition) => ({
            definition,
            collection: this.targets.get(definition.name)!.collection,
            onBatch: this.publisher(definition),
          })),
          events: this.deps.events,
          store: this.deps.store,
          deferral: this.deferral,
          stopped: () => this.stopping,
        });
        for (const definition of serving)
          this.reach(definition, reached.get(this.targets.get(definition.name)!.collection));
      } catch (error) {
        this.deps.logger.error(
          { err: error },
          'projections catching up together failed; each catches up alone',
        );
      } finally {
        for (const definition of serving) this.running.delete(definition.name);
        this.together = null;
      }
      this.advanceIdle(serving);
    })();
    for (const definition of serving) this.running.set(definition.name, together);
    this.together = together;
  }

  /**
   * A burst of events (a seed, a bulk import) wakes each runner once, not once per event; only the
   * runners of projections handling one of its types (`all`: every runner). The others are at the
   * burst's last event as soon as they have applied every event they handle (`advanceIdle`).
   */
  private scheduleWake(all = false): void {
    if (all) this.burst.all = true;
    if (this.wakeScheduled) return;
    this.wakeScheduled = true;
    setImmediate(() => {
      this.wakeScheduled = false;
      const { types, all: everyone } = this.burst;
      this.burst = { types: new Set(), all: false };
      const woken = everyone
        ? new Set(this.deps.definitions)
        : new Set([...types].flatMap((type) => this.handlers.get(type) ?? []));
      this.advanceIdle(this.deps.definitions.filter((definition) => !woken.has(definition)));
      Promise.all([...woken].map((definition) => this.wake(definition))).catch((error: unknown) =>
        this.deps.logger.error({ err: error }, 'waking projection runners failed'),
      );
    });
  }

  async wakeAll(): Promise<void> {
    await Promise.all(this.deps.definitions.map((d) => this.wake(d)));
  }

  /** Remembers how far a projection's live collection got (never backwards). */
  private reach(definition: ProjectionDefinition, position: Position | undefined): void {
    if (!position) return;
    const known = this.reached.get(definition.name);
    if (!known || comparePositions(position, known) > 0) this.reached.set(definition.name, position);
  }

  /**
   * Moves the projections that are not running and have applied every delivered event they handle
   * to the last delivered event, without reading the log: what lies between are events of other
   * types, which their runner would only read and skip. Their checkpoints are kept by the deferral
   * (written within CHECKPOINT_FLUSH_MS); readers hear one message for all of them. A crash before
   * the write only makes them read those events again at start.
   */
  private advanceIdle(definitions: readonly ProjectionDefinition[]): void {
    const head = this.seen;
    if (!head || this.stopping) return;
    const idle: Array<{ projection: string; collection: string }> = [];
    for (const definition of definitions) {
      const target = this.targets.get(definition.name);
      const reached = this.reached.get(definition.name);
      const handled = this.lastHandled.get(definition.name);
      if (!target || target.switchTo || !reached || !handled || this.running.has(definition.name)) continue;
      if (comparePositions(reached, head) >= 0 || comparePositions(reached, handled) < 0) continue;
      if (!this.deferral.advance(target.collection, definition.name, head)) continue;
      this.reached.set(definition.name, head);
      idle.push({ projection: definition.name, collection: target.collection });
    }
    if (idle.length === 0) return;
    const message: IdleMessage = { position: head, idle };
    this.deps.pubsub.publish(PROGRESS_CHANNEL, message).catch(() => {});
  }

  private async wake(definition: ProjectionDefinition): Promise<void> {
    const name = queueName(definition.name);
    const options = { deduplicationId: definition.name };
    if (this.deps.queue.available()) {
      try {
        // The queue gives an add its deadline (REDIS_COMMAND_TIMEOUT_MS, ADR 0049).
        await this.deps.queue.add(name, {}, options);
        return;
      } catch {
        // Redis went away or hangs: wake the runner here (a late queued job costs one empty read).
      }
    }
    await this.local.add(name, {}, options);
  }

  private async runExclusive(definition: ProjectionDefinition): Promise<void> {
    // Checked and taken with no await between: nothing starts once `pause` is called.
    for (;;) {
      if (this.paused) {
        await this.paused.promise;
        continue;
      }
      const current = this.running.get(definition.name);
      if (!current) break;
      await current.catch(() => {});
    }
    const run = this.run(definition).finally(() => this.running.delete(definition.name));
    this.running.set(definition.name, run);
    await run;
    // Events of other types delivered while it ran: it is at them too.
    this.advanceIdle([definition]);
  }

  /** Remembers a runner's failure for the console; the queue still sees (and reports) it. */
  private async recorded(definition: ProjectionDefinition, work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      this.errors.set(definition.name, {
        at: new Date().toISOString(),
        message: error instanceof Error ? error.message : String(error),
      });
      throw error;
    }
  }

  private count(name: string, events: number): void {
    const now = Date.now();
    const list = this.batches.get(name) ?? [];
    list.push({ at: now, events });
    while (list.length > 0 && list[0]!.at < now - RATE_WINDOW_MS) list.shift();
    this.batches.set(name, list);
  }

  /**
   * Starts a blue-green rebuild of a projection: a new collection is built from the whole log
   * beside the live one, which keeps serving and following new events; once the new one has
   * caught up, queries switch to it and the old one is dropped. False when one is already running.
   */
  async rebuild(name: string): Promise<boolean> {
    const definition = this.deps.definitions.find((d) => d.name === name);
    const target = this.targets.get(name);
    if (!definition || !target) throw new Error(`unknown projection ${name}`);
    if (target.rebuild || target.switchTo) return false;
    const collection = `${definition.name}_v${definition.version}_r${Date.now()}`;
    await this.deps.store.ensureIndexes(collection, definition.indexes);
    target.rebuild = {
      collection,
      startedAt: new Date().toISOString(),
      position: null,
      applied: 0,
      caughtUp: false,
    };
    // Its runner is started on first use: most projections are never rebuilt by hand.
    await this.deps.queue.process(rebuildQueueName(name), () =>
      this.recorded(definition, () => this.buildBeside(definition)),
    );
    try {
      await this.deps.queue.add(rebuildQueueName(name), {}, { deduplicationId: `${name}.rebuild` });
    } catch (error) {
      // The queue is away (Redis down or hung): no rebuild was started, so none may look running.
      if (target.rebuild?.collection === collection) target.rebuild = null;
      await dropProjectionCollection(this.deps.store, collection);
      throw error;
    }
    return true;
  }

  /** The rebuild's own runner: catches the new collection up, then asks the live runner to switch. */
  private async buildBeside(definition: ProjectionDefinition): Promise<void> {
    const rebuild = this.targets.get(definition.name)?.rebuild;
    if (!rebuild || rebuild.caughtUp) return;
    rebuild.position = await catchUp({
      definition,
      events: this.deps.events,
      store: this.deps.store,
      collection: rebuild.collection,
      onBatch: (batch) => {
        rebuild.applied += batch.events;
        rebuild.position = batch.position;
        this.count(definition.name, batch.events);
      },
    });
    rebuild.caughtUp = true;
    await this.wake(definition);
  }

  /** What this process knows of each projection it runs: its rate, last error and rebuild. */
  runtime(): ProjectionRuntime[] {
    const now = Date.now();
    const buckets = RATE_WINDOW_MS / 10_000;
    return this.deps.definitions.map((definition) => {
      const rate = new Array<number>(buckets).fill(0);
      for (const batch of this.batches.get(definition.name) ?? []) {
        const age = now - batch.at;
        if (age < 0 || age >= RATE_WINDOW_MS) continue;
        rate[buckets - 1 - Math.floor(age / 10_000)]! += batch.events / 10;
      }
      const rebuild = this.targets.get(definition.name)?.rebuild ?? null;
      return {
        name: definition.name,
        version: definition.version,
        rate,
        lastError: this.errors.get(definition.name) ?? null,
        rebuild: rebuild && { ...rebuild },
      };
    });
  }

  /** Counts a live runner's batch for the console and tells waiting readers. */
  private publisher(definition: ProjectionDefinition): (batch: BatchApplied) => Promise<void> {
    const target = this.targets.get(definition.name)!;
    return (batch) => {
      if (!target.switchTo && batch.collection === target.collection) this.reach(definition, batch.position);
      this.count(definition.name, batch.events);
      return this.publishProgress({
        projection: batch.projection,
        collection: batch.collection,
        position: batch.position,
        active: !target.switchTo,
      });
    };
  }

  private async run(definition: ProjectionDefinition): Promise<void> {
    const target = this.targets.get(definition.name)!;
    let position = await catchUp({
      definition,
      events: this.reads,
      store: this.deps.store,
      collection: target.collection,
      onBatch: this.publisher(definition),
      deferral: this.deferral,
      write: this.writes.write,
    });
    // A finished rebuild is switched to here, by the live runner, so that nothing writes the old
    // collection once it is dropped: the new one takes the last events, then serves.
    const rebuilt = target.rebuild;
    if (rebuilt?.caughtUp && !target.switchTo) {
      position = await catchUp({
        definition,
        events: this.deps.events,
        store: this.deps.store,
        collection: rebuilt.collection,
      });
      target.previous = target.collection;
      target.collection = rebuilt.collection;
      target.switchTo = true;
      target.rebuild = null;
      this.reached.delete(definition.name);
    }
    if (!target.switchTo) this.reach(definition, position);
    if (target.switchTo) {
      await writePointer(this.deps.store, definition.name, target.collection, definition.version);
      target.switchTo = false;
      if (target.previous && target.previous !== target.collection) {
        this.deferral.written(target.previous);
        await dropProjectionCollection(this.deps.store, target.previous);
      }
      this.reach(definition, position);
      this.deps.logger.info(
        { projection: definition.name, collection: target.collection },
        'projection switched',
      );
      await this.publishProgress({
        projection: definition.name,
        collection: target.collection,
        position,
        active: true,
      });
    }
  }

  /** Progress is a hint for waiting readers, who also poll the checkpoints: a lost one costs a poll.
   * Pub/sub gives a publish its deadline and fails at once while Redis is away (ADR 0049). */
  private async publishProgress(message: ProgressMessage): Promise<void> {
    await this.deps.pubsub.publish(PROGRESS_CHANNEL, message).catch(() => {});
  }

  /**
   * Holds this process's runners until `resume`: runs in progress finish, wake-ups wait. The read
   * side then lags for real, as on a loaded worker (tests of the 202 answers, ADR 0062).
   */
  async pause(): Promise<void> {
    if (!this.paused) {
      let release = (): void => {};
      const promise = new Promise<void>((resolve) => (release = resolve));
      this.paused = { promise, release };
    }
    while (this.running.size > 0)
      await Promise.all([...this.running.values()].map((run) => run.catch(() => {})));
  }

  resume(): void {
    this.paused?.release();
    this.paused = null;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.resume();
    await this.subscription?.close();
    this.subscription = null;
    await this.together;
    await this.local.close();
    await this.deferral.close();
  }
}
