import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { writeFileSync } from 'node:fs';
import { loadConfig } from '../../infra/config.ts';
import { startServer } from '../../backend/app/server.ts';
import { tuneHeap } from '../../backend/app/heap.ts';
import { DEMO_FAMILIES } from '../../backend/app/seed/index.ts';
import { allProjections } from '../../projections/index.ts';
import { buildLikeNpmStart, serverNodeFlags } from './server-command.ts';
import { fromWrongLayout, parseQuery, type ListQuery } from '../../backend/modules/catalog/index.ts';

/**
 * npm run bench:api — the catalogue under load on the embedded stack, in one run:
 * 100,000 products written by `npm run seed:bulk` (its own process) into a fresh DATA_DIR; the
 * real server started in this process, and only it: the load generator (autocannon, `load-generator.ts`)
 * and the bare server (`bare-replay.ts`) run in processes of their own. The bare server answers each
 * path with exactly the status, headers and body bytes (compressed as sent) the real server sent for
 * it, so every family — catalogue, header search, services — is compared with its own bytes. Then the
 * header search in process (1000 varied queries, p50/p95/p99) and the server's memory. The
 * «uncached» runs ask distinct queries only (no path twice) with the answer cache and the index's
 * token cache off, and say so. The goals printed are the project's (TARGETS).
 * With them 20,000 published services, and `GET /api/services` with a search, filters and a sort.
 * The catalogue narrowed by three of its filters and a sort (ADR 0066) is measured beside its own
 * bare twin (the same bytes), with and without the answer cache, and in process.
 * The products come as about 25,000 parts with 1 to 8 offers each (seed:bulk's parts layout, ADR 0073);
 * the header's whole path (the list, then its cards' parts) is timed in process too; `npm run
 * bench:parts` measures the part page and the memory of the parts' read models.
 * BENCH_PRODUCTS (100000), BENCH_SERVICES (20000), BENCH_SECONDS (10), BENCH_CONNECTIONS (50) change the run.
 */
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SERVICES = Number(process.env.BENCH_SERVICES ?? 20_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const QUERIES = 1000;
/** The project's goals (issue 35): ≥ 50 % of the bare server for the catalogue and the header search, the index's p95 < 2 ms, RSS ≤ 400 MiB. */
const TARGETS = { searchP95Ms: 2, share: 0.5, memoryBytes: 400 * 2 ** 20 };

const mb = (bytes: number): string => `${Math.round(bytes / 2 ** 20)} МиБ`;
const ms = (value: number): string => `${value.toFixed(2)} мс`;
const verdict = (ok: boolean): string => (ok ? 'цель достигнута' : 'ЦЕЛЬ НЕ ДОСТИГНУТА');
const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

console.log(
  `Машина: ${cpus().length} ядра, ${(totalmem() / 2 ** 30).toFixed(1)} ГиБ ОЗУ, ${cpus()[0]?.model.trim() ?? '?'}, Node ${process.version}`,
);

// ---- data: `npm run seed:bulk` in its own process, as it is run, so this one is only the server ---
// BENCH_DATA_DIR reuses the data of an earlier `npm run seed:bulk` (kept afterwards), to compare
// settings without writing the products again.
const givenDataDir = process.env.BENCH_DATA_DIR;
buildLikeNpmStart();
const dataDir = givenDataDir ?? mkdtempSync(join(tmpdir(), 'marketplace-api-bench-'));
// READ_STORE and SHUTDOWN_DEADLINE_MS as set (as the server alone below takes them from the
// environment too): at a million products the index snapshot needs a longer stop (ADR 0103).
const config = loadConfig({
  DATA_DIR: dataDir,
  PORT: '0',
  WS_PORT: '0',
  LOG_LEVEL: 'warn',
  READ_STORE: process.env.READ_STORE ?? '',
  SHUTDOWN_DEADLINE_MS: process.env.SHUTDOWN_DEADLINE_MS ?? '',
});
let started = performance.now();
if (givenDataDir) {
  console.log(`Данные из ${givenDataDir}`);
} else {
  const seeding = spawnSync(
    process.execPath,
    [
      fileURLToPath(new URL('../../backend/app/cli/seed-bulk.ts', import.meta.url)),
      '--products',
      String(PRODUCTS),
      '--services',
      String(SERVICES),
    ],
    { env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, stdio: 'inherit' },
  );
  if (seeding.status !== 0) throw new Error(`seed:bulk завершился с кодом ${seeding.status}`);
  console.log(`Данные записаны за ${((performance.now() - started) / 1000).toFixed(1)} с`);
}

// ---- the real server ----------------------------------------------------------------------------
started = performance.now();
tuneHeap(config.heapGrowingPercent); // as main.ts does
const server = await startServer(config);
const listening = performance.now() - started;
const head = await server.platform.events.headPosition();
await server.platform.readModels.waitFor(
  head,
  allProjections.map((p) => p.name),
  15 * 60_000,
);
const caughtUp = performance.now() - started;
const index = await server.modules.catalogQueries.sync.current();
const indexed = performance.now() - started;
console.log(
  `Сервер: слушает через ${(listening / 1000).toFixed(1)} с, проекции догнали журнал через ${(caughtUp / 1000).toFixed(1)} с, ` +
    `индекс каталога (${index.size} товаров) готов через ${(indexed / 1000).toFixed(1)} с`,
);

const categories = (await (await fetch(`${server.url}/api/categories`)).json()) as Array<{
  id: number;
  name: string;
}>;
const bogie = categories.find((c) => c.name === 'Тележка')!;
const cataloguePath = `/api/products?categoryId=${bogie.id}&include_subcategories=true&page=3&limit=12&status=published`;
const searchPath = `/api/products?search=${encodeURIComponent('колёсная пара')}&limit=5`;
const cataloguePage = await (await fetch(server.url + cataloguePath)).text();
const parsed = JSON.parse(cataloguePage) as { total: number; products: unknown[] };
console.log(
  `Страница каталога «${bogie.name}»: ${parsed.products.length} из ${parsed.total} товаров, ${cataloguePage.length} байт`,
);
// A buyer's narrowed catalogue (ADR 0066): the whole catalogue, three filters and a sort, page 2.
const narrowedPath = `/api/products?inStock=true&condition=new&priceFrom=1000&sort=priceAsc&page=2&limit=12&status=published`;
const narrowedPage = await (await fetch(server.url + narrowedPath)).text();
const narrowedParsed = JSON.parse(narrowedPage) as { total: number; products: unknown[] };
console.log(
  `Каталог с тремя фильтрами и сортировкой: ${narrowedParsed.products.length} из ${narrowedParsed.total} товаров, ${narrowedPage.length} байт`,
);
const summaryPath = narrowedPath.replace('/api/products?', '/api/catalog/summary?');
const serviceCategories = (await (await fetch(`${server.url}/api/service-categories`)).json()) as Array<{
  id: number;
  name: string;
}>;
const turning = serviceCategories.find((c) => c.name === 'Дефектоскопия') ?? serviceCategories[0]!;
// A buyer's typical service searches: words with filters and a sort; a category browsed by price.
const servicesSearchPath = `/api/services?search=${encodeURIComponent('обточка колёсных пар')}&priceFrom=1000&priceTo=200000&priceType=fixed,hourly&sort=priceAsc&limit=12`;
const servicesCategoryPath = `/api/services?categoryId=${turning.id}&sort=priceDesc&page=2&limit=12`;
const servicesPage = JSON.parse(await (await fetch(server.url + servicesSearchPath)).text()) as {
  totalItems: number;
};
console.log(`Услуги: «обточка колёсных пар» с фильтрами — ${servicesPage.totalItems} найдено`);
const memoryReady = process.memoryUsage().rss;

// ---- header search in process: 1000 varied queries ----------------------------------------------
function queries(): string[] {
  const names = DEMO_FAMILIES.map((family) => family.name);
  const pool: string[] = [];
  const inflected = [
    'колёсную пару',
    'колесных пар',
    'боковую раму',
    'боковые рамы',
    'надрессорной балки',
    'пружины',
    'клинья фрикционные',
    'поглощающего аппарата',
    'тормозного цилиндра',
    'воздухораспределителя',
    'подшипники буксовые',
    'автосцепки',
    'крышки люка',
    'тормозные колодки',
  ];
  pool.push(...inflected);
  for (const name of names) {
    pool.push(name, name.toLocaleLowerCase('ru'));
    const words = name.split(' ');
    for (let k = 2; k <= Math.min(9, name.length); k += 1) pool.push(name.slice(0, k)); // typing
    pool.push(
      fromWrongLayout(
        words
          .slice(0, 2)
          .join(' ')
          .toLocaleLowerCase('ru')
          .replace(/[а-яё]/g, (c) => LATIN_OF[c] ?? c),
      ) ?? '',
    );
    const code = /[\dА-ЯA-Z][\w.×-]*\d[\w.-]*/u.exec(name)?.[0];
    if (code) pool.push(code, code.replace(/[.-]/g, ''), code.replace(/С/g, 'C').replace(/А/g, 'A'));
    const long = words.find((word) => word.length >= 6);
    if (long) pool.push(`${long.slice(0, 3)}${long[4]}${long[3]}${long.slice(5)}`); // a swapped pair: one typo
  }
  pool.push(
    'ГОСТ 4835-2013',
    '32400-2013',
    'гост 1452',
    'сталь 20ГЛ',
    'rjktcyfz gfhf',
    'CA-3',
    'ПМК-110',
    'ш1тм',
    '100 00 010',
  );
  const usable = pool.filter((q) => q.trim().length >= 2);
  let state = 7;
  const next = (): number => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: QUERIES }, () => usable[Math.floor(next() * usable.length)]!);
}
/** ЙЦУКЕН letters and the QWERTY keys under them (to type Russian in the wrong layout). */
const LATIN_OF: Record<string, string> = Object.fromEntries(
  [...'йцукенгшщзхъфывапролджэячсмитьбюё'].map((c, i) => [c, "qwertyuiop[]asdfghjkl;'zxcvbnm,.`"[i]!]),
);
const sample = queries();
const listQuery = (search: string): ListQuery => ({
  page: 1,
  limit: 5,
  search,
  categoryId: null,
  includeSubcategories: false,
  quality: null,
  name: null,
  statuses: ['published'],
  mine: false,
});
const time = async (run: (query: string) => unknown): Promise<number[]> => {
  const times: number[] = [];
  for (const query of sample) {
    const t = performance.now();
    await run(query);
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b);
};
// Before the HTTP load: the index's first pass over the queries (nothing cached), then the
// endpoint's own code (GET /api/products without HTTP) a second time.
const cold = await time((q) => index.search(parseQuery(q), { statuses: ['published'] }, 0, 5));
const endpoint = await time((q) => server.modules.catalogQueries.list(listQuery(q), null));
// The header's whole path (ADR 0073): the list, then its cards' parts when it found two or more, nothing cached.
server.modules.catalogQueries.cacheAnswers = false;
const header = await time(async (q) => {
  const list = await server.modules.catalogQueries.list(listQuery(q), null);
  if (list.products.length >= 2)
    await server.modules.catalogQueries.cards(list.products.map((product) => product.id));
});
server.modules.catalogQueries.cacheAnswers = true;
// The narrowed list and its facet counts computed in process, nothing cached (the sort varies, so each is new).
const narrowedQuery = (sort: 'priceAsc' | 'priceDesc' | 'name' | 'newest', page: number): ListQuery => ({
  ...listQuery(''),
  search: null,
  page,
  limit: 12,
  narrowing: {
    priceFrom: 1000,
    priceTo: null,
    inStock: true,
    conditions: ['new'],
    supplierIds: [],
    cities: [],
    leadTimeMax: null,
    sort,
  },
});
const SORTS = ['priceAsc', 'priceDesc', 'name', 'newest'] as const;
// 200 of the queries: each is a pass over the whole catalogue's candidates.
const narrowedSample = sample.slice(0, 200);
const timeNarrowed = async (run: (query: string) => Promise<unknown>): Promise<number[]> => {
  const times: number[] = [];
  for (const query of narrowedSample) {
    const t = performance.now();
    await run(query);
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b);
};
const narrowedTimes = await timeNarrowed(async (q) => {
  const query = narrowedQuery(SORTS[q.length % SORTS.length]!, 1 + (q.length % 5));
  await server.modules.catalogQueries.list(query, null);
});
server.modules.catalogQueries.cacheAnswers = false;
const summaryTimes = await timeNarrowed(async (q) => {
  await server.modules.catalogQueries.summaryJson(narrowedQuery(SORTS[q.length % SORTS.length]!, 1), null);
});
server.modules.catalogQueries.cacheAnswers = true;

// ---- the bare server: the same bytes, no framework, no work (its own process) ------------------
/** As a browser asks (answers above 1 KB come compressed, ADR 0023), or `identity` for none. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
/** What the real server sends for `path`: status, headers and body bytes exactly as they went out. */
const sent = (path: string) =>
  new Promise<{ status: number; headers: Array<[string, string]>; body: string }>((resolve, reject) => {
    request(server.url + path, { headers: { 'accept-encoding': BROWSER_ENCODINGS } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const headers: Array<[string, string]> = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          headers.push([res.rawHeaders[i]!, res.rawHeaders[i + 1]!]);
        resolve({ status: res.statusCode!, headers, body: Buffer.concat(chunks).toString('base64') });
      });
    })
      .on('error', reject)
      .end();
  });
const replayed = [cataloguePath, searchPath, narrowedPath, servicesSearchPath, servicesCategoryPath];
const answersFile = join(dataDir, 'bare-answers.json');
writeFileSync(
  answersFile,
  JSON.stringify(
    Object.fromEntries(await Promise.all(replayed.map(async (path) => [path, await sent(path)] as const))),
  ),
);
const bare = spawn(
  process.execPath,
  [fileURLToPath(new URL('./bare-replay.ts', import.meta.url)), answersFile],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
const barePort = await new Promise<number>((resolve, reject) => {
  bare.stdout!.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
  bare.once('exit', (code) => reject(new Error(`голый сервер завершился с кодом ${code}`)));
});
const bareUrl = `http://127.0.0.1:${barePort}`;

type Run = { rps: number; p99: number; errors: number; requests: number; distinct: number };
/** One run of the load generator in its own process, against `origin`, asking `paths` in turn. */
async function load(
  origin: string,
  paths: string | readonly string[],
  encodings = BROWSER_ENCODINGS,
): Promise<Run> {
  const config = join(dataDir, 'load-run.json'); // a file: 200,000 paths do not fit in the arguments
  writeFileSync(
    config,
    JSON.stringify({
      origin,
      paths: typeof paths === 'string' ? [paths] : paths,
      connections: CONNECTIONS,
      seconds: SECONDS,
      encodings,
    }),
  );
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL('./load-generator.ts', import.meta.url)), config],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`генератор нагрузки завершился с кодом ${code}`);
  return JSON.parse(out.trim().split('\n').at(-1)!) as Run;
}
/** Distinct catalogue and search paths: more than any run sends, so none is asked twice. */
const DISTINCT = 200_000;
const distinctCatalogue = Array.from(
  { length: DISTINCT },
  (_, i) =>
    `/api/products?categoryId=${bogie.id}&include_subcategories=true&page=${1 + (i % 400)}&limit=${5 + ((i / 400) | 0)}&status=published`,
);
const distinctSearch = Array.from(
  { length: DISTINCT },
  (_, i) =>
    `/api/products?search=${encodeURIComponent(sample[i % sample.length]!)}&limit=${5 + ((i / sample.length) | 0)}`,
);
const distinctNarrowed = Array.from(
  { length: DISTINCT },
  (_, i) =>
    `/api/products?inStock=true&condition=new&priceFrom=${1000 + ((i / 8) | 0)}&sort=${SORTS[i % 4]}&page=${1 + (((i / 4) % 2) | 0)}&limit=12&status=published`,
);

await load(bareUrl, cataloguePath); // warm-up of the load generator
const bareRun = await load(bareUrl, cataloguePath);
const catalogueRun = await load(server.url, cataloguePath);
const bareSearchRun = await load(bareUrl, searchPath);
const searchRun = await load(server.url, searchPath);
// The price of compression: the same pages for a client that takes them as they are.
const catalogueIdentity = await load(server.url, cataloguePath, 'identity');
const searchIdentity = await load(server.url, searchPath, 'identity');
const sizes = async (path: string) => {
  const plain = Buffer.byteLength(
    await (await fetch(server.url + path, { headers: { 'accept-encoding': 'identity' } })).text(),
  );
  const bytes = Buffer.from((await sent(path)).body, 'base64').length;
  return `${(plain / 1024).toFixed(1)} КБ → ${(bytes / 1024).toFixed(1)} КБ`;
};
const catalogueSizes = await sizes(cataloguePath);
const searchSizes = await sizes(searchPath);
// Cold: distinct queries only, with the answer cache and the index's token cache off.
server.modules.catalogQueries.cacheAnswers = false;
index.cacheTokens = false;
const catalogueUncached = await load(server.url, distinctCatalogue);
const searchUncached = await load(server.url, distinctSearch);
const narrowedUncached = await load(server.url, distinctNarrowed);
server.modules.catalogQueries.cacheAnswers = true;
index.cacheTokens = true;
const bareNarrowedRun = await load(bareUrl, narrowedPath);
const narrowedRun = await load(server.url, narrowedPath);
const summaryRun = await load(server.url, summaryPath);
const bareServicesSearchRun = await load(bareUrl, servicesSearchPath);
const servicesSearchRun = await load(server.url, servicesSearchPath);
const bareServicesCategoryRun = await load(bareUrl, servicesCategoryPath);
const servicesCategoryRun = await load(server.url, servicesCategoryPath);
const memoryLoaded = process.memoryUsage().rss;

// ---- report ---------------------------------------------------------------------------------------
const p95 = percentile(cold, 95);
const rps = (run: Run) => Math.round(run.rps).toLocaleString('ru-RU').padStart(8);
/** A family against the bare server answering its own bytes; `goal` when the project sets one. */
const family = (label: string, run: Run, bareOf: Run, goal: boolean) => {
  const share = run.rps / bareOf.rps;
  console.log(
    `  ${label.padEnd(34)} ${rps(run)} зпр/с, p99 ${run.p99} мс — ${(share * 100).toFixed(0)}% голого с теми же байтами (${rps(bareOf).trim()} зпр/с)` +
      (goal ? ` (${verdict(share >= TARGETS.share)}: ≥ 50%)` : ''),
  );
};
const uncached = (label: string, run: Run, bareOf: Run) =>
  console.log(
    `  ${label.padEnd(34)} ${rps(run)} зпр/с, p99 ${run.p99} мс — ${((run.rps / bareOf.rps) * 100).toFixed(0)}% голого; ${run.requests} запросов, все разные (${run.distinct} разных путей)`,
  );
console.log('');
console.log(
  `HTTP (autocannon, ${CONNECTIONS} соединений, ${SECONDS} с; генератор нагрузки и голый node:http — отдельные процессы, голый отвечает ровно байтами настоящего):`,
);
family('страница каталога', catalogueRun, bareRun, true);
family('поиск в шапке (limit=5)', searchRun, bareSearchRun, true);
family('каталог: 3 фильтра и сортировка', narrowedRun, bareNarrowedRun, false);
console.log(
  `  ${'счётчики фильтров (summary)'.padEnd(34)} ${rps(summaryRun)} зпр/с, p99 ${summaryRun.p99} мс`,
);
family('услуги: поиск, фильтры, сортировка', servicesSearchRun, bareServicesSearchRun, false);
family('услуги: категория по цене, стр. 2', servicesCategoryRun, bareServicesCategoryRun, false);
console.log(
  `  без сжатия (identity): каталог     ${rps(catalogueIdentity)} зпр/с, p99 ${catalogueIdentity.p99} мс — сжатие стоит ${((1 - catalogueRun.rps / catalogueIdentity.rps) * 100).toFixed(0)}%, ответ ${catalogueSizes}`,
);
console.log(
  `  без сжатия (identity): поиск       ${rps(searchIdentity)} зпр/с, p99 ${searchIdentity.p99} мс — сжатие стоит ${((1 - searchRun.rps / searchIdentity.rps) * 100).toFixed(0)}%, ответ ${searchSizes}`,
);
console.log('  Без кэшей: кэш ответов каталога и кэш слов индекса выключены, каждый запрос другой:');
uncached('каталог, разные страницы', catalogueUncached, bareRun);
uncached('поиск в шапке, разные запросы', searchUncached, bareSearchRun);
uncached('каталог с фильтрами, разные', narrowedUncached, bareNarrowedRun);
console.log('  Кэши в остальных прогонах: кэш ответов каталога и кэш слов индекса включены (как в работе).');
const errors = [
  bareNarrowedRun,
  narrowedRun,
  summaryRun,
  narrowedUncached,
  bareRun,
  catalogueRun,
  bareSearchRun,
  searchRun,
  catalogueIdentity,
  searchIdentity,
  catalogueUncached,
  searchUncached,
  bareServicesSearchRun,
  servicesSearchRun,
  bareServicesCategoryRun,
  servicesCategoryRun,
].reduce((sum, run) => sum + run.errors, 0);
if (errors > 0) console.log(`  ошибки и ответы не 2xx: ${errors}`);
console.log(`Поиск в процессе, ${QUERIES} разных запросов, ${index.size} товаров:`);
console.log(
  `  индекс (первый проход)             p50 ${ms(percentile(cold, 50))}, p95 ${ms(p95)}, p99 ${ms(percentile(cold, 99))} (${verdict(p95 < TARGETS.searchP95Ms)}: p95 < 2 мс)`,
);
console.log(
  `  весь ответ GET /api/products       p50 ${ms(percentile(endpoint, 50))}, p95 ${ms(percentile(endpoint, 95))}, p99 ${ms(percentile(endpoint, 99))}`,
);
console.log(
  `  шапка: список + позиции (без кэша)  p50 ${ms(percentile(header, 50))}, p95 ${ms(percentile(header, 95))}, p99 ${ms(percentile(header, 99))} (${verdict(percentile(header, 95) < 2)}: p95 < 2 мс)`,
);
console.log(
  `  каталог с 3 фильтрами и сортировкой p50 ${ms(percentile(narrowedTimes, 50))}, p95 ${ms(percentile(narrowedTimes, 95))}, p99 ${ms(percentile(narrowedTimes, 99))} (без кэша, 200 запросов, страницы 1–5, 4 сортировки)`,
);
console.log(
  `  счётчики фильтров того же каталога p50 ${ms(percentile(summaryTimes, 50))}, p95 ${ms(percentile(summaryTimes, 95))}, p99 ${ms(percentile(summaryTimes, 99))} (без кэша)`,
);
const heap = process.memoryUsage();
console.log(
  `Память этого процесса (RSS, сервер и измерения в процессе): после запуска ${mb(memoryReady)}, после нагрузки ${mb(memoryLoaded)}, ` +
    `куча V8: занято ${mb(heap.heapUsed)} из ${mb(heap.heapTotal)} (цель проверяется ниже, на сервере в своём процессе)`,
);

bare.kill('SIGTERM');
await server.close();

// ---- the server alone, as `npm start` runs it: its own process on the same data ----------------
// The figures above share the server's process with its in-process measurements; this one does not.
const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, () => {
    const free = (probe.address() as AddressInfo).port;
    probe.close(() => resolve(free));
  });
});
const alone = spawn(
  process.execPath,
  [...serverNodeFlags(), fileURLToPath(new URL('../../backend/app/main.ts', import.meta.url))],
  {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), WS_PORT: '0', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  },
);
const aloneUrl = `http://127.0.0.1:${port}`;
const memoryOf = (pid: number, field: 'VmRSS' | 'VmHWM'): number =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) *
  1024;
try {
  // Ready when the catalogue index answers a search with hits.
  for (;;) {
    const answer = await fetch(aloneUrl + searchPath)
      .then((r) => (r.ok ? (r.json() as Promise<{ products: unknown[] }>) : null))
      .catch(() => null);
    if (answer && answer.products.length > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const aloneReady = memoryOf(alone.pid!, 'VmRSS');
  await load(aloneUrl, cataloguePath);
  await load(aloneUrl, searchPath);
  const aloneLoaded = memoryOf(alone.pid!, 'VmRSS');
  const alonePeak = memoryOf(alone.pid!, 'VmHWM');
  console.log(
    `Сервер отдельным процессом (как npm start): RSS после запуска ${mb(aloneReady)}, после нагрузки ${mb(aloneLoaded)}, ` +
      `пик (VmHWM) ${mb(alonePeak)} (${verdict(alonePeak <= TARGETS.memoryBytes)}: ≤ 400 МиБ)`,
  );
} finally {
  alone.kill('SIGTERM');
  await new Promise((resolve) => alone.once('exit', resolve));
}
if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
