import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { open, readFile, rename, type FileHandle } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { deserialize, serialize } from 'node:v8';

/** Where a process keeps a structure it can rebuild, to start without rebuilding it. */
export interface SnapshotStore {
  /**
   * The parts of the last snapshot written, in order, each read when asked for (none when there
   * is none). Throws when the snapshot is unreadable: the caller rebuilds.
   */
  read(): AsyncIterable<unknown>;
  /**
   * Replaces the snapshot with these parts, taken one at a time (a generator may make each when
   * asked). Once `signal` is aborted no further part is taken: the write rejects and leaves the
   * snapshot as it was.
   */
  write(parts: Iterable<unknown>, options?: { signal?: AbortSignal }): Promise<void>;
  /** Removes what writes of processes that no longer run left behind (called at start). */
  sweep?(): string[];
}

/** A file of parts begins with this; a file without it is one value (the format before parts). */
const MAGIC = Buffer.from('RPSNAP\u00002\n', 'latin1');

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Temporary files of this process's writes under way. A process that exits in the middle of one
 * (a shutdown past its deadline calls `process.exit`) removes them as it goes: a snapshot at a
 * million products leaves 100-180 MB otherwise. A killed process cannot: `sweep` at the next start.
 */
const unfinished = new Set<string>();
let removeAtExit = false;
function track(temporary: string): void {
  unfinished.add(temporary);
  if (removeAtExit) return;
  removeAtExit = true;
  process.on('exit', () => {
    for (const path of unfinished) rmSync(path, { force: true });
  });
}

/** Whether a process of this id runs (one of another user counts as running). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A snapshot in one file: its parts one after the other, each in V8's serialization (typed arrays
 * are copied as bytes, not as numbers in text) behind its length. Each part is serialized and
 * written in a turn of the event loop of its own, and the file is written by Node's thread pool:
 * a snapshot of many parts never holds the loop longer than its largest part does (ADR 0088).
 * Written to a temporary file and renamed over the old one: a crash leaves the old snapshot or
 * the new one, never half of one.
 */
export class SnapshotFile implements SnapshotStore {
  private readonly path: string;

  constructor(path: string) {
    this.path = path;
  }

  /**
   * Reads the file a part at a time: only one part's bytes are held (at 100,000 products the
   * file is about 50 MB, its largest part a few).
   */
  async *read(): AsyncGenerator<unknown> {
    let file: FileHandle;
    try {
      file = await open(this.path, 'r');
    } catch {
      return;
    }
    try {
      const size = (await file.stat()).size;
      const head = Buffer.alloc(MAGIC.length);
      await readExactly(file, head, 0);
      if (!head.equals(MAGIC)) {
        yield deserialize(await readFile(this.path));
        return;
      }
      let offset = MAGIC.length;
      const length = Buffer.alloc(4);
      while (offset < size) {
        await readExactly(file, length, offset);
        const bytes = Buffer.alloc(length.readUInt32LE(0));
        await readExactly(file, bytes, offset + 4);
        offset += 4 + bytes.length;
        yield deserialize(bytes);
        await nextTurn();
      }
    } finally {
      await file.close();
    }
  }

  async write(parts: Iterable<unknown>, options: { signal?: AbortSignal } = {}): Promise<void> {
    const { signal } = options;
    signal?.throwIfAborted();
    mkdirSync(dirname(this.path), { recursive: true });
    const temporary = `${this.path}.${process.pid}.tmp`;
    track(temporary);
    try {
      const file = await open(temporary, 'w');
      try {
        await file.write(MAGIC);
        for (const part of parts) {
          signal?.throwIfAborted();
          const bytes = serialize(part);
          const length = Buffer.alloc(4);
          length.writeUInt32LE(bytes.length);
          await file.writev([length, bytes]);
        }
      } finally {
        await file.close();
      }
      signal?.throwIfAborted();
      await rename(temporary, this.path);
    } finally {
      rmSync(temporary, { force: true });
      unfinished.delete(temporary);
    }
  }

  /**
   * Removes the temporary files of writes whose process no longer runs (killed in the middle of
   * one), and one under this process's id that it is not writing (a container's server is often
   * pid 1 at every start). The paths removed.
   */
  sweep(): string[] {
    const folder = dirname(this.path);
    const pattern = new RegExp(`^${escapeRegExp(basename(this.path))}\\.(\\d+)\\.tmp$`);
    let names: string[];
    try {
      names = readdirSync(folder);
    } catch {
      return [];
    }
    const removed: string[] = [];
    for (const name of names) {
      const pid = Number(pattern.exec(name)?.[1] ?? NaN);
      if (!Number.isInteger(pid)) continue;
      const path = `${this.path}.${pid}.tmp`;
      const stale = pid === process.pid ? !unfinished.has(path) : !running(pid);
      if (!stale) continue;
      rmSync(path, { force: true });
      removed.push(path);
    }
    return removed;
  }
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Fills `into` from the file at `position`; a file that ends first is cut. */
async function readExactly(file: FileHandle, into: Buffer, position: number): Promise<void> {
  let read = 0;
  while (read < into.length) {
    const { bytesRead } = await file.read(into, read, into.length - read, position + read);
    if (bytesRead === 0) throw new Error('snapshot file cut short');
    read += bytesRead;
  }
}
