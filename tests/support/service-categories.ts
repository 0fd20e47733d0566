import { expect } from 'vitest';
import type { TestServer } from './test-server.ts';

/** A service category as the API answers it. */
export interface ServiceCategory {
  id: number;
  name: string;
  slug: string;
  image: string | null;
  parentId: number | null;
}

/** Every root service category names a stored picture that the site serves as WebP. */
export const expectServedPictures = async (site: TestServer, list: ServiceCategory[]): Promise<void> => {
  const roots = list.filter((c) => c.parentId === null);
  expect(roots.length).toBeGreaterThan(0);
  for (const root of roots) {
    expect(root.image, root.name).toMatch(/^\/uploads\/images\/[\w.-]+\.webp$/);
    const picture = await site.request(root.image!);
    expect(picture.status, root.name).toBe(200);
    expect(picture.headers.get('content-type'), root.name).toBe('image/webp');
    expect((await picture.arrayBuffer()).byteLength, root.name).toBeGreaterThan(0);
  }
};
