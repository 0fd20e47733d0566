import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { loginOnPage, registerByApi } from './support/accounts.ts';

/*
 * The cabinet is never a blank page (issue 30, ADR 0057). Signing in, the form gives way to the
 * cabinet's frame at once (its code is loaded while the password is checked); opened cold, the
 * frame (menu, the section's title, grey rows) stands while the code loads; while the section's
 * data loads, the section shows its own grey rows inside that frame.
 */

/** Holds the requests matching `pattern` until the returned function is called. */
async function hold(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const CABINET_CODE = /\/assets\/profile-[\w-]+\.js$/;
const menu = (page: Page) => page.getByRole('navigation', { name: 'Меню личного кабинета' });

test('вход: от формы сразу к кабинету, ни одного кадра без заголовка страницы', async ({ page, request }) => {
  const supplier = await registerByApi(request, 'supplier');
  // Every frame the browser draws from the click on, until the section's content is there.
  await page.addInitScript(() => {
    const frames: string[] = [];
    (window as unknown as { __frames: string[] }).__frames = frames;
    const tick = () => {
      if (sessionStorage.getItem('watch') === 'on') {
        const h1 = document.querySelector('#main h1')?.textContent ?? '';
        if (frames.at(-1) !== `${location.pathname} ${h1}`) frames.push(`${location.pathname} ${h1}`);
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const releaseData = await hold(page, /\/api\/orders\?/);
  await page.goto('/login?redirect=%2Fprofile%2Fproducts');
  const form = page.getByRole('main').getByRole('form', { name: 'Вход' });
  await form.getByLabel(/^Email/).fill(supplier.email);
  await form.getByLabel(/^Пароль/).fill(supplier.password);
  await page.evaluate(() => sessionStorage.setItem('watch', 'on'));
  await form.getByRole('button', { name: 'Войти' }).click();

  // The section's data is held: its own grey rows stand inside the cabinet's frame.
  await expect(page).toHaveURL(/\/profile\/products$/);
  await expect(menu(page).getByRole('link', { name: 'Мои товары' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('tab', { name: 'Товары' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Загрузка заявок...' })).toBeAttached();
  releaseData();
  await expect(page.getByText('Заявок на ваши товары пока нет')).toBeVisible();

  const frames = await page.evaluate(() => (window as unknown as { __frames: string[] }).__frames);
  // The login page (the address may change a frame before the page does), then the cabinet: a
  // frame with no heading would be a blank page.
  const headings = frames.map((frame) => frame.split(' ').slice(1).join(' '));
  expect(
    headings.filter((heading, index) => heading !== headings[index - 1]),
    frames.join('\n'),
  ).toEqual(['Вход', 'Мои товары']);
  expect(frames.at(-1)).toBe('/profile/products Мои товары');
});

test('кабинет, открытый заново, показывает меню и заголовок раздела, пока грузится его код', async ({
  page,
  request,
}) => {
  const supplier = await registerByApi(request, 'supplier');
  await loginOnPage(page, supplier, '/profile/products');
  await expect(page.getByRole('tab', { name: 'Товары' })).toBeVisible();

  const releaseCode = await hold(page, CABINET_CODE);
  await page.reload();
  await expect(menu(page).getByRole('link', { name: 'Мои товары' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: 'Мои товары' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Загрузка раздела…' })).toBeAttached();
  await expect(page.getByRole('tab', { name: 'Товары' })).toHaveCount(0);

  releaseCode();
  await expect(page.getByRole('tab', { name: 'Товары' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Загрузка раздела…' })).toHaveCount(0);
});
