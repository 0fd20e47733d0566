import { mkdirSync, rmSync } from 'node:fs';
import { open, readFile, rename } from 'node:fs/promises';
import { dirname } from 'node:path';
import { deserialize, serialize } from 'node:v8';

/** Where a process keeps a structure it can rebuild, to start without rebuilding it. */
export interface SnapshotStore {
  /** The parts of the last snapshot written, in order, or null (none, or unreadable: the caller rebuilds). */
  read(): Promise<unknown[] | null>;
  /** Replaces the snapshot with these parts, taken one at a time (a generator may make each when asked). */
  write(parts: Iterable<unknown>): Promise<void>;
}

/** A file of parts begins with this; a file without it is one value (the format before parts). */
const MAGIC = Buffer.from('RPSNAP\u00002\n', 'latin1');

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

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

  async read(): Promise<unknown[] | null> {
    let bytes: Buffer;
    try {
      bytes = await readFile(this.path);
    } catch {
      return null;
    }
    try {
      if (!bytes.subarray(0, MAGIC.length).equals(MAGIC)) return [deserialize(bytes)];
      const parts: unknown[] = [];
      let offset = MAGIC.length;
      while (offset < bytes.length) {
        if (offset + 4 > bytes.length) return null;
        const length = bytes.readUInt32LE(offset);
        offset += 4;
        if (offset + length > bytes.length) return null;
        parts.push(deserialize(bytes.subarray(offset, offset + length)));
        offset += length;
        await nextTurn();
      }
      return parts;
    } catch {
      return null;
    }
  }

  async write(parts: Iterable<unknown>): Promise<void> {
    mkdirSync(dirname(this.path), { recursive: true });
    const temporary = `${this.path}.${process.pid}.tmp`;
    try {
      const file = await open(temporary, 'w');
      try {
        await file.write(MAGIC);
        for (const part of parts) {
          const bytes = serialize(part);
          const length = Buffer.alloc(4);
          length.writeUInt32LE(bytes.length);
          await file.writev([length, bytes]);
        }
      } finally {
        await file.close();
      }
      await rename(temporary, this.path);
    } finally {
      rmSync(temporary, { force: true });
    }
  }
}
