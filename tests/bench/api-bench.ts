import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { loadConfig } from '../../infra/config.ts';
import { startServer } from '../../backend/src/server.ts';
import { tuneHeap } from '../../backend/src/heap.ts';
import { DEMO_FAMILIES } from '../../backend/src/seed/index.ts';
import { allProjections } from '../../projections/index.ts';
import { fromWrongLayout, parseQuery, type ListQuery } from '../../backend/modules/catalog/index.ts';

/**
 * npm run bench:api — the catalogue under load on the embedded stack, in one run:
 * 100,000 products written by `npm run seed:bulk` (its own process) into a fresh DATA_DIR; the
 * real server started in this process; then, beside a bare node:http server answering a fixed JSON, requests/s and p99 of
 * a catalogue page and of the header search (autocannon, in a worker thread), the header search
 * in process (1000 varied queries, p50/p95/p99), and the server's memory.
 * With them 20,000 published services, and `GET /api/services` with a search, filters and a sort.
 * The catalogue narrowed by three of its filters and a sort (ADR 0066) is measured beside its own
 * bare twin (the same bytes), with and without the answer cache, and in process.
 * BENCH_PRODUCTS (100000), BENCH_SERVICES (20000), BENCH_SECONDS (10), BENCH_CONNECTIONS (50) change the run.
 */
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SERVICES = Number(process.env.BENCH_SERVICES ?? 20_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const QUERIES = 1000;
const TARGETS = { searchP95Ms: 10, catalogueShare: 0.3, memoryBytes: 2 ** 30 };

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
const dataDir = givenDataDir ?? mkdtempSync(join(tmpdir(), 'marketplace-api-bench-'));
// READ_STORE as set (as the server alone below takes it from the environment too).
const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', WS_PORT: '0', LOG_LEVEL: 'warn', READ_STORE: process.env.READ_STORE ?? '' });
let started = performance.now();
if (givenDataDir) {
  console.log(`Данные из ${givenDataDir}`);
} else {
  const seeding = spawnSync(
    process.execPath,
    [fileURLToPath(new URL('../../backend/src/cli/seed-bulk.ts', import.meta.url)), '--products', String(PRODUCTS), '--services', String(SERVICES)],
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
await server.platform.readModels.waitFor(head, allProjections.map((p) => p.name), 15 * 60_000);
const caughtUp = performance.now() - started;
const index = await server.modules.catalogQueries.sync.current();
const indexed = performance.now() - started;
console.log(
  `Сервер: слушает через ${(listening / 1000).toFixed(1)} с, проекции догнали журнал через ${(caughtUp / 1000).toFixed(1)} с, ` +
    `индекс каталога (${index.size} товаров) готов через ${(indexed / 1000).toFixed(1)} с`,
);

const categories = (await (await fetch(`${server.url}/api/categories`)).json()) as Array<{ id: number; name: string }>;
const bogie = categories.find((c) => c.name === 'Тележка')!;
const cataloguePath = `/api/products?categoryId=${bogie.id}&include_subcategories=true&page=3&limit=12&status=published`;
const searchPath = `/api/products?search=${encodeURIComponent('колёсная пара')}&limit=5`;
const cataloguePage = await (await fetch(server.url + cataloguePath)).text();
const parsed = JSON.parse(cataloguePage) as { total: number; products: unknown[] };
console.log(`Страница каталога «${bogie.name}»: ${parsed.products.length} из ${parsed.total} товаров, ${cataloguePage.length} байт`);
// A buyer's narrowed catalogue (ADR 0066): the whole catalogue, three filters and a sort, page 2.
const narrowedPath = `/api/products?inStock=true&condition=new&priceFrom=1000&sort=priceAsc&page=2&limit=12&status=published`;
const narrowedPage = await (await fetch(server.url + narrowedPath)).text();
const narrowedParsed = JSON.parse(narrowedPage) as { total: number; products: unknown[] };
console.log(`Каталог с тремя фильтрами и сортировкой: ${narrowedParsed.products.length} из ${narrowedParsed.total} товаров, ${narrowedPage.length} байт`);
const summaryPath = narrowedPath.replace('/api/products?', '/api/catalog/summary?');
const serviceCategories = (await (await fetch(`${server.url}/api/service-categories`)).json()) as Array<{ id: number; name: string }>;
const turning = serviceCategories.find((c) => c.name === 'Дефектоскопия') ?? serviceCategories[0]!;
// A buyer's typical service searches: words with filters and a sort; a category browsed by price.
const servicesSearchPath = `/api/services?search=${encodeURIComponent('обточка колёсных пар')}&priceFrom=1000&priceTo=200000&priceType=fixed,hourly&sort=priceAsc&limit=12`;
const servicesCategoryPath = `/api/services?categoryId=${turning.id}&sort=priceDesc&page=2&limit=12`;
const servicesPage = JSON.parse(await (await fetch(server.url + servicesSearchPath)).text()) as { totalItems: number };
console.log(`Услуги: «обточка колёсных пар» с фильтрами — ${servicesPage.totalItems} найдено`);
const memoryReady = process.memoryUsage().rss;

// ---- header search in process: 1000 varied queries ----------------------------------------------
function queries(): string[] {
  const names = DEMO_FAMILIES.map((family) => family.name);
  const pool: string[] = [];
  const inflected = ['колёсную пару', 'колесных пар', 'боковую раму', 'боковые рамы', 'надрессорной балки', 'пружины', 'клинья фрикционные', 'поглощающего аппарата', 'тормозного цилиндра', 'воздухораспределителя', 'подшипники буксовые', 'автосцепки', 'крышки люка', 'тормозные колодки'];
  pool.push(...inflected);
  for (const name of names) {
    pool.push(name, name.toLocaleLowerCase('ru'));
    const words = name.split(' ');
    for (let k = 2; k <= Math.min(9, name.length); k += 1) pool.push(name.slice(0, k)); // typing
    pool.push(fromWrongLayout(words.slice(0, 2).join(' ').toLocaleLowerCase('ru').replace(/[а-яё]/g, (c) => LATIN_OF[c] ?? c)) ?? '');
    const code = /[\dА-ЯA-Z][\w.×-]*\d[\w.-]*/u.exec(name)?.[0];
    if (code) pool.push(code, code.replace(/[.-]/g, ''), code.replace(/С/g, 'C').replace(/А/g, 'A'));
    const long = words.find((word) => word.length >= 6);
    if (long) pool.push(`${long.slice(0, 3)}${long[4]}${long[3]}${long.slice(5)}`); // a swapped pair: one typo
  }
  pool.push('ГОСТ 4835-2013', '32400-2013', 'гост 1452', 'сталь 20ГЛ', 'rjktcyfz gfhf', 'CA-3', 'ПМК-110', 'ш1тм', '100 00 010');
  const usable = pool.filter((q) => q.trim().length >= 2);
  let state = 7;
  const next = (): number => ((state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
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
// The narrowed list and its facet counts computed in process, nothing cached (the sort varies, so each is new).
const narrowedQuery = (sort: 'priceAsc' | 'priceDesc' | 'name' | 'newest', page: number): ListQuery => ({
  ...listQuery(''),
  search: null,
  page,
  limit: 12,
  narrowing: { priceFrom: 1000, priceTo: null, inStock: true, conditions: ['new'], supplierIds: [], cities: [], leadTimeMax: null, sort },
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

// ---- the bare server: the same bytes, no framework, no work ------------------------------------
const bare: Server = createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end(req.url?.includes('sort=') ? narrowedPage : cataloguePage);
});
await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;

/** As a browser asks (answers above 1 KB come compressed, ADR 0023), or `identity` for none. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
async function load(url: string, encodings = BROWSER_ENCODINGS): Promise<{ rps: number; p99: number; errors: number }> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, workers: 1, headers: { 'accept-encoding': encodings } });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx + result.timeouts };
}
await load(bareUrl + '/'); // warm-up of the load generator
const bareRun = await load(bareUrl + cataloguePath);
const catalogueRun = await load(server.url + cataloguePath);
const searchRun = await load(server.url + searchPath);
// The price of compression: the same pages for a client that takes them as they are.
const catalogueIdentity = await load(server.url + cataloguePath, 'identity');
const searchIdentity = await load(server.url + searchPath, 'identity');
const sizes = async (path: string) => {
  const plain = Buffer.byteLength(await (await fetch(server.url + path, { headers: { 'accept-encoding': 'identity' } })).text());
  const sent = await new Promise<number>((resolve, reject) => {
    request(server.url + path, { headers: { 'accept-encoding': BROWSER_ENCODINGS } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
    })
      .on('error', reject)
      .end();
  });
  return `${(plain / 1024).toFixed(1)} КБ → ${(sent / 1024).toFixed(1)} КБ`;
};
const catalogueSizes = await sizes(cataloguePath);
const searchSizes = await sizes(searchPath);
// The same without the answer cache: every request computed.
server.modules.catalogQueries.cacheAnswers = false;
const catalogueUncached = await load(server.url + cataloguePath);
const searchUncached = await load(server.url + searchPath);
server.modules.catalogQueries.cacheAnswers = true;
const bareNarrowedRun = await load(bareUrl + narrowedPath);
const narrowedRun = await load(server.url + narrowedPath);
const summaryRun = await load(server.url + summaryPath);
server.modules.catalogQueries.cacheAnswers = false;
const narrowedUncached = await load(server.url + narrowedPath);
server.modules.catalogQueries.cacheAnswers = true;
const servicesSearchRun = await load(server.url + servicesSearchPath);
const servicesCategoryRun = await load(server.url + servicesCategoryPath);
const memoryLoaded = process.memoryUsage().rss;

// ---- report ---------------------------------------------------------------------------------------
const share = catalogueRun.rps / bareRun.rps;
const p95 = percentile(cold, 95);
console.log('');
console.log('HTTP (autocannon, %d соединений, %d с, генератор нагрузки в отдельном потоке):', CONNECTIONS, SECONDS);
console.log(`  голый node:http, тот же JSON      ${Math.round(bareRun.rps).toLocaleString('ru-RU').padStart(8)} зпр/с, p99 ${bareRun.p99} мс`);
console.log(
  `  страница каталога                  ${Math.round(catalogueRun.rps).toLocaleString('ru-RU').padStart(8)} зпр/с, p99 ${catalogueRun.p99} мс — ${(share * 100).toFixed(0)}% голого (${verdict(share >= TARGETS.catalogueShare)}: ≥ 30%)`,
);
console.log(`  поиск в шапке (limit=5)            ${Math.round(searchRun.rps).toLocaleString('ru-RU').padStart(8)} зпр/с, p99 ${searchRun.p99} мс`);
console.log(
  `  без сжатия (identity): каталог     ${Math.round(catalogueIdentity.rps).toLocaleString('ru-RU').padStart(8)} зпр/с, p99 ${catalogueIdentity.p99} мс — сжатие стоит ${((1 - catalogueRun.rps / catalogueIdentity.rps) * 100).toFixed(0)}%, ответ ${catalogueSizes}`,
);
console.log(
  `  без сжатия (identity): поиск       ${Math.round(searchIdentity.rps).toLocaleString('ru-RU').padStart(8)} зпр/с, p99 ${searchIdentity.p99} мс — сжатие стоит ${((1 - searchRun.rps / searchIdentity.rps) * 100).toFixed(0)}%, ответ ${searchSizes}`,
);
console.log(
  `  без кэша ответов: каталог          ${Math.round(catalogueUncached.rps).toLocaleString('ru-RU').padStart(8)} зпр/с, p99 ${catalogueUncached.p99} мс — ${((catalogueUncached.rps / bareRun.rps) * 100).toFixed(0)}% голого`,
);
console.log(`  без кэша ответов: поиск            ${Math.round(searchUncached.rps).toLocaleString('ru-RU').padStart(8)} зпр/с, p99 ${searchUncached.p99} мс`);
const narrowedShare = narrowedRun.rps / bareNarrowedRun.rps;
console.log(
  `  каталог: 3 фильтра и сортировка    ${Math.round(narrowedRun.rps).toLocaleString('ru-RU').padStart(8)} зпр/с, p99 ${narrowedRun.p99} мс — ${(narrowedShare * 100).toFixed(0)}% голого с тем же ответом (${Math.round(bareNarrowedRun.rps).toLocaleString('ru-RU')} зпр/с; ${verdict(narrowedShare >= TARGETS.catalogueShare)}: ≥ 30%)`,
);
console.log(
  `    без кэша ответов                 ${Math.round(narrowedUncached.rps).toLocaleString('ru-RU').padStart(8)} зпр/с, p99 ${narrowedUncached.p99} мс — ${((narrowedUncached.rps / bareNarrowedRun.rps) * 100).toFixed(0)}% голого`,
);
console.log(`    счётчики фильтров (summary)      ${Math.round(summaryRun.rps).toLocaleString('ru-RU').padStart(8)} зпр/с, p99 ${summaryRun.p99} мс`);
console.log(
  `  услуги: поиск, фильтры, сортировка ${Math.round(servicesSearchRun.rps).toLocaleString('ru-RU').padStart(8)} зпр/с, p99 ${servicesSearchRun.p99} мс — ${((servicesSearchRun.rps / bareRun.rps) * 100).toFixed(0)}% голого`,
);
console.log(
  `  услуги: категория по цене, стр. 2  ${Math.round(servicesCategoryRun.rps).toLocaleString('ru-RU').padStart(8)} зпр/с, p99 ${servicesCategoryRun.p99} мс — ${((servicesCategoryRun.rps / bareRun.rps) * 100).toFixed(0)}% голого`,
);
const errors = [bareNarrowedRun, narrowedRun, summaryRun, narrowedUncached, bareRun, catalogueRun, searchRun, catalogueIdentity, searchIdentity, catalogueUncached, searchUncached, servicesSearchRun, servicesCategoryRun].reduce((sum, run) => sum + run.errors, 0);
if (errors > 0) console.log(`  ошибки и ответы не 2xx: ${errors}`);
console.log(`Поиск в процессе, ${QUERIES} разных запросов, ${index.size} товаров:`);
console.log(
  `  индекс (первый проход)             p50 ${ms(percentile(cold, 50))}, p95 ${ms(p95)}, p99 ${ms(percentile(cold, 99))} (${verdict(p95 < TARGETS.searchP95Ms)}: p95 < 10 мс)`,
);
console.log(
  `  весь ответ GET /api/products       p50 ${ms(percentile(endpoint, 50))}, p95 ${ms(percentile(endpoint, 95))}, p99 ${ms(percentile(endpoint, 99))}`,
);
console.log(
  `  каталог с 3 фильтрами и сортировкой p50 ${ms(percentile(narrowedTimes, 50))}, p95 ${ms(percentile(narrowedTimes, 95))}, p99 ${ms(percentile(narrowedTimes, 99))} (без кэша, 200 запросов, страницы 1–5, 4 сортировки)`,
);
console.log(
  `  счётчики фильтров того же каталога p50 ${ms(percentile(summaryTimes, 50))}, p95 ${ms(percentile(summaryTimes, 95))}, p99 ${ms(percentile(summaryTimes, 99))} (без кэша)`,
);
const peak = Math.max(memoryReady, memoryLoaded);
const heap = process.memoryUsage();
console.log(
  `Память процесса (RSS): после запуска ${mb(memoryReady)}, после нагрузки ${mb(memoryLoaded)} ` +
    `(${verdict(peak < TARGETS.memoryBytes)}: < 1 ГиБ); куча V8: занято ${mb(heap.heapUsed)} из ${mb(heap.heapTotal)}`,
);

await new Promise<void>((resolve) => bare.close(() => resolve()));
await server.close();

// ---- the server alone, as `npm start` runs it: its own process on the same data ----------------
// The figures above share a process with the load generator and the bare server; this one does not.
const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, () => {
    const free = (probe.address() as AddressInfo).port;
    probe.close(() => resolve(free));
  });
});
const alone = spawn(process.execPath, [fileURLToPath(new URL('../../backend/src/main.ts', import.meta.url))], {
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), WS_PORT: '0', LOG_LEVEL: 'warn' },
  stdio: 'ignore',
});
const aloneUrl = `http://127.0.0.1:${port}`;
const memoryOf = (pid: number, field: 'VmRSS' | 'VmHWM'): number =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
try {
  // Ready when the catalogue index answers a search with hits.
  for (;;) {
    const answer = await fetch(aloneUrl + searchPath).then((r) => (r.ok ? (r.json() as Promise<{ products: unknown[] }>) : null)).catch(() => null);
    if (answer && answer.products.length > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const aloneReady = memoryOf(alone.pid!, 'VmRSS');
  await load(aloneUrl + cataloguePath);
  await load(aloneUrl + searchPath);
  const aloneLoaded = memoryOf(alone.pid!, 'VmRSS');
  const alonePeak = memoryOf(alone.pid!, 'VmHWM');
  console.log(
    `Сервер отдельным процессом (как npm start): RSS после запуска ${mb(aloneReady)}, после нагрузки ${mb(aloneLoaded)}, ` +
      `пик ${mb(alonePeak)} (${verdict(Math.max(aloneReady, aloneLoaded) < TARGETS.memoryBytes)}: < 1 ГиБ)`,
  );
} finally {
  alone.kill('SIGTERM');
  await new Promise((resolve) => alone.once('exit', resolve));
}
if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
