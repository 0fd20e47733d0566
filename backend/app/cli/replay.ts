import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { loadConfig } from '../../../infra/config.ts';
import { createEventStore } from '../../../infra/event-store/index.ts';
import { createReadStore } from '../../../infra/read-store/index.ts';
import { allProjections } from '../../../projections/index.ts';
import {
  catchUp,
  dropProjectionCollection,
  readCheckpoint,
  readPointer,
  writePointer,
} from '../../kit/read/index.ts';

/**
 * npm run replay -- <projection> [--batch N]; npm run replay -- --status prints where each projection stands.
 * Rebuilds a read model from the whole log into a new collection beside the live one, then switches
 * queries to it and drops the old one: no downtime. On the embedded stack (in-memory read store)
 * the rebuild happens at every start; this command then measures the replay only.
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { batch: { type: 'string', default: '1000' }, status: { type: 'boolean', default: false } },
});

/** The event log and the read store this installation is configured with, and the log's head. */
async function openStores() {
  const config = loadConfig();
  const events = await createEventStore({ url: config.eventStoreUrl, dataDir: config.dataDir });
  const store = await createReadStore({
    url: config.mongoUrl,
    sqlite: config.readStore === 'sqlite',
    dataDir: config.dataDir,
  });
  return { events, store, head: await events.headPosition() };
}

if (values.status) {
  // npm run replay -- --status: where every projection stands in the shared read store.
  const { events, store, head } = await openStores();
  if (store.kind === 'memory') {
    console.log(
      'Хранилище чтения в памяти: проекции живут в процессе сервера, их состояние — в консоли «Эксплуатация» и в GET /api/admin/ops.',
    );
  }
  const rows = [];
  for (const definition of allProjections) {
    const pointer = await readPointer(store, definition.name);
    const position = pointer ? await readCheckpoint(store, pointer.collection) : null;
    rows.push({
      проекция: definition.name,
      версия: definition.version,
      коллекция: pointer?.collection ?? '—',
      позиция: position?.commit ?? '—',
      'отставание, событий':
        events.kind === 'sqlite' ? Math.max(0, head.commit - (position?.commit ?? -1)) : '—',
    });
  }
  console.log(`Голова журнала: ${head.commit}`);
  console.table(rows);
  await store.close();
  await events.close();
  process.exit(0);
}
const name = positionals[0];
const definition = allProjections.find((p) => p.name === name);
if (!definition) {
  console.error(`Укажите проекцию: ${allProjections.map((p) => p.name).join(', ')}`);
  process.exit(2);
}
const batchSize = Number(values.batch);
if (!Number.isInteger(batchSize) || batchSize < 1) {
  console.error('--batch: целое число больше нуля');
  process.exit(2);
}

const { events, store, head } = await openStores();
const collection = `${definition.name}_v${definition.version}_r${Date.now()}`;
await store.ensureIndexes(collection, definition.indexes);

const bar = new cliProgress.SingleBar(
  { format: `${definition.name} [{bar}] {percentage}% | {events} событий | {rate} соб./с`, hideCursor: true },
  cliProgress.Presets.shades_classic,
);
const total = Math.max(head.commit, 1);
bar.start(total, 0, { events: 0, rate: 0 });
const started = performance.now();
let applied = 0;
await catchUp({
  definition,
  events,
  store,
  collection,
  batchSize,
  onBatch: (batch) => {
    applied += batch.events;
    const seconds = (performance.now() - started) / 1000;
    bar.update(Math.min(batch.position.commit, total), {
      events: applied,
      rate: Math.round(applied / Math.max(seconds, 1e-3)),
    });
  },
});
bar.update(total);
bar.stop();
const seconds = (performance.now() - started) / 1000;
console.log(
  `Готово: ${applied} событий за ${seconds.toFixed(2)} с (${Math.round(applied / Math.max(seconds, 1e-3))} соб./с)`,
);

if (store.kind === 'memory') {
  console.log('Хранилище чтения в памяти: работающий сервер перестраивает проекции при каждом запуске.');
} else {
  const previous = await readPointer(store, definition.name);
  await writePointer(store, definition.name, collection, definition.version);
  if (previous && previous.collection !== collection)
    await dropProjectionCollection(store, previous.collection);
  console.log(`Запросы переключены на ${collection}${previous ? `, ${previous.collection} удалена` : ''}.`);
}
await store.close();
await events.close();
