import { START } from '../../../infra/event-store/index.ts';
import { allProjections } from '../../../projections/index.ts';
import type { Modules } from '../modules.ts';
import type { Platform } from '../platform.ts';
import { systemContext } from '../../kit/write/index.ts';
import { seedDemoCategories } from './demo-categories.ts';
import { seedDemoContent } from './demo-content.ts';
import { seedDemoCatalog } from './demo-catalog.ts';
import { seedDemoBuyer } from './demo-buyer.ts';
import { seedDemoParts } from './demo-parts.ts';
import { seedDemoNews } from './demo-news.ts';
import { seedDemoServices } from './demo-services.ts';
import { storeDemoImages, type DemoImage } from './demo-images.ts';
import { storeDemoDocuments } from './demo-documents.ts';

export { DEMO_CATEGORY_TREE } from './demo-categories.ts';
export {
  DEMO_NAVIGATION,
  DEMO_HOME_PAGE,
  DEMO_GUIDE_PAGE,
  DEMO_CONTACTS_PAGE,
  DEMO_PAGES,
  DEMO_SERVICE_CATEGORIES,
} from './demo-content.ts';
export {
  DEMO_SUPPLIERS,
  DEMO_SUPPLIER_PASSWORD,
  demoOffers,
  demoProductInput,
  type DemoSupplier,
  type DemoOffer,
} from './demo-catalog.ts';
export { DEMO_DOCUMENTS, DEMO_FAMILIES, type DemoDocument, type DemoFamily } from './demo-products.ts';
export {
  DEMO_DOCUMENT_MARK,
  demoDocumentFileName,
  demoDocumentPdf,
  drawnDemoDocument,
} from './demo-documents.ts';
export { DEMO_NEWS, type DemoNews } from './demo-news.ts';
export { DEMO_PARTS, type DemoPart } from './demo-parts.ts';
export { DEMO_BUYER } from './demo-buyer.ts';
export { DEMO_SERVICES, type DemoService } from './demo-services.ts';
export {
  DEMO_IMAGES,
  demoImageFiles,
  storeDemoImages,
  type DemoImage,
  type DemoImageFile,
} from './demo-images.ts';

/**
 * Fills the demo data through commands, each part only where it is empty: the category tree on the
 * first start with an empty store; the site content (menu, each page, service categories) whenever
 * its own stream is absent; each demo supplier (account, company, warehouses, published products)
 * whenever its e-mail is free. An installation that predates a part gets it on its next start, and
 * a restart never seeds twice (ADR 0008, 0011). With `wait` (default) the start then waits until
 * the projections show the seed. True when anything was created.
 */
export async function seedDemoIfEmpty(
  platform: Platform,
  modules: Modules,
  options: { wait?: boolean } = {},
): Promise<boolean> {
  const head = await platform.events.headPosition();
  const context = systemContext();
  const seeded: Record<string, number> = {};
  // Decided before anything is written: the content below would make the store non-empty.
  const emptyStore = head.commit === START.commit;
  // The pictures go into the file store first, but only when a part that names them is seeded: the
  // category tree, or the service categories (their stream absent).
  const newsDeskUnused = !(await modules.news.anyWritten());
  const urls =
    emptyStore || newsDeskUnused || !(await modules.serviceCategories.exists())
      ? (await storeDemoImages(platform.files)).urls
      : new Map<DemoImage, string>();
  if (emptyStore) seeded.categories = await seedDemoCategories(modules.categories, context, urls);
  Object.assign(
    seeded,
    await seedDemoContent(
      { ...modules.content, serviceCategories: modules.serviceCategories },
      context,
      urls,
    ),
  );
  if (newsDeskUnused) seeded.news = await seedDemoNews(modules.news, context, urls);
  // The normative documents the demo products name: written when missing, or when still the
  // English placeholders of earlier versions (ADR 0060).
  const documents = await storeDemoDocuments(platform.files);
  if (documents > 0) seeded.documents = documents;
  // Suppliers, their warehouses and published products, each supplier only once (ADR 0011).
  Object.assign(
    seeded,
    await seedDemoCatalog(
      {
        identity: modules.identity,
        companies: modules.companies,
        categories: modules.categories,
        catalog: modules.catalog,
        reservations: platform.reservations,
        files: platform.files,
      },
      context,
    ),
  );
  // The demo products' parts, their cross-references, and every offer linked (ADR 0064), once.
  const parts = await seedDemoParts(
    { parts: modules.parts, catalog: modules.catalog, categories: modules.categories },
    context,
  );
  if (parts > 0) seeded.parts = parts;
  // A buyer to try ordering with, once (its e-mail free).
  if (
    await seedDemoBuyer(
      { identity: modules.identity, companies: modules.companies, reservations: platform.reservations },
      context,
    )
  )
    seeded.buyers = 1;
  // Services of the demo suppliers, once, on an installation that never had a service.
  const servicesSeeded = await seedDemoServices(
    {
      store: platform.events,
      services: modules.services,
      serviceCategories: modules.serviceCategories,
      reservations: platform.reservations,
    },
    context,
    async () => (urls.size > 0 ? urls : (await storeDemoImages(platform.files)).urls),
  );
  if (servicesSeeded > 0) seeded.services = servicesSeeded;
  if (Object.keys(seeded).length === 0) return false;
  if (options.wait === false) return true;
  // The first requests see the demo data, as a command's answer sees its own effect (bounded wait).
  const names = allProjections.map((projection) => projection.name);
  await platform.readModels.waitFor(await platform.events.headPosition(), names);
  platform.logger.info(seeded, 'demo data created');
  return true;
}
