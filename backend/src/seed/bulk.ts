import type { Config } from '../../../infra/config.ts';
import { createLogger } from '../logger.ts';
import { createModules } from '../modules.ts';
import { createPlatform } from '../platform.ts';
import { seedBulkProducts, type BulkProgress } from './bulk-products.ts';
import { storeDemoImages } from './demo-images.ts';
import { seedDemoIfEmpty } from './index.ts';

/**
 * `npm run seed:bulk`: the demo data (when the store has none), then `count` more published
 * products written to the event store in batches, sharing the demo pictures (stored when missing). Runs no projectors: the server builds its read
 * models from the log at its next start (or a worker does).
 */
export async function seedBulk(
  config: Config,
  count: number,
  onProgress?: (progress: BulkProgress & { demo: boolean }) => void,
): Promise<BulkProgress & { demo: boolean }> {
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
    return { ...result, demo };
  } finally {
    await platform.close();
  }
}
