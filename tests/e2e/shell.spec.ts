import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

/*
 * The SPA shell against the real backend and its demo seed: every route of the site with
 * its title (the server's head of the page, ADR 0059; the route table's for pages without data),
 * the header menus and footer links built from the API, the burger menu on a phone.
 */

interface NamedLink {
  name: string;
  slug: string;
  parentId?: number | null;
}

const ROUTES: Array<{ path: string; title: string | RegExp; heading: string | RegExp; url?: RegExp }> = [
  { path: '/', title: /^ВагонЗапчасть — \S/, heading: /./ },
  { path: '/login', title: 'Вход', heading: 'Вход' },
  { path: '/register', title: 'Регистрация', heading: 'Регистрация' },
  { path: '/catalog', title: 'Каталог запчастей для грузовых вагонов — ВагонЗапчасть', heading: 'Каталог' },
  {
    path: '/catalog/kolesnye-pary',
    title: 'Колёсные пары — каталог запчастей — ВагонЗапчасть',
    heading: 'Колёсные пары',
  },
  {
    path: '/catalog?search=%D0%A1%D0%90-3',
    title: 'Результаты поиска: СА-3 — ВагонЗапчасть',
    heading: /Результаты поиска по запросу/,
  },
  { path: '/product/999999', title: 'Товар не найден', heading: 'Товар не найден' },
  {
    path: '/services',
    title: 'Услуги: ремонт, обработка, дефектоскопия, сертификация — ВагонЗапчасть',
    heading: /Услуги/,
  },
  {
    path: '/service/999999',
    title: 'Услуга не найдена',
    heading: /Услуга не найдена|Не удалось загрузить услугу/,
  },
  { path: '/cart', title: 'Корзина', heading: 'Корзина' },
  { path: '/contacts', title: 'Связаться с нами — ВагонЗапчасть', heading: 'Связаться с нами' },
  { path: '/guide', title: 'Руководство пользователя — ВагонЗапчасть', heading: 'Руководство пользователя' },
  { path: '/news', title: 'Новости — ВагонЗапчасть', heading: 'Новости' },
  { path: '/news/999999', title: 'Новость не найдена', heading: 'Новость не найдена' },
  { path: '/help', title: 'Помощь', heading: 'Помощь' },
  { path: '/ui', title: 'UI-кит', heading: /UI-кит/ },
  { path: '/unauthorized', title: 'Доступ запрещён', heading: 'Доступ запрещён' },
  { path: '/profile', title: 'Вход', heading: 'Вход', url: /\/login\?redirect=%2Fprofile$/ },
];

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

test.describe('маршруты', () => {
  for (const route of ROUTES) {
    test(`${route.path} открывается с заголовком «${route.title}»`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page).toHaveTitle(route.title);
      await expect(page.getByRole('heading', { level: 1, name: route.heading }).first()).toBeVisible();
      if (route.url) await expect(page).toHaveURL(route.url);
    });
  }

  test('неизвестный адрес показывает 404 со ссылкой на главную', async ({ page }) => {
    await page.goto('/net-takoy-stranicy/i-eshche');
    await expect(page).toHaveTitle('Страница не найдена');
    await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'На главную' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle(/^ВагонЗапчасть — \S/);
  });
});

test.describe('шапка и подвал из API', () => {
  test('выпадающее меню каталога — корневые категории', async ({ page }) => {
    const tree = await api<NamedLink[]>(page, '/api/categories?tree_view=true');
    await page.goto('/help');
    await page
      .getByRole('navigation', { name: 'Разделы сайта' })
      .getByRole('button', { name: 'Каталог' })
      .click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      ...tree.map((category) => category.name),
      'Весь каталог',
    ]);
    await menu.getByRole('menuitem', { name: tree[0]!.name }).click();
    await expect(page).toHaveURL(new RegExp(`/catalog/${tree[0]!.slug}$`));
  });

  test('выпадающее меню услуг — корневые категории услуг с иконками', async ({ page }) => {
    const services = (await api<NamedLink[]>(page, '/api/service-categories')).filter(
      (c) => c.parentId === null,
    );
    expect(services.length).toBeGreaterThanOrEqual(5);
    await page.goto('/help');
    await page
      .getByRole('navigation', { name: 'Разделы сайта' })
      .getByRole('button', { name: 'Услуги' })
      .click();
    const items = page.getByRole('menu').getByRole('menuitem');
    await expect(items).toHaveText([...services.map((service) => service.name), 'Все услуги']);
    await expect(items.first().locator('svg, img')).toHaveCount(1);
  });

  test('панель навигации показывает только активные пункты', async ({ page }) => {
    const { items } = await api<{ items: Array<{ text: string; link: string; isActive: boolean }> }>(
      page,
      '/api/navigation',
    );
    // The catalogue and services drop-downs stand for their own links.
    const active = items.filter((item) => item.isActive && !['/catalog', '/services'].includes(item.link));
    const inactive = items.filter((item) => !item.isActive);
    expect(inactive.length).toBeGreaterThan(0);
    await page.goto('/help');
    const nav = page.getByRole('navigation', { name: 'Разделы сайта' });
    for (const item of active)
      await expect(nav.getByRole('link', { name: item.text, exact: true })).toHaveAttribute(
        'href',
        item.link,
      );
    for (const item of inactive)
      await expect(nav.getByRole('link', { name: item.text, exact: true })).toHaveCount(0);
  });

  test('подвал: каталог, услуги, страницы, контакты и год', async ({ page }) => {
    const tree = await api<NamedLink[]>(page, '/api/categories?tree_view=true');
    const services = (await api<NamedLink[]>(page, '/api/service-categories')).filter(
      (c) => c.parentId === null,
    );
    const contacts = await api<{ phone: string; email: string }>(page, '/api/pages/contacts');
    await page.goto('/help');
    const footer = page.getByRole('contentinfo');
    const catalog = footer.getByRole('navigation', { name: 'Каталог' });
    for (const category of tree) {
      await expect(catalog.getByRole('link', { name: category.name, exact: true })).toHaveAttribute(
        'href',
        `/catalog/${category.slug}`,
      );
    }
    const serviceLinks = footer.getByRole('navigation', { name: 'Услуги' });
    for (const service of services) {
      await expect(serviceLinks.getByRole('link', { name: service.name, exact: true })).toHaveAttribute(
        'href',
        `/services/${service.slug}`,
      );
    }
    await expect(footer.getByRole('link', { name: 'Связаться с нами' })).toHaveAttribute('href', '/contacts');
    await expect(footer.getByText(contacts.phone)).toBeVisible();
    await expect(footer.getByRole('link', { name: contacts.email })).toHaveAttribute(
      'href',
      `mailto:${contacts.email}`,
    );
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });
});

test.describe('телефон 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('бургер-меню открывается и содержит те же пункты', async ({ page }) => {
    const tree = await api<NamedLink[]>(page, '/api/categories?tree_view=true');
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Разделы сайта' })).toBeHidden();
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    const menu = page.getByRole('dialog', { name: 'Меню' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: tree[0]!.name, exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Все услуги' })).toBeVisible();
    await expect(menu.getByRole('combobox', { name: 'Поиск по каталогу' })).toBeVisible();
    await menu.getByRole('link', { name: 'Все услуги' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/services$/);
  });

  test('страница не шире экрана', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('поиск в шапке', () => {
  test('открывается от двух символов и закрывается по Escape', async ({ page }) => {
    await page.goto('/help');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Поиск по каталогу' });
    await box.fill('к');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await box.fill('ко');
    await expect(
      page
        .getByRole('banner')
        .getByText(/Ничего не найдено|Показать все результаты/)
        .first(),
    ).toBeVisible();
    await box.press('Escape');
    await expect(page.getByRole('banner').getByText(/Ничего не найдено|Показать все результаты/)).toHaveCount(
      0,
    );
    await box.press('Enter');
    await expect(page).toHaveURL(/\/catalog\?search=%D0%BA%D0%BE$/);
  });
});

test('корзина гостя: пуста, ведёт в каталог, а положенное хранится в браузере', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByText('Корзина пуста')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Перейти в каталог' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
});
