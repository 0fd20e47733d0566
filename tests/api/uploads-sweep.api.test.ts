import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_IMAGES } from '../support/images.ts';
import { startTestServer, type SignedIn, type TestServer } from '../support/test-server.ts';

/** Pictures nothing names any more are freed after the event that dropped them; shared ones stay. */

let server: TestServer;
let supplier: SignedIn;
let admin: SignedIn;
let categoryId: number;

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
const stored = (url: string): boolean => existsSync(join(server.dataDir, url.replace(/^\//, '')));
const SWEPT_WITHIN = { timeout: 20_000, interval: 100 };

/** A picture sent as a form, as the SPA sends it; the answer's JSON. */
async function sendPicture<T>(path: string, method: string, field: string, expected: number): Promise<T> {
  const form = new FormData();
  form.append(field, new Blob([TEST_IMAGES.png], { type: 'image/png' }), 'рама.png');
  const response = await server.request(path, { method, body: form, token: supplier.accessToken });
  expect(response.status).toBe(expected);
  return json<T>(response);
}

/** A file uploaded but not named yet would go in a sweep already under way (no grace here): upload between sweeps. */
async function uploadImage(): Promise<string> {
  await server.platform.sweeper!.idle();
  return (await sendPicture<{ url: string }>('/api/uploads/images', 'POST', 'file', 201)).url;
}

const setAvatar = async (): Promise<string> =>
  (await sendPicture<{ user: { avatar: string } }>('/api/users/avatar', 'PUT', 'avatar', 200)).user.avatar;

const product = (images: string[], name = 'Рама боковая 100.00.010-2') => ({
  name,
  price: 91_000,
  description: 'Боковая рама тележки 18-100.',
  categoryId,
  quality: 'repaired',
  images,
  characteristics: [],
  deliverySet: [],
  normativeDocuments: [],
  componentDescriptions: [],
  services: [],
});

async function createProduct(images: string[], name?: string): Promise<number> {
  const response = await server.request('/api/products', {
    method: 'POST',
    token: supplier.accessToken,
    json: product(images, name),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<{ id: number }>(response)).id;
}

const publish = async (id: number) =>
  expect(
    (await server.request(`/api/admin/products/${id}/publish`, { method: 'POST', token: admin.accessToken }))
      .status,
  ).toBe(200);

const editProduct = async (id: number, images: string[]) =>
  expect(
    (
      await server.request(`/api/products/${id}`, {
        method: 'PUT',
        token: supplier.accessToken,
        json: product(images),
      })
    ).status,
  ).toBe(200);

beforeAll(async () => {
  // No grace period here: a file is freed as soon as nothing names it.
  server = await startTestServer({ seedDemo: false, env: { UPLOAD_SWEEP_GRACE_MS: '0' } });
  admin = await server.createAdmin();
  supplier = await server.registerUser({ role: 'supplier' });
  const category = await server.request('/api/admin/categories', {
    method: 'POST',
    token: admin.accessToken,
    json: { name: 'Боковые рамы' },
  });
  categoryId = (await json<{ id: number }>(category)).id;
});
afterAll(() => server.stop());

describe('freeing stored pictures', () => {
  it('frees a replaced avatar after the change, keeping the new one', async () => {
    const first = await setAvatar();
    expect(stored(first)).toBe(true);
    const second = await setAvatar();
    await expect.poll(() => stored(first), SWEPT_WITHIN).toBe(false);
    expect(stored(second)).toBe(true);
  });

  it('frees an image removed from a product, but not one another product (a duplicate) still shows', async () => {
    const [shared, own] = [await uploadImage(), await uploadImage()];
    const original = await createProduct([shared, own]);
    await createProduct([shared], 'Рама боковая 100.00.010-2 (копия)');
    await editProduct(original, []);
    await expect.poll(() => stored(own), SWEPT_WITHIN).toBe(false);
    expect(stored(shared)).toBe(true);
    // Swept again: nothing more goes, nothing fails.
    const again = await server.platform.sweeper!.sweep();
    expect(again.removed).toEqual([]);
    expect(stored(shared)).toBe(true);
  });

  it('keeps the images of a published version while its edit is moderated, and frees them once the edit is approved', async () => {
    const old = await uploadImage();
    const id = await createProduct([old]);
    expect(
      (await server.request(`/api/products/${id}/submit`, { method: 'POST', token: supplier.accessToken }))
        .status,
    ).toBe(200);
    await publish(id);

    const fresh = await uploadImage();
    await editProduct(id, [fresh]);
    expect((await server.platform.sweeper!.sweep()).removed).not.toContain(old.replace('/uploads/', ''));
    expect(stored(old)).toBe(true);

    await publish(id);
    await expect.poll(() => stored(old), SWEPT_WITHIN).toBe(false);
    expect(stored(fresh)).toBe(true);
  });
});
