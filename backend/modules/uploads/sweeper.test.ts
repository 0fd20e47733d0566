import { mkdtempSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LocalFileStore } from '../../../infra/file-store/index.ts';
import { LoopHold } from '../../../infra/loop-hold/index.ts';
import { MemoryReadStore, SqliteReadStore, type ReadStore } from '../../../infra/read-store/index.ts';
import type { ReadModels } from '../../../projections/index.ts';
import { timerTurns } from '../../../tests/support/timer-turns.ts';
import { UploadSweeper } from './sweeper.ts';

const HOUR = 60 * 60_000;
const now = Date.parse('2026-11-25T12:00:00Z');

/** Read models holding these documents, in `store` (each collection under the read model's name). */
async function readModelsWith(
  docs: Record<string, ReadonlyArray<Record<string, unknown>>>,
  store: ReadStore = new MemoryReadStore(),
): Promise<ReadModels> {
  for (const [name, list] of Object.entries(docs)) {
    await store.collection(name).bulkWrite(list.map((doc) => ({ upsert: { _id: String(doc.id), ...doc } })));
  }
  return {
    collection: async (name: string) => store.collection(name),
    waitFor: async () => true,
  } as unknown as ReadModels;
}

describe('UploadSweeper', () => {
  it('frees only pictures nothing names and that are past the grace period; documents are never swept', async () => {
    const root = mkdtempSync(join(tmpdir(), 'sweep-'));
    const files = new LocalFileStore(root);
    // `-w800.webp` and `-w400.webp` are srcset copies: they go with their picture.
    const names = [
      'named.png',
      'named-w800.webp',
      'in-html.webp',
      'avatar.png',
      'orphan.jpg',
      'orphan-w400.webp',
      'fresh.png',
    ];
    for (const name of names)
      await files.put(name === 'avatar.png' ? 'avatars' : 'images', name, new Uint8Array([1]));
    await files.put('documents', 'passport.pdf', new Uint8Array([1]));
    for (const [folder, name] of [
      ['images', 'named.png'],
      ['images', 'in-html.webp'],
      ['avatars', 'avatar.png'],
      ['images', 'orphan.jpg'],
      ['images', 'named-w800.webp'],
      ['images', 'orphan-w400.webp'],
      ['documents', 'passport.pdf'],
    ]) {
      utimesSync(join(root, folder!, name!), (now - 2 * HOUR) / 1000, (now - 2 * HOUR) / 1000);
    }
    utimesSync(join(root, 'images', 'fresh.png'), (now - HOUR / 2) / 1000, (now - HOUR / 2) / 1000);

    const sweeper = new UploadSweeper({
      files,
      readModels: await readModelsWith({
        products: [
          {
            id: '1',
            images: ['/uploads/images/named.png'],
            details: { description: '<p><img src="/uploads/images/in-html.webp"></p>' },
          },
        ],
        users: [{ id: '2', avatar: '/uploads/avatars/avatar.png' }],
      }),
      projections: ['products', 'users'],
      graceMs: HOUR,
      log: { info: () => undefined, error: () => undefined },
      now: () => now,
    });
    const first = await sweeper.sweep();
    expect({ ...first, removed: [...first.removed].sort() }).toEqual({
      removed: ['images/orphan-w400.webp', 'images/orphan.jpg'],
      kept: 5,
    });
    expect((await files.list('images')).map((file) => file.name).sort()).toEqual([
      'fresh.png',
      'in-html.webp',
      'named-w800.webp',
      'named.png',
    ]);
    expect(await files.list('documents')).toHaveLength(1);
    expect(await sweeper.sweep()).toEqual({ removed: [], kept: 5 });
  });

  it('reads the read models in pages, letting the event loop turn: no turn holds it 50 ms', async () => {
    const root = mkdtempSync(join(tmpdir(), 'sweep-loop-'));
    const files = new LocalFileStore(root);
    await files.put('images', 'orphan.png', new Uint8Array([1]));
    utimesSync(join(root, 'images', 'orphan.png'), (now - 2 * HOUR) / 1000, (now - 2 * HOUR) / 1000);
    // A catalogue of 20,000 products with pictures and an HTML description: read whole, the sweep
    // held the loop for hundreds of milliseconds of CPU in one turn.
    const products = Array.from({ length: 20_000 }, (_, i) => ({
      id: `p-${String(i).padStart(6, '0')}`,
      name: `Колодка тормозная композиционная ${i}`,
      images: [`/uploads/images/picture-${i}.png`, `/uploads/images/picture-${i}-back.png`],
      details: {
        description: `<p>Для грузовых вагонов, ГОСТ 33421-2015.</p><p><img src="/uploads/images/scheme-${i}.webp"></p>`,
        characteristics: Array.from({ length: 8 }, (_, k) => ({ name: `Параметр ${k}`, value: `${k * i}` })),
      },
    }));
    const store = new SqliteReadStore(join(root, 'read-models.sqlite'));
    const sweeper = new UploadSweeper({
      files,
      readModels: await readModelsWith({ products }, store),
      projections: ['products'],
      graceMs: HOUR,
      log: { info: () => undefined, error: () => undefined },
      now: () => now,
    });
    const hold = new LoopHold();
    try {
      hold.take();
      const result = await sweeper.sweep();
      // The hold is recorded at the timer's next turns: a task still holding the loop shows there.
      await timerTurns(2);
      const longest = hold.take();
      expect(result).toEqual({ removed: ['images/orphan.png'], kept: 0 });
      expect(longest, 'the most CPU time between two turns of the loop during the sweep, ms').toBeLessThan(
        50,
      );
    } finally {
      hold.stop();
      await store.close();
    }
  });
});
