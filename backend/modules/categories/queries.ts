import type { Position } from '../../../infra/event-store/index.ts';
import type { ReadModels } from '../../kit/read/index.ts';
import { notFound } from '../../kit/write/index.ts';
import { PRODUCT_CATEGORY_TREE, SERVICE_CATEGORY_TREE } from './tree-kinds.ts';
import type { CategoryDoc, ServiceCategoryDoc, TreeDoc } from './view.ts';

/** A category tree's read model, whichever its kind: only this module reads it; others ask here. */
export class TreeQueries<D extends TreeDoc> {
  private readonly readModels: ReadModels;
  private readonly projection: string;
  private readonly notFound: string;

  constructor(readModels: ReadModels, kind: { readonly projection: string; readonly notFound: string }) {
    this.readModels = readModels;
    this.projection = kind.projection;
    this.notFound = kind.notFound;
  }

  private collection() {
    return this.readModels.collection<D>(this.projection);
  }

  /** Every section, in no particular order (the tree is small; lists ask on every request). */
  async all(): Promise<D[]> {
    return (await this.collection()).find({});
  }

  /** A section, or null when the read model has none. */
  async find(id: number): Promise<D | null> {
    return (await (await this.collection()).get(String(id))) ?? null;
  }

  /** A section, or the tree's own 404. */
  async one(id: number): Promise<D> {
    const doc = await this.find(id);
    if (!doc) throw notFound(this.notFound);
    return doc;
  }

  async bySlug(slug: string): Promise<D | null> {
    const [doc] = await (await this.collection()).find({ slug } as Partial<D>, { limit: 1 });
    return doc ?? null;
  }

  /** The position this process knows the tree to hold, without a read (null: not known yet). */
  knownPosition(): Position | null {
    return this.readModels.known(this.projection)?.position ?? null;
  }

  /** The whole tree with the position it holds, read in that order so the tree is never older. */
  async snapshot(): Promise<{ docs: D[]; position: Position | null }> {
    const position = (await this.readModels.checkpoint(this.projection))?.position ?? null;
    return { docs: await this.all(), position };
  }
}

/** The product category tree's read model. */
export class CategoryQueries extends TreeQueries<CategoryDoc> {
  constructor(readModels: ReadModels) {
    super(readModels, PRODUCT_CATEGORY_TREE);
  }

  /** The categories a product may be put in (name filters are not places): id, name and slug. */
  async choosable(): Promise<Array<{ id: number; name: string; slug: string }>> {
    return (await this.all())
      .filter((doc) => !doc.isNameFilter)
      .map((doc) => ({ id: doc.id, name: doc.name, slug: doc.slug }));
  }
}

/** The service-category tree's read model. */
export class ServiceCategoryQueries extends TreeQueries<ServiceCategoryDoc> {
  constructor(readModels: ReadModels) {
    super(readModels, SERVICE_CATEGORY_TREE);
  }
}
