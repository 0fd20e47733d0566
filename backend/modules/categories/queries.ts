import type { Position } from '../../../infra/event-store/index.ts';
import type { ReadModels } from '../../../projections/runtime/index.ts';
import { notFound } from '../../src/write-kit/index.ts';
import { MESSAGES } from './decider.ts';
import { CATEGORIES_PROJECTION, type CategoryDoc } from './view.ts';

/** The category tree's read model: only this module reads it; others ask here. */
export class CategoryQueries {
  private readonly readModels: ReadModels;
  constructor(readModels: ReadModels) {
    this.readModels = readModels;
  }

  /** Every category, name filters included, in no particular order. */
  async all(): Promise<CategoryDoc[]> {
    return (await this.readModels.collection<CategoryDoc>(CATEGORIES_PROJECTION)).find({});
  }

  /** The categories a product may be put in (name filters are not places): id, name and slug. */
  async choosable(): Promise<Array<{ id: number; name: string; slug: string }>> {
    return (await this.all()).filter((doc) => !doc.isNameFilter).map((doc) => ({ id: doc.id, name: doc.name, slug: doc.slug }));
  }

  async bySlug(slug: string): Promise<CategoryDoc | null> {
    const [doc] = await (await this.readModels.collection<CategoryDoc>(CATEGORIES_PROJECTION)).find({ slug }, { limit: 1 });
    return doc ?? null;
  }

  async one(categoryId: number): Promise<CategoryDoc> {
    const doc = await (await this.readModels.collection<CategoryDoc>(CATEGORIES_PROJECTION)).get(String(categoryId));
    if (!doc) throw notFound(MESSAGES.notFound);
    return doc;
  }

  /** The position this process knows the tree to hold, without a read (null: not known yet). */
  knownPosition(): Position | null {
    return this.readModels.known(CATEGORIES_PROJECTION)?.position ?? null;
  }

  /** The whole tree with the position it holds, read in that order so the tree is never older. */
  async snapshot(): Promise<{ docs: CategoryDoc[]; position: Position | null }> {
    const position = (await this.readModels.checkpoint(CATEGORIES_PROJECTION))?.position ?? null;
    return { docs: await this.all(), position };
  }
}
