import type { APIRequestContext, Page } from '@playwright/test';
import { SECTIONS_BY_ROLE } from '../../frontend/src/entities/cabinet/sections.ts';
import { expect, test } from './support/test.ts';
import { createAdmin, loginOnPage, registerByApi, unique, type Account } from './support/accounts.ts';

/*
 * Screens that fit (issue 30, ADR 0057): every cabinet section of every role, and every tab inside
 * it, at 1366 px and at 390 px. The document is never wider than the window; nothing in the page's
 * column sticks out past it (a table's buttons hanging outside its card, with the document still
 * narrow enough); and nothing scrolls sideways but a table's own box (TableFrame).
 *
 * SCREEN_FIT_SHOTS=<folder> saves a full-page screenshot of every screen measured.
 */

const WIDTHS = [1366, 390] as const;

/** A supplier's goods with long names and a service, so the tables that list them have rows. */
async function supplyGoods(request: APIRequestContext, supplier: Account): Promise<void> {
  const auth = { Authorization: `Bearer ${supplier.token}` };
  const warehouse = await request.post('/api/warehouses', {
    headers: auth,
    data: {
      name: 'Склад запасных частей Южно-Уральской железной дороги',
      city: 'Орск',
      address: 'ул. Вокзальная, 5',
    },
  });
  expect(warehouse.status(), await warehouse.text()).toBe(201);
  const categories = (await (await request.get('/api/categories')).json()) as Array<{ id: number }>;
  const product = async (name: string, quality: 'new' | 'repaired'): Promise<number> => {
    const response = await request.post('/api/products', {
      headers: auth,
      data: {
        name: `${name} ${unique()}`,
        partNumber: `РБ-${unique()}`,
        price: 184500,
        categoryId: categories[0]!.id,
        quality,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };
  const submitted = await product('Рама боковая тележки 18-100 литая с буксовыми проёмами', 'repaired');
  expect((await request.post(`/api/products/${submitted}/submit`, { headers: auth })).ok()).toBe(true);
  // A draft too: its row carries the most actions («На модерацию», «В архив», «Копия»).
  await product('Клин фрикционный 100.30.002-0', 'new');
  const service = await request.post('/api/services', {
    headers: auth,
    data: {
      name: `Дефектоскопия надрессорных балок и боковых рам ультразвуком ${unique()}`,
      shortDescription: 'Ультразвуковой контроль литых деталей тележки',
      price: 2300,
      priceType: 'fixed',
      duration: '1 час на балку',
      location: 'Пермь',
    },
  });
  expect(service.status(), await service.text()).toBe(201);
  const serviceId = ((await service.json()) as { id: number }).id;
  expect((await request.post(`/api/services/${serviceId}/submit`, { headers: auth })).ok()).toBe(true);
}

/** What does not fit on the screen shown: the document's width, then what sticks out or scrolls sideways. */
function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const width = document.documentElement.scrollWidth;
    if (width > window.innerWidth)
      found.push(`document ${width} px wide in a ${window.innerWidth} px window`);
    const column = document.querySelector<HTMLElement>('#main > *');
    if (!column) return [...found, 'no page column'];
    const box = column.getBoundingClientRect();
    const style = getComputedStyle(column);
    const left = box.left + parseFloat(style.paddingLeft);
    const right = box.right - parseFloat(style.paddingRight);
    const name = (element: Element) =>
      `<${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? ` class="${element.className.split(' ')[0]}"` : ''}> «${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}»`;
    // The outermost offender speaks for what it holds; so does a box that clips or scrolls.
    const told = new Set<Element>();
    for (const element of column.querySelectorAll('*')) {
      const parent = element.parentElement;
      if (
        parent &&
        parent !== column &&
        (told.has(parent) || getComputedStyle(parent).overflowX !== 'visible')
      ) {
        told.add(element);
        continue;
      }
      const rect = element.getBoundingClientRect();
      // Visually hidden texts (live regions, labels for screen readers) take a pixel or none.
      if (rect.width <= 1 || rect.height <= 1 || getComputedStyle(element).position === 'fixed') continue;
      const overflow = getComputedStyle(element).overflowX;
      if (rect.right > right + 1 || rect.left < left - 1) {
        told.add(element);
        found.push(
          `${name(element)} runs to ${Math.round(rect.left)}–${Math.round(rect.right)} px, past the column ${Math.round(left)}–${Math.round(right)} px`,
        );
      } else if (
        !element.hasAttribute('data-table-frame') &&
        (overflow === 'auto' || overflow === 'scroll') &&
        element.scrollWidth > element.clientWidth + 1
      ) {
        found.push(
          `${name(element)} scrolls sideways: ${element.scrollWidth} px in ${element.clientWidth} px`,
        );
      }
    }
    return found.slice(0, 4);
  });
}

async function shoot(page: Page, name: string): Promise<void> {
  const folder = process.env.SCREEN_FIT_SHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}

test.describe.configure({ timeout: 300_000 });

for (const role of ['admin', 'supplier', 'buyer'] as const) {
  test(`every cabinet screen of a ${role} fits 1366 and 390 px without sideways scroll`, async ({
    page,
    request,
  }) => {
    const supplier = await registerByApi(request, 'supplier');
    await supplyGoods(request, supplier);
    const account =
      role === 'admin'
        ? await createAdmin(request)
        : role === 'supplier'
          ? supplier
          : await registerByApi(request, role);
    await loginOnPage(page, account, '/profile/profile');
    await expect(page).toHaveURL(/\/profile\/profile$/);
    const failures: string[] = [];
    const measure = async (place: string, width: number, shot: string) => {
      for (const misfit of await misfits(page)) failures.push(`${place} at ${width} px: ${misfit}`);
      await shoot(page, shot);
    };
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const section of SECTIONS_BY_ROLE[role]) {
        const path = `/profile/${section}`;
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await measure(path, width, `${role}-${section}-${width}`);
        // A section's tabs are screens too (the operations console is one of «Управление сайтом»).
        const tabs = page.locator('section[aria-labelledby="cabinet-title"] [role="tab"]');
        for (let index = 0; index < (await tabs.count()); index += 1) {
          const tab = tabs.nth(index);
          if ((await tab.getAttribute('aria-selected')) === 'true' || (await tab.isDisabled())) continue;
          const label = (await tab.textContent())?.trim();
          await tab.click();
          await expect(tab).toHaveAttribute('aria-selected', 'true');
          await page.waitForLoadState('networkidle');
          await measure(`${path} «${label}»`, width, `${role}-${section}-tab${index}-${width}`);
        }
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
}
