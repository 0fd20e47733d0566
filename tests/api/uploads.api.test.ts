import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTA_MESSAGES, UPLOAD_MESSAGES } from '../../backend/modules/uploads/index.ts';
import { TEST_IMAGES, imageShape } from '../support/images.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/** Uploads through the real server: metadata stripped, broken images refused, a daily quota per user. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seedDemo: false, env: { UPLOAD_FILES_PER_DAY: '3' } });
});
afterAll(() => server.stop());

const upload = (token: string, bytes: Uint8Array, name = 'фото.jpg', type = 'image/jpeg') => {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  return server.request('/api/uploads/images', { method: 'POST', body: form, token });
};

describe('POST /api/uploads/images', () => {
  it('publishes a photo without its EXIF data (GPS, author), upright', async () => {
    const supplier = await server.registerUser({ role: 'supplier' });
    const photo = await sharp({ create: { width: 30, height: 10, channels: 3, background: '#777' } })
      .withExif({ IFD0: { Artist: 'Петров' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '55/1 45/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const response = await upload(supplier.accessToken, photo);
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    const served = Buffer.from(await (await server.request(url)).arrayBuffer());
    expect(await imageShape(served)).toEqual({ format: 'jpeg', width: 10, height: 30, exif: false });
    expect(served.includes(Buffer.from('Петров'))).toBe(false);
  });

  it('refuses a file that only starts like an image with 400 and a Russian message', async () => {
    const supplier = await server.registerUser({ role: 'supplier' });
    const fake = Buffer.concat([TEST_IMAGES.png.subarray(0, 16), Buffer.from('обрыв файла')]);
    const response = await upload(supplier.accessToken, fake, 'x.png', 'image/png');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: UPLOAD_MESSAGES.unreadableImage });
  });

  it('refuses the fourth file of a day with 429, Retry-After and a Russian message; others still upload', async () => {
    const supplier = await server.registerUser({ role: 'supplier' });
    for (let file = 1; file <= 3; file += 1)
      expect((await upload(supplier.accessToken, TEST_IMAGES.jpeg)).status).toBe(201);
    const refused = await upload(supplier.accessToken, TEST_IMAGES.jpeg);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3600);
    expect(await refused.json()).toMatchObject({ message: QUOTA_MESSAGES.files(3) });
    const other = await server.registerUser({ role: 'supplier' });
    expect((await upload(other.accessToken, TEST_IMAGES.jpeg)).status).toBe(201);
  });
});

describe('srcset copies of stored pictures', () => {
  it('are made on upload as WebP 400/800/1280 px (never enlarged); a missing one is made from its original on request', async () => {
    const supplier = await server.registerUser({ role: 'supplier' });
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#556070' } })
      .jpeg()
      .toBuffer();
    const response = await upload(supplier.accessToken, photo);
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    const base = url.replace(/\.jpg$/, '');
    const copy = async (width: number) => {
      const answer = await server.request(`${base}-w${width}.webp`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/webp');
      return imageShape(Buffer.from(await answer.arrayBuffer()));
    };
    expect(await copy(400)).toMatchObject({ format: 'webp', width: 400, height: 267 });
    expect(await copy(800)).toMatchObject({ format: 'webp', width: 800 });
    expect(await copy(1280)).toMatchObject({ format: 'webp', width: 900 });
    expect((await server.request(`${base}-w500.webp`)).status).toBe(404);
    expect((await server.request('/uploads/images/ffffffffffffffffffffffffffffffff-w400.webp')).status).toBe(
      404,
    );

    // A picture stored before copies were made gets its copy on first request.
    const name = `${'a'.repeat(32)}.png`;
    await server.platform.files.put(
      'images',
      name,
      await sharp({ create: { width: 700, height: 500, channels: 3, background: '#222' } })
        .png()
        .toBuffer(),
    );
    const made = await server.request(`/uploads/images/${'a'.repeat(32)}-w800.webp`);
    expect(made.status).toBe(200);
    expect(await imageShape(Buffer.from(await made.arrayBuffer()))).toMatchObject({
      format: 'webp',
      width: 700,
    });
  });
});
