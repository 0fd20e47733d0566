import { expect, test } from './support/test.ts';
import { XSS_VECTORS } from '../support/xss-corpus.ts';
import { createAdmin, loginOnPage as login, unique, type Account as Admin } from './support/accounts.ts';

/**
 * The public news pages and the admin's «Управление сайтом» against the real backend: an admin
 * publishes a news item, edits the home banner and reorders the menu, and a visitor sees each.
 */

test.describe('новости', () => {
  test('список: 9 карточек, «Читать далее», вторая страница, новость и возврат к списку', async ({
    page,
  }) => {
    await page.goto('/news');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(9);
    const firstTitle = await cards.first().getByRole('heading').innerText();
    await page.getByRole('button', { name: 'Страница 2', exact: true }).click();
    await expect(cards.first()).not.toContainText(firstTitle);
    await page.getByRole('button', { name: 'Страница 1', exact: true }).click();
    await cards.first().getByRole('link', { name: 'Читать далее' }).click();
    await expect(page).toHaveURL(/\/news\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();
    await page.getByRole('link', { name: 'Все новости' }).click();
    await expect(page).toHaveURL(/\/news$/);
  });

  test('неизвестная новость: «Новость не найдена»', async ({ page }) => {
    await page.goto('/news/999999');
    await expect(page.getByText('Новость не найдена').first()).toBeVisible();
  });

  test('HTML новости из набора XSS-векторов не исполняет ни одного скрипта', async ({ page, request }) => {
    const admin = await createAdmin(request);
    const created = await request.post('/api/admin/news', {
      headers: { Authorization: `Bearer ${admin.token}` },
      data: {
        title: `Проверка фильтра ${unique()}`,
        content: `<p>Безопасный текст</p>${XSS_VECTORS.join('\n')}`,
        publishedAt: new Date(Date.now() - 60_000).toISOString(),
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    // A trap: every vector assigns window.__xss; the setter records the hit.
    await page.addInitScript(() => {
      Object.defineProperty(window, '__xss', {
        configurable: false,
        set() {
          (window as unknown as { __xssHits: number }).__xssHits =
            ((window as unknown as { __xssHits?: number }).__xssHits ?? 0) + 1;
        },
        get() {
          return undefined;
        },
      });
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/news/${id}`);
    await expect(page.getByText('Безопасный текст')).toBeVisible();
    // Hover and focus everything the text holds, as a reader would.
    const article = page.getByRole('main');
    for (const element of await article.locator('img, a').all())
      await element.hover({ force: true }).catch(() => undefined);
    const found = await page.evaluate(() => {
      // The news text's own container: the parent of its first paragraph.
      const main = Array.from(document.querySelectorAll('main p')).find(
        (p) => p.textContent === 'Безопасный текст',
      )!.parentElement!;
      const handlers = [...main.querySelectorAll('*')].filter((element) =>
        [...element.attributes].some((a) => /^on/i.test(a.name)),
      );
      const scriptUrls = [...main.querySelectorAll('[href], [src], [action], [formaction]')].filter(
        (element) =>
          ['href', 'src', 'action', 'formaction'].some((name) =>
            /^\s*(javascript|vbscript):/i.test(element.getAttribute(name) ?? ''),
          ),
      );
      return {
        hits: (window as unknown as { __xssHits?: number }).__xssHits ?? 0,
        scripts: main.querySelectorAll('script, iframe, object, embed, svg, style, form').length,
        handlers: handlers.length,
        scriptUrls: scriptUrls.length,
      };
    });
    expect(found).toEqual({ hits: 0, scripts: 0, handlers: 0, scriptUrls: 0 });
    expect(dialogs).toEqual([]);
  });
});

test.describe('управление сайтом', () => {
  let admin: Admin;
  test.beforeAll(async ({ request }) => {
    test.skip(!process.env.E2E_DATA_DIR || Boolean(process.env.E2E_BASE_URL), 'Нужен каталог данных сервера');
    admin = await createAdmin(request);
  });

  test('админ публикует новость из редактора, и она первой появляется на /news', async ({ page }) => {
    const title = `Открыт склад колёсных пар в Самаре ${unique()}`;
    await login(page, admin, '/profile/site-management');
    await expect(page.getByRole('heading', { level: 1, name: 'Управление сайтом' })).toBeVisible();
    await page.getByRole('button', { name: 'Новая новость' }).click();
    const dialog = page.getByRole('dialog', { name: 'Новая новость' });
    // The editor's toolbar has 'Заголовок 2/3' buttons too: the field is the text box.
    await dialog.getByRole('textbox', { name: /^Заголовок/ }).fill(title);
    const editor = dialog.getByRole('textbox', { name: 'Текст' });
    await editor.click();
    await page.keyboard.type('Склад принимает заявки на самовывоз. ');
    await dialog.getByRole('button', { name: 'Жирный' }).click();
    await page.keyboard.type('С понедельника.');
    await dialog.getByRole('button', { name: 'Предпросмотр' }).click();
    await expect(dialog.getByText('С понедельника.')).toBeVisible();
    await dialog.getByLabel('Опубликовать сейчас').check();
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row.getByText('Опубликована')).toBeVisible();

    await page.goto('/news');
    const first = page.getByRole('main').getByRole('article').first();
    await expect(first.getByRole('heading')).toHaveText(title);
    await first.getByRole('link', { name: 'Читать далее' }).click();
    await expect(page.getByRole('main').locator('strong', { hasText: 'С понедельника.' })).toBeVisible();
  });

  test('админ меняет заголовок баннера главной, видит версию в истории; посетитель видит баннер', async ({
    page,
    openPage,
  }) => {
    const title = `Запчасти для вагонов без простоя ${unique()}`;
    await login(page, admin, '/profile/site-management');
    await page.getByRole('tab', { name: 'Главная' }).click();
    const field = page.getByLabel(/^Заголовок баннера/);
    await expect(field).not.toHaveValue('');
    await field.fill(title);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Страница сохранена')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Восстановить' }).first()).toBeVisible();

    const visitorPage = await openPage();
    await visitorPage.goto('/');
    await expect(visitorPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test('админ перетаскивает пункт меню, и шапка показывает новый порядок', async ({ page, openPage }) => {
    await login(page, admin, '/profile/site-management');
    await page.getByRole('tab', { name: 'Меню' }).click();
    const rows = page.getByTestId('navigation-row');
    await expect(rows.first()).toBeVisible();
    const texts = async () =>
      rows.evaluateAll((items) =>
        items.map((item) => (item.querySelector('input') as HTMLInputElement).value),
      );
    const before = await texts();
    expect(before.length).toBeGreaterThan(1);
    // Drag the first item's handle below the second item.
    const handle = page.getByRole('button', { name: `Перетащить «${before[0]}»` });
    const target = rows.nth(1);
    await expect(handle).toBeVisible();
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + 20, { steps: 5 });
    await page.mouse.move(from.x + from.width / 2, to.y + to.height * 0.9, { steps: 15 });
    await page.mouse.up();
    await expect(page.getByText('Порядок меню сохранён')).toBeVisible();
    const after = [before[1], before[0], ...before.slice(2)];
    await expect.poll(texts).toEqual(after);

    // The keyboard alternative: the arrow button puts it back.
    await page.getByRole('button', { name: `Переместить выше: ${before[0]}` }).click();
    await expect.poll(texts).toEqual(before);
    await page.getByRole('button', { name: `Переместить ниже: ${before[0]}` }).click();
    await expect.poll(texts).toEqual(after);

    const visitorPage = await openPage();
    await visitorPage.goto('/');
    const nav = visitorPage.getByRole('navigation', { name: 'Разделы сайта' });
    await expect(nav.getByRole('link').first()).toBeVisible();
    // The bar shows the active items in the menu's order (it leaves out those its drop-downs offer).
    const shown = (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim());
    const menuItems = shown.filter((text) => after.includes(text));
    expect(menuItems.length).toBeGreaterThan(1);
    expect(menuItems).toEqual(after.filter((text) => menuItems.includes(text!)));
  });
});
