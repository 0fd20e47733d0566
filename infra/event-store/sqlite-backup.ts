import { existsSync } from 'node:fs';
import { DatabaseSync, backup } from 'node:sqlite';

/**
 * Pages per step of the online backup: all of them. SQLite restarts a stepwise backup whenever
 * another connection writes between two steps, and the server appends all the time: copied 100
 * pages a step beside one writing process, a 90 MiB file restarted 2,000 times in 25 s and never
 * finished. One step copies the whole file inside one read transaction, which in WAL mode does
 * not hold up the writers, and is a snapshot of one instant.
 */
const ALL_PAGES = 2 ** 31 - 1;

/** What a copy of the event store holds, read from the copy itself. */
export interface SqliteEventStoreFacts {
  /** Events in the log. */
  readonly events: number;
  /** Distinct streams. */
  readonly streams: number;
  /** Global position of the newest event (`RecordedEvent.position.commit`); -1 when empty. */
  readonly head: number;
}

/** A file that is not a sound event store (not SQLite, damaged pages, no events table). */
export class SqliteEventStoreDamaged extends Error {
  constructor(file: string, reason: string) {
    super(`${file}: ${reason}`);
    this.name = 'SqliteEventStoreDamaged';
  }
}

/**
 * A consistent copy of the SQLite event store `file` at `to` while servers keep appending to it
 * (SQLite's online backup, `node:sqlite`'s `backup()`). Answers the number of pages copied.
 */
export async function copySqliteEventStore(file: string, to: string): Promise<number> {
  if (!existsSync(file)) throw new Error(`No event store at ${file}`);
  // The busy timeout covers a writer holding the lock, or recovering the WAL, as the copy starts.
  const source = new DatabaseSync(file, { timeout: 5000 });
  let pages: number;
  try {
    pages = await backup(source, to, { rate: ALL_PAGES });
  } finally {
    source.close();
  }
  // The copy keeps the source's WAL mode, and any reader of it would leave -wal and -shm files
  // beside it: a rollback-journal file is one file. The store turns WAL on again when it opens it.
  const copy = new DatabaseSync(to);
  try {
    copy.exec('PRAGMA journal_mode = DELETE');
  } finally {
    copy.close();
  }
  return pages;
}

/**
 * Checks a copy of the event store page by page (`PRAGMA quick_check`) and counts what it holds.
 * Opened read-only: the copy's bytes, and so its checksum, stay as they are.
 */
export function inspectSqliteEventStore(file: string): SqliteEventStoreFacts {
  if (!existsSync(file)) throw new SqliteEventStoreDamaged(file, 'no such file');
  let db: DatabaseSync;
  try {
    db = new DatabaseSync(file, { readOnly: true });
  } catch (error) {
    throw new SqliteEventStoreDamaged(file, (error as Error).message);
  }
  try {
    const checks = db.prepare('PRAGMA quick_check').all() as Array<Record<string, string>>;
    const problems = checks.map((row) => Object.values(row)[0]).filter((line) => line !== 'ok');
    if (problems.length > 0) throw new SqliteEventStoreDamaged(file, problems.slice(0, 3).join('; '));
    const row = db
      .prepare(
        'SELECT COUNT(*) AS events, COUNT(DISTINCT stream_id) AS streams, MAX(position) AS head FROM events',
      )
      .get() as { events: number; streams: number; head: number | null };
    return { events: row.events, streams: row.streams, head: row.head ?? -1 };
  } catch (error) {
    if (error instanceof SqliteEventStoreDamaged) throw error;
    throw new SqliteEventStoreDamaged(file, (error as Error).message);
  } finally {
    db.close();
  }
}

/**
 * Whether another process has the event store open (a server or a worker). A WAL connection keeps
 * a shared lock on the file for as long as it is open, so an exclusive lock, tried without waiting,
 * fails exactly while one is. Nothing is written.
 */
export function sqliteEventStoreInUse(file: string): boolean {
  if (!existsSync(file)) return false;
  const db = new DatabaseSync(file, { timeout: 0 });
  try {
    db.exec('PRAGMA locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
    return false;
  } catch (error) {
    const message = (error as Error).message;
    if (/locked|busy/i.test(message)) return true;
    // No server can have a file open as its event store that is not a database at all.
    if (/not a database|malformed/i.test(message)) return false;
    throw error;
  } finally {
    db.close();
  }
}
