import { test as base, expect } from '@playwright/test';

/**
 * Playwright's `test` whose `page` waits, after `goto` and `reload`, until the SPA is live: public
 * pages are rendered on the server (ADR 0042) and visible before their script runs, and a click
 * on a button that is not hydrated yet does nothing.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const live = () => page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await live();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await live();
      return response;
    };
    await use(page);
  },
});

export { expect };
