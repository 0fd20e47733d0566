import { START } from '../../../infra/event-store/index.ts';
import type { Modules } from '../modules.ts';
import type { Platform } from '../platform.ts';
import { systemContext } from '../write-kit/index.ts';
import { seedDemoCategories } from './demo-categories.ts';

export { DEMO_CATEGORY_TREE } from './demo-categories.ts';

/** On the first start with an empty store, fill the demo catalogue through commands. */
export async function seedDemoIfEmpty(platform: Platform, modules: Modules): Promise<boolean> {
  const head = await platform.events.headPosition();
  if (head.commit !== START.commit) return false;
  const context = systemContext();
  const categories = await seedDemoCategories(modules.categories, context);
  platform.logger.info({ categories }, 'demo data created');
  return true;
}
