import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
