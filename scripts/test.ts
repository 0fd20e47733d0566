import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { viteBuildArgs } from './vite-build.ts';

/**
 * `npm test`: type check, lint, dependency rules, the OpenAPI lint, the SPA's build, unit/contract/API suites
 * (Vitest), then the browser suite (Playwright on the built SPA), and one closing line with the counts of all of them.
 *
 * The checks before the suites are independent of each other and mostly single-threaded: they run two
 * at a time on two cores or more, each one's output printed in one block when it ends (ADR 0086). The
 * suites run one after the other, each with the whole machine.
 */
const node = process.execPath;
// Absolute: Playwright resolves a relative report path against its config's folder, not here.
const results = resolve('test-results');
mkdirSync(results, { recursive: true });

type Command = { title: string; args: string[]; env?: Record<string, string> };

function run({ title, args, env = {} }: Command): boolean {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const child = spawnSync(node, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`◀ ${title}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return child.status === 0;
}

/** Runs the commands one after another with their output kept; stops at the first that fails. */
async function runQuietly(commands: Command[]): Promise<{ ok: boolean; output: string }> {
  let output = '';
  for (const { title, args, env = {} } of commands) {
    const started = Date.now();
    const child = spawn(node, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const status = await new Promise<number | null>((done) => {
      child.on('error', (error) => {
        text += `${error.message}\n`;
        done(null);
      });
      child.on('close', done);
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    output += `\n▶ ${title} (${seconds} s${status === 0 ? '' : ', failed'})\n${text}`;
    if (status !== 0) return { ok: false, output };
  }
  return { ok: true, output };
}

/** Runs the steps `lanes` at a time; each step's output is printed when it ends, its result kept in order. */
async function runSideBySide(
  list: Array<[string, Command[]]>,
  lanes: number,
): Promise<Array<[string, boolean]>> {
  const outcome = new Map<string, boolean>();
  const queue = [...list];
  const lane = async (): Promise<void> => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [step, commands] = next;
      const { ok, output } = await runQuietly(commands);
      process.stdout.write(output);
      outcome.set(step, ok);
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return list.map(([step]) => [step, outcome.get(step)!]);
}

// Longest first, so that the two lanes end together.
const steps: Array<[string, boolean]> = await runSideBySide(
  [
    ['lint', [{ title: 'Lint', args: ['node_modules/eslint/bin/eslint.js', '.'] }]],
    [
      'typecheck',
      [
        { title: 'Type check', args: ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json'] },
        {
          title: 'Type check (frontend)',
          args: ['node_modules/typescript/bin/tsc', '-p', 'frontend/tsconfig.json'],
        },
      ],
    ],
    // Built before the suites: the API suites render public pages with the real renderer and read the
    // built assets (tests/api/public-pages-any-text.api.test.ts, tests/api/source-maps.api.test.ts).
    [
      'build',
      [
        { title: 'Build the SPA', args: viteBuildArgs(false) },
        { title: 'Build the server renderer', args: viteBuildArgs(true) },
      ],
    ],
    // The whole tree as Prettier writes it (.prettierrc; prose and the API document are wrapped by hand).
    [
      'format',
      [
        {
          title: 'Formatting (Prettier)',
          args: ['node_modules/prettier/bin/prettier.cjs', '--check', '.', '--log-level', 'warn'],
        },
      ],
    ],
    [
      'architecture',
      [
        {
          title: 'Dependency rules (.dependency-cruiser.cjs)',
          args: [
            'node_modules/dependency-cruiser/bin/dependency-cruise.mjs',
            'backend',
            'projections',
            'infra',
            'shared',
            '--config',
            '.dependency-cruiser.cjs',
          ],
        },
      ],
    ],
    // Redocly's recommended rules, warnings as errors, on docs/openapi.yaml (ADR 0055).
    [
      'openapi',
      [
        {
          title: 'OpenAPI lint (docs/redocly.yaml)',
          args: ['node_modules/@redocly/cli/bin/cli.js', 'lint', '--config', 'docs/redocly.yaml'],
          env: { REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        },
      ],
    ],
  ],
  // One lane per core, at most two: the checks are single-threaded and the build is short.
  Math.min(2, availableParallelism()),
);
steps.push([
  'vitest',
  run({
    title: 'Unit, contract and API tests',
    args: [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${results}/vitest.json`,
    ],
  }),
]);
steps.push([
  'e2e',
  run({
    title: 'Browser tests (Playwright, Chromium)',
    args: [
      'node_modules/@playwright/test/cli.js',
      'test',
      '-c',
      'tests/e2e/playwright.config.ts',
      '--reporter=list,json',
    ],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${results}/playwright.json` },
  }),
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
