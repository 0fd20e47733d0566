import type { ReadModels } from '../../../projections/runtime/index.ts';
import type { PageSlug } from './events.ts';
import { PAGES_PROJECTION, SERVICE_CATEGORIES_PROJECTION, type PageDoc, type ServiceCategoryDoc } from './view.ts';

/** The site's pages and the service-category tree, as other modules and the site's head ask for them. */
export class ContentQueries {
  private readonly readModels: ReadModels;
  constructor(readModels: ReadModels) {
    this.readModels = readModels;
  }

  async page(slug: PageSlug): Promise<PageDoc | null> {
    return (await (await this.readModels.collection<PageDoc>(PAGES_PROJECTION)).get(slug)) ?? null;
  }

  /** Every service category, in no particular order (the services' list asks on every request). */
  async serviceCategories(): Promise<ServiceCategoryDoc[]> {
    return (await this.readModels.collection<ServiceCategoryDoc>(SERVICE_CATEGORIES_PROJECTION)).find({});
  }

  async serviceCategoryBySlug(slug: string): Promise<ServiceCategoryDoc | null> {
    const [doc] = await (await this.readModels.collection<ServiceCategoryDoc>(SERVICE_CATEGORIES_PROJECTION)).find({ slug }, { limit: 1 });
    return doc ?? null;
  }
}
