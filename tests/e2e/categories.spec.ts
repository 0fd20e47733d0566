import { expect, test } from './support/test.ts';

// The backend seeds a demo catalogue on a fresh data directory; these names and slugs are its own.

test.describe('Категории', () => {
  test('главная показывает корневые категории плиткой со ссылками в каталог', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/^ВагонЗапчасть — \S/);
    const block = page.getByRole('region', { name: 'Категории товаров' });
    const bogie = block.getByRole('link', { name: /Тележка/ });
    await expect(bogie).toHaveAttribute('href', '/catalog/telezhka');
    await expect(block.getByRole('link', { name: /Автосцепное устройство/ })).toBeVisible();
    await bogie.click();
    await expect(page).toHaveURL(/\/catalog\/telezhka$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Тележка' })).toBeVisible();
  });

  test('дерево каталога: подкатегория открывается и отмечается текущей', async ({ page }) => {
    await page.goto('/catalog');
    const nav = page.getByRole('navigation', { name: 'Категории товаров' });
    await nav.getByRole('button', { name: 'Показать подкатегории: Тележка' }).click();
    const wheelsets = nav.getByRole('link', { name: 'Колёсные пары', exact: true });
    await expect(wheelsets).toHaveAttribute('href', '/catalog/kolesnye-pary');
    await wheelsets.click();
    await expect(page).toHaveURL(/\/catalog\/kolesnye-pary$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Колёсные пары' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Колёсные пары', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('прямой переход на адрес категории работает (history fallback)', async ({ page }) => {
    await page.goto('/catalog/kolesnye-pary');
    await expect(page.getByRole('heading', { level: 1, name: 'Колёсные пары' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Товары' }).getByRole('article').first()).toBeVisible();
  });
});
