import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../infra/config.ts';
import { MemoryReadStore } from '../../infra/read-store/index.ts';
import { startServer } from '../../backend/app/server.ts';
import { tuneHeap } from '../../backend/app/heap.ts';
import { DEMO_FAMILIES } from '../../backend/app/seed/index.ts';
import { allProjections, catchUp, offersProjection, partsProjection } from '../../projections/index.ts';
import { fromWrongLayout, parseQuery, type ListQuery } from '../../backend/modules/catalog/index.ts';
import { PartIndex, type PartDoc } from '../../backend/modules/parts/index.ts';

/**
 * npm run bench:parts — parts and offers at 100,000 products laid out as parts (`npm run seed:bulk`:
 * about 25,000 parts with 1 to 8 offers each; ADR 0064, 0073), on the embedded stack:
 * - the header search in process (1000 varied queries, designations among them): the index's
 *   search alone, and the whole path the drop-down asks for (`GET /api/products?search=&limit=5`
 *   and the same search's `GET /api/catalog/summary`, which groups the offers by part), nothing cached;
 * - `GET /api/parts?search=` in process;
 * - the part page's offers table: `GET /api/parts/{id}` in process, and over HTTP beside a bare
 *   `node:http` sending the same status, headers and body bytes as sent (compressed), the load
 *   generator and the bare server in processes of their own (`bare-replay.ts`, `load-generator.ts`,
 *   as in bench:api), and the server-rendered `/part/{id}` the same way (needs `npm run build`);
 * - the heap the `parts` and `offers` read models and the part index add (a full collection before
 *   and after building each into its own in-memory store).
 * BENCH_DATA_DIR reuses a seeded folder; BENCH_PRODUCTS (100000), BENCH_SECONDS (5), BENCH_CONNECTIONS (20).
 * Run with --expose-gc (the npm script does).
 */
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 1000);
const TARGETS = { headerSearchP95Ms: 2, partPageShare: 0.3 };

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('запустите с --expose-gc (npm run bench:parts)');
const heapUsed = (): number => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};
const mib = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(1)} МиБ`;
const ms = (value: number): string => `${value.toFixed(2)} мс`;
const verdict = (ok: boolean): string => (ok ? 'цель достигнута' : 'ЦЕЛЬ НЕ ДОСТИГНУТА');
const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const spread = (times: readonly number[]): string =>
  `p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, p99 ${ms(percentile(times, 99))}`;

console.log(
  `Машина: ${cpus().length} ядра, ${(totalmem() / 2 ** 30).toFixed(1)} ГиБ ОЗУ, ${cpus()[0]?.model.trim() ?? '?'}, Node ${process.version}; ` +
    `загрузка (uptime) ${loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')}`,
);

// ---- data -----------------------------------------------------------------------------------------
const givenDataDir = process.env.BENCH_DATA_DIR;
const dataDir = givenDataDir ?? mkdtempSync(join(tmpdir(), 'marketplace-parts-bench-'));
if (givenDataDir) {
  console.log(`Данные из ${givenDataDir}`);
} else {
  const seeding = spawnSync(
    process.execPath,
    [
      fileURLToPath(new URL('../../backend/app/cli/seed-bulk.ts', import.meta.url)),
      '--products',
      String(PRODUCTS),
    ],
    {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: 'inherit',
    },
  );
  if (seeding.status !== 0) throw new Error(`seed:bulk завершился с кодом ${seeding.status}`);
}
const config = loadConfig({
  DATA_DIR: dataDir,
  PORT: '0',
  WS_PORT: '0',
  LOG_LEVEL: 'warn',
  READ_STORE: process.env.READ_STORE ?? 'memory',
});
const started = performance.now();
tuneHeap(config.heapGrowingPercent);
const server = await startServer(config);
const listening = performance.now() - started;
await server.platform.readModels.waitFor(
  await server.platform.events.headPosition(),
  allProjections.map((p) => p.name),
  15 * 60_000,
);
const index = await server.modules.catalogQueries.sync.current();
const partList = await server.modules.partQueries.list({ page: 1, limit: 1 });
console.log(
  `Сервер слушает через ${(listening / 1000).toFixed(1)} с, готов через ${((performance.now() - started) / 1000).toFixed(1)} с: ` +
    `${index.size} товаров, ${partList.total} номенклатурных позиций`,
);

// ---- the queries: what buyers type in the header, designations among them ---------------------------
/** ЙЦУКЕН letters and the QWERTY keys under them (to type Russian in the wrong layout). */
const LATIN_OF: Record<string, string> = Object.fromEntries(
  [...'йцукенгшщзхъфывапролджэячсмитьбюё'].map((c, i) => [c, "qwertyuiop[]asdfghjkl;'zxcvbnm,.`"[i]!]),
);
let state = 7;
const next = (): number => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
const partsCollection = await server.platform.readModels.collection<PartDoc>(partsProjection.name);
const someParts = await partsCollection.find({ mergedInto: null }, { sort: { id: 1 }, skip: 0, limit: 2000 });
/** A designation as buyers type it: as written, without separators, in Latin look-alikes, its beginning. */
function typedDesignation(designation: string): string {
  const variants = [
    designation,
    designation.replace(/[.\s-]/g, ''),
    designation.replace(/С/g, 'C').replace(/А/g, 'A').replace(/Р/g, 'P'),
    designation.slice(0, Math.max(3, designation.length - 5)),
    designation.replace(/[.-]/g, ' '),
  ];
  return pick(variants);
}
function headerQueries(): string[] {
  const pool: string[] = [
    'колёсную пару',
    'колесных пар',
    'боковую раму',
    'надрессорной балки',
    'пружины',
    'поглощающего аппарата',
    'тормозного цилиндра',
    'автосцепки',
    'тормозные колодки',
  ];
  for (const family of DEMO_FAMILIES) {
    const name = family.name;
    pool.push(name, name.toLocaleLowerCase('ru'));
    for (let k = 2; k <= Math.min(9, name.length); k += 1) pool.push(name.slice(0, k));
    const words = name.split(' ');
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
  }
  pool.push('ГОСТ 4835-2013', 'CA-3', 'ПМК-110', 'ш1тм', '100 00 010');
  const usable = pool.filter((q) => q.trim().length >= 2);
  return Array.from({ length: QUERIES }, (_, i) =>
    i % 3 === 0 ? typedDesignation(pick(someParts).designation) : pick(usable),
  );
}
const sample = headerQueries();
const designations = Array.from({ length: QUERIES }, () => typedDesignation(pick(someParts).designation));

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
const time = async (
  queries: readonly string[],
  run: (query: string) => unknown,
  what = '',
): Promise<number[]> => {
  const times: number[] = [];
  if (what) console.log(`  … ${what}`);
  for (const query of queries) {
    const t = performance.now();
    await run(query);
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b);
};

const catalog = server.modules.catalogQueries;
catalog.cacheAnswers = false;
const indexTimes = await time(
  sample,
  (q) => index.search(parseQuery(q), { statuses: ['published'] }, 0, 5),
  'индекс',
);
/** The drop-down's two calls, as the SPA makes them when the first finds two products or more: the list, then its cards' parts. */
const headerPath = async (q: string): Promise<void> => {
  const list = JSON.parse(await catalog.listJson(listQuery(q), null)) as { products: Array<{ id: number }> };
  if (list.products.length >= 2) await catalog.cards(list.products.map((product) => product.id));
};
/** The same grouping as first built (ADR 0066): the summary of the whole search, facets and all. */
const headerPathWithSummary = async (q: string): Promise<void> => {
  const list = JSON.parse(await catalog.listJson(listQuery(q), null)) as { products: Array<{ id: number }> };
  if (list.products.length >= 2) await catalog.summaryJson(listQuery(q), null);
};
const headerTimes = await time(sample, headerPath, 'путь шапки');
const summaryHeaderTimes = await time(sample, headerPathWithSummary, 'путь шапки со сводкой');
const designationTimes = await time(designations, headerPath, 'обозначения');
catalog.cacheAnswers = true;
const partsSearchTimes = await time(
  sample,
  (q) => server.modules.partQueries.list({ search: q, page: 1, limit: 8 }),
  'GET /api/parts?search=',
);

// ---- the part page ----------------------------------------------------------------------------------
const partIds = someParts.map((doc) => doc.id);
const partOneTimes = await time(
  partIds.slice(0, 1000).map(String),
  (id) => server.modules.partQueries.one(Number(id)),
  'GET /api/parts/{id}',
);
// The widest offers table: a part with the most offers.
let widest = partIds[0]!;
let widestCount = 0;
for (const id of partIds.slice(0, 300)) {
  const { offerCount } = await server.modules.partQueries.one(id);
  if (offerCount > widestCount) [widest, widestCount] = [id, offerCount];
}
const apiPath = `/api/parts/${widest}`;
const pagePath = `/part/${widest}`;
/** As a browser asks (answers above 1 KB come compressed, ADR 0023). */
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
const apiAnswer = await sent(apiPath);
const pageAnswer = await sent(pagePath);
const pageBody = await (await fetch(server.url + pagePath)).text();
const rendered = pageBody.includes('"@type":"AggregateOffer"') || pageBody.includes('AggregateOffer');
const bytesOf = (answer: { body: string }) => Buffer.from(answer.body, 'base64').length;
// The bare server and the load generator in processes of their own (as in bench:api): the bare one
// answers each path with exactly the status, headers and body bytes (compressed) the real one sent.
const answersFile = join(dataDir, 'bare-part-answers.json');
writeFileSync(answersFile, JSON.stringify({ [apiPath]: apiAnswer, [pagePath]: pageAnswer }));
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
type Run = { rps: number; p50?: number; p99: number; errors: number };
/** One run of the load generator in its own process against `url` (origin and path). */
async function load(origin: string, path: string): Promise<Run> {
  const runFile = join(dataDir, 'part-load-run.json');
  writeFileSync(
    runFile,
    JSON.stringify({
      origin,
      paths: [path],
      connections: CONNECTIONS,
      seconds: SECONDS,
      encodings: BROWSER_ENCODINGS,
    }),
  );
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL('./load-generator.ts', import.meta.url)), runFile],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`генератор нагрузки завершился с кодом ${code}`);
  return JSON.parse(out.trim().split('\n').at(-1)!) as Run;
}
await load(bareUrl, apiPath); // warm-up of the load generator
const bareApi = await load(bareUrl, apiPath);
const api = await load(server.url, apiPath);
const barePage = await load(bareUrl, pagePath);
const page = await load(server.url, pagePath);
bare.kill('SIGTERM');

// ---- memory: what the part and offer read models and the part index add -------------------------------
const heap: Array<{ что: string; документов: number; куча: string }> = [];
const keep: unknown[] = [];
for (const definition of [partsProjection, offersProjection]) {
  const before = heapUsed();
  const store = new MemoryReadStore();
  await catchUp({
    definition,
    events: server.platform.events,
    store,
    collection: definition.name,
    batchSize: 5000,
  });
  const added = heapUsed() - before;
  const count = await store.collection(definition.name).count();
  heap.push({ что: `модель чтения ${definition.name}`, документов: count, куча: mib(added) });
  keep.push(store);
}
const partDocs = await partsCollection.find({});
const beforeIndex = heapUsed();
const partIndex = new PartIndex();
for (const doc of partDocs) partIndex.apply(doc);
partIndex.search('рама', undefined);
const indexBytes = heapUsed() - beforeIndex;
const terms = partIndex.terms();
heap.push({
  что: `индекс поиска позиций (${terms.keys} ключей, ${terms.words} слов)`,
  документов: partIndex.size,
  куча: mib(indexBytes),
});
keep.push(partIndex);

// ---- report ---------------------------------------------------------------------------------------------
console.log('');
console.log(
  `Поиск в шапке в процессе, ${QUERIES} запросов (каждый третий — обозначение позиции), без кэша ответов:`,
);
console.log(`  индекс (search, limit 5)                ${spread(indexTimes)}`);
console.log(
  `  весь путь шапки (список + группировка)  ${spread(headerTimes)} (${verdict(percentile(headerTimes, 95) < TARGETS.headerSearchP95Ms)}: p95 < 2 мс)`,
);
console.log(`  тот же путь со сводкой (ADR 0066)      ${spread(summaryHeaderTimes)}`);
console.log(
  `  только обозначения (${QUERIES})           ${spread(designationTimes)} (${verdict(percentile(designationTimes, 95) < TARGETS.headerSearchP95Ms)}: p95 < 2 мс)`,
);
console.log(`  GET /api/parts?search= (limit 8)        ${spread(partsSearchTimes)}`);
console.log(`Страница позиции: GET /api/parts/{id} в процессе, 1000 позиций: ${spread(partOneTimes)}`);
console.log(
  `HTTP (autocannon, ${CONNECTIONS} соединений, ${SECONDS} с; генератор нагрузки и голый node:http — отдельные процессы, ` +
    `голый отвечает ровно статусом, заголовками и сжатыми байтами настоящего), позиция № ${widest} с ${widestCount} предложениями:`,
);
const line = (what: string, run: Run, bareRun: Run, bytes: number) =>
  console.log(
    `  ${what.padEnd(34)} ${Math.round(run.rps).toLocaleString('ru-RU').padStart(7)} зпр/с, p99 ${run.p99} мс — ` +
      `${((run.rps / bareRun.rps) * 100).toFixed(0)}% голого node:http с теми же ${(bytes / 1024).toFixed(1)} КБ как отправлены (${Math.round(bareRun.rps).toLocaleString('ru-RU')} зпр/с; ` +
      `${verdict(run.rps / bareRun.rps >= TARGETS.partPageShare)}: ≥ 30%)`,
  );
line('GET /api/parts/{id}', api, bareApi, bytesOf(apiAnswer));
line(
  `/part/{id} (SSR${rendered ? '' : ', НЕ ОТРИСОВАНА: npm run build'})`,
  page,
  barePage,
  bytesOf(pageAnswer),
);
const errors = [bareApi, api, barePage, page].reduce((sum, run) => sum + run.errors, 0);
if (errors > 0) console.log(`  ошибки и ответы не 2xx: ${errors}`);
console.log('Куча, которую добавляют позиции и предложения (полная сборка мусора до и после):');
console.table(heap);
console.log(
  `Загрузка после прогона (uptime): ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`,
);

await server.close();
if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
