import { comparePositions, type Position } from '../../../infra/event-store/index.ts';
import type { ReadModels } from '../../../projections/runtime/index.ts';
import { notFound } from '../../src/write-kit/index.ts';
import type { CategoryDoc } from '../categories/index.ts';
import { QUALITIES, type ProductStatus, type Quality, type StockLevel } from './events.ts';
import { productChanges, type ProductRevisionDto } from './changes.ts';
import { canSee, type Actor } from './product-decider.ts';
import { MESSAGES } from './rules.ts';
import { CatalogIndex, isSearchable, parseQuery, type IndexedCard, type Page } from './search-index.ts';
import { fold } from './search-text.ts';
import {
  PRODUCTS_PROJECTION,
  PRODUCT_SEARCH_PROJECTION,
  SEARCH_META_ID,
  SELLER_SEARCH_PROJECTION,
  WAREHOUSES_PROJECTION,
  cardDto,
  productDto,
  publishedDetails,
  type CategoryRef,
  type Placement,
  type ProductCardDto,
  type ProductDoc,
  type ProductDto,
  type ProductSearchDoc,
  type SearchMetaDoc,
  type SellerSearchDoc,
  type WarehouseDoc,
} from './view.ts';

/** A supplier's display name (their company's, else their own); wired in modules.ts. */
export type SupplierNames = (supplierId: number) => Promise<string | null>;

export interface Logger {
  error(object: object, message?: string): void;
}

type StoredSearchDoc = (ProductSearchDoc | SearchMetaDoc) & { _pos: Position };
type StoredSellerDoc = (SellerSearchDoc | SearchMetaDoc) & { _pos: Position };

/** What the sync has read of one read model: its collection and the checkpoint read up to. */
interface Followed {
  collection: string | null;
  watermark: Position | null;
}

const ahead = (position: Position | null, watermark: Position | null): boolean =>
  position !== null && (watermark === null || comparePositions(position, watermark) > 0);

const POLL_MS = 1000;

/**
 * Keeps the API process's CatalogIndex in step with the `productSearch` read model (ADR 0011):
 * built once from all documents, then, whenever the projection's checkpoint has moved, updated with
 * the documents written since the last checkpoint it saw, and only when `_last` says a product
 * changed at all. A rebuilt read model (another collection) is loaded afresh. The `sellerSearch`
 * read model (companies' names, warehouses' cities: ADR 0060) is followed the same way.
 */
export class CatalogIndexSync {
  private readonly readModels: ReadModels;
  private readonly logger: Logger;
  private index: CatalogIndex | null = null;
  private collection: string | null = null;
  private watermark: Position | null = null;
  private readonly sellers: Followed = { collection: null, watermark: null };
  private running: Promise<void> | null = null;
  private lastCheck = 0;

  constructor(readModels: ReadModels, logger: Logger) {
    this.readModels = readModels;
    this.logger = logger;
  }

  private behind(): boolean {
    const known = this.readModels.known(PRODUCT_SEARCH_PROJECTION);
    if (!this.index || !known) return true;
    if (known.collection !== this.collection) return true;
    if (ahead(known.position, this.watermark)) return true;
    const sellers = this.readModels.known(SELLER_SEARCH_PROJECTION);
    return sellers !== undefined && (sellers.collection !== this.sellers.collection || ahead(sellers.position, this.sellers.watermark));
  }

  /** The index, brought up to the checkpoint this process has heard of. */
  async current(): Promise<CatalogIndex> {
    if (this.behind()) {
      await this.refresh();
      // A refresh that was already running may have started before the latest checkpoint.
      if (this.behind()) await this.refresh();
    } else if (Date.now() - this.lastCheck > POLL_MS) {
      // Progress messages can be lost (another process runs the projectors): look now and then.
      this.refresh().catch((error: unknown) => this.logger.error({ err: error }, 'catalogue index refresh failed'));
    }
    return this.index ?? new CatalogIndex();
  }

  refresh(): Promise<void> {
    this.running ??= this.load().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async load(): Promise<void> {
    this.lastCheck = Date.now();
    const state = await this.readModels.checkpoint(PRODUCT_SEARCH_PROJECTION);
    if (!state) {
      this.index ??= new CatalogIndex();
      return;
    }
    const docs = await this.readModels.collection<StoredSearchDoc>(PRODUCT_SEARCH_PROJECTION);
    if (!this.index || state.collection !== this.collection) {
      const index = new CatalogIndex();
      index.load((await docs.find({})).filter((doc): doc is ProductSearchDoc & { _pos: Position } => doc.kind === 'product'));
      this.index = index;
      this.collection = state.collection;
      // A new index knows no seller yet.
      this.sellers.collection = null;
    } else {
      const last = await docs.get(SEARCH_META_ID);
      if (last && (this.watermark === null || comparePositions(last._pos, this.watermark) > 0)) {
        const since = this.watermark?.commit ?? -1;
        for (const doc of await docs.find({ '_pos.commit': { $gte: since } })) {
          if (doc.kind === 'product') this.index.apply(doc);
        }
      }
    }
    // Everything up to the checkpoint read first is in: documents of later batches that were already
    // visible are applied too, and read again next time (applying them twice changes nothing).
    this.watermark = state.position;
    await this.loadSellers(this.index);
  }

  /** The sellers' documents into the index: all of them at first or after a rebuild, else those written since. */
  private async loadSellers(index: CatalogIndex): Promise<void> {
    const state = await this.readModels.checkpoint(SELLER_SEARCH_PROJECTION);
    if (!state) return;
    const docs = await this.readModels.collection<StoredSellerDoc>(SELLER_SEARCH_PROJECTION);
    const sellerDocs = (found: StoredSellerDoc[]) => found.filter((doc): doc is SellerSearchDoc & { _pos: Position } => doc.kind !== 'meta');
    if (state.collection !== this.sellers.collection) {
      index.clearSellers();
      for (const doc of sellerDocs(await docs.find({}))) index.applySeller(doc);
      this.sellers.collection = state.collection;
    } else {
      const last = await docs.get(SEARCH_META_ID);
      if (last && ahead(last._pos, this.sellers.watermark)) {
        const since = this.sellers.watermark?.commit ?? -1;
        for (const doc of sellerDocs(await docs.find({ '_pos.commit': { $gte: since } }))) index.applySeller(doc);
      }
    }
    this.sellers.watermark = state.position;
  }
}

/** The category tree as the catalogue needs it: placements, scopes, name filters. */
export class CategoryDirectory {
  private readonly byId = new Map<number, CategoryDoc>();
  private readonly children = new Map<number | null, CategoryDoc[]>();
  private readonly placements = new Map<number, Placement>();

  constructor(docs: readonly CategoryDoc[]) {
    for (const doc of docs) {
      this.byId.set(doc.id, doc);
      const siblings = this.children.get(doc.parentId) ?? [];
      siblings.push(doc);
      this.children.set(doc.parentId, siblings);
    }
  }

  private ref(doc: CategoryDoc): CategoryRef {
    return { id: doc.id, name: doc.name, slug: doc.slug };
  }

  /** A product filed under a name filter shows the filter's parent as its category. */
  placement(categoryId: number): Placement {
    let placement = this.placements.get(categoryId);
    if (!placement) {
      const doc = this.byId.get(categoryId);
      const parent = doc?.isNameFilter && doc.parentId !== null ? this.byId.get(doc.parentId) : undefined;
      placement =
        doc === undefined
          ? { category: null, nameFilter: null }
          : doc.isNameFilter
            ? { category: parent ? this.ref(parent) : null, nameFilter: { id: doc.id, name: doc.name } }
            : { category: this.ref(doc), nameFilter: null };
      this.placements.set(categoryId, placement);
    }
    return placement;
  }

  /**
   * The categories whose products a category shows: itself and its name filters, and with
   * `withSubcategories` every descendant (with theirs). Empty for an unknown category.
   */
  scope(categoryId: number, withSubcategories: boolean): number[] {
    const root = this.byId.get(categoryId);
    if (!root) return [];
    const result: number[] = [];
    const visit = (doc: CategoryDoc, deep: boolean): void => {
      result.push(doc.id);
      for (const child of this.children.get(doc.id) ?? []) {
        if (child.isNameFilter) result.push(child.id);
        else if (deep) visit(child, true);
      }
    };
    visit(root, withSubcategories);
    return result;
  }

  /** Name-filter categories called `name` (any case, ё as е), within `scope` when given. */
  nameFilters(name: string, scope: readonly number[] | null): number[] {
    const wanted = fold(name).replace(/\s+/g, ' ').trim();
    const inScope = scope ? new Set(scope) : null;
    const result: number[] = [];
    for (const doc of this.byId.values()) {
      if (!doc.isNameFilter || (inScope && !inScope.has(doc.id))) continue;
      if (fold(doc.name).replace(/\s+/g, ' ').trim() === wanted) result.push(doc.id);
    }
    return result;
  }
}

export interface ListQuery {
  readonly page: number;
  readonly limit: number;
  readonly search: string | null;
  readonly categoryId: number | null;
  readonly includeSubcategories: boolean;
  readonly quality: Quality | null;
  readonly name: string | null;
  readonly statuses: readonly ProductStatus[];
  /** Only the viewer's own products (a supplier's cabinet). */
  readonly mine: boolean;
}

export interface ProductList {
  products: ProductCardDto[];
  total: number;
  totalPages: number;
}

/** The category tree as the categories module serves it (its `CategoryQueries`). */
export interface CategorySource {
  /** The position the tree is known to hold, without a read (null: not known yet). */
  knownPosition(): Position | null;
  /** The whole tree with the position it holds. */
  snapshot(): Promise<{ docs: CategoryDoc[]; position: Position | null }>;
}

const SUPPLIER_NAME_TTL_MS = 10_000;
/** Long lists of ids are read in pages this big, so a catalogue of 100,000 never sits in one array. */
const PAGE_OF_IDS = 1000;
/** Public list answers are kept, as sent, while the index and the tree are unchanged (and a few seconds at most). */
const ANSWER_CACHE_SIZE = 500;
const ANSWER_CACHE_TTL_MS = 5_000;

/** Reads of the catalogue: the list (index), the product page and warehouses (read models). */
export class CatalogQueries {
  private readonly readModels: ReadModels;
  private readonly supplierNames: SupplierNames;
  private readonly categorySource: CategorySource;
  private readonly logger: Logger;
  readonly sync: CatalogIndexSync;
  private directory: CategoryDirectory | null = null;
  private directoryPosition: Position | null = null;
  private directoryGeneration = 0;
  private directorySignature = '';
  private directoryLoading: Promise<CategoryDirectory> | null = null;
  private readonly names = new Map<number, { name: string | null; at: number }>();
  private readonly answers = new Map<string, { body: string; at: number }>();
  /** Off: every list is computed (the benchmark measures both). */
  cacheAnswers = true;

  constructor(deps: { readModels: ReadModels; supplierNames: SupplierNames; categories: CategorySource; logger: Logger }) {
    this.readModels = deps.readModels;
    this.supplierNames = deps.supplierNames;
    this.categorySource = deps.categories;
    this.logger = deps.logger;
    this.sync = new CatalogIndexSync(deps.readModels, deps.logger);
  }

  /** The category tree; reloaded (it is small) when its read model has moved on. */
  async categories(): Promise<CategoryDirectory> {
    const known = this.categorySource.knownPosition();
    const fresh =
      this.directory !== null &&
      known !== null &&
      this.directoryPosition !== null &&
      comparePositions(known, this.directoryPosition) <= 0;
    if (fresh) return this.directory!;
    this.directoryLoading ??= (async () => {
      try {
        const { docs, position } = await this.categorySource.snapshot();
        // The read model moves on with every event of the log; the tree itself seldom changes.
        const signature = JSON.stringify(
          docs.map(({ id, name, slug, parentId, isNameFilter }) => [id, name, slug, parentId, isNameFilter]).sort((a, b) => (a[0] as number) - (b[0] as number)),
        );
        if (signature !== this.directorySignature || !this.directory) {
          this.directory = new CategoryDirectory(docs);
          this.directorySignature = signature;
          this.directoryGeneration += 1;
        }
        this.directoryPosition = position;
        return this.directory;
      } finally {
        this.directoryLoading = null;
      }
    })();
    return this.directoryLoading;
  }

  private async supplierName(supplierId: number): Promise<string | null> {
    const cached = this.names.get(supplierId);
    const now = Date.now();
    if (cached && now - cached.at < SUPPLIER_NAME_TTL_MS) return cached.name;
    const load = this.supplierNames(supplierId).then(
      (name) => {
        if (this.names.size > 10_000) this.names.clear();
        this.names.set(supplierId, { name, at: Date.now() });
        return name;
      },
      (error: unknown) => {
        this.logger.error({ err: error, supplierId }, 'supplier name lookup failed');
        return cached?.name ?? null;
      },
    );
    // A known name is served at once while a fresh one is fetched.
    return cached ? cached.name : load;
  }

  /**
   * The list as JSON text. Answers that are the same for everyone (not `mine`, published only) are
   * cached per index version and category tree: popular searches and catalogue pages are served
   * without being computed again until a product or category changes.
   */
  async listJson(query: ListQuery, viewer: Actor | null): Promise<string> {
    const shared = this.cacheAnswers && !query.mine && query.statuses.length === 1 && query.statuses[0] === 'published';
    if (!shared) return JSON.stringify(await this.list(query, viewer));
    const [index, categories] = await Promise.all([this.sync.current(), this.categories()]);
    const key = `${index.version}|${this.directoryGeneration}|${query.page}|${query.limit}|${query.categoryId}|${query.includeSubcategories}|${query.quality}|${query.name}|${query.search === null ? '' : fold(query.search).trim().replace(/\s+/g, ' ')}`;
    const cached = this.answers.get(key);
    const now = Date.now();
    if (cached && now - cached.at < ANSWER_CACHE_TTL_MS) return cached.body;
    const body = JSON.stringify(await this.listFrom(index, categories, query, viewer));
    if (this.answers.size >= ANSWER_CACHE_SIZE) this.answers.delete(this.answers.keys().next().value!);
    this.answers.set(key, { body, at: now });
    return body;
  }

  async list(query: ListQuery, viewer: Actor | null): Promise<ProductList> {
    const [index, categories] = await Promise.all([this.sync.current(), this.categories()]);
    return this.listFrom(index, categories, query, viewer);
  }

  private async listFrom(index: CatalogIndex, categories: CategoryDirectory, query: ListQuery, viewer: Actor | null): Promise<ProductList> {
    let scope: number[] | null = query.categoryId === null ? null : categories.scope(query.categoryId, query.includeSubcategories);
    if (query.name !== null) scope = categories.nameFilters(query.name, scope);
    const qualities: readonly Quality[] = query.quality ? [query.quality] : QUALITIES;
    const offset = (query.page - 1) * query.limit;
    const supplierId = query.mine ? viewer?.userId ?? -1 : null;
    let page: Page<IndexedCard>;
    if (query.search !== null) {
      if (!isSearchable(query.search)) {
        page = { total: 0, items: [] };
      } else {
        page = index.search(
          parseQuery(query.search),
          { statuses: query.statuses, qualities, categoryIds: scope ? new Set(scope) : null, supplierId },
          offset,
          query.limit,
        );
      }
    } else if (supplierId !== null) {
      const inScope = scope ? new Set(scope) : null;
      page = index.bySupplier(
        supplierId,
        (card) =>
          (query.statuses.includes(card.status) || (card.revision != null && query.statuses.includes(card.revision))) &&
          (inScope === null || inScope.has(card.categoryId)) &&
          qualities.includes(card.quality),
        offset,
        query.limit,
      );
    } else {
      page = index.browse({ categoryIds: scope, statuses: query.statuses, qualities, offset, limit: query.limit });
    }
    const workList = query.mine || query.statuses.some((status) => status !== 'published');
    const suppliers = new Map<number, string | null>();
    await Promise.all(
      [...new Set(page.items.map((card) => card.supplierId))].map(async (id) =>
        suppliers.set(id, await this.supplierName(id)),
      ),
    );
    return {
      products: page.items.map((listed) => {
        // The seller's and the moderators' lists show an edit under moderation as written; the public list the published version.
        const card = workList && listed.pending ? { ...listed, ...listed.pending } : listed;
        const dto = cardDto(card, categories.placement(card.categoryId), { id: card.supplierId, name: suppliers.get(card.supplierId) ?? null });
        // The seller's own list carries the part number (артикул); the public card keeps the spec's shape.
        return query.mine ? { ...dto, partNumber: card.partNumber ?? null } : dto;
      }),
      total: page.total,
      totalPages: Math.ceil(page.total / query.limit),
    };
  }

  /** The product page: 404 for unknown ids and for what the viewer may not see. */
  async product(productId: number, viewer: Actor | null): Promise<ProductDto & { revision?: ProductRevisionDto }> {
    const doc = await (await this.readModels.collection<ProductDoc>(PRODUCTS_PROJECTION)).get(String(productId));
    if (!doc || !canSee(doc, viewer)) throw notFound(MESSAGES.productNotFound);
    const warehousesCollection = await this.readModels.collection<WarehouseDoc>(WAREHOUSES_PROJECTION);
    const warehouses = new Map<number, WarehouseDoc>();
    for (const stock of doc.stocks) {
      const warehouse = await warehousesCollection.get(String(stock.warehouseId));
      if (warehouse) warehouses.set(warehouse.id, warehouse);
    }
    const [categories, supplierName] = await Promise.all([this.categories(), this.supplierName(doc.supplierId)]);
    // The seller (a supplier, or a buyer who sells parts) and the moderators also see the moderation.
    const moderation = viewer !== null && (viewer.role === 'admin' || viewer.role === 'system' || viewer.userId === doc.supplierId);
    const revision = moderation ? (doc.revision ?? null) : null;
    // They work on the edit under moderation; everyone else sees the published version (ADR 0036).
    const shown: ProductDoc = revision ? { ...doc, ...revision.details } : doc;
    const dto = productDto(shown, {
      placement: categories.placement(shown.categoryId),
      supplier: { id: doc.supplierId, name: supplierName },
      warehouses,
      moderation,
    });
    if (!revision) return dto;
    const categoryName = (id: number) => {
      const placement = categories.placement(id);
      return [placement.category?.name, placement.nameFilter?.name].filter(Boolean).join(' → ') || `№ ${id}`;
    };
    return {
      ...dto,
      revision: {
        status: revision.status,
        rejectionReason: revision.rejectionReason,
        submittedAt: revision.submittedAt,
        changes: productChanges(publishedDetails(doc), revision.details, categoryName),
      },
    };
  }

  async warehouse(warehouseId: number): Promise<WarehouseDoc | null> {
    return (await this.readModels.collection<WarehouseDoc>(WAREHOUSES_PROJECTION)).get(String(warehouseId));
  }

  /**
   * The products as buyers see them now, by id (the basket compares its lines with these, ADR
   * 0068): the public version's name and price, its seller, its first picture and its stock.
   */
  async shownToBuyers(productIds: readonly number[]): Promise<Map<number, { published: boolean; name: string; price: number; sellerId: number; partNumber: string | null; partId: number | null; image: string | null; stock: number }>> {
    if (productIds.length === 0) return new Map();
    const docs = await (await this.readModels.collection<ProductDoc>(PRODUCTS_PROJECTION)).find({ _id: { $in: productIds.map(String) } });
    return new Map(
      docs.map((doc) => [
        doc.id,
        { published: doc.status === 'published', name: doc.name, price: doc.price, sellerId: doc.supplierId, partNumber: doc.partNumber ?? null, partId: doc.partId ?? null, image: doc.images[0] ?? null, stock: doc.quantity },
      ]),
    );
  }

  /** Whether the product is on the public site. */
  async isPublished(productId: number): Promise<boolean> {
    const doc = await (await this.readModels.collection<ProductDoc>(PRODUCTS_PROJECTION)).get(String(productId));
    return doc?.status === 'published';
  }

  /** The published products' ids and last changes, by id, read a thousand at a time (for the sitemap). */
  async *publishedPages(): AsyncGenerator<{ id: number; updatedAt: string }> {
    const products = await this.readModels.collection<ProductDoc>(PRODUCTS_PROJECTION);
    for (let skip = 0; ; skip += PAGE_OF_IDS) {
      const page = await products.find({ status: 'published' }, { sort: { id: 1 }, skip, limit: PAGE_OF_IDS });
      for (const product of page) yield { id: product.id, updatedAt: product.updatedAt };
      if (page.length < PAGE_OF_IDS) return;
    }
  }

  /** Every product of a seller in any status, by id, as its document stands (with a revision awaiting moderation). */
  async sellerProducts(sellerId: number): Promise<ProductDoc[]> {
    return (await this.readModels.collection<ProductDoc>(PRODUCTS_PROJECTION)).find({ supplierId: sellerId }, { sort: { id: 1 } });
  }

  /** A supplier's warehouses (all of them for `null`), by id. */
  async warehouses(supplierId: number | null): Promise<WarehouseDoc[]> {
    const collection = await this.readModels.collection<WarehouseDoc>(WAREHOUSES_PROJECTION);
    return collection.find(supplierId === null ? {} : { supplierId }, { sort: { id: 1 } });
  }

  /** What a warehouse holds: each product with stock there, with all its stock levels (to change one in place). */
  async warehouseStock(warehouseId: number): Promise<Array<{ productId: number; name: string; partNumber: string | null; status: string; quantity: number; stocks: StockLevel[] }>> {
    const products = await (await this.readModels.collection<ProductDoc>(PRODUCTS_PROJECTION)).find({ warehouseIds: warehouseId });
    return products
      .map((p) => ({
        productId: p.id,
        name: p.name,
        partNumber: p.partNumber ?? null,
        status: p.status,
        quantity: p.stocks.find((s) => s.warehouseId === warehouseId)?.quantity ?? 0,
        stocks: p.stocks.map((s) => ({ ...s })),
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'ru'));
  }
}
