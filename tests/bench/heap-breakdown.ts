import { loadConfig } from '../../infra/config.ts';
import { createEventStore } from '../../infra/event-store/index.ts';
import { MemoryReadStore } from '../../infra/read-store/index.ts';
import { allProjections, catchUp } from '../../projections/index.ts';
import { CatalogIndex, type ProductSearchDoc } from '../../backend/modules/catalog/index.ts';
import { productSearchProjection } from '../../projections/index.ts';
import type { Position } from '../../infra/event-store/index.ts';

/**
 * node --expose-gc tests/bench/heap-breakdown.ts (run by `npm run bench:start -- --heap`):
 * where the heap goes on the embedded in-memory stack, for DATA_DIR's log. Each read model is
 * built into its own in-memory store and the heap measured after a full collection before and
 * after; then the catalogue's search index is built from the product-search documents.
 */
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('запустите с --expose-gc');
const used = (): number => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};
const mib = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(1)} МиБ`;

const config = loadConfig();
const events = await createEventStore({ url: config.eventStoreUrl, dataDir: config.dataDir });
const rows: Array<{ что: string; документов: number; куча: string }> = [];
const keep: MemoryReadStore[] = [];
let total = 0;
let searchDocs: Array<ProductSearchDoc & { _pos: Position }> = [];
for (const definition of allProjections) {
  const before = used();
  const store = new MemoryReadStore();
  await catchUp({ definition, events, store, collection: definition.name, batchSize: 5000 });
  const after = used();
  const count = await store.collection(definition.name).count();
  rows.push({ что: definition.name, документов: count, куча: mib(after - before) });
  total += after - before;
  keep.push(store);
  if (definition === productSearchProjection) {
    searchDocs = (
      await store.collection<ProductSearchDoc & { _pos: Position }>(definition.name).find({})
    ).filter((doc) => (doc as { kind?: string }).kind === 'product');
  }
}
const beforeIndex = used();
const index = new CatalogIndex();
index.load(searchDocs);
const indexBytes = used() - beforeIndex;
rows.push({ что: 'поисковый индекс каталога (CatalogIndex)', документов: index.size, куча: mib(indexBytes) });
rows.push({ что: 'всего', документов: 0, куча: mib(total + indexBytes) });
console.log('Куча по моделям чтения (хранилище в памяти) и индексу:');
console.table(rows);
await events.close();
