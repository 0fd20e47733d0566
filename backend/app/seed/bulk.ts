import type { Config } from '../../../infra/config.ts';
import { createLogger } from '../logger.ts';
import { createModules } from '../modules.ts';
import { createPlatform } from '../platform.ts';
import { seedBulkProducts, type BulkProgress } from './bulk-products.ts';
import { seedBulkServices } from './bulk-services.ts';
import { storeDemoImages } from './demo-images.ts';
import { seedDemoIfEmpty } from './index.ts';
import { systemContext } from '../../kit/write/index.ts';

/**
 * `npm run seed:bulk`: the demo data (when the store has none), then `count` more published
 * products (and `services` more published services)
 * products written to the event store in batches, sharing the demo pictures (stored when missing). Runs no projectors: the server builds its read
 * models from the log at its next start (or a worker does).
 */
export async function seedBulk(
  config: Config,
  count: number,
  onProgress?: (progress: BulkProgress & { demo: boolean }) => void,
  services = 0,
): Promise<BulkProgress & { demo: boolean; services: number }> {
  const platform = await createPlatform(config, createLogger('warn'), { runProjectors: false });
  try {
    const modules = createModules(platform);
    const demo = await seedDemoIfEmpty(platform, modules, { wait: false });
    const { urls: imageUrls } = await storeDemoImages(platform.files);
    const result = await seedBulkProducts({
      store: platform.events,
      sequences: platform.sequences,
      reservations: platform.reservations,
      categories: modules.categories,
      count,
      imageUrls,
      onProgress: (progress) => onProgress?.({ ...progress, demo }),
    });
    // The bulk parts record their offers themselves; this writes the marker (and catches any older link).
    await modules.parts.backfillOfferAttachments(systemContext());
    const servicesWritten =
      services > 0
        ? await seedBulkServices({
            store: platform.events,
            sequences: platform.sequences,
            reservations: platform.reservations,
            serviceCategories: modules.serviceCategories,
            count: services,
            imageUrls,
          })
        : 0;
    return { ...result, demo, services: servicesWritten };
  } finally {
    await platform.close();
  }
}
