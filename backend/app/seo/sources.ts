import type { CatalogQueries } from '../../modules/catalog/index.ts';
import type { CategoryQueries, ServiceCategoryQueries } from '../../modules/categories/index.ts';
import type { ContentQueries } from '../../modules/content/index.ts';
import type { NewsQueries } from '../../modules/news/index.ts';
import type { PartQueries } from '../../modules/parts/index.ts';
import type { ServiceQueries } from '../../modules/services/index.ts';

/** A public page of the site: its path and when it last changed (for `lastmod`). */
export interface PublicPage {
  readonly path: string;
  readonly lastmod: string | null;
}

/** The modules' queries the site's public pages are known from (each module reads its own read models). */
export interface PublicSources {
  readonly catalog: CatalogQueries;
  readonly categories: CategoryQueries;
  readonly content: ContentQueries;
  readonly serviceCategories: ServiceCategoryQueries;
  readonly services: ServiceQueries;
  readonly news: NewsQueries;
  readonly parts: PartQueries;
}

/**
 * What exists publicly: the pages a crawler may index and the checks the document answer's status
 * comes from, asked of the modules that own them.
 */
export class PublicPages {
  private readonly sources: PublicSources;
  constructor(sources: PublicSources) {
    this.sources = sources;
  }

  product(id: number): Promise<boolean> {
    return this.sources.catalog.isPublished(id);
  }

  /** A part's page (ADR 0065) exists while the part does, offered or not. */
  part(id: number): Promise<boolean> {
    return this.sources.parts.exists(id);
  }

  async news(id: number, now = new Date()): Promise<boolean> {
    return (await this.sources.news.published(id, now)) !== null;
  }

  async categorySlug(slug: string): Promise<boolean> {
    const category = await this.sources.categories.bySlug(slug);
    return category !== null && !category.isNameFilter;
  }

  async serviceCategorySlug(slug: string): Promise<boolean> {
    return (await this.sources.serviceCategories.bySlug(slug)) !== null;
  }

  /** Every page worth indexing, static pages first. */
  async *all(now = new Date()): AsyncGenerator<PublicPage> {
    for (const path of ['/', '/catalog', '/services', '/news', '/guide', '/contacts'])
      yield { path, lastmod: null };
    const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
    for (const category of (await this.sources.categories.all()).sort(byId))
      if (!category.isNameFilter)
        yield { path: `/catalog/${encodeURIComponent(category.slug)}`, lastmod: null };
    for (const category of (await this.sources.serviceCategories.all()).sort(byId))
      yield { path: `/services/${encodeURIComponent(category.slug)}`, lastmod: null };
    for await (const product of this.sources.catalog.publishedPages())
      yield { path: `/product/${product.id}`, lastmod: product.updatedAt };
    for (const part of await this.sources.parts.publicPages())
      yield { path: `/part/${part.id}`, lastmod: part.updatedAt };
    for await (const service of this.sources.services.publicPages())
      yield { path: `/service/${service.id}`, lastmod: service.updatedAt };
    for (const item of await this.sources.news.publishedPages(now))
      yield { path: `/news/${item.id}`, lastmod: item.updatedAt };
  }
}
