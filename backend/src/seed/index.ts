import { START } from '../../../infra/event-store/index.ts';
import { allProjections } from '../../../projections/index.ts';
import type { Modules } from '../modules.ts';
import type { Platform } from '../platform.ts';
import { systemContext } from '../write-kit/index.ts';
import { seedDemoCategories } from './demo-categories.ts';
import { seedDemoContent } from './demo-content.ts';

export { DEMO_CATEGORY_TREE } from './demo-categories.ts';
export {
  DEMO_NAVIGATION,
  DEMO_HOME_PAGE,
  DEMO_GUIDE_PAGE,
  DEMO_CONTACTS_PAGE,
  DEMO_PAGES,
  DEMO_SERVICE_CATEGORIES,
} from './demo-content.ts';

/**
 * Fills the demo data through commands, each part only where it is empty: the catalogue on the
 * first start with an empty store; the site content (menu, each page, service categories) whenever
 * its own stream is absent, so an installation that predates the content gets it on its next
 * start, and a restart never seeds twice (ADR 0008). True when anything was created.
 */
export async function seedDemoIfEmpty(platform: Platform, modules: Modules): Promise<boolean> {
  const head = await platform.events.headPosition();
  const context = systemContext();
  const seeded: Record<string, number> = {};
  // Decided before anything is written: the content below would make the store non-empty.
  if (head.commit === START.commit) seeded.categories = await seedDemoCategories(modules.categories, context);
  Object.assign(seeded, await seedDemoContent(modules.content, context));
  if (Object.keys(seeded).length === 0) return false;
  // The first requests see the demo data, as a command's answer sees its own effect (bounded wait).
  const names = allProjections.map((projection) => projection.name);
  await platform.readModels.waitFor(await platform.events.headPosition(), names);
  platform.logger.info(seeded, 'demo data created');
  return true;
}
