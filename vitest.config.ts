import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

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
          exclude: ['node_modules/**', 'tests/e2e/**'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Servers the suites start as processes hash passwords at a test run's cost (ADR 0061).
          env: { NODE_ENV: 'test', PASSWORD_HASH_COST: '12' },
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
