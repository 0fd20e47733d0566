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
import {
  DESIGNATION_SCOPE,
  PART_SEQUENCE,
  designationKey,
  partEvents,
  partStream,
} from '../../modules/parts/index.ts';
import {
  conflict,
  loadAggregate,
  systemContext,
  toMetadata,
  type Reservations,
  type Sequences,
} from '../../kit/write/index.ts';
import { DEMO_SUPPLIERS, demoOffers, demoProductInput, type DemoOffer } from './demo-catalog.ts';
import type { DemoImage } from './demo-images.ts';
import { DEMO_PARTS } from './demo-parts.ts';

export interface BulkProgress {
  readonly products: number;
  readonly events: number;
  /** Parts the products are offers of (the parts layout, ADR 0064). */
  readonly parts?: number;
}

/**
 * How many offers a bulk part has, 1 to 8, as the trade's long tail: many parts sold by one or two
 * sellers, few by eight. The mean is about 4, so 100,000 products make about 25,000 parts.
 */
const OFFERS_PER_PART_WEIGHTS = [14, 14, 15, 15, 14, 12, 9, 7];

/** A number of offers drawn from the weights above. */
function offersPerPart(next: () => number): number {
  const total = OFFERS_PER_PART_WEIGHTS.reduce((sum, weight) => sum + weight, 0);
  let left = next() * total;
  for (const [index, weight] of OFFERS_PER_PART_WEIGHTS.entries()) {
    left -= weight;
    if (left < 0) return index + 1;
  }
  return OFFERS_PER_PART_WEIGHTS.length;
}

/** The designation a family's parts are variants of: the demo part's, else the number in its name, else none. */
function baseDesignation(familyName: string): string {
  const demo = DEMO_PARTS.find((part) => part.family === familyName)?.designation;
  if (demo) return demo;
  const code = /[\dА-ЯA-Z][\w.×-]*\d[\w.-]*/u.exec(familyName)?.[0];
  return code ?? familyName.split(' ')[0]!.slice(0, 4).toLocaleUpperCase('ru');
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
const DEPOTS = [
  'ВЧДр Вязники',
  'ВЧДр Лянгасово',
  'ВРД Саратов',
  'ВЧДр Тайшет',
  'ВРК-2 Рубцовск',
  'ВЧДр Кочетовка',
];

/** What both bulk seeds are given: the write side's stores, how many to write, the demo pictures, the batch size. */
export interface BulkSeedOptions {
  readonly store: EventStore;
  readonly sequences: Sequences;
  readonly reservations: Reservations;
  readonly count: number;
  readonly imageUrls?: ReadonlyMap<DemoImage, string>;
  readonly batchSize?: number;
}

export const NO_DEMO_SUPPLIERS =
  'Нет демо-поставщиков: сначала запустите сервер с демо-данными (SEED_DEMO=true)';

/** The demo suppliers' account ids, in their order, as the demo seed registered them; null for one it did not. */
export async function demoSupplierIds(reservations: Reservations): Promise<Array<number | null>> {
  const ids: Array<number | null> = [];
  for (const supplier of DEMO_SUPPLIERS) {
    const owner = await reservations.holder(EMAIL_SCOPE, supplier.email);
    ids.push(owner === null ? null : Number(owner));
  }
  return ids;
}

/**
 * Writes `count` published products of the demo suppliers straight into the event store, in
 * batches: each product's stream gets the events its commands would have written (created, stock,
 * submitted, published), each checked against its schema. For benchmarks and load tests: no
 * decider runs, so the caller vouches for the data (the demo families, varied by year, plant and
 * serial number). Needs the demo suppliers and categories (the demo seed) in the store. The
 * products name the demo pictures of `imageUrls` (storeDemoImages): all share the same few files.
 * They come as offers of parts (the parts layout): 100,000 products are about 25,000 parts with 1
 * to 8 offers each, every part with its designation reserved, its `PartCreated` and the
 * `PartOfferAttached` of each offer, every product with its `ProductPartLinked`.
 */
export async function seedBulkProducts(
  options: BulkSeedOptions & {
    readonly categories: CategoryCommands;
    readonly onProgress?: (progress: BulkProgress) => void;
  },
): Promise<BulkProgress> {
  const { store, sequences, count } = options;
  const batchSize = options.batchSize ?? 1000;
  const context = systemContext();
  const nodes = await options.categories.all();
  // Suppliers and their warehouses as the demo seed created them.
  const suppliers: Array<{ userId: number; warehouses: number[] }> = [];
  for (const userId of await demoSupplierIds(options.reservations))
    if (userId !== null) suppliers.push({ userId, warehouses: [] });
  if (suppliers.length === 0) throw new Error(NO_DEMO_SUPPLIERS);
  const lastWarehouse = (await store.readStream(`sequence-${WAREHOUSE_SEQUENCE}`)).reduce(
    (next, event) =>
      Math.max(
        next,
        (event.data as { first: number; count: number }).first + (event.data as { count: number }).count - 1,
      ),
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
  // The parts layout (ADR 0064): the products come as offers of parts, 1 to 8 each, every part a
  // variant of a demo family under its own designation (the family's with a four-digit execution
  // number), sold by that family's sellers new or repaired; the offer's артикул is the designation.
  const offersOf = new Map<string, DemoOffer[]>();
  for (const offer of usable)
    offersOf.set(offer.family.name, [...(offersOf.get(offer.family.name) ?? []), offer]);
  const familyNames = [...offersOf.keys()];
  const partCategory = new Map(
    familyNames.map((name) => {
      const family = offersOf.get(name)![0]!.family;
      return [name, nodes.find((n) => n.name === family.category && !n.isNameFilter)?.id ?? null] as const;
    }),
  );
  const serials = new Map<string, number>();
  const ids = { product: { next: 0, left: 0 }, part: { next: 0, left: 0 } };
  const take = async (kind: 'product' | 'part'): Promise<number> => {
    const pool = ids[kind];
    if (pool.left === 0) {
      pool.next = await sequences.allocate(
        kind === 'product' ? PRODUCT_SEQUENCE : PART_SEQUENCE,
        context,
        batchSize,
      );
      pool.left = batchSize;
    }
    pool.left -= 1;
    pool.next += 1;
    return pool.next - 1;
  };
  const asSystem = toMetadata(context);
  const next = random(20260101);
  let written = 0;
  let events = 0;
  let parts = 0;
  let reported = 0;
  while (written < count) {
    const familyName = familyNames[Math.floor(next() * familyNames.length)]!;
    const familyOffers = offersOf.get(familyName)!;
    const size = Math.min(offersPerPart(next), count - written);
    const partId = await take('part');
    // A designation no part holds yet (a second run over the same data finds the first run's taken).
    const base = baseDesignation(familyName);
    let designation = '';
    for (;;) {
      const serial = (serials.get(base) ?? 0) + 1;
      serials.set(base, serial);
      designation = `${base}-${String(serial).padStart(4, '0')}`;
      try {
        await options.reservations.reserve(
          DESIGNATION_SCOPE,
          designationKey(designation),
          String(partId),
          context,
          conflict(designation),
        );
        break;
      } catch {
        continue;
      }
    }
    const productIds: number[] = [];
    const numbered = new Set<number>();
    for (let i = 0; i < size; i += 1) {
      const productId = await take('product');
      productIds.push(productId);
      const offer = familyOffers[Math.floor(next() * familyOffers.length)]!;
      const supplier = suppliers[offer.supplier]!;
      const year = 2012 + Math.floor(next() * 14);
      const plant = PLANTS[Math.floor(next() * PLANTS.length)]!;
      const serial = String(10000 + Math.floor(next() * 89999));
      const input = demoProductInput(
        offer,
        categoryOf.get(offer.family.name)!,
        offer.supplier,
        options.imageUrls,
      );
      const repaired = offer.quality === 'repaired';
      // A seller writes a part number once (it is unique among their products): a second offer of theirs goes without.
      const partNumber = numbered.has(supplier.userId) ? null : designation;
      numbered.add(supplier.userId);
      const details = checkProductDetails({
        ...input,
        name: repaired ? `${input.name}, ${year} г. в.` : `${input.name} (${year})`,
        partNumber,
        price: Math.round(input.price * (0.85 + next() * 0.3)),
        // Days to ship from stock as the trade quotes them (ADR 0065): 1–3, a repaired part up to 5.
        leadTimeDays: 1 + Math.floor(next() * (repaired ? 5 : 3)),
        // Suppliers reuse their descriptions; what tells one item from another is in its characteristics.
        characteristics: [
          ...input.characteristics,
          { name: 'Год выпуска', value: String(year) },
          { name: 'Клеймо завода', value: plant },
          { name: 'Заводской номер', value: serial },
          ...(repaired
            ? [{ name: 'Место ремонта', value: DEPOTS[Math.floor(next() * DEPOTS.length)]! }]
            : []),
        ],
      });
      const warehouses = supplier.warehouses.filter(() => next() < 0.6);
      const stocks = (warehouses.length > 0 ? warehouses : supplier.warehouses.slice(0, 1)).map(
        (warehouseId) => ({
          warehouseId,
          quantity: 1 + Math.floor(next() * 40),
        }),
      );
      const asSupplier = toMetadata({ ...context, userId: String(supplier.userId), role: 'supplier' });
      const productEventsOf: Array<[string, unknown, typeof asSupplier]> = [
        ['ProductCreated', { productId, supplierId: supplier.userId, ...details }, asSupplier],
        ['ProductStockChanged', { productId, stocks }, asSupplier],
        ['ProductSubmitted', { productId }, asSupplier],
        ['ProductPublished', { productId }, asSystem],
        ['ProductPartLinked', { productId, partId }, asSystem],
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
    // The part and the offers it knows (ADR 0067): a merge or a split of it moves them.
    const partEventsOf: Array<[string, unknown]> = [
      [
        'PartCreated',
        { partId, designation, name: familyName, categoryId: partCategory.get(familyName) ?? null },
      ],
      ...productIds.map((productId): [string, unknown] => ['PartOfferAttached', { partId, productId }]),
    ];
    await store.append(
      partStream(partId),
      partEventsOf.map(([type, data]) => ({
        id: newEventId(),
        type,
        data: partEvents.check(type, data).data,
        metadata: asSystem,
      })),
      'no_stream',
    );
    events += partEventsOf.length;
    parts += 1;
    written += size;
    if (written - reported >= batchSize || written === count) {
      reported = written;
      options.onProgress?.({ products: written, events, parts });
    }
  }
  return { products: written, events, parts };
}
