import type { ReadModels } from '../../kit/read/index.ts';
import type { PageSlug } from './events.ts';
import { NAVIGATION_PROJECTION, PAGES_PROJECTION, type NavigationItemDoc, type PageDoc } from './view.ts';

/** The site's menu and its pages: the content read models, read here only (ADR 0045). */
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
    return (
      (await (await this.readModels.collection<NavigationItemDoc>(NAVIGATION_PROJECTION)).get(String(id))) ??
      null
    );
  }

  async page(slug: PageSlug): Promise<PageDoc | null> {
    return (await (await this.readModels.collection<PageDoc>(PAGES_PROJECTION)).get(slug)) ?? null;
  }
}
