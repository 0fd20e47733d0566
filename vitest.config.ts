import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * API suites whose test servers run on the SQLite read store, the default of `npm start` (ADR 0082):
 * the read side's lists, pages, counts and rebuilds. Every other suite's servers keep the memory
 * store (`TEST_READ_STORE=sqlite npx vitest run <files>` runs any of them on SQLite).
 */
const ON_SQLITE = [
  'tests/api/catalog.api.test.ts',
  'tests/api/catalog-narrow.api.test.ts',
  'tests/api/catalog-params.api.test.ts',
  'tests/api/services.api.test.ts',
  'tests/api/seo.api.test.ts',
  'tests/api/parts.api.test.ts',
  'tests/api/part-page.api.test.ts',
  'tests/api/search-sellers.api.test.ts',
  'tests/api/orders.api.test.ts',
  'tests/api/ops.api.test.ts',
  'tests/api/restart-and-concurrency.api.test.ts',
];

export default defineConfig({
  test: {
    // One worker per core, at least two: the API suites wait on their servers as much as they
    // compute, and Vitest's own default (cores − 1) ran the whole suite in one worker on 2 cores (ADR 0061).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'backend',
          environment: 'node',
          include: [
            'infra/**/*.test.ts',
            'backend/**/*.test.ts',
            'projections/**/*.test.ts',
            'shared/**/*.test.ts',
            'tests/**/*.test.ts',
          ],
          exclude: ['node_modules/**', 'tests/e2e/**', ...ON_SQLITE],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Servers the suites start as processes hash passwords at a test run's cost (ADR 0061).
          env: { NODE_ENV: 'test', PASSWORD_HASH_COST: '12' },
        },
      },
      {
        test: {
          name: 'backend-sqlite',
          environment: 'node',
          include: ON_SQLITE,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { NODE_ENV: 'test', PASSWORD_HASH_COST: '12', TEST_READ_STORE: 'sqlite' },
        },
      },
      {
        test: {
          name: 'frontend',
          environment: 'jsdom',
          include: ['frontend/**/*.test.{ts,tsx}'],
          // Embla and Radix read matchMedia, ResizeObserver and IntersectionObserver, which jsdom lacks.
          setupFiles: ['frontend/src/test/setup.ts'],
          exclude: ['node_modules/**'],
          // A bound, not a target: the first test to open a lazy route compiles its chunk, which
          // takes seconds on a loaded 2-core machine (waitFor's own bound is 10 s, see setup.ts).
          testTimeout: 30_000,
        },
      },
    ],
  },
});
