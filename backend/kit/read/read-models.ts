import { comparePositions, type EventStore, type Position } from '../../../infra/event-store/index.ts';
import type { Collection, Doc, ReadStore } from '../../../infra/read-store/index.ts';
import type { PubSub } from '../../../infra/pubsub/index.ts';
import type { ProjectionDefinition } from './definition.ts';
import { PROGRESS_CHANNEL, type IdleMessage, type ProgressMessage } from './engine.ts';
import { readCheckpoint, readPointer } from './storage.ts';

export interface ProjectionHealth {
  readonly name: string;
  readonly version: number;
  readonly collection: string | null;
  readonly position: Position | null;
  /** How far the checkpoint is behind the head, from the two positions alone (never by reading
   * the log): events on the SQLite store, whose positions are its global sequence; bytes of the log
   * on EventStoreDB, whose commit positions are offsets. */
  readonly lag: number;
  readonly lagUnit: 'events' | 'bytes';
}
const POLL_MS = 50;

/**
 * The query side's view of the projections: which collection serves each one, and how far each
 * has got, so a command can answer only once the read models it affects show its effect.
 */
export class ReadModels {
  private readonly store: ReadStore;
  private readonly events: EventStore;
  private readonly pubsub: PubSub;
  private readonly definitions: ReadonlyMap<string, ProjectionDefinition>;
  private readonly active = new Map<string, { collection: string; position: Position | null }>();
  private readonly waiters = new Set<() => void>();
  private unsubscribe: (() => Promise<void>) | null = null;
  private readonly waitMs: number;

  constructor(deps: {
    store: ReadStore;
    events: EventStore;
    pubsub: PubSub;
    definitions: readonly ProjectionDefinition[];
    /** How long `waitFor` waits by default (READ_WAIT_MS). */
    waitMs?: number;
  }) {
    this.waitMs = deps.waitMs ?? 3000;
    this.store = deps.store;
    this.events = deps.events;
    this.pubsub = deps.pubsub;
    this.definitions = new Map(deps.definitions.map((d) => [d.name, d]));
  }

  async start(): Promise<void> {
    this.unsubscribe = await this.pubsub.subscribe(PROGRESS_CHANNEL, (message) => {
      if ('idle' in (message as object)) {
        const { position, idle } = message as IdleMessage;
        let moved = false;
        for (const { projection, collection } of idle)
          moved = this.heard(projection, collection, position) || moved;
        if (moved) for (const wake of this.waiters) wake();
        return;
      }
      const progress = message as ProgressMessage;
      if (!progress.active) return;
      if (this.heard(progress.projection, progress.collection, progress.position))
        for (const wake of this.waiters) wake();
    });
  }

  /** Takes a serving collection's position heard of; false when it says nothing new. */
  private heard(projection: string, collection: string, position: Position): boolean {
    // A message held by a hung Redis may arrive after later ones: it never moves a position back.
    const known = this.active.get(projection);
    if (known?.position && known.collection === collection && comparePositions(known.position, position) >= 0)
      return false;
    this.active.set(projection, { collection, position });
    return true;
  }

  async stop(): Promise<void> {
    await this.unsubscribe?.();
    this.unsubscribe = null;
  }

  private async refresh(name: string): Promise<{ collection: string; position: Position | null } | null> {
    const pointer = await readPointer(this.store, name);
    if (!pointer) return null;
    const position = await readCheckpoint(this.store, pointer.collection);
    const known = this.active.get(name);
    const state = {
      collection: pointer.collection,
      position:
        known &&
        known.collection === pointer.collection &&
        known.position &&
        comparePositions(known.position, position) > 0
          ? known.position
          : position,
    };
    this.active.set(name, state);
    return state;
  }

  /**
   * The serving collection and checkpoint of a projection as last heard (progress messages, waits),
   * without asking the store; undefined before anything was heard.
   */
  known(name: string): { readonly collection: string; readonly position: Position | null } | undefined {
    return this.active.get(name);
  }

  /** The serving collection and checkpoint of a projection as stored now (null before its first build). */
  async checkpoint(
    name: string,
  ): Promise<{ readonly collection: string; readonly position: Position | null } | null> {
    return this.refresh(name);
  }

  /** The collection that serves a projection's queries; an empty one until the first build is done. */
  async collection<T extends Doc>(name: string): Promise<Collection<T>> {
    const known = this.active.get(name) ?? (await this.refresh(name));
    const definition = this.definitions.get(name);
    const fallback = definition ? `${definition.name}_v${definition.version}` : name;
    return this.store.collection<T>(known?.collection ?? fallback);
  }

  private reached(name: string, position: Position): boolean {
    const known = this.active.get(name)?.position;
    return known !== undefined && known !== null && comparePositions(known, position) >= 0;
  }

  /**
   * Waits until the named projections have applied `position`, at most `timeoutMs`.
   * Resolves false on timeout: the caller answers anyway, the read model is only late.
   */
  async waitFor(
    position: Position | null,
    names: readonly string[],
    timeoutMs = this.waitMs,
  ): Promise<boolean> {
    if (!position || names.length === 0) return true;
    const deadline = Date.now() + timeoutMs;
    // Progress messages keep the positions in memory; the checkpoints in the store are read for a
    // projection not heard of yet, then at most every POLL_MS (pub/sub can lose messages on a
    // reconnect), and once more before giving up. Read at every wake, 50 orders waiting at once made
    // two store reads per pending projection per message: the largest cost of `POST /api/orders`.
    let polled = Date.now();
    let poll = names.filter((name) => !this.active.has(name));
    for (;;) {
      if (poll.length > 0) {
        await Promise.all(poll.map((name) => this.refresh(name)));
        polled = Date.now();
      }
      const pending = names.filter((name) => !this.reached(name, position));
      if (pending.length === 0) return true;
      const left = deadline - Date.now();
      if (left <= 0) {
        if (!pending.every((name) => poll.includes(name)))
          await Promise.all(pending.map((name) => this.refresh(name)));
        return names.every((name) => this.reached(name, position));
      }
      await new Promise<void>((resolve) => {
        const wake = (): void => {
          clearTimeout(timer);
          this.waiters.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, Math.min(POLL_MS, left));
        this.waiters.add(wake);
      });
      poll = Date.now() - polled >= POLL_MS ? names.filter((name) => !this.reached(name, position)) : [];
    }
  }

  /** Each projection's checkpoint and lag behind `head` (one pointer and checkpoint read each). */
  async health(head: Position): Promise<ProjectionHealth[]> {
    const result: ProjectionHealth[] = [];
    const lagUnit = this.events.kind === 'sqlite' ? 'events' : 'bytes';
    for (const definition of this.definitions.values()) {
      const state = await this.refresh(definition.name);
      const position = state?.position ?? null;
      result.push({
        name: definition.name,
        version: definition.version,
        collection: state?.collection ?? null,
        position,
        lag: Math.max(0, head.commit - Math.max(position?.commit ?? 0, 0)),
        lagUnit,
      });
    }
    return result;
  }
}
