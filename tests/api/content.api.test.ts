import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { NAVIGATION_MESSAGES, PAGE_MESSAGES } from '../../backend/modules/content/index.ts';
import { expectServedPictures, type ServiceCategory } from '../support/service-categories.ts';
import { DEMO_CONTACTS_PAGE, DEMO_HOME_PAGE } from '../../backend/app/seed/index.ts';

interface NavigationItem {
  id: number;
  text: string;
  link: string;
  type: string;
  isActive: boolean;
}
interface Refusal {
  message: string;
  fields?: Record<string, string>;
}

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = server.token('admin');
});
afterAll(() => server.stop());

const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;
const menu = async (): Promise<NavigationItem[]> =>
  (await json<{ items: NavigationItem[] }>(await server.request('/api/navigation'))).items;

const guide = {
  title: 'Руководство пользователя',
  description: 'Как пользоваться площадкой',
  sections: [
    { title: 'Как найти запчасть', content: '<p>Откройте <a href="/catalog">каталог</a>.</p>' },
    { title: 'Доставка', content: '<p>От 2 дней по России.</p>' },
  ],
};

describe('public content reads', () => {
  it('serves the navigation menu in order, inactive items included with their flag', async () => {
    const response = await server.request('/api/navigation');
    expect(response.status).toBe(200);
    const body = await json<{ items: NavigationItem[] }>(response);
    expect(Object.keys(body)).toEqual(['items']);
    expect(body.items.map((item) => [item.text, item.link, item.isActive])).toEqual([
      ['Каталог', '/catalog', true],
      ['Услуги', '/services', true],
      ['Новости', '/news', true],
      ['Руководство', '/guide', true],
      ['Контакты', '/contacts', true],
      ['Помощь', '/help', true],
      ['Вакансии', '/careers', false],
    ]);
    for (const item of body.items) {
      expect(Object.keys(item).sort()).toEqual(['id', 'isActive', 'link', 'text', 'type']);
      expect(item.type).toBe('page');
      expect(Number.isInteger(item.id)).toBe(true);
    }
  });

  it('serves the home page: banner and exactly three advantages', async () => {
    const response = await server.request('/api/pages/home');
    expect(response.status).toBe(200);
    const home = await json<typeof DEMO_HOME_PAGE>(response);
    expect(Object.keys(home).sort()).toEqual(['advantages', 'banner']);
    expect(home.banner.title).toBe('Запчасти для грузовых вагонов от проверенных поставщиков');
    expect(home.banner.description.length).toBeGreaterThan(0);
    expect(home.advantages).toHaveLength(3);
    for (const advantage of home.advantages)
      expect(Object.keys(advantage).sort()).toEqual(['description', 'title']);
  });

  it('serves the guide: title, description and HTML sections', async () => {
    const page = await json<{
      title: string;
      description: string;
      sections: Array<{ title: string; content: string }>;
    }>(await server.request('/api/pages/guide'));
    expect(Object.keys(page).sort()).toEqual(['description', 'sections', 'title']);
    expect(page.title).toBe('Руководство пользователя');
    expect(page.sections.length).toBeGreaterThanOrEqual(4);
    expect(page.sections.map((s) => s.title)).toContain('Как найти запчасть');
    expect(page.sections.every((s) => /<p>|<ul>|<ol>/.test(s.content))).toBe(true);
  });

  it('serves the contacts page with the footer fields at the top level', async () => {
    const page = await json<{
      title: string;
      contacts: Array<{ type: string; value: string }>;
      mapCoordinates: { lat: number; lng: number };
      address: string;
      phone: string;
      email: string;
    }>(await server.request('/api/pages/contacts'));
    expect(Object.keys(page).sort()).toEqual([
      'address',
      'contacts',
      'description',
      'email',
      'mapCoordinates',
      'phone',
      'title',
    ]);
    expect(page.title).toBe('Связаться с нами');
    expect(page.contacts.map((c) => c.type)).toEqual(['Адрес', 'Телефон', 'Email', 'Режим работы']);
    const value = (type: string) => page.contacts.find((c) => c.type === type)!.value;
    expect(page.address).toBe(value('Адрес'));
    expect(page.phone).toBe(value('Телефон'));
    expect(page.email).toBe(value('Email'));
    expect(page.mapCoordinates).toEqual(DEMO_CONTACTS_PAGE.mapCoordinates);
  });

  it('answers 404 «Страница не найдена» for an unknown page', async () => {
    for (const path of ['/api/pages/about', '/api/pages/HOME']) {
      const response = await server.request(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ message: PAGE_MESSAGES.notFound });
    }
  });
});

describe('admin content commands: access', () => {
  const routes: Array<[string, string, unknown]> = [
    ['POST', '/api/admin/navigation', { text: 'Новый', link: '/new' }],
    ['PUT', '/api/admin/navigation/1', { text: 'Каталог', link: '/catalog' }],
    ['DELETE', '/api/admin/navigation/1', undefined],
    ['POST', '/api/admin/navigation/reorder', { orderedIds: [1] }],
    ['PUT', '/api/admin/pages/home', DEMO_HOME_PAGE],
  ];

  it('refuses anonymous callers with 401 and buyers and suppliers with 403', async () => {
    for (const [method, path, body] of routes) {
      const anonymous = await server.request(path, { method, json: body });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      expect(await anonymous.json()).toMatchObject({ message: 'Необходимо войти в систему' });
      for (const role of ['buyer', 'supplier'] as const) {
        const response = await server.request(path, { method, json: body, token: server.token(role) });
        expect(response.status, `${role} ${method} ${path}`).toBe(403);
        expect(await response.json()).toMatchObject({
          message: 'У вас нет прав для выполнения этого действия',
        });
      }
    }
    expect((await menu()).map((item) => item.text)).toContain('Каталог');
  });
});

describe('admin navigation commands', () => {
  it('adds, changes, reorders and removes items, each visible at once in the menu', async () => {
    const created = await server.request('/api/admin/navigation', {
      method: 'POST',
      json: { text: '  Поставщикам  ', link: ' /suppliers ' },
      token: admin,
    });
    expect(created.status).toBe(201);
    const item = await json<NavigationItem>(created);
    expect(item).toEqual({
      id: item.id,
      text: 'Поставщикам',
      link: '/suppliers',
      type: 'page',
      isActive: true,
    });
    expect((await menu()).at(-1)).toEqual(item);

    const external = await json<NavigationItem>(
      await server.request('/api/admin/navigation', {
        method: 'POST',
        json: { text: 'РЖД', link: 'https://rzd.ru', type: 'link', isActive: false },
        token: admin,
      }),
    );
    expect(external).toMatchObject({ type: 'link', isActive: false });

    const changed = await server.request(`/api/admin/navigation/${item.id}`, {
      method: 'PUT',
      json: { text: 'Для поставщиков', link: '/suppliers', isActive: false },
      token: admin,
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ ...item, text: 'Для поставщиков', isActive: false });

    const ids = (await menu()).map((i) => i.id);
    const reversed = [...ids].reverse();
    const reordered = await server.request('/api/admin/navigation/reorder', {
      method: 'POST',
      json: { orderedIds: reversed },
      token: admin,
    });
    expect(reordered.status).toBe(200);
    expect((await json<{ items: NavigationItem[] }>(reordered)).items.map((i) => i.id)).toEqual(reversed);
    expect((await menu()).map((i) => i.id)).toEqual(reversed);

    const partial = await server.request('/api/admin/navigation/reorder', {
      method: 'POST',
      json: { orderedIds: reversed.slice(1) },
      token: admin,
    });
    expect(partial.status).toBe(400);
    expect(await partial.json()).toMatchObject({ message: NAVIGATION_MESSAGES.badOrder });

    for (const id of [item.id, external.id]) {
      expect(
        (await server.request(`/api/admin/navigation/${id}`, { method: 'DELETE', token: admin })).status,
      ).toBe(204);
    }
    const restored = await server.request('/api/admin/navigation/reorder', {
      method: 'POST',
      json: { orderedIds: ids.filter((id) => id !== item.id && id !== external.id) },
      token: admin,
    });
    expect(restored.status).toBe(200);
    expect((await menu()).map((i) => i.text)).toEqual([
      'Каталог',
      'Услуги',
      'Новости',
      'Руководство',
      'Контакты',
      'Помощь',
      'Вакансии',
    ]);
    const gone = await server.request(`/api/admin/navigation/${item.id}`, { method: 'DELETE', token: admin });
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ message: NAVIGATION_MESSAGES.notFound });
  });

  it('answers a malformed link with 400 and the link field', async () => {
    for (const [link, type, message] of [
      ['catalog', 'page', NAVIGATION_MESSAGES.badLink],
      ['//evil.example/path', 'link', NAVIGATION_MESSAGES.badLink],
      ['javascript:alert(1)', 'link', NAVIGATION_MESSAGES.badLink],
      ['https://rzd.ru', 'page', NAVIGATION_MESSAGES.pageOutsideSite],
    ] as const) {
      const response = await server.request('/api/admin/navigation', {
        method: 'POST',
        json: { text: 'Ссылка', link, type },
        token: admin,
      });
      expect(response.status, link).toBe(400);
      expect(await json<Refusal>(response)).toEqual({
        message,
        code: 'bad_request',
        fields: { link: message },
      });
    }
  });

  it('answers invalid fields with 400 and Russian field messages', async () => {
    const response = await server.request('/api/admin/navigation', {
      method: 'POST',
      json: { text: 5, link: '/x', type: 'menu', isActive: 'yes' },
      token: admin,
    });
    expect(response.status).toBe(400);
    const body = await json<Refusal>(response);
    expect(Object.keys(body.fields!).sort()).toEqual(['isActive', 'text', 'type']);
    for (const message of Object.values(body.fields!)) expect(message).toMatch(/[а-яё]/i);

    const blank = await server.request('/api/admin/navigation', {
      method: 'POST',
      json: { text: '   ', link: '/x' },
      token: admin,
    });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ fields: { text: NAVIGATION_MESSAGES.textRequired } });
  });
});

describe('admin page commands', () => {
  it('replaces a page, trimmed, visible at once; the same content again changes nothing', async () => {
    const response = await server.request('/api/admin/pages/guide', {
      method: 'PUT',
      json: { ...guide, title: `  ${guide.title}  ` },
      token: admin,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(guide);
    expect(await json(await server.request('/api/pages/guide'))).toEqual(guide);

    const events = async () => (await server.platform.events.readStream('page-guide')).length;
    const before = await events();
    const again = await server.request('/api/admin/pages/guide', {
      method: 'PUT',
      json: guide,
      token: admin,
    });
    expect(again.status).toBe(200);
    expect(await events()).toBe(before);
  });

  it('stores the contacts and derives the footer fields from them', async () => {
    const contacts = {
      title: 'Связаться с нами',
      description: '',
      contacts: [
        { type: 'Телефон', value: '+7 (343) 000-00-00' },
        { type: 'Email', value: 'sales@example.ru' },
      ],
      mapCoordinates: { lat: 56.8389, lng: 60.6057 },
    };
    const response = await server.request('/api/admin/pages/contacts', {
      method: 'PUT',
      json: contacts,
      token: admin,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ...contacts,
      address: null,
      phone: '+7 (343) 000-00-00',
      email: 'sales@example.ru',
    });
    await server.request('/api/admin/pages/contacts', {
      method: 'PUT',
      json: DEMO_CONTACTS_PAGE,
      token: admin,
    });
  });

  it('answers a body of the wrong shape with 400 and Russian field messages', async () => {
    const cases: Array<[string, unknown, string[]]> = [
      ['home', { ...DEMO_HOME_PAGE, advantages: DEMO_HOME_PAGE.advantages.slice(0, 2) }, ['advantages']],
      [
        'home',
        { banner: { title: ' ', description: '' }, advantages: DEMO_HOME_PAGE.advantages },
        ['banner'],
      ],
      [
        'guide',
        { title: '', description: 5, sections: [{ title: 'Раздел' }] },
        ['description', 'sections', 'title'],
      ],
      [
        'contacts',
        {
          ...DEMO_CONTACTS_PAGE,
          contacts: [{ type: 'Факс', value: '1' }],
          mapCoordinates: { lat: 100, lng: 0 },
        },
        ['contacts', 'mapCoordinates'],
      ],
    ];
    for (const [slug, body, fields] of cases) {
      const response = await server.request(`/api/admin/pages/${slug}`, {
        method: 'PUT',
        json: body,
        token: admin,
      });
      expect(response.status, slug).toBe(400);
      const refusal = await json<Refusal>(response);
      expect(Object.keys(refusal.fields!).sort(), slug).toEqual(fields);
      expect(refusal.message).toMatch(/[а-яё]/i);
      for (const message of Object.values(refusal.fields!)) expect(message).toMatch(/[а-яё]/i);
    }
    expect(await json(await server.request('/api/pages/home'))).toEqual(DEMO_HOME_PAGE);
  });

  it('answers 404 for an unknown page', async () => {
    const response = await server.request('/api/admin/pages/about', {
      method: 'PUT',
      json: guide,
      token: admin,
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: PAGE_MESSAGES.notFound });
  });
});

describe('demo content seeding', () => {
  it('seeds the content once on an installation that already has data, and never again', async () => {
    const first = await startTestServer({ seedDemo: false });
    try {
      const token = first.token('admin');
      await first.request('/api/admin/categories', { method: 'POST', json: { name: 'Цистерны' }, token });
      expect((await first.request('/api/pages/home')).status).toBe(404);
      expect(await (await first.request('/api/navigation')).json()).toEqual({ items: [] });
    } finally {
      await first.stop({ keepData: true });
    }

    const second = await startTestServer({ dataDir: first.dataDir });
    let menuBefore: unknown;
    try {
      const categories = (await (await second.request('/api/categories')).json()) as Array<{ name: string }>;
      expect(categories.map((c) => c.name)).toEqual(['Цистерны']);
      menuBefore = await (await second.request('/api/navigation')).json();
      expect((menuBefore as { items: unknown[] }).items).toHaveLength(7);
      expect((await second.request('/api/pages/contacts')).status).toBe(200);
      // The category tree is not seeded here, yet the service categories get their pictures.
      await expectServedPictures(
        second,
        (await (await second.request('/api/service-categories')).json()) as ServiceCategory[],
      );
      // An admin emptying a part does not bring the demo back.
      const token = second.token('admin');
      const items = (menuBefore as { items: NavigationItem[] }).items;
      for (const item of items.slice(1))
        await second.request(`/api/admin/navigation/${item.id}`, { method: 'DELETE', token });
      menuBefore = await (await second.request('/api/navigation')).json();
    } finally {
      await second.stop();
    }

    const third = await startTestServer({ dataDir: first.dataDir });
    try {
      expect(await (await third.request('/api/navigation')).json()).toEqual(menuBefore);
      const guideEvents = await third.platform.events.readStream('page-guide');
      expect(guideEvents).toHaveLength(1);
      const list = (await (await third.request('/api/service-categories')).json()) as ServiceCategory[];
      expect(list.filter((c) => c.name === 'Логистика')).toHaveLength(1);
    } finally {
      await third.stop();
      rmSync(first.dataDir, { recursive: true, force: true });
    }
  });
});
