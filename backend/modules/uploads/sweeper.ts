import type { EventStore, Position, RecordedEvent, Subscription } from '../../../infra/event-store/index.ts';
import type { FileStore } from '../../../infra/file-store/index.ts';
import type { Collection, Doc } from '../../../infra/read-store/index.ts';
import { Slices } from '../../kit/write/index.ts';
import { parseVariant } from './variants.ts';

/** Folders whose files are freed once nothing names them: product, service, news pictures and avatars. */
const SWEPT_FOLDERS = ['images', 'avatars'] as const;
/** A file's address wherever it is written: a field, an array, or HTML (a description's `<img src>`). */
const FILE_ADDRESS = /\/uploads\/(images|avatars)\/([A-Za-z0-9_-]{1,100})\.[a-z0-9]{1,8}/g;
/** Events after which a picture may no longer be named (replaced, removed, a version superseded). */
const MAY_DROP_A_FILE = /(Changed|Published|Deleted|Removed)$/;
const SETTLE_MS = 2_000;
/**
 * Event-driven sweeps start at most this often: a sweep reads every read model, and a busy
 * catalogue changes all the time. Shorter when the grace period is (a file is never freed sooner
 * than its grace allows anyway).
 */
const MIN_GAP_MS = 60_000;
const WAIT_FOR_READ_MODELS_MS = 30_000;
/**
 * Documents read per query: a read model is read in pages by its key, with the loop let go between
 * slices (issue 35: read whole, the catalogue's read models held the loop 111–245 ms in one turn).
 */
const PAGE = 100;
/** More events than this appended while the read models were read: taken as one that may drop a file. */
const EVENTS_LOOKED_AT = 1_000;
export const DEFAULT_SWEEP = { graceMs: 60 * 60_000, everyMs: 60 * 60_000 } as const;

export interface SweepResult {
  readonly removed: readonly string[];
  readonly kept: number;
}

interface Log {
  info(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

/** Every file address named anywhere in a document (nested fields and HTML included). */
function collectAddresses(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    if (!value.includes('/uploads/')) return;
    // Named without the extension: a picture's srcset copies (`<name>-w800.webp`) go with it.
    for (const match of value.matchAll(FILE_ADDRESS)) into.add(`${match[1]}/${match[2]}`);
  } else if (Array.isArray(value)) {
    for (const item of value) collectAddresses(item, into);
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) collectAddresses(item, into);
  }
}

/** What the sweeper asks of the read models (the projections' ReadModels is one). */
export interface SweptReadModels {
  /** Whether each named read model holds every event up to `position`, waiting up to `timeoutMs`. */
  waitFor(position: Position, names: readonly string[], timeoutMs: number): Promise<boolean>;
  collection<T extends Doc>(name: string): Promise<Collection<T>>;
}

/**
 * Frees the stored pictures nothing names any more (a replaced avatar, an image removed from a
 * product, the images of a published version an approved edit superseded). Nothing is decided per
 * event: after an event that may drop a file, once every read model has caught up with it, the
 * read models are read (a page at a time, letting the event loop turn between slices) and a file
 * older than the grace period that none of them names is removed. So a duplicate product sharing an image keeps it, a rebuild never frees a file a later
 * event names again, and a repeated sweep removes nothing twice. The grace period keeps a picture
 * just uploaded for a form not saved yet. The audit log is not asked: it tells history, not use.
 */
export class UploadSweeper {
  private readonly deps: {
    files: FileStore;
    readModels: SweptReadModels;
    /** Read models to wait for and to read (all but the audit log). */
    projections: readonly string[];
    graceMs: number;
    everyMs: number;
    log: Log;
    now: () => number;
  };
  private subscription: Subscription | null = null;
  private events: EventStore | null = null;
  private timer: NodeJS.Timeout | null = null;
  private periodic: NodeJS.Timeout | null = null;
  private due: Position | null = null;
  /** When the last event-driven sweep started (0: none yet). */
  private lastStarted = 0;
  private running: Promise<unknown> = Promise.resolve();
  /** The sweep scheduled after an event, from its pause to its end; null when none is. */
  private scheduled: Promise<void> | null = null;

  constructor(deps: {
    files: FileStore;
    readModels: SweptReadModels;
    projections: readonly string[];
    graceMs?: number;
    everyMs?: number;
    log: Log;
    now?: () => number;
  }) {
    this.deps = { graceMs: DEFAULT_SWEEP.graceMs, everyMs: DEFAULT_SWEEP.everyMs, now: Date.now, ...deps };
  }

  /** Sweeps once now; the sweeps of one process never overlap. */
  sweep(upTo: Position | null = null): Promise<SweepResult> {
    const next = this.running.then(async () => {
      // Only read models that hold every event so far are read: a half-built one (a rebuild) names too little.
      const position = upTo ?? (this.events ? await this.events.headPosition() : null);
      if (
        position &&
        !(await this.deps.readModels.waitFor(position, this.deps.projections, WAIT_FOR_READ_MODELS_MS))
      ) {
        return { removed: [], kept: 0 };
      }
      return this.sweepNow(position);
    });
    this.running = next.catch(() => undefined);
    return next;
  }

  /** Every file address the read model names, read a page at a time in slices of the event loop. */
  private async collectNamed(name: string, named: Set<string>, slices: Slices): Promise<void> {
    const collection = await this.deps.readModels.collection(name);
    let after: string | null = null;
    for (;;) {
      const page: Doc[] = await collection.find(after === null ? {} : { _id: { $gt: after } }, {
        sort: { _id: 1 },
        limit: PAGE,
      });
      for (const doc of page) collectAddresses(doc, named);
      if (page.length < PAGE) return;
      after = page.at(-1)!._id;
      await slices.pause();
    }
  }

  private async sweepNow(position: Position | null): Promise<SweepResult> {
    // Taken before the read models are read: a file written while they are (the reading now spans
    // turns of the loop) is within the grace period whatever names it by then.
    const cutoff = this.deps.now() - this.deps.graceMs;
    const named = new Set<string>();
    const slices = new Slices();
    for (const name of this.deps.projections) await this.collectNamed(name, named, slices);
    // A rebuild that began while the read models were read may have hidden names: then nothing is removed.
    if (position && !(await this.deps.readModels.waitFor(position, this.deps.projections, 0)))
      return { removed: [], kept: named.size };
    // Nor when a name may have moved from a document not read yet to one already read: that takes
    // an event that may drop a file, and such an event schedules a sweep of its own.
    if (position && (await this.mayHaveDroppedSince(position))) return { removed: [], kept: named.size };
    const removed: string[] = [];
    let kept = 0;
    for (const folder of SWEPT_FOLDERS) {
      for (const file of await this.deps.files.list(folder)) {
        const address = `${folder}/${file.name}`;
        const base = parseVariant(file.name)?.base ?? file.name.slice(0, file.name.lastIndexOf('.'));
        if (named.has(`${folder}/${base}`) || file.writtenAt > cutoff) {
          kept += 1;
          continue;
        }
        await this.deps.files.remove(folder, file.name);
        removed.push(address);
      }
    }
    if (removed.length > 0)
      this.deps.log.info({ removed: removed.length, kept }, 'uploads no longer named were freed');
    return { removed, kept };
  }

  /** Whether an event after `position` (the read models hold it) may have dropped a file's name. */
  private async mayHaveDroppedSince(position: Position): Promise<boolean> {
    if (!this.events) return false;
    const since = await this.events.readAll(position, EVENTS_LOOKED_AT);
    return since.length === EVENTS_LOOKED_AT || since.some((event) => MAY_DROP_A_FILE.test(event.type));
  }

  /** Sweeps once `position` is in every read model (a burst of events makes one sweep). */
  private schedule(position: Position): void {
    this.due = position;
    if (this.scheduled) return;
    const gap = Math.min(MIN_GAP_MS, this.deps.graceMs);
    const delay = Math.max(SETTLE_MS, this.lastStarted + gap - this.deps.now());
    this.scheduled = new Promise<void>((done) => {
      this.timer = setTimeout(() => {
        this.timer = null;
        const due = this.due;
        this.due = null;
        this.lastStarted = this.deps.now();
        this.sweep(due)
          .catch((error: unknown) => this.deps.log.error({ err: error }, 'uploads sweep failed'))
          .finally(() => {
            this.scheduled = null;
            // Events that came during this sweep get their own.
            if (this.due) this.schedule(this.due);
            done();
          });
      }, delay);
      this.timer.unref();
    });
  }

  /** Resolves once no sweep is scheduled or running (for tests that upload between sweeps). */
  async idle(): Promise<void> {
    while (this.scheduled) await this.scheduled;
    await this.running;
  }

  /** Follows the events from `after` (where the projectors run) and sweeps every `everyMs` besides. */
  start(events: EventStore, after: Position): void {
    this.events = events;
    this.subscription = events.subscribeToAll(
      after,
      (event: RecordedEvent) => {
        if (MAY_DROP_A_FILE.test(event.type)) this.schedule(event.position);
      },
      (error) => this.deps.log.error({ err: error }, 'uploads sweeper stopped following events'),
    );
    this.periodic = setInterval(() => {
      events
        .headPosition()
        .then((head) => this.schedule(head))
        .catch((error: unknown) => this.deps.log.error({ err: error }, 'uploads sweep failed'));
    }, this.deps.everyMs);
    this.periodic.unref();
  }

  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.scheduled = null;
    if (this.periodic) clearInterval(this.periodic);
    await this.subscription?.close();
    await this.running;
  }
}
