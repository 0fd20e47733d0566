import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { serialize } from 'node:v8';
import { afterAll, describe, expect, it } from 'vitest';
import { SnapshotFile } from './index.ts';

/** Every part the file gives, in order. */
async function all(parts: AsyncIterable<unknown>): Promise<unknown[]> {
  const read: unknown[] = [];
  for await (const part of parts) read.push(part);
  return read;
}

const dir = mkdtempSync(join(tmpdir(), 'snapshot-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('snapshot file', () => {
  it('gives back the parts written, in order, typed arrays included; each part is made only when the writer takes it', async () => {
    const file = new SnapshotFile(join(dir, 'parts.v8'));
    const made: number[] = [];
    function* parts(): Generator<unknown> {
      for (let i = 0; i < 5; i += 1) {
        made.push(i);
        yield { i, postings: Int32Array.from([i, i * 8 + 3]), cards: [{ id: i, name: `Рама ${i}` }] };
      }
    }
    const writing = file.write(parts());
    // The first part is taken at once, the others after turns of the event loop.
    expect(made.length).toBeLessThan(5);
    await writing;
    expect(made).toEqual([0, 1, 2, 3, 4]);
    expect(await all(file.read())).toEqual([...parts()]);
  });

  it('reads a file written before parts as its one value, nothing from a missing file, and refuses a foreign or cut one', async () => {
    const old = join(dir, 'old.v8');
    writeFileSync(old, serialize({ collection: 'productSearch', n: 1 }));
    expect(await all(new SnapshotFile(old).read())).toEqual([{ collection: 'productSearch', n: 1 }]);
    expect(await all(new SnapshotFile(join(dir, 'none.v8')).read())).toEqual([]);
    const foreign = join(dir, 'foreign.v8');
    writeFileSync(foreign, 'not a snapshot');
    await expect(all(new SnapshotFile(foreign).read())).rejects.toThrow();
    const whole = join(dir, 'whole.v8');
    await new SnapshotFile(whole).write([{ a: 1 }, { b: 'два' }]);
    const bytes = readFileSync(whole);
    const cut = join(dir, 'cut.v8');
    writeFileSync(cut, bytes.subarray(0, bytes.length - 3));
    await expect(all(new SnapshotFile(cut).read())).rejects.toThrow();
  });
});

describe('an unfinished snapshot write', () => {
  it('abandoned through its signal: no further part is taken, the temporary file is removed, the snapshot before it kept', async () => {
    const path = join(dir, 'abandoned.v8');
    const file = new SnapshotFile(path);
    await file.write([{ before: true }]);
    const abort = new AbortController();
    let made = 0;
    function* endless(): Generator<unknown> {
      for (;;) {
        made += 1;
        if (made === 3) abort.abort();
        yield { made, postings: new Int32Array(10_000) };
      }
    }
    await expect(file.write(endless(), { signal: abort.signal })).rejects.toThrow();
    expect(made).toBe(3);
    expect(readdirSync(dir).filter((name) => name.startsWith('abandoned.v8.'))).toEqual([]);
    expect(await all(file.read())).toEqual([{ before: true }]);
  });

  it('of a process that exits in its middle (a shutdown past its deadline) is removed as the process exits', async () => {
    const path = join(dir, 'exiting.v8');
    // A real process: an endless write, then process.exit once its temporary file is on disk.
    const script = `
      import { existsSync } from 'node:fs';
      import { SnapshotFile } from ${JSON.stringify(resolve(import.meta.dirname, 'index.ts'))};
      const path = ${JSON.stringify(path)};
      function* endless() { for (;;) yield { postings: new Int32Array(100_000) }; }
      void new SnapshotFile(path).write(endless());
      const temporary = path + '.' + process.pid + '.tmp';
      const check = () => {
        if (!existsSync(temporary)) return setImmediate(check);
        console.log('writing ' + temporary);
        process.exit(1);
      };
      check();
    `;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((done) => child.once('exit', done));
    expect(code).toBe(1);
    const temporary = /writing (\S+)/.exec(output)?.[1];
    expect(temporary).toBe(`${path}.${child.pid}.tmp`);
    expect(existsSync(temporary!)).toBe(false);
  });

  it('of a process that no longer runs is swept; one of a running process is kept, and so is any other file', () => {
    const path = join(dir, 'swept.v8');
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid!;
    const alive = process.ppid;
    const stale = `${path}.${dead}.tmp`;
    const live = `${path}.${alive}.tmp`;
    const own = `${path}.${process.pid}.tmp`;
    for (const name of [stale, live, own, path, `${path}.old`, join(dir, `other.v8.${dead}.tmp`)])
      writeFileSync(name, 'part');
    // Its own id, no write under way: left by an earlier process that had the same id.
    expect(new SnapshotFile(path).sweep().sort()).toEqual([own, stale].sort());
    expect(existsSync(live)).toBe(true);
    expect(existsSync(path)).toBe(true);
    expect(existsSync(`${path}.old`)).toBe(true);
    expect(existsSync(join(dir, `other.v8.${dead}.tmp`))).toBe(true);
  });
});
