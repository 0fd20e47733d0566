import { mkdtempSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LocalFileStore } from '../../../infra/file-store/index.ts';
import type { ReadModels } from '../../../projections/index.ts';
import { UploadSweeper } from './sweeper.ts';

const HOUR = 60 * 60_000;
const now = Date.parse('2026-11-25T12:00:00Z');

/** Read models holding these documents (the sweeper only reads them whole). */
const readModelsWith = (docs: Record<string, object[]>) =>
  ({
    collection: async (name: string) => ({ find: async () => docs[name] ?? [] }),
    waitFor: async () => true,
  }) as unknown as ReadModels;

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
      readModels: readModelsWith({
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
});
