import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { DEMO_NEWS } from '../../backend/app/seed/index.ts';
import { XSS_VECTORS } from '../support/xss-corpus.ts';

interface News {
  id: number;
  title: string;
  content: string;
  image: string | null;
  createdAt: string;
}
interface AdminNews extends Omit<News, 'createdAt'> {
  status: 'draft' | 'published';
  scheduled: boolean;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}
interface NewsPage<T> {
  news: T[];
  total: number;
  totalPages: number;
}

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.createAdmin()).accessToken;
});
afterAll(() => server.stop());

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
const publicPage = (query = '') => server.request(`/api/news${query}`).then((r) => json<NewsPage<News>>(r));
const draft = async (title: string, extra: Record<string, unknown> = {}): Promise<AdminNews> => {
  const response = await server.request('/api/admin/news', {
    method: 'POST',
    token: admin,
    json: { title, content: '<p>Текст новости о вагонных деталях.</p>', image: null, ...extra },
  });
  expect(response.status).toBe(201);
  return json<AdminNews>(response);
};

describe('news (public)', () => {
  it('has the demo news with pictures, newest first, over two pages of nine', async () => {
    const first = await publicPage('?page=1&limit=9');
    expect(first.total).toBeGreaterThanOrEqual(DEMO_NEWS.length);
    expect(first.totalPages).toBe(Math.ceil(first.total / 9));
    expect(first.news).toHaveLength(9);
    const dates = first.news.map((item) => item.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await publicPage('?page=2&limit=9');
    expect(second.news.length).toBe(first.total - 9);
    const withImage = first.news.find((item) => item.image !== null)!;
    const picture = await server.request(withImage.image!);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);
  });

  it('answers an item by id, and 404 «Новость не найдена» for unknown, draft or malformed ids', async () => {
    const { news } = await publicPage('?limit=1');
    const item = await json<News>(await server.request(`/api/news/${news[0]!.id}`));
    expect(item).toEqual(news[0]);
    const hidden = await draft('Черновик, которого не видно');
    for (const path of ['/api/news/999999', `/api/news/${hidden.id}`, '/api/news/abc', '/api/news/0']) {
      const response = await server.request(path);
      expect(response.status, path).toBe(404);
      expect((await json<{ message: string }>(response)).message, path).toBe('Новость не найдена');
    }
    // The admin previews the draft on the public page.
    const preview = await server.request(`/api/news/${hidden.id}`, { token: admin });
    expect(preview.status).toBe(200);
    expect((await json<News>(preview)).title).toBe('Черновик, которого не видно');
  });

  it('refuses bad page parameters with a Russian message', async () => {
    for (const query of ['?page=0', '?page=-1', '?page=x', '?limit=0', '?limit=101', '?limit=1.5']) {
      const response = await server.request(`/api/news${query}`);
      expect(response.status, query).toBe(400);
      expect((await json<{ message: string }>(response)).message, query).toMatch(/страниц/);
    }
  });
});

describe('news desk (admin)', () => {
  it('publishes a draft: it appears first on /api/news; withdrawn, it disappears', async () => {
    const item = await draft('Открыт новый склад в Самаре');
    expect(item).toMatchObject({ status: 'draft', publishedAt: null, scheduled: false });
    const published = await json<AdminNews>(
      await server.request(`/api/admin/news/${item.id}/publish`, { method: 'POST', token: admin, json: {} }),
    );
    expect(published.status).toBe('published');
    expect((await publicPage('?limit=1')).news[0]!.title).toBe('Открыт новый склад в Самаре');
    const withdrawn = await server.request(`/api/admin/news/${item.id}/unpublish`, {
      method: 'POST',
      token: admin,
    });
    expect((await json<AdminNews>(withdrawn)).status).toBe('draft');
    expect((await publicPage('?limit=100')).news.map((n) => n.id)).not.toContain(item.id);
    const again = await server.request(`/api/admin/news/${item.id}/unpublish`, {
      method: 'POST',
      token: admin,
    });
    expect(again.status).toBe(409);
  });

  it('schedules: a publication date ahead keeps the item off the site until then', async () => {
    const later = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
    const item = await draft('Плановая новость', { publishedAt: later });
    expect(item).toMatchObject({ status: 'published', scheduled: true, publishedAt: later });
    expect((await publicPage('?limit=100')).news.map((n) => n.id)).not.toContain(item.id);
    expect((await server.request(`/api/news/${item.id}`)).status).toBe(404);
    const past = new Date(Date.now() - 3600_000).toISOString();
    await server.request(`/api/admin/news/${item.id}/publish`, {
      method: 'POST',
      token: admin,
      json: { publishedAt: past },
    });
    expect((await server.request(`/api/news/${item.id}`)).status).toBe(200);
  });

  it('edits and deletes; the admin list shows drafts and filters by status', async () => {
    const item = await draft('Было');
    const edited = await server.request(`/api/admin/news/${item.id}`, {
      method: 'PUT',
      token: admin,
      json: { title: 'Стало', content: '<h2>Заголовок</h2><p>Текст</p>', image: '/uploads/images/x.webp' },
    });
    expect(edited.status).toBe(200);
    expect(await json<AdminNews>(edited)).toMatchObject({
      title: 'Стало',
      content: '<h2>Заголовок</h2><p>Текст</p>',
      image: '/uploads/images/x.webp',
    });
    const drafts = await json<NewsPage<AdminNews>>(
      await server.request('/api/admin/news?status=draft&limit=100', { token: admin }),
    );
    expect(drafts.news.map((n) => n.id)).toContain(item.id);
    expect(drafts.news.every((n) => n.status === 'draft')).toBe(true);
    expect(
      (await server.request(`/api/admin/news/${item.id}`, { method: 'DELETE', token: admin })).status,
    ).toBe(204);
    expect((await server.request(`/api/admin/news/${item.id}`, { token: admin })).status).toBe(404);
    expect(
      (await server.request(`/api/admin/news/${item.id}`, { method: 'DELETE', token: admin })).status,
    ).toBe(404);
  });

  it('refuses bad input field by field, in Russian', async () => {
    const cases: Array<[unknown, string]> = [
      [{ title: '', content: '<p>x</p>' }, 'title'],
      [{ title: 'Т', content: '<script>x</script>' }, 'content'],
      [{ title: 'Т', content: '<p>x</p>', image: 'javascript:alert(1)' }, 'image'],
      [{ title: 'Т', content: '<p>x</p>', publishedAt: 'вчера' }, 'publishedAt'],
      [{ title: 5, content: '<p>x</p>' }, 'title'],
      [[], 'title'],
    ];
    for (const [body, field] of cases) {
      const response = await server.request('/api/admin/news', { method: 'POST', token: admin, json: body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = await json<{ message: string; fields?: Record<string, string> }>(response);
      expect(answer.message).toMatch(/[а-яё]/i);
      if (!Array.isArray(body))
        expect(Object.keys(answer.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
  });

  it('stores the XSS corpus with nothing that runs', async () => {
    const item = await draft('Проверка фильтра', { content: `<p>Текст</p>${XSS_VECTORS.join('\n')}` });
    expect(item.content).not.toMatch(
      /<\s*script|\son[a-z]+\s*=|javascript:|vbscript:|<\s*(iframe|object|embed|svg|style)/i,
    );
  });
});

describe('page history', () => {
  it('lists who changed a page and when, and restores an earlier version as a new one', async () => {
    const before = await json<{ banner: { title: string } }>(await server.request('/api/pages/home'));
    const home = await json<{ banner: { title: string; description: string }; advantages: unknown[] }>(
      await server.request('/api/pages/home'),
    );
    const changed = {
      banner: { ...home.banner, title: 'Запчасти для вагонов — быстро' },
      advantages: home.advantages,
    };
    expect(
      (await server.request('/api/admin/pages/home', { method: 'PUT', token: admin, json: changed })).status,
    ).toBe(200);
    const history = await json<{
      versions: Array<{
        version: number;
        at: string;
        userName: string | null;
        content: { banner: { title: string } };
      }>;
    }>(await server.request('/api/admin/pages/home/history', { token: admin }));
    expect(history.versions.length).toBeGreaterThanOrEqual(2);
    expect(history.versions[0]!.content.banner.title).toBe('Запчасти для вагонов — быстро');
    expect(history.versions[0]!.userName).toBeTruthy();
    const original = history.versions[1]!;
    const restored = await server.request('/api/admin/pages/home/restore', {
      method: 'POST',
      token: admin,
      json: { version: original.version },
    });
    expect(restored.status).toBe(200);
    expect(
      (await json<{ banner: { title: string } }>(await server.request('/api/pages/home'))).banner.title,
    ).toBe(before.banner.title);
    const after = await json<{ versions: unknown[] }>(
      await server.request('/api/admin/pages/home/history', { token: admin }),
    );
    expect(after.versions).toHaveLength(history.versions.length + 1);
    const missing = await server.request('/api/admin/pages/home/restore', {
      method: 'POST',
      token: admin,
      json: { version: 999 },
    });
    expect(missing.status).toBe(404);
    expect((await json<{ message: string }>(missing)).message).toBe('Версия страницы не найдена');
  });
});
