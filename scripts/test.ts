import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * `npm test`: type check, lint, dependency rules, the OpenAPI lint, the SPA's build, unit/contract/API suites
 * (Vitest), then the browser suite (Playwright on the built SPA), and one closing line with the counts of all of them.
 */
const node = process.execPath;
// Absolute: Playwright resolves a relative report path against its config's folder, not here.
const results = resolve('test-results');
mkdirSync(results, { recursive: true });

function run(title: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${title}`);
  const child = spawnSync(node, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return child.status === 0;
}

const steps: Array<[string, boolean]> = [];
steps.push([
  'typecheck',
  run('Type check', ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json']) &&
    run('Type check (frontend)', ['node_modules/typescript/bin/tsc', '-p', 'frontend/tsconfig.json']),
]);
steps.push(['lint', run('Lint', ['node_modules/eslint/bin/eslint.js', '.'])]);
// The whole tree as Prettier writes it (.prettierrc; prose and the API document are wrapped by hand).
steps.push([
  'format',
  run('Formatting (Prettier)', [
    'node_modules/prettier/bin/prettier.cjs',
    '--check',
    '.',
    '--log-level',
    'warn',
  ]),
]);
steps.push([
  'architecture',
  run('Dependency rules (.dependency-cruiser.cjs)', [
    'node_modules/dependency-cruiser/bin/dependency-cruise.mjs',
    'backend',
    'projections',
    'infra',
    'shared',
    '--config',
    '.dependency-cruiser.cjs',
  ]),
]);
// Redocly's recommended rules, warnings as errors, on docs/openapi.yaml (ADR 0055).
steps.push([
  'openapi',
  run(
    'OpenAPI lint (docs/redocly.yaml)',
    ['node_modules/@redocly/cli/bin/cli.js', 'lint', '--config', 'docs/redocly.yaml'],
    { REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  ),
]);
// Built before the suites: the API suites render public pages with the real renderer and read the
// built assets (tests/api/public-pages-any-text.api.test.ts, tests/api/source-maps.api.test.ts).
steps.push([
  'build',
  run('Build the SPA', [
    'node_modules/vite/bin/vite.js',
    'build',
    '--config',
    'frontend/vite.config.ts',
    '--logLevel',
    'warn',
  ]) &&
    run('Build the server renderer', [
      'node_modules/vite/bin/vite.js',
      'build',
      '--config',
      'frontend/vite.config.ts',
      '--ssr',
      '--logLevel',
      'warn',
    ]),
]);
steps.push([
  'vitest',
  run('Unit, contract and API tests', [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${results}/vitest.json`,
  ]),
]);
steps.push([
  'e2e',
  run(
    'Browser tests (Playwright, Chromium)',
    [
      'node_modules/@playwright/test/cli.js',
      'test',
      '-c',
      'tests/e2e/playwright.config.ts',
      '--reporter=list,json',
    ],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: `${results}/playwright.json` },
  ),
]);

let passed = 0;
let failed = 0;
let skipped = 0;
const vitestFile = `${results}/vitest.json`;
if (existsSync(vitestFile)) {
  const report = JSON.parse(readFileSync(vitestFile, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    testResults: Array<{ assertionResults: Array<{ status: string; ancestorTitles: string[] }> }>;
  };
  // Suites skipped for a missing service say why in their title (e.g. no EVENT_STORE_URL, no Docker).
  const reasons = new Set<string>();
  for (const file of report.testResults)
    for (const test of file.assertionResults)
      if (test.status !== 'passed' && test.status !== 'failed' && test.ancestorTitles[0])
        reasons.add(test.ancestorTitles[0]);
  for (const reason of reasons) console.log(`Skipped: ${reason}`);
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
}
const playwrightFile = `${results}/playwright.json`;
if (existsSync(playwrightFile)) {
  const report = JSON.parse(readFileSync(playwrightFile, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  passed += report.stats.expected + report.stats.flaky;
  failed += report.stats.unexpected;
  skipped += report.stats.skipped;
}
// A suite that ran without leaving its report would be missing from the counts: that is a failure.
for (const [step, file] of [
  ['vitest', vitestFile],
  ['e2e', playwrightFile],
] as const) {
  if (!existsSync(file)) steps.push([`${step} (no report at ${file})`, false]);
}
const brokenSteps = steps.filter(([, ok]) => !ok).map(([name]) => name);
if (brokenSteps.length > 0) console.log(`\nFailed steps: ${brokenSteps.join(', ')}`);
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(brokenSteps.length > 0 || failed > 0 ? 1 : 0);
