import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { DEMO_FAMILIES, DEMO_SUPPLIERS, DEMO_SUPPLIER_PASSWORD } from '../../backend/app/seed/index.ts';
import { buildLikeNpmStart, serverNodeFlags } from './server-command.ts';

/**
 * npm run bench:scale — the production shape on one machine (issue 32): the projection worker
 * (`npm run worker`) and two API processes (`RUN_PROJECTORS=false`) side by side on the same data,
 * Redis waking the projectors and carrying the notices between the processes. The default read
 * store is the embedded SQLite file, which every process opens (one writer, the worker; WAL lets
 * the API processes read meanwhile); with MONGO_URL set, MongoDB.
 *   1. each process's start: API listening, part search ready, RSS;
 *   2. one catalogue: a supplier's product created through the first API, published by an admin
 *      through the second, and the time until each API finds it in its part search;
 *   3. catalogue pages and header searches (varied paths, the load generator in its own process)
 *      against each API alone, then against both at once: requests/s and p99 per process;
 *   4. the RSS of the three processes after the load.
 * BENCH_DATA_DIR names the data (kept; a first start on it builds the read models); without it,
 * BENCH_PRODUCTS (100000) and BENCH_SERVICES (20000) are seeded into a new folder. The queues and
 * counters live in BENCH_REDIS_URL (database 9 of the local Redis by default, so nothing else's
 * keys are touched).
 */
const PORT = Number(process.env.BENCH_PORT ?? 3520);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/9';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** How long each wait may take (a first start on new data builds every read model). */
const LIMIT_MS = Number(process.env.BENCH_LIMIT_S ?? 1800) * 1000;
const ADMIN = { email: 'bench-admin@example.ru', password: 'bench-admin-password-2026' };
const root = fileURLToPath(new URL('../../', import.meta.url));
const script = (path: string): string => join(root, path);
const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} с`;
const mib = (bytes: number): string => `${Math.round(bytes / 2 ** 20)} МиБ`;
const load = (): string =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

console.log(
  `Машина: ${cpus().length} ядра, ${(totalmem() / 2 ** 30).toFixed(1)} ГиБ ОЗУ, Node ${process.version}, загрузка ${load()} (1/5/15 мин)`,
);

// Redis first: without it there is no production shape to measure.
const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0 });
try {
  await probe.connect();
  await probe.ping();
} catch (error) {
  console.error(`Redis недоступен по ${REDIS_URL}: ${(error as Error).message}`);
  process.exit(1);
} finally {
  probe.disconnect();
}

const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'marketplace-scale-bench-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  REDIS_URL,
  EVENT_STORE_URL: '',
  SEED_DEMO: 'false',
};
if (!existsSync(join(dataDir, 'events.sqlite'))) {
  const products = process.env.BENCH_PRODUCTS ?? '100000';
  const services = process.env.BENCH_SERVICES ?? '20000';
  const seeded = spawnSync(
    process.execPath,
    [script('backend/app/cli/seed-bulk.ts'), '--products', products, '--services', services],
    { env: { ...env, REDIS_URL: '' }, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (seeded.status !== 0) throw new Error(`seed:bulk завершился с кодом ${seeded.status}`);
}
buildLikeNpmStart();
// An admin to publish and to read the projections' lag (a second time is refused, as it should be).
spawnSync(
  process.execPath,
  [script('backend/app/cli/admin-create.ts'), '--email', ADMIN.email, '--password', ADMIN.password],
  { env: { ...env, REDIS_URL: '' }, stdio: 'ignore' },
);
console.log(
  `Данные: ${dataDir}; хранилище чтения: ${process.env.MONGO_URL ? 'MongoDB' : 'SQLite'}; Redis: ${REDIS_URL}`,
);

const memory = (pid: number, field: 'VmRSS' | 'VmHWM'): number =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) *
  1024;

/** Polls `check` every 20 ms until it holds. */
async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + LIMIT_MS;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`не дождались: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const children: ChildProcess[] = [];
function launch(title: string, file: string, extra: Record<string, string>): ChildProcess {
  // The API as `npm start` runs it (its Node flags); the worker as `npm run worker` does.
  const flags = file === 'backend/app/main.ts' ? serverNodeFlags() : [];
  const child = spawn(process.execPath, [...flags, script(file)], {
    env: { ...env, ...extra },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.once('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${title} завершился (${code ?? signal})`);
      process.exit(1);
    }
  });
  children.push(child);
  return child;
}
let stopping = false;
async function stopAll(): Promise<void> {
  stopping = true;
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
}

interface Api {
  readonly title: string;
  readonly url: string;
  readonly child: ChildProcess;
}

async function json<T>(url: string, init: RequestInit = {}, token?: string): Promise<T> {
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (init.body) headers.set('content-type', 'application/json');
  const response = await fetch(url, { ...init, headers });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

const searchWord = DEMO_FAMILIES[0]!.name.split(/\s+/)[0]!.toLowerCase();
const searchFinds = async (url: string, words: string): Promise<boolean> => {
  const answer = await json<{ total: number }>(
    `${url}/api/products?search=${encodeURIComponent(words)}&limit=1`,
  );
  return answer.total > 0;
};

const started = performance.now();
const worker = launch('обработчик проекций', 'backend/app/worker-main.ts', {});
const apis: Api[] = [0, 1].map((n) => ({
  title: `API ${n + 1}`,
  url: `http://127.0.0.1:${PORT + n * 2}`,
  child: launch(`API ${n + 1}`, 'backend/app/main.ts', {
    PORT: String(PORT + n * 2),
    WS_PORT: String(PORT + n * 2 + 1),
    RUN_PROJECTORS: 'false',
  }),
}));

try {
  // ---- 1. start ------------------------------------------------------------------------------------
  console.log('\n1. Запуск (обработчик проекций и два процесса API одновременно):');
  await Promise.all(
    apis.map(async (api) => {
      await until(async () => (await fetch(api.url + '/')).status === 200, `${api.title}: GET / 200`);
      const listening = performance.now() - started;
      await until(() => searchFinds(api.url, searchWord), `${api.title}: поиск по деталям`);
      console.log(
        `  ${api.title}: слушает через ${seconds(listening)}, поиск готов через ${seconds(performance.now() - started)}, RSS ${mib(memory(api.child.pid!, 'VmRSS'))}`,
      );
    }),
  );
  const admin = (
    await json<{ accessToken: string }>(`${apis[1]!.url}/api/auth/login`, {
      method: 'POST',
      body: JSON.stringify(ADMIN),
    })
  ).accessToken;
  await until(async () => {
    const health = await json<{ projections?: Array<{ lag: number }> }>(
      `${apis[1]!.url}/api/health`,
      {},
      admin,
    );
    return (health.projections ?? []).length > 0 && health.projections!.every((p) => p.lag === 0);
  }, 'проекции у головы журнала');
  console.log(
    `  обработчик проекций: все проекции у головы журнала через ${seconds(performance.now() - started)}, RSS ${mib(memory(worker.pid!, 'VmRSS'))}`,
  );

  // ---- 2. one catalogue ------------------------------------------------------------------------------
  const supplier = DEMO_SUPPLIERS[0]!;
  const seller = (
    await json<{ accessToken: string }>(`${apis[0]!.url}/api/auth/login`, {
      method: 'POST',
      body: JSON.stringify({ email: supplier.email, password: DEMO_SUPPLIER_PASSWORD }),
    })
  ).accessToken;
  const categories = await json<Array<{ id: number; parentId: number | null; is_name_filter: boolean }>>(
    `${apis[0]!.url}/api/categories`,
  );
  const leaf = categories.find((c) => c.parentId !== null && !c.is_name_filter)!;
  const marker = `Контрольная ${Date.now().toString(36)}`;
  const product = await json<{ id: number }>(
    `${apis[0]!.url}/api/products`,
    {
      method: 'POST',
      body: JSON.stringify({
        name: `Рама боковая ${marker}`,
        price: 98_500,
        description: 'Проверка одного каталога на двух процессах API',
        categoryId: leaf.id,
        quality: 'new',
      }),
    },
    seller,
  );
  // Commands decide on the write side: the admin publishes through the other process at once.
  await json(`${apis[0]!.url}/api/products/${product.id}/submit`, { method: 'POST' }, seller);
  await json(`${apis[1]!.url}/api/admin/products/${product.id}/publish`, { method: 'POST' }, admin);
  const published = performance.now();
  console.log(`\n2. Один каталог: товар создан через API 1, опубликован администратором через API 2:`);
  await Promise.all(
    apis.map(async (api) => {
      await until(() => searchFinds(api.url, marker), `${api.title}: поиск находит новый товар`);
      console.log(
        `  ${api.title}: поиск находит его через ${seconds(performance.now() - published)} после публикации`,
      );
    }),
  );
  const page = `/api/products?categoryId=${leaf.parentId}&include_subcategories=true&page=1&limit=12&status=published`;
  const [first, second] = await Promise.all(
    apis.map(async (api) =>
      (await fetch(api.url + page, { headers: { 'accept-encoding': 'identity' } })).text(),
    ),
  );
  if (first !== second) throw new Error('два процесса API отвечают разными страницами каталога');
  console.log(`  одна и та же страница каталога от обоих: ${first!.length} байт, совпадают`);

  // ---- 3. load ---------------------------------------------------------------------------------------
  const roots = categories.filter((c) => c.parentId === null);
  const names = DEMO_FAMILIES.map((family) => family.name.toLocaleLowerCase('ru'));
  // Distinct paths, a slice of its own for each of the four runs below: no process is asked a path
  // twice while its slice lasts, so its answer cache carries none (what repeats is printed); the
  // pages and searches alternate, so each slice holds as many of each.
  const distinct = new Set<string>();
  for (let k = 0; distinct.size < 240_000 && k < 1_000_000; k += 1) {
    const root = roots[k % roots.length]!;
    const step = Math.floor(k / roots.length);
    distinct.add(
      `/api/products?categoryId=${root.id}&include_subcategories=true&page=${1 + (step % 400)}&limit=${5 + (Math.floor(step / 400) % 96)}&status=published`,
    );
    const name = names[k % names.length]!;
    const turn = Math.floor(k / names.length);
    distinct.add(
      `/api/products?search=${encodeURIComponent(name)}&page=${1 + (turn % 5)}&limit=${5 + (Math.floor(turn / 5) % 96)}`,
    );
  }
  const all = [...distinct];
  const slices = [0, 1, 2, 3].map((n) => all.filter((_, i) => Math.floor(i / 2) % 4 === n));
  type Run = { rps: number; p99: number; errors: number; requests: number; distinct: number };
  const generate = async (api: Api, connections: number, paths: readonly string[]): Promise<Run> => {
    const config = join(dataDir, `scale-run-${api.title.replace(/\s/g, '')}.json`);
    writeFileSync(
      config,
      JSON.stringify({
        origin: api.url,
        paths,
        connections,
        seconds: SECONDS,
        encodings: 'gzip, deflate, br',
      }),
    );
    const child = spawn(process.execPath, [script('tests/bench/load-generator.ts'), config], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    if (code !== 0) throw new Error(`генератор нагрузки завершился с кодом ${code}`);
    return JSON.parse(out.trim().split('\n').at(-1)!) as Run;
  };
  const line = (label: string, run: Run) =>
    `  ${label.padEnd(28)} ${Math.round(run.rps).toLocaleString('ru-RU').padStart(7)} зпр/с, p99 ${run.p99} мс, ошибок ${run.errors}; ` +
    `${run.requests} запросов, ${Math.max(0, run.requests - run.distinct)} из них повторили путь`;
  console.log(
    `\n3. Страницы каталога и поиск в шапке вперемешку (${all.length} разных путей, у каждого прогона свои ${slices[0]!.length}; ${CONNECTIONS} соединений, ${SECONDS} с, генератор в своём процессе; загрузка ${load()}):`,
  );
  for (const [n, api] of apis.entries())
    console.log(line(`${api.title} один`, await generate(api, CONNECTIONS, slices[n]!)));
  const together = await Promise.all(
    apis.map((api, n) => generate(api, Math.max(1, CONNECTIONS / 2), slices[2 + n]!)),
  );
  together.forEach((run, n) => console.log(line(`${apis[n]!.title} (оба сразу)`, run)));
  console.log(
    line('оба вместе', {
      rps: together.reduce((sum, run) => sum + run.rps, 0),
      p99: Math.max(...together.map((run) => run.p99)),
      errors: together.reduce((sum, run) => sum + run.errors, 0),
      requests: together.reduce((sum, run) => sum + run.requests, 0),
      distinct: together.reduce((sum, run) => sum + run.distinct, 0),
    }),
  );

  // ---- 4. memory -------------------------------------------------------------------------------------
  console.log(`\n4. Память после нагрузки (загрузка ${load()}):`);
  for (const api of apis)
    console.log(
      `  ${api.title}: RSS ${mib(memory(api.child.pid!, 'VmRSS'))}, пик ${mib(memory(api.child.pid!, 'VmHWM'))}`,
    );
  console.log(
    `  обработчик проекций: RSS ${mib(memory(worker.pid!, 'VmRSS'))}, пик ${mib(memory(worker.pid!, 'VmHWM'))}`,
  );
} finally {
  await stopAll();
}
