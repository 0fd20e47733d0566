import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createBackup, restoreBackup } from '../../backend/app/backup/index.ts';

/**
 * npm run bench:backup — `npm run backup` and `npm run restore` on the catalogue of 100,000
 * products (ADR 0054): the data written by `npm run seed:bulk` in its own process into a fresh
 * DATA_DIR; a backup of it, a restore of that backup, then a backup of the restored folder while
 * another process appends events all the time (as a running server does), with the writer's pace
 * before and during the copy. BENCH_PRODUCTS (100000) changes the size; BENCH_DATA_DIR reuses the
 * data of an earlier `seed:bulk` (only read: the writer writes into the restored copy).
 */
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);

const mb = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(1)} МиБ`;
const s = (ms: number): string => `${(ms / 1000).toFixed(1)} с`;
const rate = (bytes: number, ms: number): string => `${(bytes / 2 ** 20 / (ms / 1000)).toFixed(0)} МиБ/с`;

console.log(
  `Машина: ${cpus().length} ядра, ${(totalmem() / 2 ** 30).toFixed(1)} ГиБ ОЗУ, ${cpus()[0]?.model.trim() ?? '?'}, Node ${process.version}, ` +
    `средняя нагрузка ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}`,
);

const work = mkdtempSync(join(tmpdir(), 'marketplace-backup-bench-'));
const givenDataDir = process.env.BENCH_DATA_DIR;
const dataDir = givenDataDir ?? join(work, 'data');
try {
  if (givenDataDir) {
    console.log(`Данные из ${givenDataDir}`);
  } else {
    const started = performance.now();
    const seeding = spawnSync(
      process.execPath,
      [
        fileURLToPath(new URL('../../backend/app/cli/seed-bulk.ts', import.meta.url)),
        '--products',
        String(PRODUCTS),
      ],
      { env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, stdio: 'inherit' },
    );
    if (seeding.status !== 0) throw new Error(`seed:bulk завершился с кодом ${seeding.status}`);
    console.log(`Данные записаны за ${s(performance.now() - started)}`);
  }

  // ---- backup of a quiet data folder ------------------------------------------------------------
  const quiet = await createBackup({ dataDir, to: join(work, 'backup') });
  const log = quiet.manifest.eventStore;
  console.log(
    `Копия: ${s(quiet.ms)}, ${mb(quiet.bytes)} (${rate(quiet.bytes, quiet.ms)}): журнал ${mb(log.bytes)}, ${log.events} событий в ${log.streams} потоках; ` +
      `${quiet.manifest.files.length} файлов, ${mb(quiet.manifest.files.reduce((sum, f) => sum + f.bytes, 0))}`,
  );

  // ---- restore of that backup into a fresh folder -----------------------------------------------
  const restoredDir = join(work, 'restored');
  const restored = await restoreBackup({ from: quiet.path, dataDir: restoredDir });
  console.log(
    `Восстановление (сверка SHA-256 и quick_check): ${s(restored.ms)}, ${mb(restored.bytes)} (${rate(restored.bytes, restored.ms)})`,
  );

  // ---- backup while another process appends, as a running server does --------------------------
  const writerScript = join(work, 'writer.ts');
  writeFileSync(
    writerScript,
    `import { SqliteEventStore } from ${JSON.stringify(pathToFileURL(fileURLToPath(new URL('../../infra/event-store/sqlite.ts', import.meta.url))).href)};
const store = new SqliteEventStore(${JSON.stringify(join(restoredDir, 'events.sqlite'))});
const metadata = { userId: null, role: null, at: new Date().toISOString(), correlationId: 'bench', causationId: null };
let appended = 0;
let slowest = 0;
let told = performance.now();
for (let n = 0; ; n += 1) {
  const started = performance.now();
  await store.append('bench-writer-' + n, [{ id: crypto.randomUUID(), type: 'BenchTick', data: { n, text: 'ж'.repeat(500) }, metadata }], 'no_stream');
  const now = performance.now();
  slowest = Math.max(slowest, now - started);
  appended += 1;
  if (now - told >= 100) {
    process.stdout.write(JSON.stringify({ at: now + performance.timeOrigin, appended, slowest }) + '\\n');
    told = now;
    slowest = 0;
  }
  // As a server between requests: the event loop turns after every append.
  await new Promise((resolve) => setImmediate(resolve));
}
`,
  );
  const ticks: Array<{ at: number; appended: number; slowest: number }> = [];
  const writer = spawn(process.execPath, [writerScript], { stdio: ['ignore', 'pipe', 'inherit'] });
  let pending = '';
  writer.stdout.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop()!;
    for (const line of lines) ticks.push(JSON.parse(line) as (typeof ticks)[number]);
  });
  const exited = new Promise((resolve) => writer.once('exit', resolve));
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  try {
    while (ticks.length < 30) await wait(100); // three seconds of the writer alone
    const from = Date.now();
    const busy = await createBackup({ dataDir: restoredDir, to: join(work, 'backup-busy') });
    const to = Date.now();
    await wait(1000);
    const pace = (start: number, end: number) => {
      const inside = ticks.filter((t) => t.at >= start && t.at <= end);
      if (inside.length < 2) return { perSecond: NaN, slowest: NaN };
      const appended = inside.at(-1)!.appended - inside[0]!.appended;
      return {
        perSecond: appended / ((inside.at(-1)!.at - inside[0]!.at) / 1000),
        slowest: Math.max(...inside.map((t) => t.slowest)),
      };
    };
    const alone = pace(ticks[0]!.at, from);
    const during = pace(from, to);
    const writtenDuring =
      ticks.filter((t) => t.at <= to).at(-1)!.appended - ticks.filter((t) => t.at <= from).at(-1)!.appended;
    console.log(
      `Копия при записи в другом процессе: ${s(busy.ms)}, ${mb(busy.bytes)}, позиция ${busy.manifest.eventStore.head}; ` +
        `за время копии записано ${writtenDuring} событий. Запись: одна, ${alone.perSecond.toFixed(0)} соб./с (самая долгая ${alone.slowest.toFixed(0)} мс), ` +
        `во время копии ${during.perSecond.toFixed(0)} соб./с (самая долгая ${during.slowest.toFixed(0)} мс)`,
    );
  } finally {
    writer.kill('SIGKILL');
    await exited;
  }
  console.log('Машина общая и нагружена другими процессами: цифры — порядок величины, не предел.');
} finally {
  rmSync(work, { recursive: true, force: true });
}
