import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { createAdmin, loginOnPage, registerByApi, type Account } from './support/accounts';

/*
 * The SPA under its Content-Security-Policy (ADR 0027): every route of the spec's route table and
 * every cabinet section of every role is opened, and not one violation may be reported, neither as
 * a `securitypolicyviolation` event nor on the console. A policy that silently breaks a page fails here.
 */

const PUBLIC_ROUTES = [
  '/',
  '/login',
  '/login-link',
  '/register',
  '/password-recovery',
  '/catalog',
  '/catalog/kolesnye-pary',
  '/catalog?search=%D0%A1%D0%90-3',
  '/services',
  '/service/1',
  '/cart',
  '/contacts',
  '/guide',
  '/news',
  '/news/1',
  '/help',
  '/ui',
  '/unauthorized',
  '/net-takoy-stranicy',
];

const SECTIONS: Record<'admin' | 'supplier' | 'buyer', readonly string[]> = {
  admin: [
    'notifications',
    'user-management',
    'product-moderation',
    'service-moderation',
    'order-moderation',
    'categories',
    'categories-services',
    'site-management',
    'messages',
    'profile',
  ],
  supplier: [
    'notifications',
    'contracts',
    'products',
    'services',
    'warehouses',
    'messages',
    'accounting',
    'profile',
    'company',
  ],
  buyer: [
    'notifications',
    'contracts',
    'orders',
    'messages',
    'accounting',
    'sell-parts',
    'profile',
    'company',
  ],
};

/** Collects violations from the page's first script on, across client-side navigations. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleReports.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return async () => {
    const events = await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    );
    return [...events, ...consoleReports];
  };
}

// Each test walks many pages: the bound is per page, not per walk.
test.describe.configure({ timeout: 180_000 });

test('the document carries the policy and the other security headers', async ({ page }) => {
  const response = await page.goto('/');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("base-uri 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test('every public route renders with no policy violation', async ({ page }) => {
  const violations = await watchViolations(page);
  for (const path of PUBLIC_ROUTES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations(), path).toEqual([]);
  }
});

for (const role of ['admin', 'supplier', 'buyer'] as const) {
  test(`every cabinet section of a ${role} renders with no policy violation`, async ({ page }) => {
    const account: Account =
      role === 'admin' ? await createAdmin(page.request) : await registerByApi(page.request, role);
    const violations = await watchViolations(page);
    await loginOnPage(page, account, '/profile/profile');
    await expect(page).toHaveURL(/\/profile\/profile$/);
    for (const section of SECTIONS[role]) {
      await page.goto(`/profile/${section}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await violations(), section).toEqual([]);
    }
  });
}
