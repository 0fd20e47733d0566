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
  it('writes 320, 640 and 1280 px WebP copies on upload, never wider than the original', async () => {
    const files = new LocalFileStore(mkdtempSync(join(tmpdir(), 'variants-')));
    await storeVariants(files, 'frame.png', await picture(1000, 750));
    expect(await widthOf(files, 'frame-w320.webp')).toEqual({ format: 'webp', width: 320 });
    expect(await widthOf(files, 'frame-w640.webp')).toEqual({ format: 'webp', width: 640 });
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
    expect(await makeMissingVariant(files, 'demo-wheelset-1a2b3c-w640.webp')).toBe(true);
    expect(await widthOf(files, 'demo-wheelset-1a2b3c-w640.webp')).toEqual({ format: 'webp', width: 640 });
    // Asked twice at once: one copy stands, both succeed.
    expect(
      await Promise.all([
        makeMissingVariant(files, 'demo-wheelset-1a2b3c-w320.webp'),
        makeMissingVariant(files, 'demo-wheelset-1a2b3c-w320.webp'),
      ]),
    ).toEqual([true, true]);
    expect(await makeMissingVariant(files, 'nothing-w640.webp')).toBe(false);
    expect(await makeMissingVariant(files, 'demo-wheelset-1a2b3c-w500.webp')).toBe(false);
  });

  it('reads only the widths it makes', () => {
    expect(parseVariant('a-w640.webp')).toEqual({ base: 'a', width: 640 });
    expect(parseVariant('a-w641.webp')).toBeNull();
    expect(parseVariant('a-w640.png')).toBeNull();
    expect(parseVariant('a.png')).toBeNull();
  });
});
