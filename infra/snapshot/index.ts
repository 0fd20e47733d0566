import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { deserialize, serialize } from 'node:v8';

/** Where a process keeps a structure it can rebuild, to start without rebuilding it. */
export interface SnapshotStore {
  /** The last snapshot written, or null (none, or unreadable: the caller rebuilds). */
  read(): Promise<unknown>;
  write(value: unknown): Promise<void>;
}

/**
 * A snapshot in one file, in V8's serialization (typed arrays are copied as bytes, not as numbers
 * in text). Written to a temporary file and renamed over the old one: a crash leaves the old
 * snapshot or the new one, never half of one.
 */
export class SnapshotFile implements SnapshotStore {
  private readonly path: string;

  constructor(path: string) {
    this.path = path;
  }

  async read(): Promise<unknown> {
    let bytes: Buffer;
    try {
      bytes = readFileSync(this.path);
    } catch {
      return null;
    }
    try {
      return deserialize(bytes);
    } catch {
      return null;
    }
  }

  async write(value: unknown): Promise<void> {
    mkdirSync(dirname(this.path), { recursive: true });
    const temporary = `${this.path}.${process.pid}.tmp`;
    try {
      writeFileSync(temporary, serialize(value));
      renameSync(temporary, this.path);
    } finally {
      rmSync(temporary, { force: true });
    }
  }
}
