import { describe, expect, it } from 'vitest';
import { startTestServer } from '../support/test-server.ts';

interface Category {
  id: number;
  name: string;
  children?: Category[];
}

describe('durability', () => {
  it('keeps the data across a restart and does not seed twice', async () => {
    const first = await startTestServer();
    const admin = first.token('admin');
    const created = (await (
      await first.request('/api/admin/categories', {
        method: 'POST',
        json: { name: 'Платформы' },
        token: admin,
      })
    ).json()) as Category;
    const before = await (await first.request('/api/categories')).json();
    await first.stop({ keepData: true });

    const second = await startTestServer({ dataDir: first.dataDir });
    try {
      const after = await (await second.request('/api/categories')).json();
      expect(after).toEqual(before);
      expect((after as Category[]).filter((c) => c.name === 'Тележка')).toHaveLength(1);
      expect((after as Category[]).some((c) => c.id === created.id)).toBe(true);
    } finally {
      await second.stop();
    }
  });
});

describe('concurrency', () => {
  it('50 parallel conflicting commands on one aggregate: each succeeds or gets 409, nothing lost or duplicated', async () => {
    const server = await startTestServer({ seedDemo: false });
    try {
      const admin = server.token('admin');
      const root = (await (
        await server.request('/api/admin/categories', {
          method: 'POST',
          json: { name: 'Корень' },
          token: admin,
        })
      ).json()) as Category;
      const headBefore = (await server.platform.events.readStream('categoryTree-catalog')).length;

      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          server.request(`/api/admin/categories`, {
            method: 'POST',
            json: { name: `Узел ${i}`, parentId: root.id },
            token: admin,
          }),
        ),
      );
      const statuses = responses.map((r) => r.status);
      expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
      const succeeded = statuses.filter((s) => s === 201).length;
      expect(succeeded).toBeGreaterThan(0);

      const stream = await server.platform.events.readStream('categoryTree-catalog');
      const appended = stream.slice(headBefore);
      expect(appended).toHaveLength(succeeded);
      expect(appended.map((e) => e.revision)).toEqual(appended.map((_, i) => headBefore + i));
      const ids = appended.map((e) => (e.data as { categoryId: number }).categoryId);
      expect(new Set(ids).size).toBe(ids.length);

      const tree = (await (await server.request('/api/categories?tree_view=true')).json()) as Category[];
      expect(tree[0]!.children).toHaveLength(succeeded);
    } finally {
      await server.stop();
    }
  });

  it('50 parallel renames of one category: the stream holds exactly the successful ones', async () => {
    const server = await startTestServer({ seedDemo: false });
    try {
      const admin = server.token('admin');
      const target = (await (
        await server.request('/api/admin/categories', {
          method: 'POST',
          json: { name: 'Цель' },
          token: admin,
        })
      ).json()) as Category;
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          server.request(`/api/admin/categories/${target.id}`, {
            method: 'PUT',
            json: { name: `Имя ${i}` },
            token: admin,
          }),
        ),
      );
      const statuses = responses.map((r) => r.status);
      expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
      const renames = (await server.platform.events.readStream('categoryTree-catalog')).filter(
        (e) => e.type === 'CategoryRenamed',
      );
      expect(renames).toHaveLength(statuses.filter((s) => s === 200).length);
    } finally {
      await server.stop();
    }
  });
});
