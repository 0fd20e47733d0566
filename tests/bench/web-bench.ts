import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../scripts/chromium.ts';
import { startTestServer } from '../support/test-server.ts';

/**
 * npm run bench:web — the home route in headless Chromium against the real server (embedded
 * stack, demo seed): the JavaScript it loads, as served (its size and its size on the wire with the
 * server's own Content-Encoding), the first load (what the HTML names) apart from the lazily loaded
 * route chunks, and its largest contentful paint; then Lighthouse (the `lighthouse` package, in
 * Debian's Chromium) on the public pages of issue 19, mobile and desktop: the scores, LCP, TBT,
 * CLS and bytes on the wire, the median of `LIGHTHOUSE_RUNS` (3) runs. Run `npm run build` first
 * (the script checks). `LIGHTHOUSE=0` skips it; `LIGHTHOUSE_FORMS=mobile` (or `desktop`) measures
 * one form only; `LIGHTHOUSE_PAGES=/,/news` only the pages whose path starts with one of these
 * (`/news` also takes `/news/{id}`; `=` before a path matches it exactly).
 *
 * `COMPARE_SPA_DIR=/path/to/other/dist` (a build kept aside, its `dist-server` beside it) starts a
 * second server on that build and measures both in turn, page by page and run by run (A B A B …):
 * on a shared machine whose load drifts the pairs stay comparable. Each page then gets a row per
 * build (B is the other build, A this one).
 */
const RUNS = Number(process.env.RUNS ?? 5);
/** Lighthouse runs per page and form; the median is reported, every score beside it. */
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const DEBUGGING_PORT = 9300 + Math.floor(Math.random() * 500);
const FORMS = (process.env.LIGHTHOUSE_FORMS ?? 'mobile,desktop').split(',');
const PAGE_FILTER = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean) ?? [];
const COMPARE_SPA_DIR = process.env.COMPARE_SPA_DIR;
/** `LIGHTHOUSE_DETAIL=1`: under each median run, its LCP element and phases, long tasks and scripts' CPU time. */
const DETAIL = process.env.LIGHTHOUSE_DETAIL === '1';

// `SPA_DIR` measures a build kept elsewhere (inside the repository: its renderer imports node_modules).
const server = await startTestServer({ env: process.env.SPA_DIR ? { SPA_DIR: process.env.SPA_DIR } : {} });
const other = COMPARE_SPA_DIR ? await startTestServer({ env: { SPA_DIR: COMPARE_SPA_DIR } }) : null;
const browser = await chromium.launch({
  ...CHROMIUM_LAUNCH_OPTIONS,
  args: [...CHROMIUM_LAUNCH_OPTIONS.args, `--remote-debugging-port=${DEBUGGING_PORT}`],
});
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} КБ`;
/** A script as the server sent it: its size decoded, its size on the wire and its Content-Encoding. */
type Served = { raw: number; wire: number; encoding: string };

try {
  console.log(
    `Машина: ${cpus().length} ядра, ${(totalmem() / 2 ** 30).toFixed(0)} ГиБ, ${cpus()[0]?.model ?? ''}, Node ${process.version}, ${browser.version()}`,
  );
  const lcps: number[] = [];
  let scripts = new Map<string, Served>();
  for (let run = 0; run < RUNS; run += 1) {
    // A fresh context per run: a cold cache, as a first visit.
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'ru-RU' });
    const page = await context.newPage();
    const loaded = new Map<string, Served>();
    page.on('response', async (response) => {
      const url = response.url();
      if (!url.endsWith('.js') || !url.startsWith(server.url)) return;
      // As served: the bytes on the wire (the body as encoded) and the encoding the server chose.
      const [body, sizes, encoding] = await Promise.all([
        response.body(),
        response.request().sizes(),
        response.headerValue('content-encoding'),
      ]);
      loaded.set(url, { raw: body.length, wire: sizes.responseBodySize, encoding: encoding ?? 'нет' });
    });
    // Runs in the page (as a string: this script is type-checked without the DOM library).
    await page.addInitScript({
      content: `window.__lcp = 0; new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__lcp = entry.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });`,
    });
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // LCP is final at the first input; read it after the page settled.
    const lcp = Number(await page.evaluate('window.__lcp'));
    lcps.push(lcp);
    if (run === 0) scripts = loaded;
    await context.close();
  }
  if (scripts.size === 0) throw new Error('Сборка SPA не найдена: выполните npm run build');
  // The first load is what the page's HTML names (its entry script and the modules it preloads);
  // everything else was a lazily loaded chunk (a route's).
  const html = await (await fetch(`${server.url}/`)).text();
  const initial = new Set(
    [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map(
      (m) => new URL(m[1]!, server.url).href,
    ),
  );
  for (const [title, urls] of [
    [
      'JavaScript первой загрузки «/» (названный её HTML)',
      [...scripts.keys()].filter((url) => initial.has(url)),
    ],
    [
      'JavaScript, подгруженный лениво (чанки маршрутов)',
      [...scripts.keys()].filter((url) => !initial.has(url)),
    ],
  ] as const) {
    let raw = 0;
    let wire = 0;
    console.log(`${title}:`);
    for (const url of [...urls].sort((a, b) => scripts.get(b)!.raw - scripts.get(a)!.raw)) {
      const file = scripts.get(url)!;
      raw += file.raw;
      wire += file.wire;
      console.log(
        `  ${new URL(url).pathname.padEnd(44)} ${kb(file.raw).padStart(10)}  передано ${kb(file.wire).padStart(9)} (Content-Encoding: ${file.encoding})`,
      );
    }
    console.log(
      `  всего: ${urls.length} файлов, ${kb(raw)}, передано ${kb(wire)}${title.startsWith('JavaScript первой') ? ' (цель ≤ 120 КБ переданных)' : ''}`,
    );
  }
  const sorted = [...lcps].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  console.log(
    `LCP «/» (${RUNS} холодных загрузок): медиана ${median.toFixed(0)} мс, min ${sorted[0]?.toFixed(0)} мс, max ${sorted.at(-1)?.toFixed(0)} мс`,
  );
  if (process.env.LIGHTHOUSE !== '0') await lighthouseTable();
} finally {
  await browser.close();
  await server.stop();
  await other?.stop();
}

/**
 * Lighthouse on every public page kind (issue 36: a category, a news item and a service too),
 * mobile (its default: slow 4G, 4× CPU) and desktop.
 */
async function lighthouseTable(): Promise<void> {
  const read = async <T>(path: string): Promise<T> =>
    (await (await fetch(`${server.url}${path}`)).json()) as T;
  const products = await read<{ products: Array<{ id: number }> }>('/api/products?limit=1');
  const categories = await read<Array<{ slug: string }>>('/api/categories?tree_view=true');
  const newsId = (await read<{ news: Array<{ id: number }> }>('/api/news?limit=1')).news[0]?.id;
  const serviceId = (await read<{ services: Array<{ id: number }> }>('/api/services?limit=1')).services[0]
    ?.id;
  const partId = (await read<{ parts: Array<{ id: number }> }>('/api/parts?limit=1')).parts[0]?.id;
  const serviceCategory = (await read<Array<{ slug: string }>>('/api/service-categories'))[0]?.slug;
  const pages = [
    '/',
    '/catalog',
    ...(categories[0] ? [`/catalog/${categories[0].slug}`] : []),
    `/product/${products.products[0]!.id}`,
    ...(partId ? [`/part/${partId}`] : []),
    '/news',
    ...(newsId ? [`/news/${newsId}`] : []),
    '/services',
    ...(serviceCategory ? [`/services/${serviceCategory}`] : []),
    ...(serviceId ? [`/service/${serviceId}`] : []),
  ].filter(
    (path) =>
      PAGE_FILTER.length === 0 ||
      PAGE_FILTER.some((wanted) =>
        wanted.startsWith('=') ? path === wanted.slice(1) : path === wanted || path.startsWith(`${wanted}/`),
      ),
  );
  // Both servers run the same seed, so the same paths name the same things.
  const builds = other
    ? ([
        ['A', server.url],
        ['B', other.url],
      ] as const)
    : ([['', server.url]] as const);
  const score = (value: number | null | undefined) =>
    value === null || value === undefined ? '—' : String(Math.round(value * 100));
  console.log(
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, ${browser.version()}`,
  );
  console.log(
    `страница            форма     произв.  SEO  доступн.    LCP      TBT    CLS    байт   (произв. всех ${LIGHTHOUSE_RUNS} прогонов; строка — медианный)`,
  );
  const forms = (
    [
      ['мобильная', undefined, 'mobile'],
      ['настольная', desktopConfig, 'desktop'],
    ] as const
  ).filter(([, , name]) => FORMS.includes(name));
  for (const path of pages) {
    for (const [form, config] of forms) {
      // TBT on a small machine varies from run to run: the median run by performance score is shown.
      const runsOf = new Map<string, Array<NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']>>(
        builds.map(([name]) => [name, []]),
      );
      for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
        for (const [name, origin] of builds) {
          // A run whose trace Chromium lost (NO_NAVSTART on a loaded machine) is taken again, once.
          for (let attempt = 0; attempt < 2; attempt += 1) {
            const result = await lighthouse(
              `${origin}${path}`,
              {
                port: DEBUGGING_PORT,
                output: 'json',
                logLevel: 'error',
                onlyCategories: ['performance', 'seo', 'accessibility'],
              },
              config,
            );
            if (!result) throw new Error(`Lighthouse не ответил для ${path}`);
            if (!result.lhr.runtimeError) {
              runsOf.get(name)!.push(result.lhr);
              break;
            }
            console.log(
              `  ${path} ${form}: ${result.lhr.runtimeError.code} — ${result.lhr.runtimeError.message}`,
            );
          }
        }
      }
      for (const [name] of builds) {
        const runs = runsOf.get(name)!;
        runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
        const median = runs[Math.floor(runs.length / 2)];
        if (!median) continue;
        const { categories, audits } = median;
        const spread = runs.map((lhr) => score(lhr.categories.performance?.score)).join('/');
        const ms = (id: string) => `${Math.round(audits[id]?.numericValue ?? 0)} мс`;
        console.log(
          [
            `${name ? `${name} ` : ''}${path}`.padEnd(19),
            form.padEnd(10),
            score(categories.performance?.score).padStart(6),
            score(categories.seo?.score).padStart(5),
            score(categories.accessibility?.score).padStart(8),
            ms('largest-contentful-paint').padStart(9),
            ms('total-blocking-time').padStart(8),
            (audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3).padStart(6),
            kb(audits['total-byte-weight']?.numericValue ?? 0).padStart(10),
            `  (${spread})`,
          ].join(' '),
        );
        if (DETAIL) printDetail(median);
        if (process.env.LIGHTHOUSE_SAVE)
          writeFileSync(
            join(process.env.LIGHTHOUSE_SAVE, `${name || 'run'}${path.replaceAll('/', '_')}-${form}.json`),
            JSON.stringify(median),
          );
      }
    }
  }
}

interface AuditDetails {
  readonly items?: ReadonlyArray<Record<string, unknown>>;
}

/** What a run's time went to: the largest paint's element and phases, the long tasks, each script's CPU. */
function printDetail(lhr: { audits: Record<string, { details?: unknown; numericValue?: number }> }): void {
  const items = (id: string) => ((lhr.audits[id]?.details ?? {}) as AuditDetails).items ?? [];
  const short = (url: unknown) => String(url ?? '').replace(/^https?:\/\/[^/]+/, '') || '(документ)';
  const element = items('largest-contentful-paint-element')[0] as
    { items?: Array<{ node?: { snippet?: string } }> } | undefined;
  console.log(`      LCP: ${element?.items?.[0]?.node?.snippet?.slice(0, 120) ?? '—'}`);
  const phases = items('lcp-breakdown-insight').length
    ? items('lcp-breakdown-insight')
    : ((
        items('largest-contentful-paint-element')[1] as { items?: Array<Record<string, unknown>> } | undefined
      )?.items ?? []);
  if (phases.length)
    console.log(
      `      фазы LCP: ${phases.map((phase) => `${String(phase.phase ?? phase.label ?? '')} ${Math.round(Number(phase.timing ?? phase.duration ?? 0))} мс`).join(', ')}`,
    );
  for (const task of items('long-tasks').slice(0, 8)) {
    console.log(
      `      долгая задача ${Math.round(Number(task.startTime))} мс +${Math.round(Number(task.duration))} мс ${short(task.url)}`,
    );
  }
  const work = items('mainthread-work-breakdown').map(
    (group) => `${String(group.groupLabel)} ${Math.round(Number(group.duration))} мс`,
  );
  console.log(`      главный поток: ${work.join(', ')}`);
  for (const script of items('bootup-time').slice(0, 5)) {
    console.log(
      `      скрипт ${short(script.url).padEnd(40)} выполнение ${Math.round(Number(script.scripting))} мс, разбор ${Math.round(Number(script.scriptParseCompile))} мс`,
    );
  }
}
