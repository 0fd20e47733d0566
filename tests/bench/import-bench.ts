import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../infra/config.ts';
import { startServer } from '../../backend/app/server.ts';
import { tuneHeap } from '../../backend/app/heap.ts';
import { DEMO_SUPPLIER_PASSWORD, DEMO_SUPPLIERS } from '../../backend/app/seed/index.ts';

/**
 * npm run bench:import — a demo supplier imports a BENCH_ROWS-row (10,000) XLSX price list on the
 * embedded stack (the server runs in this process): the time from the upload until every draft is
 * in the supplier's list, the import rate, the server's peak memory above idle and the longest the
 * event loop was held meanwhile (ADR 0063).
 *
 * Memory is measured as the kernel counts it: idle is VmRSS after a full collection (run with
 * --expose-gc, as the npm script does), the peak is VmHWM (the high-water mark, reset just after
 * idle is read through /proc/self/clear_refs), so no sampler can miss a peak while the loop is
 * held. The workbook is built in another process, so building it weighs nothing here. The heap
 * grows as the server's does (HEAP_GROWING_PERCENT, 50 by default; 0 for V8's own choice).
 */
const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const GOAL_SECONDS = 15;
const GOAL_MIB = 200;
console.log(
  `Машина: ${cpus().length} ядра, ${(totalmem() / 2 ** 30).toFixed(1)} ГиБ ОЗУ, ${cpus()[0]?.model.trim() ?? '?'}, Node ${process.version}; нагрузка (loadavg 1/5/15 мин): ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')}`,
);
if (typeof global.gc !== 'function')
  throw new Error('Запустите с --expose-gc (npm run bench:import): простой меряется после сборки мусора');
const status = (field: 'VmRSS' | 'VmHWM'): number =>
  Number(
    /\s(\d+) kB/.exec(
      readFileSync('/proc/self/status', 'utf8')
        .split('\n')
        .find((line) => line.startsWith(`${field}:`))!,
    )![1],
  ) * 1024;

/**
 * The main thread's CPU time between two turns of a 10 ms timer, every turn (the figure
 * `/metrics` reports as its maximum, ADR 0075). With BENCH_HOLDS set, the holds over 20 ms are
 * written to that file with their end on the monotonic clock (µs), to find them in a CPU profile.
 */
function holdRecorder(): {
  stop(): { max: number; p99: number; over30: number; over40: number; over50: number; turns: number };
} {
  const cpu = () => {
    const { user, system } = process.threadCpuUsage();
    return (user + system) / 1000;
  };
  const all: number[] = [];
  const long: string[] = [];
  let last = cpu();
  const timer = setInterval(() => {
    const now = cpu();
    const hold = now - last;
    all.push(hold);
    if (hold > 20) long.push(`${Number(process.hrtime.bigint() / 1000n)} ${hold.toFixed(1)}`);
    last = now;
  }, 10);
  return {
    stop() {
      clearInterval(timer);
      if (process.env.BENCH_HOLDS) writeFileSync(process.env.BENCH_HOLDS, long.join('\n') + '\n');
      const sorted = [...all].sort((a, b) => a - b);
      const count = (ms: number) => all.filter((hold) => hold > ms).length;
      return {
        max: sorted.at(-1) ?? 0,
        p99: sorted[Math.max(0, Math.ceil(sorted.length * 0.99) - 1)] ?? 0,
        over30: count(30),
        over40: count(40),
        over50: count(50),
        turns: all.length,
      };
    },
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-import-bench-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  PORT: '0',
  WS_PORT: '0',
  LOG_LEVEL: 'warn',
  ...(process.env.HEAP_GROWING_PERCENT ? { HEAP_GROWING_PERCENT: process.env.HEAP_GROWING_PERCENT } : {}),
});
// The heap as `npm start` runs it (ADR 0012): V8's own growth leaves two to three times the live
// data before a full collection, which this figure would count as the import's.
tuneHeap(config.heapGrowingPercent);
const server = await startServer(config);
const request = async <T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> => {
  const response = await fetch(`${server.url}${path}`, {
    ...init,
    headers: { ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}), ...(init.headers ?? {}) },
  }).catch((error: unknown) => {
    throw new Error(`${path}: ${String(error)}`, { cause: error });
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

try {
  const supplier = DEMO_SUPPLIERS[0]!;
  const login = await request<{ accessToken: string }>('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: supplier.email, password: DEMO_SUPPLIER_PASSWORD }),
  });
  const token = login.accessToken;
  const warehouses = await request<Array<{ name: string }>>('/api/warehouses', { token });
  const categories =
    await request<Array<{ name: string; parentId: number | null; is_name_filter: boolean }>>(
      '/api/categories',
    );
  const category = categories.find(
    (c) =>
      c.parentId !== null && !c.is_name_filter && categories.filter((x) => x.name === c.name).length === 1,
  )!.name;

  const file = join(dataDir, 'price.xlsx');
  // Asynchronously: the server in this process keeps its loop (and its connections' timers) meanwhile.
  await promisify(execFile)(process.execPath, [
    fileURLToPath(new URL('./import-workbook.ts', import.meta.url)),
    file,
    String(ROWS),
    category,
    ...(warehouses[0] ? [warehouses[0].name] : []),
  ]);
  const bytes = readFileSync(file);
  console.log(
    `Прайс-лист: ${ROWS} строк, ${(bytes.length / 1024).toFixed(0)} КиБ XLSX (собран в отдельном процессе)`,
  );

  global.gc();
  global.gc();
  const idle = status('VmRSS');
  writeFileSync('/proc/self/clear_refs', '5'); // resets VmHWM to the current RSS
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const holds = holdRecorder();
  const cpu = process.cpuUsage();
  const started = performance.now();
  const form = new FormData();
  form.append('file', new Blob([bytes]), 'price.xlsx');
  const job = await request<{ id: string }>('/api/price-list/import', { method: 'POST', body: form, token });
  const accepted = performance.now();
  let state = { state: 'running', processed: 0, created: 0, rejected: [] as unknown[] };
  while (state.state !== 'done') {
    await new Promise((resolve) => setTimeout(resolve, 100));
    state = await request(`/api/price-list/import/${job.id}`, { token });
  }
  const done = performance.now();
  loop.disable();
  const held = holds.stop();
  const used = process.cpuUsage(cpu);
  const peak = status('VmHWM');
  const mine = await request<{ total: number }>('/api/products?mine=true&limit=1&status=draft', { token });
  const seconds = (done - started) / 1000;
  const above = (peak - idle) / 2 ** 20;
  console.log(`Загрузка файла и проверка строк: ${((accepted - started) / 1000).toFixed(2)} с`);
  console.log(
    `Импорт ${ROWS} строк до последнего черновика в списке: ${seconds.toFixed(2)} с (${(state.created / seconds).toFixed(0)} строк/с; цель < ${GOAL_SECONDS} с — ${seconds < GOAL_SECONDS ? 'да' : 'нет'}); создано ${state.created}, отклонено ${state.rejected.length}; черновиков в списке ${mine.total}`,
  );
  console.log(
    `Память сервера (VmHWM − VmRSS простоя после gc): пик ${(peak / 2 ** 20).toFixed(0)} МиБ, простой ${(idle / 2 ** 20).toFixed(0)} МиБ, выше простоя на ${above.toFixed(0)} МиБ (цель < ${GOAL_MIB} МиБ — ${above < GOAL_MIB ? 'да' : 'нет'})`,
  );
  console.log(
    `Задержка цикла событий во время импорта: p99 ${(loop.percentile(99) / 1e6).toFixed(0)} мс, наибольшая ${(loop.max / 1e6).toFixed(0)} мс (правило: ни одна задача не держит цикл > 50 мс)`,
  );
  console.log(
    `Процессорное время главного потока между двумя ходами цикла (таймер 10 мс): наибольшее ${held.max.toFixed(1)} мс, p99 ${held.p99.toFixed(1)} мс; ходов > 30 мс: ${held.over30}, > 40 мс: ${held.over40}, > 50 мс: ${held.over50} из ${held.turns} (правило: < 50 мс)`,
  );
  console.log(
    `Процессорное время сервера на импорт: ${((used.user + used.system) / 1e6).toFixed(1)} с (не зависит от того, сколько ядер отняли у процесса другие)`,
  );
  console.log(
    `Нагрузка машины после прогона (loadavg 1/5/15 мин): ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')}`,
  );
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
