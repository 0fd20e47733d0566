import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore, comparePositions, type Position } from '../../infra/event-store/index.ts';
import { InlineJobQueue } from '../../infra/queue/index.ts';
import { MemoryPubSub } from '../../infra/pubsub/index.ts';
import { SqliteReadStore } from '../../infra/read-store/index.ts';
import {
  ProjectionEngine,
  ReadModels,
  allProjections,
  readCheckpoint,
  readPointer,
} from '../../projections/index.ts';

/**
 * npm run bench:catch-up — what the read side's catch-up costs at a restart: every projection,
 * through the engine as the server runs it, from the read models of BENCH_DATA_DIR (a data folder
 * whose log went on after its read models were last brought up to date, e.g. by `seed:bulk`) to
 * the head of its log. The read models are copied first (the folder is left as it was), so the
 * same catch-up is measured BENCH_RUNS times, and against another build of the same folder. CPU
 * seconds are the figure to compare on a shared machine.
 */
const dataDir = process.env.BENCH_DATA_DIR;
if (!dataDir || !existsSync(join(dataDir, 'read-models.sqlite')))
  throw new Error('BENCH_DATA_DIR: a data folder with events.sqlite and read-models.sqlite');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const load = (): string =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
const logger = { info: () => {}, error: (object: object) => console.error(object) };
const names = allProjections.map((definition) => definition.name);

async function behind(store: SqliteReadStore, head: Position): Promise<number> {
  let lowest = head;
  for (const name of names) {
    const pointer = await readPointer(store, name);
    const position = await readCheckpoint(store, pointer?.collection ?? name);
    if (comparePositions(position, lowest) < 0) lowest = position;
  }
  return head.commit - lowest.commit;
}

for (let run = 1; run <= RUNS; run += 1) {
  const copy = mkdtempSync(join(tmpdir(), 'marketplace-catch-up-'));
  copyFileSync(join(dataDir, 'read-models.sqlite'), join(copy, 'read-models.sqlite'));
  const events = new SqliteEventStore(join(dataDir, 'events.sqlite'));
  const store = new SqliteReadStore(join(copy, 'read-models.sqlite'));
  const queue = new InlineJobQueue();
  const pubsub = new MemoryPubSub();
  const head = await events.headPosition();
  const lag = await behind(store, head);
  const models = new ReadModels({ store, events, pubsub, definitions: allProjections });
  const cpu = process.cpuUsage();
  const thread = process.threadCpuUsage();
  const started = performance.now();
  await models.start();
  const engine = new ProjectionEngine({ definitions: allProjections, events, store, queue, pubsub, logger });
  await engine.start();
  if (!(await models.waitFor(head, names, 1_800_000))) throw new Error('проекции не догнали журнал');
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const main = process.threadCpuUsage(thread);
  console.log(
    `${run}. ${names.length} проекций догнали ${lag} событий: ${(wall / 1000).toFixed(2)} с, процессор ` +
      `${((used.user + used.system) / 1e6).toFixed(2)} с (основной поток ${((main.user + main.system) / 1e6).toFixed(2)} с; ` +
      `загрузка ${load()})`,
  );
  await engine.stop();
  await models.stop();
  await queue.close();
  await store.close();
  await events.close();
  rmSync(copy, { recursive: true, force: true });
}
