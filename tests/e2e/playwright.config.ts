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
 * starting one; E2E_KEEP_DATA=1 keeps the backends' data directories for a post-mortem;
 * E2E_SERVERS=1 runs the whole suite on one server.
 */

// Real scrypt at a test run's cost for the servers and for the admin:create runs of the tests (ADR 0061).
process.env.PASSWORD_HASH_COST ??= '12';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const externalBaseUrl = process.env.E2E_BASE_URL;
// E2E_PORT lets two checkouts run their browser suites at once (each server takes its port and the next).
const basePort = Number(process.env.E2E_PORT ?? 3100);

/**
 * The suite runs on E2E_SERVERS servers at once (2 by default), each with its own data directory
 * and one worker, so that no test sees another's writes while they run side by side (ADR 0061).
 * The first server takes the specs below, about half of the suite's time; the second takes every
 * other spec, so a new spec needs no entry here. screen-fit is here to even the two servers' times
 * out (ADR 0086): it publishes nothing (its goods wait for moderation), so the public-page specs
 * beside it see the demo state as before.
 */
const FIRST_SERVER_SPECS = [
  'auth.spec.ts',
  'csp.spec.ts',
  'shell.spec.ts',
  'site-management.spec.ts',
  'catalog.spec.ts',
  'categories.spec.ts',
  'server-rendering.spec.ts',
  'page-head.spec.ts',
  'names.spec.ts',
  'screen-fit.spec.ts',
];
const servers = externalBaseUrl ? 1 : Math.max(1, Math.min(2, Number(process.env.E2E_SERVERS ?? 2)));

/**
 * A fresh data directory per server and run. The config is evaluated again in every worker, which
 * inherits E2E_DATA_DIR_<n> from the main process; only the process that made it removes it.
 */
function freshDataDir(index: number): string {
  const key = `E2E_DATA_DIR_${index}`;
  const existing = process.env[key];
  if (existing) return existing;
  const dir = mkdtempSync(join(tmpdir(), 'railparts-e2e-'));
  process.env[key] = dir;
  if (!process.env.E2E_KEEP_DATA) process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

interface Server {
  readonly port: number;
  readonly dataDir: string | undefined;
  readonly baseURL: string;
}
const serverList: Server[] = Array.from({ length: servers }, (_, index) => {
  const port = basePort + index * 2;
  return externalBaseUrl
    ? { port, dataDir: undefined, baseURL: externalBaseUrl }
    : { port, dataDir: freshDataDir(index), baseURL: `http://127.0.0.1:${port}` };
});

function project(server: Server, index: number) {
  const specs =
    servers === 1
      ? {}
      : index === 0
        ? { testMatch: FIRST_SERVER_SPECS.map((name) => `**/${name}`) }
        : { testIgnore: FIRST_SERVER_SPECS.map((name) => `**/${name}`) };
  return {
    name: servers === 1 ? 'chromium' : `chromium-${index + 1}`,
    ...specs,
    // One worker per server: the tests of one server run one after another, as they always did.
    workers: 1,
    // Read by the `serverDataDir` fixture (support/test.ts): the folder of this project's server.
    metadata: { dataDir: server.dataDir },
    use: { baseURL: server.baseURL },
  };
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: join(repoRoot, 'test-results', 'e2e'),
  fullyParallel: false,
  workers: servers,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: 'list',
  // A limit that catches a hang, not a speed check (the benches measure speed): on a loaded
  // two-core machine short flows took over 30 s and single steps several seconds (ADR 0086).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    ...devices['Desktop Chrome'],
    headless: true,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    viewport: { width: 1366, height: 900 },
    // A failed test keeps its trace (actions, DOM snapshots, network) and a screenshot of the end.
    // The trace's own screencast is off: it kept the browser painting frames for every test,
    // 12 % of the suite's CPU for shell.spec (78 → 68.5 s), and helped no post-mortem so far.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  projects: serverList.map(project),
  webServer: externalBaseUrl
    ? undefined
    : serverList.map((server) => ({
        command: 'node_modules/.bin/node backend/app/main.ts',
        cwd: repoRoot,
        url: `${server.baseURL}/api/health`,
        reuseExistingServer: false,
        timeout: 90_000,
        stdout: 'pipe' as const,
        stderr: 'pipe' as const,
        env: {
          PORT: String(server.port),
          WS_PORT: String(server.port + 1),
          DATA_DIR: server.dataDir!,
          NODE_ENV: 'test',
          PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST,
          // Every test registers and signs in its own accounts from 127.0.0.1: the per-address
          // limits of production (10 sign-ups an hour) would refuse them. Per-account limits stay.
          REGISTER_LIMIT_IP: '1000',
          LOGIN_LIMIT_IP: '1000',
        },
      })),
});
