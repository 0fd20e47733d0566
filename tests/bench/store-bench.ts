import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
// Event ids as the server makes them (UUID v7, ADR 0063).
import { SqliteEventStore, newEventId, type NewEvent } from '../../infra/event-store/index.ts';
import { MemoryReadStore } from '../../infra/read-store/index.ts';
import { InlineJobQueue } from '../../infra/queue/index.ts';
import { MemoryPubSub } from '../../infra/pubsub/index.ts';
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import {
  ProjectionEngine,
  ReadModels,
  allProjections,
  catchUp,
  categoriesProjection,
  productsProjection,
  type ProjectionDefinition,
} from '../../projections/index.ts';

/**
 * npm run bench:store — the embedded stack's figures: append throughput (single events and
 * batches), replay throughput into the memory read store, and projection lag (append → visible).
 * Replay twice: one projection over a log of its own events (what one projection costs per event),
 * and as the server starts it — every projection over the whole log of a catalogue written by
 * `seed:bulk` (BENCH_STORE_PRODUCTS products, 10,000; its own process), through the same engine and
 * read models as the server, until each is at the head — beside the products projection alone
 * over that same log.
 */
const START_PRODUCTS = Number(process.env.BENCH_STORE_PRODUCTS ?? 10_000);
const dir = mkdtempSync(join(tmpdir(), 'marketplace-bench-'));
const store = new SqliteEventStore(join(dir, 'events.sqlite'));
const metadata = {
  userId: '1',
  role: 'admin',
  at: new Date().toISOString(),
  correlationId: 'bench',
  causationId: null,
};
const definition = categoriesProjection as unknown as ProjectionDefinition;
const rate = (count: number, ms: number): string =>
  `${Math.round((count / ms) * 1000).toLocaleString('ru-RU')} соб./с`;

let nextId = 1;
function created(): NewEvent {
  const id = nextId++;
  return {
    id: newEventId(),
    type: 'CategoryCreated',
    data: {
      categoryId: id,
      name: `Категория ${id}`,
      slug: `c-${id}`,
      parentId: null,
      position: id,
      image: null,
      icon: null,
      isNameFilter: false,
    },
    metadata,
  };
}
const renamed = (id: number, n: number): NewEvent => ({
  id: newEventId(),
  type: 'CategoryRenamed',
  data: { categoryId: id, name: `Категория ${id}.${n}`, slug: `c-${id}-${n}` },
  metadata,
});

console.log(
  `Машина: ${cpus().length} ядра, ${(totalmem() / 2 ** 30).toFixed(0)} ГиБ, ${cpus()[0]?.model ?? ''}, Node ${process.version}`,
);

// Single events: one append per event, each to its own new stream.
const SINGLE = 5_000;
let t = performance.now();
for (let i = 0; i < SINGLE; i += 1) await store.append(`bench-single-${i}`, [created()], 'no_stream');
console.log(`Запись по одному событию: ${SINGLE} событий, ${rate(SINGLE, performance.now() - t)}`);

// Batches of 100 events per append.
const BATCHES = 2_000;
const BATCH = 100;
t = performance.now();
// The process's CPU time beside the wall clock: on a machine shared with other work the wall-clock
// rate is what the process got of a core; the rate per CPU second is what the store costs.
let cpu = process.cpuUsage();
for (let b = 0; b < BATCHES; b += 1) {
  const events = Array.from({ length: BATCH }, (_, i) => (i === 0 ? created() : renamed(nextId - 1, i)));
  await store.append(`bench-batch-${b}`, events, 'no_stream');
}
cpu = process.cpuUsage(cpu);
console.log(
  `Запись пачками по ${BATCH}: ${BATCHES * BATCH} событий, ${rate(BATCHES * BATCH, performance.now() - t)} (цель ≥ 50 000); на секунду процессора ${rate(BATCHES * BATCH, (cpu.user + cpu.system) / 1000)}`,
);

// Replay the whole log into the memory read store.
const head = await store.headPosition();
const reads = new MemoryReadStore();
t = performance.now();
await catchUp({ definition, events: store, store: reads, collection: 'bench_categories', batchSize: 2_000 });
const total = head.commit;
console.log(
  `Воспроизведение в память, одна проекция (категории) по журналу из её событий: ${total} событий, ${rate(total, performance.now() - t)}`,
);

// Lag: append → visible through the running engine (in-process queue and pub/sub).
const queue = new InlineJobQueue();
const pubsub = new MemoryPubSub();
const live = new MemoryReadStore();
const logger = { info: () => {}, error: (o: object) => console.error(o) };
const engine = new ProjectionEngine({
  definitions: [definition],
  events: store,
  store: live,
  queue,
  pubsub,
  logger,
});
const readModels = new ReadModels({ store: live, events: store, pubsub, definitions: [definition] });
await readModels.start();
await engine.start();
await readModels.waitFor(head, [definition.name], 600_000);
const lags: number[] = [];
for (let i = 0; i < 500; i += 1) {
  const start = performance.now();
  const result = await store.append(`bench-lag-${i}`, [created()], 'no_stream');
  if (!(await readModels.waitFor(result.position, [definition.name], 5_000)))
    throw new Error('projection did not catch up');
  lags.push(performance.now() - start);
}
lags.sort((a, b) => a - b);
const pct = (p: number): string =>
  lags[Math.min(lags.length - 1, Math.floor((p / 100) * lags.length))]!.toFixed(2);
console.log(
  `Задержка проекции (запись → видно): p50 ${pct(50)} мс, p99 ${pct(99)} мс, макс ${lags.at(-1)!.toFixed(2)} мс`,
);

await engine.stop();
await readModels.stop();
await queue.close();
await store.close();
rmSync(dir, { recursive: true, force: true });

// Replay as the server starts it: every projection over the whole log of a seeded catalogue.
{
  const seeded = mkdtempSync(join(tmpdir(), 'marketplace-bench-start-'));
  const seeding = spawnSync(
    process.execPath,
    [
      fileURLToPath(new URL('../../backend/app/cli/seed-bulk.ts', import.meta.url)),
      '--products',
      String(START_PRODUCTS),
    ],
    {
      env: {
        ...process.env,
        DATA_DIR: seeded,
        LOG_LEVEL: 'warn',
        EVENT_STORE_URL: '',
        MONGO_URL: '',
        REDIS_URL: '',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (seeding.status !== 0) throw new Error(`seed:bulk завершился с кодом ${seeding.status}`);
  const events = new SqliteEventStore(join(seeded, 'events.sqlite'));
  const logHead = await events.headPosition();
  const replay = async (definitions: readonly ProjectionDefinition[]): Promise<number> => {
    const reads = new MemoryReadStore();
    const jobs = new InlineJobQueue();
    const channel = new MemoryPubSub();
    const models = new ReadModels({ store: reads, events, pubsub: channel, definitions });
    const started = performance.now();
    await models.start();
    const runner = new ProjectionEngine({
      definitions,
      events,
      store: reads,
      queue: jobs,
      pubsub: channel,
      logger,
    });
    await runner.start();
    if (
      !(await models.waitFor(
        logHead,
        definitions.map((d) => d.name),
        1_800_000,
      ))
    )
      throw new Error('проекции не догнали журнал');
    const elapsed = performance.now() - started;
    await runner.stop();
    await models.stop();
    await jobs.close();
    return elapsed;
  };
  const all = await replay(allProjections as unknown as ProjectionDefinition[]);
  const one = await replay([productsProjection as unknown as ProjectionDefinition]);
  console.log(
    `Воспроизведение, как при старте сервера: ${allProjections.length} проекций по всему журналу (${START_PRODUCTS} товаров seed:bulk, ${logHead.commit} событий) — ${(all / 1000).toFixed(2)} с, ${rate(logHead.commit, all)} журнала`,
  );
  console.log(
    `  для сравнения, одна проекция (товары) по тому же журналу: ${(one / 1000).toFixed(2)} с, ${rate(logHead.commit, one)}`,
  );
  await events.close();
  rmSync(seeded, { recursive: true, force: true });
}
console.log(
  `Нагрузка машины (loadavg 1/5/15 мин): ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')}`,
);
