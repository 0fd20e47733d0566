import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { GCProfiler, getHeapStatistics } from 'node:v8';
import { fileURLToPath } from 'node:url';
import { Session } from 'node:inspector/promises';
import { loadConfig } from '../../infra/config.ts';
import { startServer } from '../../backend/app/server.ts';

/**
 * npm run bench:orders — `POST /api/orders` on the embedded stack with 50 buyers sending at once
 * (each its own account and session), for BENCH_SECONDS (10): orders/s and latency percentiles;
 * then, for a sample, the time from the command's answer until the order is in the seller's list.
 *
 * The server runs in this process and only the server: the buyers are a load generator in its own
 * process (`orders-load.ts`), so their requests' work is not counted in the server's loop and CPU.
 * The goal is the project's: p99 < 50 ms.
 *
 * BENCH_CPU_PROFILE=<file.cpuprofile> samples the server's CPU over the load window only (not the
 * buyers' registration before it, nor the visibility sample after it), for DevTools or a script.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BUYERS = Number(process.env.BENCH_BUYERS ?? 50);
const GOAL_P99_MS = 50;
const PROFILE = process.env.BENCH_CPU_PROFILE;

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
/**
 * Bytes allocated on the heap between two moments: what each collection found in use beyond what
 * the one before left, plus the growth after the last one (from the GC profiler's statistics).
 */
function allocatedBetween(
  before: number,
  collections: ReadonlyArray<{
    beforeGC: { heapStatistics: { usedHeapSize: number } };
    afterGC: { heapStatistics: { usedHeapSize: number } };
  }>,
  after: number,
): number {
  let total = 0;
  let left = before;
  for (const collection of collections) {
    total += Math.max(0, collection.beforeGC.heapStatistics.usedHeapSize - left);
    left = collection.afterGC.heapStatistics.usedHeapSize;
  }
  return total + Math.max(0, after - left);
}
const load = (): string =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
console.log(
  `Машина: ${cpus().length} ядра, ${(totalmem() / 2 ** 30).toFixed(1)} ГиБ ОЗУ, ${cpus()[0]?.model.trim() ?? '?'}, Node ${process.version}; нагрузка (loadavg 1/5/15 мин): ${load()}`,
);

const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-orders-bench-'));
const server = await startServer(
  loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    WS_PORT: '0',
    LOG_LEVEL: 'warn',
    REGISTER_LIMIT_IP: '100000',
    LOGIN_LIMIT_IP: '100000',
  }),
);

type Figures = { products: number; latencies: number[]; failures: number; visible: number[] };
try {
  const generator = fork(
    fileURLToPath(new URL('./orders-load.ts', import.meta.url)),
    [server.url, String(SECONDS), String(BUYERS)],
    { stdio: 'inherit' },
  );
  const exited = new Promise<never>((_, reject) =>
    generator.once('exit', (code) => reject(new Error(`генератор нагрузки завершился с кодом ${code}`))),
  );
  const next = <K extends string>(key: K) =>
    Promise.race([
      exited,
      new Promise<Record<K, unknown>>((resolve) => {
        const listen = (message: Record<string, unknown>) => {
          if (!(key in message)) return;
          generator.off('message', listen);
          resolve(message as Record<K, unknown>);
        };
        generator.on('message', listen);
      }),
    ]);
  await next('ready');
  const profiler = PROFILE ? new Session() : null;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.setSamplingInterval', { interval: 500 });
    await profiler.post('Profiler.start');
  }
  const gc = new GCProfiler();
  gc.start();
  const heapBefore = getHeapStatistics().used_heap_size;
  const cpu = process.cpuUsage();
  generator.send('go');
  await next('loaded');
  const used = process.cpuUsage(cpu);
  const heapAfter = getHeapStatistics().used_heap_size;
  const allocated = allocatedBetween(heapBefore, gc.stop()?.statistics ?? [], heapAfter);
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    writeFileSync(PROFILE!, JSON.stringify(profile));
    profiler.disconnect();
  }
  const { figures } = (await next('figures')) as { figures: Figures };
  generator.kill();
  const { latencies, failures, visible } = figures;
  latencies.sort((a, b) => a - b);
  visible.sort((a, b) => a - b);
  const p99 = percentile(latencies, 99);
  console.log(
    `${BUYERS} покупателей (генератор нагрузки в отдельном процессе), ${figures.products} товаров продавца; ${SECONDS} с нагрузки`,
  );
  console.log(
    `POST /api/orders, ${BUYERS} одновременно: ${(latencies.length / SECONDS).toFixed(0)} заявок/с, p50 ${percentile(latencies, 50).toFixed(1)} мс, p99 ${p99.toFixed(1)} мс (цель < ${GOAL_P99_MS} мс — ${p99 < GOAL_P99_MS ? 'да' : 'нет'}), отказов ${failures}`,
  );
  console.log(
    `Процессорное время сервера под нагрузкой: ${((used.user + used.system) / 1e6).toFixed(1)} с за ${SECONDS} с, ${((used.user + used.system) / 1e3 / Math.max(1, latencies.length + failures)).toFixed(2)} мс на заявку`,
  );
  console.log(
    `Выделено памяти под нагрузкой: ${(allocated / 2 ** 20).toFixed(0)} МиБ, ${(allocated / 1024 / Math.max(1, latencies.length + failures)).toFixed(0)} КиБ на заявку`,
  );
  console.log(
    `От ответа команды до списка продавца: p50 ${percentile(visible, 50).toFixed(1)} мс, p99 ${percentile(visible, 99).toFixed(1)} мс (ответ ждёт проекцию: read-your-writes)`,
  );
  console.log(`Нагрузка машины после прогона (loadavg 1/5/15 мин): ${load()}`);
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
