import { expect, test } from '@playwright/test';

// The backend seeds a demo catalogue on a fresh data directory; these names and slugs are its own.

test.describe('Дерево категорий', () => {
  test('главная показывает корневые категории с вложенными подкатегориями', async ({ page }) => {
    await page.goto('/');

    await expect(page).toHaveTitle('ВАГОНЗАПЧАСТЬ');
    const nav = page.getByRole('navigation', { name: 'Категории товаров' });
    await expect(nav.getByRole('heading', { level: 2, name: 'Тележка', exact: true })).toBeVisible();
    await expect(
      nav.getByRole('heading', { level: 2, name: 'Автосцепное устройство', exact: true }),
    ).toBeVisible();

    const wheelsets = nav.getByRole('link', { name: 'Колёсные пары', exact: true });
    await expect(wheelsets).toBeVisible();
    await expect(wheelsets).toHaveAttribute('href', '/catalog/kolesnye-pary');
    await expect(page.getByText('Загрузка категорий...')).toHaveCount(0);
  });

  test('ссылка на подкатегорию открывает её в каталоге', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Категории товаров' });
    const wheelsets = nav.getByRole('link', { name: 'Колёсные пары', exact: true });

    await wheelsets.focus();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/catalog\/kolesnye-pary$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Колёсные пары' })).toBeVisible();
    await expect(wheelsets).toHaveAttribute('aria-current', 'page');
  });

  test('прямой переход на адрес категории работает (history fallback)', async ({ page }) => {
    await page.goto('/catalog/kolesnye-pary');
    await expect(page.getByRole('heading', { level: 1, name: 'Колёсные пары' })).toBeVisible();
  });
});

test('неизвестный адрес показывает «Страница не найдена» со ссылкой на главную', async ({ page }) => {
  await page.goto('/takoy-stranicy-net');

  await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
  await page.getByRole('link', { name: 'На главную' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Категории товаров' })).toBeVisible();
});
