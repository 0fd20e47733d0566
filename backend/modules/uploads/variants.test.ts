import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LocalFileStore } from '../../../infra/file-store/index.ts';
import { makeMissingVariant, parseVariant, storeVariants } from './variants.ts';

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#8a8f96' } })
    .png()
    .toBuffer();
const widthOf = async (files: LocalFileStore, name: string) => {
  const file = await files.get('images', name);
  const chunks: Buffer[] = [];
  for await (const chunk of file!.open()) chunks.push(chunk as Buffer);
  const meta = await sharp(Buffer.concat(chunks)).metadata();
  return { format: meta.format, width: meta.width };
};

describe('srcset copies of stored pictures', () => {
  it('writes 400, 800 and 1280 px WebP copies on upload, never wider than the original', async () => {
    const files = new LocalFileStore(mkdtempSync(join(tmpdir(), 'variants-')));
    await storeVariants(files, 'frame.png', await picture(1000, 750));
    expect(await widthOf(files, 'frame-w400.webp')).toEqual({ format: 'webp', width: 400 });
    expect(await widthOf(files, 'frame-w800.webp')).toEqual({ format: 'webp', width: 800 });
    expect(await widthOf(files, 'frame-w1280.webp')).toEqual({ format: 'webp', width: 1000 });
  });

  it('makes a missing copy from its original on first request, and nothing without an original', async () => {
    const files = new LocalFileStore(mkdtempSync(join(tmpdir(), 'variants-')));
    await files.put(
      'images',
      'demo-wheelset-1a2b3c.webp',
      await sharp(await picture(800, 600))
        .webp()
        .toBuffer(),
    );
    expect(await makeMissingVariant(files, 'demo-wheelset-1a2b3c-w800.webp')).toBe(true);
    expect(await widthOf(files, 'demo-wheelset-1a2b3c-w800.webp')).toEqual({ format: 'webp', width: 800 });
    // Asked twice at once: one copy stands, both succeed.
    expect(
      await Promise.all([
        makeMissingVariant(files, 'demo-wheelset-1a2b3c-w400.webp'),
        makeMissingVariant(files, 'demo-wheelset-1a2b3c-w400.webp'),
      ]),
    ).toEqual([true, true]);
    expect(await makeMissingVariant(files, 'nothing-w800.webp')).toBe(false);
    expect(await makeMissingVariant(files, 'demo-wheelset-1a2b3c-w500.webp')).toBe(false);
  });

  it('reads only the widths it makes', () => {
    expect(parseVariant('a-w800.webp')).toEqual({ base: 'a', width: 800 });
    expect(parseVariant('a-w801.webp')).toBeNull();
    expect(parseVariant('a-w800.png')).toBeNull();
    expect(parseVariant('a.png')).toBeNull();
  });
});
