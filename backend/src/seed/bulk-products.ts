import { newEventId, type EventStore, type NewEvent } from '../../../infra/event-store/index.ts';
import {
  PRODUCT_SEQUENCE,
  WAREHOUSE_SEQUENCE,
  checkProductDetails,
  productEvents,
  productStream,
  warehouseDecider,
  warehouseEvents,
  warehouseStream,
} from '../../modules/catalog/index.ts';
import type { CategoryCommands } from '../../modules/categories/index.ts';
import { EMAIL_SCOPE } from '../../modules/identity/index.ts';
import { loadAggregate, systemContext, toMetadata, type Reservations, type Sequences } from '../write-kit/index.ts';
import { DEMO_SUPPLIERS, demoOffers, demoProductInput } from './demo-catalog.ts';
import type { DemoImage } from './demo-images.ts';

export interface BulkProgress {
  readonly products: number;
  readonly events: number;
}

/** A small deterministic generator (mulberry32): the same run gives the same catalogue. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PLANTS = ['5', '12', '29', '39', '1275', '1292', '1325', '1186'];
const DEPOTS = ['ВЧДр Вязники', 'ВЧДр Лянгасово', 'ВРД Саратов', 'ВЧДр Тайшет', 'ВРК-2 Рубцовск', 'ВЧДр Кочетовка'];

/**
 * Writes `count` published products of the demo suppliers straight into the event store, in
 * batches: each product's stream gets the events its commands would have written (created, stock,
 * submitted, published), each checked against its schema. For benchmarks and load tests: no
 * decider runs, so the caller vouches for the data (the demo families, varied by year, plant and
 * serial number). Needs the demo suppliers and categories (the demo seed) in the store. The
 * products name the demo pictures of `imageUrls` (storeDemoImages): all share the same few files.
 */
export async function seedBulkProducts(options: {
  readonly store: EventStore;
  readonly sequences: Sequences;
  readonly reservations: Reservations;
  readonly categories: CategoryCommands;
  readonly count: number;
  readonly imageUrls?: ReadonlyMap<DemoImage, string>;
  readonly batchSize?: number;
  readonly onProgress?: (progress: BulkProgress) => void;
}): Promise<BulkProgress> {
  const { store, sequences, count } = options;
  const batchSize = options.batchSize ?? 1000;
  const context = systemContext();
  const nodes = await options.categories.all();
  // Suppliers and their warehouses as the demo seed created them.
  const suppliers: Array<{ userId: number; warehouses: number[] }> = [];
  for (const supplier of DEMO_SUPPLIERS) {
    const owner = await options.reservations.holder(EMAIL_SCOPE, supplier.email);
    if (owner !== null) suppliers.push({ userId: Number(owner), warehouses: [] });
  }
  if (suppliers.length === 0) throw new Error('Нет демо-поставщиков: сначала запустите сервер с демо-данными (SEED_DEMO=true)');
  const lastWarehouse = (await store.readStream(`sequence-${WAREHOUSE_SEQUENCE}`)).reduce(
    (next, event) => Math.max(next, (event.data as { first: number; count: number }).first + (event.data as { count: number }).count - 1),
    0,
  );
  for (let id = 1; id <= lastWarehouse; id += 1) {
    const { state } = await loadAggregate(store, warehouseStream(id), warehouseDecider, warehouseEvents);
    suppliers.find((s) => s.userId === state.supplierId)?.warehouses.push(id);
  }
  const offers = demoOffers().filter((offer) => suppliers[offer.supplier]?.warehouses.length);
  const categoryOf = new Map<string, number>();
  for (const offer of offers) {
    const category = nodes.find((n) => n.name === offer.family.category && !n.isNameFilter);
    if (!category) continue;
    const filter = offer.family.nameFilter
      ? nodes.find((n) => n.parentId === category.id && n.isNameFilter && n.name === offer.family.nameFilter)
      : undefined;
    categoryOf.set(offer.family.name, (filter ?? category).id);
  }
  const usable = offers.filter((offer) => categoryOf.has(offer.family.name));
  const next = random(20260101);
  let written = 0;
  let events = 0;
  while (written < count) {
    const size = Math.min(batchSize, count - written);
    const first = await sequences.allocate(PRODUCT_SEQUENCE, context, size);
    for (let i = 0; i < size; i += 1) {
      const productId = first + i;
      const offer = usable[Math.floor(next() * usable.length)]!;
      const supplier = suppliers[offer.supplier]!;
      const year = 2012 + Math.floor(next() * 14);
      const plant = PLANTS[Math.floor(next() * PLANTS.length)]!;
      const serial = String(10000 + Math.floor(next() * 89999));
      const input = demoProductInput(offer, categoryOf.get(offer.family.name)!, offer.supplier, options.imageUrls);
      const repaired = offer.quality === 'repaired';
      const details = checkProductDetails({
        ...input,
        name: repaired ? `${input.name}, ${year} г. в.` : `${input.name} (${year})`,
        price: Math.round(input.price * (0.85 + next() * 0.3)),
        // Suppliers reuse their descriptions; what tells one item from another is in its characteristics.
        characteristics: [
          ...input.characteristics,
          { name: 'Год выпуска', value: String(year) },
          { name: 'Клеймо завода', value: plant },
          { name: 'Заводской номер', value: serial },
          ...(repaired ? [{ name: 'Место ремонта', value: DEPOTS[Math.floor(next() * DEPOTS.length)]! }] : []),
        ],
      });
      const warehouses = supplier.warehouses.filter(() => next() < 0.6);
      const stocks = (warehouses.length > 0 ? warehouses : supplier.warehouses.slice(0, 1)).map((warehouseId) => ({
        warehouseId,
        quantity: 1 + Math.floor(next() * 40),
      }));
      const asSupplier = toMetadata({ ...context, userId: String(supplier.userId), role: 'supplier' });
      const asModerator = toMetadata(context);
      const productEventsOf: Array<[string, unknown, typeof asSupplier]> = [
        ['ProductCreated', { productId, supplierId: supplier.userId, ...details }, asSupplier],
        ['ProductStockChanged', { productId, stocks }, asSupplier],
        ['ProductSubmitted', { productId }, asSupplier],
        ['ProductPublished', { productId }, asModerator],
      ];
      const batch: NewEvent[] = productEventsOf.map(([type, data, metadata]) => ({
        id: newEventId(),
        type,
        data: productEvents.check(type, data).data,
        metadata,
      }));
      await store.append(productStream(productId), batch, 'no_stream');
      events += batch.length;
    }
    written += size;
    options.onProgress?.({ products: written, events });
  }
  return { products: written, events };
}
