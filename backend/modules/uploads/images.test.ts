import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { UnreadableImageError, cleanImage } from './images.ts';

const photo = (): Promise<Buffer> =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: '#a33' } })
    .withExif({
      IFD0: { Artist: 'Иванов', Copyright: 'Цех 4' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '55/1 45/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();

describe('cleanImage', () => {
  it('drops every piece of metadata (camera, author, GPS) and turns the photo upright', async () => {
    const original = await photo();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const clean = await cleanImage(original, 'jpg');
    const metadata = await sharp(clean).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([20, 40]);
  });

  it('keeps PNG and WebP in their own format', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 4, background: '#0000' } })
      .png()
      .toBuffer();
    expect((await sharp(await cleanImage(png, 'png')).metadata()).format).toBe('png');
    const webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer();
    expect((await sharp(await cleanImage(webp, 'webp')).metadata()).format).toBe('webp');
  });

  it('refuses a file that only starts like an image', async () => {
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('не картинка'),
    ]);
    await expect(cleanImage(fake, 'png')).rejects.toBeInstanceOf(UnreadableImageError);
  });
});
