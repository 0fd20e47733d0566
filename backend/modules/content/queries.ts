import type { ReadModels } from '../../../projections/runtime/index.ts';
import type { PageSlug } from './events.ts';
import {
  NAVIGATION_PROJECTION,
  PAGES_PROJECTION,
  SERVICE_CATEGORIES_PROJECTION,
  type NavigationItemDoc,
  type PageDoc,
  type ServiceCategoryDoc,
} from './view.ts';

/** The site's menu, its pages and the service-category tree: the content read models, read here only (ADR 0045). */
export class ContentQueries {
  private readonly readModels: ReadModels;
  constructor(readModels: ReadModels) {
    this.readModels = readModels;
  }

  /** Every menu item, active or not, in no particular order. */
  async navigationItems(): Promise<NavigationItemDoc[]> {
    return (await this.readModels.collection<NavigationItemDoc>(NAVIGATION_PROJECTION)).find();
  }

  async navigationItem(id: number): Promise<NavigationItemDoc | null> {
    return (await (await this.readModels.collection<NavigationItemDoc>(NAVIGATION_PROJECTION)).get(String(id))) ?? null;
  }

  async serviceCategory(id: number): Promise<ServiceCategoryDoc | null> {
    return (await (await this.readModels.collection<ServiceCategoryDoc>(SERVICE_CATEGORIES_PROJECTION)).get(String(id))) ?? null;
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
