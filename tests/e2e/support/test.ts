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

type WorkerFixtures = {
  /**
   * The data folder of the server this worker's project drives (playwright.config.ts runs one
   * server per project), published as E2E_DATA_DIR for the helpers that run the CLI against it or
   * read its outbox. Undefined against an external server (E2E_BASE_URL).
   */
  serverDataDir: string | undefined;
};

export const test = base.extend<Fixtures, WorkerFixtures>({
  serverDataDir: [
    async ({}, use, workerInfo) => {
      const dir = (workerInfo.project.metadata as { dataDir?: string }).dataDir;
      if (dir) process.env.E2E_DATA_DIR = dir;
      else delete process.env.E2E_DATA_DIR;
      await use(dir);
    },
    { scope: 'worker', auto: true },
  ],
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
