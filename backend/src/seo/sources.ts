import type { ReadModels } from '../../../projections/index.ts';
import { CATEGORIES_PROJECTION, type CategoryDoc } from '../../modules/categories/index.ts';
import { PRODUCTS_PROJECTION, type ProductDoc } from '../../modules/catalog/index.ts';
import { SERVICE_CATEGORIES_PROJECTION, type ServiceCategoryDoc } from '../../modules/content/index.ts';
import { NEWS_PROJECTION, type NewsDoc } from '../../modules/news/index.ts';
import { SERVICES_PROJECTION, type ServiceDoc } from '../../modules/services/index.ts';

/** A public page of the site: its path and when it last changed (for `lastmod`). */
export interface PublicPage {
  readonly path: string;
  readonly lastmod: string | null;
}

/**
 * What exists publicly, read from the read models: the pages a crawler may index and the checks
 * the document answer's status comes from. The composition root reads the modules' collections by
 * their exported names, as for the suppliers' names.
 */
export class PublicPages {
  private readonly readModels: ReadModels;
  constructor(readModels: ReadModels) {
    this.readModels = readModels;
  }

  async product(id: number): Promise<boolean> {
    const doc = await (await this.readModels.collection<ProductDoc>(PRODUCTS_PROJECTION)).get(String(id));
    return doc?.status === 'published';
  }

  async news(id: number, now = new Date()): Promise<boolean> {
    const doc = await (await this.readModels.collection<NewsDoc>(NEWS_PROJECTION)).get(String(id));
    return doc?.status === 'published' && doc.publishedAt !== null && doc.publishedAt <= now.toISOString();
  }

  async categorySlug(slug: string): Promise<boolean> {
    const found = await (
      await this.readModels.collection<CategoryDoc>(CATEGORIES_PROJECTION)
    ).find({ slug }, { limit: 1 });
    return found.length > 0 && !found[0]!.isNameFilter;
  }

  async serviceCategorySlug(slug: string): Promise<boolean> {
    const found = await (
      await this.readModels.collection<ServiceCategoryDoc>(SERVICE_CATEGORIES_PROJECTION)
    ).find({ slug }, { limit: 1 });
    return found.length > 0;
  }

  /** Every page worth indexing, static pages first. */
  async *all(now = new Date()): AsyncGenerator<PublicPage> {
    for (const path of ['/', '/catalog', '/services', '/news', '/guide', '/contacts'])
      yield { path, lastmod: null };
    for (const category of await (
      await this.readModels.collection<CategoryDoc>(CATEGORIES_PROJECTION)
    ).find({}, { sort: { id: 1 } }))
      if (!category.isNameFilter)
        yield { path: `/catalog/${encodeURIComponent(category.slug)}`, lastmod: null };
    for (const category of await (
      await this.readModels.collection<ServiceCategoryDoc>(SERVICE_CATEGORIES_PROJECTION)
    ).find({}, { sort: { id: 1 } }))
      yield { path: `/services/${encodeURIComponent(category.slug)}`, lastmod: null };
    const products = await this.readModels.collection<ProductDoc>(PRODUCTS_PROJECTION);
    // Pages of 1,000, so that a catalogue of 100,000 never sits in one array.
    for (let skip = 0; ; skip += 1000) {
      const page = await products.find({ status: 'published' }, { sort: { id: 1 }, skip, limit: 1000 });
      for (const product of page) yield { path: `/product/${product.id}`, lastmod: product.updatedAt };
      if (page.length < 1000) break;
    }
    const services = await this.readModels.collection<ServiceDoc>(SERVICES_PROJECTION);
    for (let skip = 0; ; skip += 1000) {
      const page = await services.find({ isPublic: true }, { sort: { id: 1 }, skip, limit: 1000 });
      for (const service of page) if (service.live) yield { path: `/service/${service.id}`, lastmod: service.updatedAt };
      if (page.length < 1000) break;
    }
    const news = await (
      await this.readModels.collection<NewsDoc>(NEWS_PROJECTION)
    ).find({ status: 'published', publishedAt: { $lte: now.toISOString() } }, { sort: { id: 1 } });
    for (const item of news) yield { path: `/news/${item.id}`, lastmod: item.updatedAt };
  }
}
