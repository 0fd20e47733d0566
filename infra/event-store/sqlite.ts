import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { EventEmitter } from 'node:events';
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  START,
  WrongExpectedRevisionError,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type Position,
  type RecordedEvent,
  type Subscription,
} from './types.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
  position  INTEGER PRIMARY KEY AUTOINCREMENT,
  event_id  TEXT NOT NULL UNIQUE,
  stream_id TEXT NOT NULL,
  revision  INTEGER NOT NULL,
  type      TEXT NOT NULL,
  data      TEXT NOT NULL,
  metadata  TEXT NOT NULL,
  created   TEXT NOT NULL,
  UNIQUE (stream_id, revision)
);`;

/** Columns in the order of the table, read as arrays: no object per row on the replay path. */
type Row = [
  position: number,
  eventId: string,
  streamId: string,
  revision: number,
  type: string,
  data: string,
  metadata: string,
  created: string,
];
/** A row of $all without its payload and metadata, which are read when asked for. */
type HeadRow = [
  position: number,
  eventId: string,
  streamId: string,
  revision: number,
  type: string,
  created: string,
];
type BodyFetcher = (position: number, type: string) => [data: string, metadata: string];

/**
 * A stored event; its payload and metadata are parsed only when read. Read from $all they are
 * even fetched only then: every projection reads the whole log, and most of them skip most event
 * types without looking inside.
 */
class SqliteRecordedEvent implements RecordedEvent {
  readonly id: string;
  readonly streamId: string;
  readonly revision: number;
  readonly type: string;
  readonly position: Position;
  readonly created: string;
  #data: string | { value: unknown } | null;
  #metadata: string | EventMetadata | null;
  readonly #fetch: BodyFetcher | null;

  constructor(row: Row | HeadRow, fetch: BodyFetcher | null = null) {
    this.position = { commit: row[0], prepare: row[0] };
    this.id = row[1];
    this.streamId = row[2];
    this.revision = row[3];
    this.type = row[4];
    if (row.length === 8) {
      this.#data = row[5];
      this.#metadata = row[6];
      this.created = row[7];
      this.#fetch = null;
    } else {
      this.#data = null;
      this.#metadata = null;
      this.created = row[5];
      this.#fetch = fetch;
    }
  }

  #body(): void {
    if (this.#data !== null) return;
    [this.#data, this.#metadata] = this.#fetch!(this.position.commit, this.type);
  }

  get data(): unknown {
    this.#body();
    if (typeof this.#data === 'string') this.#data = { value: JSON.parse(this.#data) as unknown };
    return (this.#data as { value: unknown }).value;
  }

  get metadata(): EventMetadata {
    this.#body();
    if (typeof this.#metadata === 'string') this.#metadata = JSON.parse(this.#metadata) as EventMetadata;
    return this.#metadata as EventMetadata;
  }

  toJSON(): RecordedEvent {
    return {
      id: this.id,
      streamId: this.streamId,
      revision: this.revision,
      type: this.type,
      data: this.data,
      metadata: this.metadata,
      position: this.position,
      created: this.created,
    };
  }
}

const toRecorded = (row: Row): RecordedEvent => new SqliteRecordedEvent(row);

/** How often a subscription looks for events written by another process on the same file. */
const FOREIGN_WRITES_POLL_MS = 250;
const SUBSCRIPTION_BATCH = 500;
/** How long a subscription's handler may run before the subscription lets the event loop turn. */
const SUBSCRIPTION_SLICE_MS = 10;
/**
 * How many of the events this process appended last are kept as $all readers read them (ADR 0083):
 * every projection reads each new event, and 47 of them reading the same rows from SQLite was the
 * largest cost of an import. About 5 MiB for 10,000 events of an import.
 */
const TAIL_EVENTS = 10_000;
/** Rows one INSERT statement writes at most (7 parameters each, well under SQLite's limit). */
const INSERT_ROWS = 100;
/** No end of the log found empty (equal to no position). */
const UNCHECKED = Number.NaN;

/**
 * Event store in one SQLite file (WAL). Appends are serialised by SQLite's write lock, so the
 * expected-revision check and the insert happen in one immediate transaction.
 */
export class SqliteEventStore implements EventStore {
  readonly kind = 'sqlite' as const;
  private readonly db: DatabaseSync;
  private readonly appended = new EventEmitter();
  private readonly lastRevision: StatementSync;
  /** INSERT statements by their number of rows (1 to INSERT_ROWS). */
  private readonly inserts = new Map<number, StatementSync>();
  private readonly byStream: StatementSync;
  private readonly afterPosition: StatementSync;
  private readonly body: StatementSync;
  private readonly head: StatementSync;
  private closed = false;
  /**
   * Set inside `appendsTogether`: the task's appends join the open shared commit, and the task
   * remembers each shared transaction that holds some of its appends.
   */
  private readonly together = new AsyncLocalStorage<Set<SharedCommit>>();
  /** The transaction holding appends of `appendsTogether` tasks, not committed yet. */
  private shared: SharedCommit | null = null;
  /**
   * The rows of the last events this process appended, at consecutive positions from `tailFrom`
   * (so no other process wrote between them): $all reads inside that range are answered from here
   * (ADR 0083). Rows are kept, not events: each reader gets its own event, parsed for itself.
   */
  private tail: Row[] = [];
  private tailFrom = 0;
  /**
   * The file was found to hold nothing after `checkedEnd` when its `PRAGMA data_version` read
   * `checkedVersion` (a number another connection's commit changes, this one's never): a reader at
   * that end is answered without a query while it holds, and this process's appends right after it
   * move it on (ADR 0094). Every projection's catch-up ends with such a read, at each append.
   */
  private checkedEnd = UNCHECKED;
  private checkedVersion = -1;
  private readonly dataVersion: StatementSync;

  constructor(file: string) {
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    // The busy timeout must hold from the first statement: another process (API, worker) may be
    // writing, or recovering the WAL after a crash, while this one opens the file.
    this.db = new DatabaseSync(file, { timeout: 5000 });
    this.db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;');
    this.db.exec(SCHEMA);
    this.lastRevision = this.db.prepare('SELECT MAX(revision) AS revision FROM events WHERE stream_id = ?');
    const columns = 'position, event_id, stream_id, revision, type, data, metadata, created';
    this.byStream = this.db.prepare(
      `SELECT ${columns} FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision`,
    );
    this.afterPosition = this.db.prepare(
      'SELECT position, event_id, stream_id, revision, type, created FROM events WHERE position > ? ORDER BY position LIMIT ?',
    );
    this.body = this.db.prepare(
      'SELECT position, data, metadata FROM events WHERE position > ? AND position <= ? AND type = ? ORDER BY position',
    );
    this.byStream.setReturnArrays(true);
    this.afterPosition.setReturnArrays(true);
    this.body.setReturnArrays(true);
    this.head = this.db.prepare('SELECT MAX(position) AS position FROM events');
    this.dataVersion = this.db.prepare('PRAGMA data_version');
    this.dataVersion.setReturnArrays(true);
    this.appended.setMaxListeners(0);
  }

  /**
   * Runs the task; its appends join the shared transaction, which is committed once per turn of
   * the event loop for every task that appended in it (ADR 0104: the orders placed in one turn
   * share a commit). The task settles once the transactions holding its own appends are committed,
   * and fails if one of them failed; a task that appended nothing waits for nothing.
   */
  async appendsTogether<T>(task: () => Promise<T>): Promise<T> {
    const holding = new Set<SharedCommit>();
    try {
      return await this.together.run(holding, task);
    } finally {
      for (const commit of holding) await commit.done;
    }
  }

  /**
   * Commits the shared transaction, if one is open (ADR 0075), and tells the tasks whose appends it
   * holds. A failed commit is thrown to the caller as well (an append that needed it committed).
   */
  private commitShared(): void {
    const commit = this.shared;
    if (!commit) return;
    this.shared = null;
    try {
      this.db.exec('COMMIT');
    } catch (error) {
      // The appends of the transaction are gone: so are their rows kept for readers.
      this.tail = [];
      this.checkedEnd = UNCHECKED;
      try {
        if (this.db.isTransaction) this.db.exec('ROLLBACK');
      } finally {
        commit.fail(error);
      }
      throw error;
    }
    commit.succeed();
  }

  /** The turn's end commits the shared transaction; a failure reaches its tasks, not the process. */
  private commitSharedAtTurnEnd(): void {
    try {
      this.commitShared();
    } catch {
      // Told to every task whose appends the transaction held (`SharedCommit.done`).
    }
  }

  /** Keeps the rows just appended for $all readers (after their savepoint or transaction held). */
  private keep(rows: readonly Row[]): void {
    const first = rows[0]![0];
    // Appended right after the end found empty: the end moves on; anywhere else, nothing is known.
    this.checkedEnd = first === this.checkedEnd + 1 ? rows.at(-1)![0] : UNCHECKED;
    if (this.tail.length === 0 || first !== this.tailFrom + this.tail.length) {
      // Another process wrote in between (or nothing is kept): the kept range starts anew.
      this.tail = [];
      this.tailFrom = first;
    }
    for (const row of rows) this.tail.push(row);
    if (this.tail.length > TAIL_EVENTS * 2) {
      const drop = this.tail.length - TAIL_EVENTS;
      this.tail = this.tail.slice(drop);
      this.tailFrom += drop;
    }
  }

  async append(
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('Nothing to append');
    const holding = this.together.getStore();
    const shared = holding !== undefined;
    if (shared) {
      // One transaction for a task's burst of appends, each in its own savepoint (all or nothing);
      // committed before the loop's next turn, so it never waits on anything else (ADR 0075).
      if (!this.shared) {
        this.db.exec('BEGIN IMMEDIATE');
        this.shared = new SharedCommit();
        setImmediate(() => this.commitSharedAtTurnEnd());
      }
      holding.add(this.shared);
      this.db.exec('SAVEPOINT append');
    } else {
      // Anyone else's append is committed before it returns: what is open is committed first.
      this.commitShared();
      this.db.exec('BEGIN IMMEDIATE');
    }
    let result: AppendResult;
    try {
      const row = this.lastRevision.get(streamId) as { revision: number | null };
      const actual = row.revision ?? 'no_stream';
      if (actual !== expected) throw new WrongExpectedRevisionError(streamId, expected, actual);
      const rows = this.insertRows(streamId, actual === 'no_stream' ? 0 : actual + 1, events);
      this.db.exec(shared ? 'RELEASE append' : 'COMMIT');
      this.keep(rows);
      const [position, , , revision] = rows.at(-1)!;
      result = { nextRevision: revision, position: { commit: position, prepare: position } };
    } catch (error) {
      this.db.exec(shared ? 'ROLLBACK TO append; RELEASE append' : 'ROLLBACK');
      throw error;
    }
    this.appended.emit('appended');
    return result;
  }

  /**
   * Inserts the events (inside the caller's transaction) up to INSERT_ROWS per statement: a batch
   * of 100 takes one call into SQLite instead of 100. Positions within one statement are
   * consecutive (the write lock is held, and AUTOINCREMENT never reuses one), so each row's is
   * the last one's minus the rows after it.
   */
  private insertRows(streamId: string, firstRevision: number, events: readonly NewEvent[]): Row[] {
    const created = new Date().toISOString();
    const rows: Row[] = [];
    // The events of one command usually share their metadata object: it is written once.
    let lastMetadata: unknown = null;
    let metadataJson = '';
    for (let from = 0; from < events.length; from += INSERT_ROWS) {
      const chunk = events.slice(from, from + INSERT_ROWS);
      const values: Array<string | number> = [];
      const chunkRows: Row[] = [];
      chunk.forEach((event, i) => {
        const revision = firstRevision + from + i;
        const data = JSON.stringify(event.data);
        if (event.metadata !== lastMetadata) {
          lastMetadata = event.metadata;
          metadataJson = JSON.stringify(event.metadata);
        }
        values.push(event.id, streamId, revision, event.type, data, metadataJson, created);
        chunkRows.push([0, event.id, streamId, revision, event.type, data, metadataJson, created]);
      });
      const last = Number(this.insertStatement(chunk.length).run(...values).lastInsertRowid);
      chunkRows.forEach((row, i) => {
        row[0] = last - (chunkRows.length - 1 - i);
        rows.push(row);
      });
    }
    return rows;
  }

  /** The INSERT of `count` rows, prepared once per count. */
  private insertStatement(count: number): StatementSync {
    let statement = this.inserts.get(count);
    if (!statement) {
      statement = this.db.prepare(
        'INSERT INTO events (event_id, stream_id, revision, type, data, metadata, created) VALUES ' +
          Array.from({ length: count }, () => '(?, ?, ?, ?, ?, ?, ?)').join(', '),
      );
      this.inserts.set(count, statement);
    }
    return statement;
  }

  async readStream(streamId: string, fromRevision = 0): Promise<RecordedEvent[]> {
    return (this.byStream.all(streamId, fromRevision) as unknown as Row[]).map(toRecorded);
  }

  async readAll(after: Position, maxCount: number): Promise<RecordedEvent[]> {
    return this.readAllSync(after, maxCount);
  }

  private readAllSync(after: Position, maxCount: number): RecordedEvent[] {
    if (after.commit === this.checkedEnd && this.version() === this.checkedVersion) return [];
    const kept = after.commit - this.tailFrom + 1;
    if (this.tail.length > 0 && kept >= 0 && kept < this.tail.length) {
      // Inside the range this process appended last: no query (ADR 0083); the rest from the file.
      const events = this.tail.slice(kept, kept + maxCount).map(toRecorded);
      if (events.length < maxCount)
        events.push(...this.readAllSync(events.at(-1)!.position, maxCount - events.length));
      return events;
    }
    return this.readFile(after, maxCount);
  }

  private readFile(after: Position, maxCount: number): RecordedEvent[] {
    const version = this.version();
    const rows = this.afterPosition.all(after.commit, maxCount) as unknown as HeadRow[];
    if (rows.length === 0) {
      this.checkedEnd = after.commit;
      this.checkedVersion = version;
      return [];
    }
    // Whoever looks inside one event of a type usually looks at all of them: the bodies of a type
    // are read for the whole batch at once, the first time one of them is asked for.
    const from = after.commit;
    const to = rows.at(-1)![0];
    const bodies = new Map<string, Map<number, [string, string]>>();
    const fetch: BodyFetcher = (position, type) => {
      if (this.closed) throw new Error('The event store is closed');
      let ofType = bodies.get(type);
      if (!ofType) {
        ofType = new Map();
        for (const [at, data, metadata] of this.body.all(from, to, type) as unknown as Array<
          [number, string, string]
        >) {
          ofType.set(at, [data, metadata]);
        }
        bodies.set(type, ofType);
      }
      const body = ofType.get(position)!;
      ofType.delete(position);
      return body;
    };
    return rows.map((row) => new SqliteRecordedEvent(row, fetch));
  }

  /** What `PRAGMA data_version` reads now. */
  private version(): number {
    return (this.dataVersion.get() as unknown as [number])[0];
  }

  async headPosition(): Promise<Position> {
    const row = this.head.get() as { position: number | null };
    return row.position === null ? START : { commit: row.position, prepare: row.position };
  }

  subscribeToAll(
    after: Position,
    onEvent: (event: RecordedEvent) => Promise<void> | void,
    onError: (error: unknown) => void = () => {},
  ): Subscription {
    let checkpoint = after;
    let active = true;
    let running = false;
    let again = false;
    const pump = async (): Promise<void> => {
      if (running) {
        again = true;
        return;
      }
      running = true;
      let sliceStarted = performance.now();
      try {
        do {
          again = false;
          for (;;) {
            if (!active || this.closed) return;
            const batch = this.readAllSync(checkpoint, SUBSCRIPTION_BATCH);
            if (batch.length === 0) break;
            for (const event of batch) {
              if (!active) return;
              await onEvent(event);
              checkpoint = event.position;
              // A long catch-up lets requests in every few milliseconds (ADR 0063, 0075).
              if (performance.now() - sliceStarted > SUBSCRIPTION_SLICE_MS) {
                await new Promise((resolve) => setImmediate(resolve));
                sliceStarted = performance.now();
              }
            }
          }
        } while (again);
      } catch (error) {
        active = false;
        stop();
        onError(error);
      } finally {
        running = false;
      }
    };
    // Appends wake the subscription once per turn of the event loop, not once per append: a burst
    // of appends (an import) is then read in one query instead of one per event (ADR 0063).
    let scheduled = false;
    const wake = (): void => {
      if (scheduled) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        void pump();
      });
    };
    this.appended.on('appended', wake);
    // Another process (the worker) may write to the same file; look for its events too.
    const timer = setInterval(wake, FOREIGN_WRITES_POLL_MS);
    timer.unref();
    const stop = (): void => {
      clearInterval(timer);
      this.appended.off('appended', wake);
    };
    void pump();
    return {
      close: async () => {
        active = false;
        stop();
      },
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.commitShared();
    this.closed = true;
    this.db.close();
  }
}

/** One shared transaction's outcome, awaited by the tasks whose appends it holds. */
class SharedCommit {
  readonly done: Promise<void>;
  succeed!: () => void;
  fail!: (error: unknown) => void;

  constructor() {
    this.done = new Promise<void>((resolve, reject) => {
      this.succeed = resolve;
      this.fail = reject;
    });
    // Awaited by each task at its end; until then a failure is not an unhandled rejection.
    this.done.catch(() => undefined);
  }
}
