import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../scripts/chromium.ts';

/*
 * End-to-end tests in Chromium against the built SPA served by the real backend (embedded
 * adapters, a fresh data directory per run). The browser is Debian's /usr/bin/chromium; never run
 * `playwright install` (ADR 0005).
 *
 * E2E_BASE_URL=http://host:port runs the tests against a server that is already up instead of
 * starting one; E2E_KEEP_DATA=1 keeps the backend's data directory for a post-mortem.
 */

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const externalBaseUrl = process.env.E2E_BASE_URL;
// E2E_PORT lets two checkouts run their browser suites at once (the gateway takes the next port).
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = externalBaseUrl ?? `http://127.0.0.1:${port}`;

/**
 * A fresh data directory per run for the backend. The config is evaluated again in every worker,
 * which inherits E2E_DATA_DIR from the main process; only the process that made it removes it.
 */
function freshDataDir(): string {
  if (process.env.E2E_DATA_DIR) return process.env.E2E_DATA_DIR;
  const dir = mkdtempSync(join(tmpdir(), 'railparts-e2e-'));
  process.env.E2E_DATA_DIR = dir;
  if (!process.env.E2E_KEEP_DATA) process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: join(repoRoot, 'test-results', 'e2e'),
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    headless: true,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    viewport: { width: 1366, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  projects: [{ name: 'chromium' }],
  webServer: externalBaseUrl
    ? undefined
    : {
        command: 'node_modules/.bin/node backend/src/main.ts',
        cwd: repoRoot,
        url: `http://127.0.0.1:${port}/api/health`,
        reuseExistingServer: false,
        timeout: 60_000,
        stdout: 'pipe',
        stderr: 'pipe',
        env: {
          PORT: String(port),
          WS_PORT: String(port + 1),
          DATA_DIR: freshDataDir(),
          NODE_ENV: 'test',
          // Every test registers and signs in its own accounts from 127.0.0.1: the per-address
          // limits of production (10 sign-ups an hour) would refuse them. Per-account limits stay.
          REGISTER_LIMIT_IP: '1000',
          LOGIN_LIMIT_IP: '1000',
        },
      },
});
