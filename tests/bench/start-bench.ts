import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_FAMILIES } from '../../backend/app/seed/index.ts';
import { buildLikeNpmStart, serverNodeFlags } from './server-command.ts';

/**
 * npm run bench:start — how long the server takes to start on a given catalogue, as `npm start`
 * runs it (its own process, the start script's Node flags), and how much memory it then holds:
 *   1. a first start on the data (on a durable read store: the read models are built here);
 *   2. a restart with nothing new (a deploy, a reboot);
 *   3. a restart after BENCH_NEW_EVENTS new events (products written by `seed:bulk` meanwhile).
 * Each prints the time to listening (`GET /` answers 200), to the part search answering (the
 * catalogue index is loaded), to every projection at the head of the log (admin health, lag 0),
 * and the server's RSS then. BENCH_DATA_DIR names the data (kept); without it, BENCH_PRODUCTS and
 * BENCH_SERVICES are seeded into a new folder. READ_STORE is passed to the server as set.
 * `--heap` then adds a breakdown of the heap per read model and for the search index
 * (tests/bench/heap-breakdown.ts, in its own process).
 */
const PORT = Number(process.env.BENCH_PORT ?? 3500);
const NEW_EVENTS = Number(process.env.BENCH_NEW_EVENTS ?? 10_000);
/** How long each wait may take (a first start on a loaded machine can take many minutes). */
const LIMIT_MS = Number(process.env.BENCH_LIMIT_S ?? 1800) * 1000;
const ADMIN = { email: 'bench-admin@example.ru', password: 'bench-admin-password-2026' };
const root = fileURLToPath(new URL('../../', import.meta.url));
const script = (path: string): string => join(root, path);

const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} с`;
const mib = (bytes: number): string => `${Math.round(bytes / 2 ** 20)} МиБ`;

console.log(
  `Машина: ${cpus().length} ядра, ${(totalmem() / 2 ** 30).toFixed(1)} ГиБ ОЗУ, Node ${process.version}, ` +
    `загрузка ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')} (1/5/15 мин)`,
);

const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'marketplace-start-bench-'));
const childEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  REDIS_URL: '',
  MONGO_URL: '',
  EVENT_STORE_URL: '',
};
if (!existsSync(join(dataDir, 'events.sqlite'))) {
  const products = process.env.BENCH_PRODUCTS ?? '100000';
  const services = process.env.BENCH_SERVICES ?? '20000';
  run('seed:bulk', [script('backend/app/cli/seed-bulk.ts'), '--products', products, '--services', services]);
}
buildLikeNpmStart();
console.log(`Данные: ${dataDir}; хранилище чтения: ${process.env.READ_STORE || 'sqlite'}`);

function run(title: string, args: string[]): void {
  const started = performance.now();
  const result = spawnSync(process.execPath, args, {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  if (result.status !== 0 && !/уже|exists/i.test(result.stdout + result.stderr)) {
    throw new Error(`${title} завершился с кодом ${result.status}: ${result.stdout}`);
  }
  console.log(`${title}: ${seconds(performance.now() - started)}`);
}

// An admin to read the projections' lag from /api/health (created once; a second time is refused).
spawnSync(
  process.execPath,
  [script('backend/app/cli/admin-create.ts'), '--email', ADMIN.email, '--password', ADMIN.password],
  {
    env: childEnv,
    stdio: 'ignore',
  },
);

const base = `http://127.0.0.1:${PORT}`;
const searchWord = DEMO_FAMILIES[0]!.name.split(/\s+/)[0]!.toLowerCase();

async function status(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  try {
    const response = await fetch(base + path, { headers });
    return { status: response.status, body: await response.text() };
  } catch {
    return { status: 0, body: '' };
  }
}

/** Polls `check` every 20 ms until it holds; the time it took. */
async function until(check: () => Promise<boolean>, limitMs: number, what: string): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`не дождались: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function rss(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) * 1024;
}

/** CPU seconds the process has used (user + system): on a shared machine, what a start costs
 * whatever the others take meanwhile (clock ticks of 1/100 s, as Linux reports them). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function token(): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`вход администратора: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

interface StartFigures {
  listening: number;
  searchReady: number;
  caughtUp: number;
  rss: number;
  /** CPU seconds the server had used once every projection was at the head. */
  cpu: number;
  /** Products in the public catalogue: which of the goals apply (100,000 or a million). */
  products: number;
}

async function start(title: string): Promise<{ child: ChildProcess; figures: StartFigures }> {
  const started = performance.now();
  const child = spawn(process.execPath, [...serverNodeFlags(), script('backend/app/main.ts')], {
    env: { ...childEnv, PORT: String(PORT), WS_PORT: String(PORT + 1), SEED_DEMO: 'false' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<never>((_, fail) =>
    child.once('exit', (code) => fail(new Error(`сервер завершился (${code})`))),
  );
  exited.catch(() => {});
  try {
    return await measure(title, child, started, <T>(work: Promise<T>): Promise<T> =>
      Promise.race([work, exited]),
    );
  } catch (error) {
    // A failed run leaves no server behind.
    child.kill('SIGKILL');
    throw error;
  }
}

async function measure(
  title: string,
  child: ChildProcess,
  started: number,
  race: <T>(work: Promise<T>) => Promise<T>,
): Promise<{ child: ChildProcess; figures: StartFigures }> {
  await race(until(async () => (await status('/')).status === 200, LIMIT_MS, 'GET / 200'));
  const listening = performance.now() - started;
  await race(
    until(
      async () => {
        const answer = await status(`/api/products?search=${encodeURIComponent(searchWord)}&limit=1`);
        return answer.status === 200 && (JSON.parse(answer.body) as { total: number }).total > 0;
      },
      LIMIT_MS,
      'поиск',
    ),
  );
  const searchReady = performance.now() - started;
  const rssAtSearch = rss(child.pid!);
  const cpuAtSearch = cpuSeconds(child.pid!);
  const bearer = { authorization: `Bearer ${await race(token())}` };
  await race(
    until(
      async () => {
        const answer = await status('/api/health', bearer);
        if (answer.status !== 200) return false;
        const health = JSON.parse(answer.body) as { projections?: Array<{ lag: number }> };
        return (health.projections ?? []).length > 0 && health.projections!.every((p) => p.lag === 0);
      },
      LIMIT_MS,
      'проекции у головы журнала',
    ),
  );
  const caughtUp = performance.now() - started;
  const catalogue = await race(status('/api/products?limit=1'));
  const products = (JSON.parse(catalogue.body) as { total: number }).total;
  const figures = {
    listening,
    searchReady,
    caughtUp,
    rss: rss(child.pid!),
    cpu: cpuSeconds(child.pid!),
    products,
  };
  console.log(
    `${title}: слушает через ${seconds(listening)}, поиск готов через ${seconds(searchReady)}, ` +
      `проекции у головы через ${seconds(caughtUp)} (процессор: ${cpuAtSearch.toFixed(1)} с до готовности поиска, ` +
      `${figures.cpu.toFixed(1)} с всего); RSS ${mib(rssAtSearch)} при готовности поиска, ${mib(figures.rss)} в конце`,
  );
  return { child, figures };
}

async function stop(child: ChildProcess): Promise<void> {
  const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  await done;
}

const first = await start('1. запуск');
await stop(first.child);
const second = await start('2. перезапуск без новых событий');
await stop(second.child);
// About four events per bulk product (created, stock, submitted, published).
run(`запись ~${NEW_EVENTS} новых событий (seed:bulk)`, [
  script('backend/app/cli/seed-bulk.ts'),
  '--products',
  String(Math.max(1, Math.round(NEW_EVENTS / 4))),
]);
const third = await start(`3. перезапуск после ~${NEW_EVENTS} новых событий`);
await stop(third.child);
console.log(
  `Догоняние после перезапуска с ~${NEW_EVENTS} новыми событиями: ${seconds(third.figures.caughtUp - third.figures.listening)} после начала ответов`,
);
summary([second, third].map((run) => run.figures));

/**
 * The figures of issue 32 that concern a start, against their goals: a restart serving `/` with the
 * part search ready, the RSS then, and the catch-up on the new events. The machine's load is
 * printed with them: on a shared machine the wall times stretch with it, the CPU seconds above do not.
 */
function summary([restart, afterNew]: StartFigures[]): void {
  // The goals for a catalogue of 100,000 products, and for one of a million.
  const million = restart!.products >= 500_000;
  const startGoalMs = million ? 15_000 : 5000;
  const rssGoal = million ? 1.5 * 2 ** 30 : 400 * 2 ** 20;
  const rows: Array<[string, string, string, boolean]> = [
    [
      '`npm start` → `/` и поиск по деталям готовы (перезапуск)',
      seconds(restart!.searchReady),
      `< ${startGoalMs / 1000} с`,
      restart!.searchReady < startGoalMs,
    ],
    [
      'RSS сервера после запуска (перезапуск / после новых событий)',
      `${mib(restart!.rss)} / ${mib(afterNew!.rss)}`,
      million ? '≤ 1,5 ГиБ' : '≤ 400 МиБ',
      Math.max(restart!.rss, afterNew!.rss) <= rssGoal,
    ],
    [
      // The projectors catch up while the server starts, most of it before it listens: what the
      // new events cost is what this restart took more than the one with nothing new.
      `догоняние ~${NEW_EVENTS} новых событий: перезапуск дольше, чем без них (процессор: +${(afterNew!.cpu - restart!.cpu).toFixed(1)} с)`,
      seconds(afterNew!.caughtUp - restart!.caughtUp),
      '< 1 с',
      afterNew!.caughtUp - restart!.caughtUp < 1000,
    ],
  ];
  console.log(
    `\nЦели задачи 32 для ${restart!.products} товаров (загрузка машины сейчас ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')}):`,
  );
  for (const [figure, value, goal, met] of rows)
    console.log(`  ${met ? 'выполнено' : 'НЕ выполнено'}: ${figure}: ${value} (цель ${goal})`);
}

if (process.argv.includes('--heap')) {
  const heap = spawnSync(process.execPath, ['--expose-gc', script('tests/bench/heap-breakdown.ts')], {
    env: childEnv,
    stdio: 'inherit',
  });
  if (heap.status !== 0) process.exitCode = 1;
}
