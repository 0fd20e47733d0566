import { copyFileSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createEventStore } from '../../infra/event-store/index.ts';
import { SqliteReadStore } from '../../infra/read-store/index.ts';
import { allProjections } from '../../projections/index.ts';
import { catchUp } from '../../backend/kit/read/index.ts';

/**
 * npm run bench:read-models -- [--only products,services] — the first build of
 * `read-models.sqlite` from an existing log (what the first start on `READ_STORE=sqlite` does):
 * every projection caught up from the start of the log of BENCH_DATA_DIR (an earlier
 * `npm run seed:bulk`; its events are copied, not changed) into a new SQLite file, with the time,
 * the CPU seconds and the events per second of each, the file's size and the process's peak RSS;
 * then a deep page of the sitemap's lists. BENCH_KEEP=1 keeps the folder.
 */
const { values } = parseArgs({ options: { only: { type: 'string' } } });
const source = process.env.BENCH_DATA_DIR;
if (!source || !existsSync(join(source, 'events.sqlite'))) {
  console.error('BENCH_DATA_DIR: папка с events.sqlite (npm run seed:bulk)');
  process.exit(2);
}
const only = values.only ? new Set(values.only.split(',')) : null;
const dir = mkdtempSync(join(tmpdir(), 'read-models-bench-'));
for (const file of ['events.sqlite', 'events.sqlite-wal']) {
  if (existsSync(join(source, file))) copyFileSync(join(source, file), join(dir, file));
}
console.log(
  `Машина: ${cpus().length} ядра, Node ${process.version}, загрузка ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')} (1/5/15 мин)`,
);
const events = await createEventStore({ url: undefined, dataDir: dir });
const store = new SqliteReadStore(join(dir, 'read-models.sqlite'));
const head = await events.headPosition();
console.log(`Журнал: ${head.commit} событий (позиция головы)`);
const rows: Array<Record<string, string | number>> = [];
const started = performance.now();
const cpuStarted = process.cpuUsage();
for (const definition of allProjections) {
  if (only && !only.has(definition.name)) continue;
  const collection = `${definition.name}_v${definition.version}`;
  await store.ensureIndexes(collection, definition.indexes);
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  let applied = 0;
  await catchUp({
    definition,
    events,
    store,
    collection,
    onBatch: (batch) => void (applied += batch.events),
  });
  const cpu = process.cpuUsage(cpu0);
  const ms = performance.now() - t0;
  rows.push({
    проекция: definition.name,
    'событий прочитано': applied,
    документов: await store.collection(collection).count(),
    'время, с': Number((ms / 1000).toFixed(2)),
    'ЦП, с': Number(((cpu.user + cpu.system) / 1e6).toFixed(2)),
    'соб./с': Math.round(applied / Math.max(ms / 1000, 1e-3)),
  });
}
const cpu = process.cpuUsage(cpuStarted);
console.table(rows);

/** A deep page of the sitemap's lists, as `publishedPages` / `publicPages` read them: time and CPU. */
async function deepPage(projection: string, filter: Record<string, unknown>, skip: number): Promise<void> {
  const definition = allProjections.find((d) => d.name === projection);
  if (!definition || (only && !only.has(projection))) return;
  const collection = store.collection(`${definition.name}_v${definition.version}`);
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const page = await collection.find(filter, { sort: { id: 1 }, skip, limit: 1000 });
  const total = await collection.count(filter);
  const used = process.cpuUsage(cpu0);
  console.log(
    `${projection}: страница карты сайта со сдвигом ${skip} (${page.length} из ${total}) и счёт: ` +
      `${(performance.now() - t0).toFixed(1)} мс, ЦП ${((used.user + used.system) / 1000).toFixed(1)} мс`,
  );
}
await deepPage('products', { status: 'published' }, 50_000);
await deepPage('services', { isPublic: true }, 10_000);
console.log(
  `Всего: ${((performance.now() - started) / 1000).toFixed(1)} с, ЦП ${((cpu.user + cpu.system) / 1e6).toFixed(1)} с; ` +
    `read-models.sqlite ${Math.round(statSync(join(dir, 'read-models.sqlite')).size / 2 ** 20)} МиБ; ` +
    `пик RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} МиБ; ` +
    `загрузка ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')}`,
);
await store.close();
await events.close();
if (process.env.BENCH_KEEP) console.log(`Оставлено: ${dir}`);
else rmSync(dir, { recursive: true, force: true });
