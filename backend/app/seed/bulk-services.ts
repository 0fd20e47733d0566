import { newEventId, type NewEvent } from '../../../infra/event-store/index.ts';
import type { ServiceCategoryCommands } from '../../modules/categories/index.ts';
import {
  SERVICE_SEQUENCE,
  checkServiceDetails,
  serviceEvents,
  serviceStream,
} from '../../modules/services/index.ts';
import { systemContext, toMetadata } from '../../kit/write/index.ts';
import { DEMO_SERVICES } from './demo-services.ts';
import { NO_DEMO_SUPPLIERS, demoSupplierIds, random, type BulkSeedOptions } from './bulk-products.ts';

const CITIES = [
  'Екатеринбург',
  'Пермь',
  'Челябинск',
  'Нижний Тагил',
  'Омск',
  'Новосибирск',
  'Самара',
  'Саратов',
  'Люберцы',
  'Тайшет',
];

/**
 * Writes `count` published services of the demo suppliers straight into the event store, in
 * batches (created, submitted, published), each checked against its schema: the demo services
 * varied by city and price. For benchmarks: no decider runs, so the caller vouches for the data.
 * Needs the demo suppliers and service categories (the demo seed) in the store.
 */
export async function seedBulkServices(
  options: BulkSeedOptions & {
    readonly serviceCategories: ServiceCategoryCommands;
    readonly onProgress?: (written: number) => void;
  },
): Promise<number> {
  const { store, sequences, count } = options;
  const batchSize = options.batchSize ?? 1000;
  const context = systemContext();
  const categories = new Map((await options.serviceCategories.all()).map((node) => [node.name, node.id]));
  const suppliers: number[] = [];
  for (const userId of await demoSupplierIds(options.reservations)) {
    if (userId === null) throw new Error(NO_DEMO_SUPPLIERS);
    suppliers.push(userId);
  }
  const next = random(20261125);
  let written = 0;
  while (written < count) {
    const size = Math.min(batchSize, count - written);
    const first = await sequences.allocate(SERVICE_SEQUENCE, context, size);
    for (let i = 0; i < size; i += 1) {
      const serviceId = first + i;
      const template = DEMO_SERVICES[Math.floor(next() * DEMO_SERVICES.length)]!;
      const { supplier, category, image, ...rest } = template;
      const city = CITIES[Math.floor(next() * CITIES.length)]!;
      const imageUrl = image ? options.imageUrls?.get(image) : undefined;
      const details = checkServiceDetails({
        ...rest,
        name: `${rest.name}, ${city}`,
        price: rest.price === null ? null : Math.round(rest.price * (0.8 + next() * 0.4)),
        location: rest.isRemote ? rest.location : city,
        images: imageUrl ? [imageUrl] : [],
        categoryId: categories.get(category) ?? null,
      });
      const asSupplier = toMetadata({ ...context, userId: String(suppliers[supplier]!), role: 'supplier' });
      const asModerator = toMetadata(context);
      const batch: NewEvent[] = (
        [
          ['ServiceCreated', { serviceId, supplierId: suppliers[supplier]!, ...details }, asSupplier],
          ['ServiceSubmitted', { serviceId }, asSupplier],
          ['ServicePublished', { serviceId }, asModerator],
        ] as const
      ).map(([type, data, metadata]) => ({
        id: newEventId(),
        type,
        data: serviceEvents.check(type, data).data,
        metadata,
      }));
      await store.append(serviceStream(serviceId), batch, 'no_stream');
    }
    written += size;
    options.onProgress?.(written);
  }
  return written;
}
