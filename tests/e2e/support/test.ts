import { test as base, expect, type BrowserContextOptions, type Page } from '@playwright/test';

/**
 * Public pages are rendered on the server (ADR 0042) and visible before their script runs, and a
 * click on a button that is not hydrated yet does nothing. Every page a test drives therefore
 * waits, after `goto` and `reload`, until the SPA is live.
 */
function live(page: Page): Page {
  const ready = () => page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
  return page;
}

type Fixtures = {
  /** A second person's page: its own browser context (cookies, downloads), live like `page`. */
  openPage: (options?: BrowserContextOptions) => Promise<Page>;
};

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    await use(live(page));
  },
  openPage: async ({ browser }, use) => {
    const contexts: Array<Awaited<ReturnType<typeof browser.newContext>>> = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      contexts.push(context);
      return live(await context.newPage());
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

export { expect };
