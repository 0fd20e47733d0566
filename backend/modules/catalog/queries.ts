import { AnswerCache } from '../../../infra/answer-cache/index.ts';
import { comparePositions, type Position } from '../../../infra/event-store/index.ts';
import { pagesOf, type PageRequest, type ReadModels } from '../../kit/read/index.ts';
import { notFound, Slices } from '../../kit/write/index.ts';
import type { CategoryDoc } from '../categories/index.ts';
import { QUALITIES, type ProductStatus, type Quality, type StockLevel } from './events.ts';
import { productChanges, type ProductRevisionDto } from './changes.ts';
import { indexFromParts, indexParts } from './index-snapshot-parts.ts';
import { canSee, type Actor } from './product-decider.ts';
import { CONDITION_LABELS, MESSAGES } from './rules.ts';
import {
  CatalogIndex,
  isSearchable,
  parseQuery,
  type CardFacts,
  type IndexedCard,
  type Page,
} from './search-index.ts';
import {
  NO_NARROWING,
  facetCounts,
  isNarrowed,
  narrowedPage,
  narrowingKey,
  type Candidates,
  type Narrowing,
} from './narrowing.ts';
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
  info?(object: object, message?: string): void;
  warn?(object: object, message?: string): void;
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
/** A snapshot of the index is written again at most this often while it changes (and at close). */
const SNAPSHOT_EVERY_MS = 10 * 60_000;

/** Where the index is kept between starts (a file in the data folder; none on the in-memory store). */
export interface IndexSnapshots {
  /** The parts last written, in order, each read when asked for; throws when they cannot be read. */
  read(): AsyncIterable<unknown>;
  /** Replaces them with these, taken one at a time; an aborted `signal` abandons the write. */
  write(parts: Iterable<unknown>, options?: { signal?: AbortSignal }): Promise<void>;
  /** Removes what writes of stopped processes left behind; the paths removed. */
  sweep?(): string[];
}

/**
 * At close, the snapshot under way (or the one close writes) runs in slices this long: nothing is
 * served any more, and the deadline's timer still gets its turn.
 */
const CLOSING_SLICE_MS = 200;

/** A snapshot being taken and written. */
interface Writing {
  done: Promise<void>;
  readonly abort: AbortController;
  /** Set at close: the rest is taken in long slices. */
  hurry: boolean;
}

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
  private readonly snapshots: IndexSnapshots | null;
  /** The watermark of the last snapshot written (or read), and when. */
  private saved: { watermark: Position | null; at: number } = { watermark: null, at: 0 };
  /** The snapshot being taken and written, if any: a save at close waits for it. */
  private saving: Writing | null = null;
  /** Set by `close`: no snapshot is started in the background any more. */
  private closed = false;
  /** Set once the deadline given to `close` has passed: any write is abandoned. */
  private expired = false;
  private swept = false;

  constructor(readModels: ReadModels, logger: Logger, snapshots: IndexSnapshots | null = null) {
    this.readModels = readModels;
    this.logger = logger;
    this.snapshots = snapshots;
  }

  private behind(): boolean {
    const known = this.readModels.known(PRODUCT_SEARCH_PROJECTION);
    if (!this.index || !known) return true;
    if (known.collection !== this.collection) return true;
    if (ahead(known.position, this.watermark)) return true;
    const sellers = this.readModels.known(SELLER_SEARCH_PROJECTION);
    return (
      sellers !== undefined &&
      (sellers.collection !== this.sellers.collection || ahead(sellers.position, this.sellers.watermark))
    );
  }

  /** The index, brought up to the checkpoint this process has heard of. */
  async current(): Promise<CatalogIndex> {
    if (this.behind()) {
      await this.refresh();
      // A refresh that was already running may have started before the latest checkpoint.
      if (this.behind()) await this.refresh();
    } else if (Date.now() - this.lastCheck > POLL_MS) {
      // Progress messages can be lost (another process runs the projectors): look now and then.
      this.refresh().catch((error: unknown) =>
        this.logger.error({ err: error }, 'catalogue index refresh failed'),
      );
    }
    return this.index ?? new CatalogIndex();
  }

  /**
   * The index when it is known to be current, without waiting (null when it is behind: `current`
   * then brings it up); it looks for progress now and then, as `current` does.
   */
  peek(): CatalogIndex | null {
    if (this.behind()) return null;
    if (Date.now() - this.lastCheck > POLL_MS) {
      this.refresh().catch((error: unknown) =>
        this.logger.error({ err: error }, 'catalogue index refresh failed'),
      );
    }
    return this.index;
  }

  refresh(): Promise<void> {
    this.running ??= this.load().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async load(): Promise<void> {
    this.lastCheck = Date.now();
    this.sweep();
    const state = await this.readModels.checkpoint(PRODUCT_SEARCH_PROJECTION);
    if (!state) {
      this.index ??= new CatalogIndex();
      return;
    }
    const docs = await this.readModels.collection<StoredSearchDoc>(PRODUCT_SEARCH_PROJECTION);
    if (!this.index) await this.restore(state.collection, state.position);
    if (!this.index || state.collection !== this.collection) {
      const started = performance.now();
      // Read a page at a time and loaded in steps, letting the loop turn (ADR 0095): at 100,000
      // products the whole read and load held it for over a second in one turn.
      const slices = new Slices();
      const products: Array<ProductSearchDoc & { _pos: Position }> = [];
      for await (const page of pagesOf(docs)) {
        for (const doc of page) if (doc.kind === 'product') products.push(doc);
        await slices.pause();
      }
      const index = new CatalogIndex();
      await index.loadInSteps(products, () => slices.pause());
      this.index = index;
      this.collection = state.collection;
      // A new index knows no seller yet.
      this.sellers.collection = null;
      // Written next time round, from the watermark below.
      this.saved.at = 0;
      this.logger.info?.(
        { products: index.size, ms: Math.round(performance.now() - started) },
        'catalogue index built from the read model',
      );
    } else {
      const last = await docs.get(SEARCH_META_ID);
      if (last && (this.watermark === null || comparePositions(last._pos, this.watermark) > 0)) {
        const since = this.watermark?.commit ?? -1;
        // In the order of the index the filter uses: unsorted, SQLite answers in `_id` order and then
        // scans all 100,000 documents for each refresh while the read model catches up (ADR 0096).
        for (const doc of await docs.find(
          { '_pos.commit': { $gte: since } },
          { sort: { '_pos.commit': 1 } },
        )) {
          if (doc.kind === 'product') this.index.apply(doc);
        }
      }
    }
    // Everything up to the checkpoint read first is in: documents of later batches that were already
    // visible are applied too, and read again next time (applying them twice changes nothing).
    this.watermark = state.position;
    await this.loadSellers(this.index);
    // In the background: the request that refreshed the index does not wait for the file (save logs
    // its own failure). After a full build `saved.at` is 0: the first snapshot is written at once.
    if (!this.closed && Date.now() - this.saved.at > SNAPSHOT_EVERY_MS) void this.save();
  }

  /**
   * The index as last saved, when it was taken of the collection that serves now and not beyond
   * its checkpoint: the documents written since its watermark are then applied as after any
   * refresh. Any other (another collection, ahead, another format, unreadable) is ignored and the
   * index built from the documents.
   */
  private async restore(collection: string, checkpoint: Position | null): Promise<void> {
    if (!this.snapshots) return;
    const started = performance.now();
    const stored = await indexFromParts(this.snapshots.read()).catch(() => null);
    if (!stored || stored.collection !== collection) return;
    // Ahead of the read model (rebuilt since, from an older log): it may hold what the log does not.
    if (checkpoint === null || comparePositions(stored.watermark, checkpoint) > 0) return;
    const slices = new Slices();
    const index = await CatalogIndex.restoreInSteps(stored.index, () => slices.pause());
    if (!index) return;
    this.index = index;
    this.collection = stored.collection;
    this.watermark = stored.watermark;
    this.saved = { watermark: stored.watermark, at: Date.now() };
    this.logger.info?.(
      { products: index.size, ms: Math.round(performance.now() - started) },
      'catalogue index restored from its snapshot',
    );
  }

  /** Removes the temporary files of snapshots whose writers were killed (once, at the first load). */
  private sweep(): void {
    if (this.swept || !this.snapshots?.sweep) return;
    this.swept = true;
    try {
      const removed = this.snapshots.sweep();
      if (removed.length > 0)
        this.logger.info?.({ files: removed }, 'removed snapshot files left by a stopped process');
    } catch (error) {
      this.logger.error({ err: error }, 'sweeping old snapshot files failed');
    }
  }

  /** Resolves once no snapshot is being written (the one a refresh started runs in the background). */
  async written(): Promise<void> {
    while (this.saving) await this.saving.done;
  }

  /** Saves the index with the watermark it has reached, when that moved since the last save. */
  async save(): Promise<void> {
    // One save at a time: the one at close waits for a periodic one under way, then saves what it missed.
    await this.written();
    const { index, collection, watermark } = this;
    if (!this.snapshots || !index || !collection || !watermark) return;
    if (this.saved.watermark && comparePositions(this.saved.watermark, watermark) >= 0 && this.saved.at > 0)
      return;
    this.saved = { watermark, at: Date.now() };
    const writing: Writing = { abort: new AbortController(), hurry: this.closed, done: Promise.resolve() };
    if (this.expired) writing.abort.abort();
    writing.done = this.write(index, { collection, watermark }, writing);
    this.saving = writing;
    try {
      await writing.done;
    } finally {
      if (this.saving === writing) this.saving = null;
    }
  }

  /**
   * At shutdown, once nothing is served: the snapshot under way is finished in long slices, then
   * the index saved if it moved since, until `deadline` (a `Date.now()` time); past it the write is
   * abandoned and its temporary file removed, the snapshot before it kept. A run stopped soon after
   * its first build thus still leaves the snapshot the next start reads (ADR 0103).
   */
  async close(deadline: number): Promise<void> {
    this.closed = true;
    const expire = (): void => {
      this.expired = true;
      this.saving?.abort.abort();
    };
    if (deadline <= Date.now()) expire();
    const timer = setTimeout(expire, Math.max(0, deadline - Date.now()));
    try {
      if (this.saving) this.saving.hurry = true;
      await this.save();
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * The snapshot is taken in slices of the event loop's time and written part by part (ADR 0088):
   * at 100,000 products taking and writing it whole held the loop for about half a second. True
   * A failure or an abandon is logged: the snapshot on disk is then still the one before.
   */
  private async write(
    index: CatalogIndex,
    of: { collection: string; watermark: Position },
    writing: Writing,
  ): Promise<void> {
    const started = performance.now();
    const { signal } = writing.abort;
    try {
      const slices = new Slices();
      const closing = new Slices(CLOSING_SLICE_MS);
      const pause = (): Promise<void> | undefined => {
        signal.throwIfAborted();
        return writing.hurry ? closing.pause() : slices.pause();
      };
      const snapshot = await index.snapshotInSteps(pause);
      await this.snapshots!.write(indexParts({ ...of, index: snapshot }), { signal });
      this.logger.info?.(
        { products: snapshot.cards.lengths.length, ms: Math.round(performance.now() - started) },
        'catalogue index snapshot written',
      );
    } catch (error) {
      if (signal.aborted) {
        this.logger.warn?.(
          { ms: Math.round(performance.now() - started) },
          'catalogue index snapshot abandoned at the shutdown deadline',
        );
      } else {
        // The next start builds it from the documents, as without a snapshot.
        this.logger.error({ err: error }, 'saving the catalogue index failed');
      }
    }
  }

  /** The sellers' documents into the index: all of them at first or after a rebuild, else those written since. */
  private async loadSellers(index: CatalogIndex): Promise<void> {
    const state = await this.readModels.checkpoint(SELLER_SEARCH_PROJECTION);
    if (!state) return;
    const docs = await this.readModels.collection<StoredSellerDoc>(SELLER_SEARCH_PROJECTION);
    const sellerDocs = (found: StoredSellerDoc[]) =>
      found.filter((doc): doc is SellerSearchDoc & { _pos: Position } => doc.kind !== 'meta');
    if (state.collection !== this.sellers.collection) {
      index.clearSellers();
      for (const doc of sellerDocs(await docs.find({}))) index.applySeller(doc);
      this.sellers.collection = state.collection;
    } else {
      const last = await docs.get(SEARCH_META_ID);
      if (last && ahead(last._pos, this.sellers.watermark)) {
        const since = this.sellers.watermark?.commit ?? -1;
        for (const doc of sellerDocs(
          await docs.find({ '_pos.commit': { $gte: since } }, { sort: { '_pos.commit': 1 } }),
        ))
          index.applySeller(doc);
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

export interface ListQuery extends PageRequest {
  readonly search: string | null;
  readonly categoryId: number | null;
  readonly includeSubcategories: boolean;
  readonly quality: Quality | null;
  readonly name: string | null;
  readonly statuses: readonly ProductStatus[];
  /** Only the viewer's own products (a supplier's cabinet). */
  readonly mine: boolean;
  /** The filters and the sort beside the spec's (ADR 0066); none when left out. */
  readonly narrowing?: Narrowing;
}

/** What the catalogue shows around the spec's list (`GET /api/catalog/summary`, ADR 0066). */
export interface CatalogSummary {
  total: number;
  facets: {
    price: { min: number | null; max: number | null };
    inStock: number;
    conditions: Array<{ value: Quality; label: string; count: number }>;
    suppliers: Array<{ id: number; name: string | null; count: number }>;
    cities: Array<{ name: string; count: number }>;
    leadTimes: Array<{ days: number; count: number }>;
  };
  /** The page's products: where they lie and the part they are an offer of. */
  cards: Array<{
    id: number;
    cities: string[];
    part: { id: number; offerCount: number; minPrice: number } | null;
  }>;
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
const ANSWER_CACHE_TTL_MS = 5_000;
const DEFAULT_ANSWER_CACHE_BYTES = 16 * 2 ** 20;
/** How many searches keep their folded form for the answer cache's keys (up to 200 characters each). */
const SEARCH_KEYS_KEPT = 1_000;

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
  private readonly answers: AnswerCache<string>;
  /** Off: every list is computed (the benchmark measures both). */
  cacheAnswers = true;

  constructor(deps: {
    readModels: ReadModels;
    supplierNames: SupplierNames;
    categories: CategorySource;
    logger: Logger;
    /** Where the search index is kept between starts (a durable read store only). */
    indexSnapshots?: IndexSnapshots | null;
    /** Bytes of public list answers kept (ANSWER_CACHE_MB); 16 MiB when not given. */
    answerCacheBytes?: number;
  }) {
    this.readModels = deps.readModels;
    this.supplierNames = deps.supplierNames;
    this.categorySource = deps.categories;
    this.logger = deps.logger;
    this.sync = new CatalogIndexSync(deps.readModels, deps.logger, deps.indexSnapshots ?? null);
    this.answers = new AnswerCache<string>({
      maxBytes: deps.answerCacheBytes ?? DEFAULT_ANSWER_CACHE_BYTES,
      ttlMs: ANSWER_CACHE_TTL_MS,
      sizeOf: (body) => body.length * 2,
    });
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
          docs
            .map(({ id, name, slug, parentId, isNameFilter }) => [id, name, slug, parentId, isNameFilter])
            .sort((a, b) => (a[0] as number) - (b[0] as number)),
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

  /** The category tree when it is known to be current, without a read (null: `categories` reads it). */
  private categoriesNow(): CategoryDirectory | null {
    const known = this.categorySource.knownPosition();
    return this.directory !== null &&
      known !== null &&
      this.directoryPosition !== null &&
      comparePositions(known, this.directoryPosition) <= 0
      ? this.directory
      : null;
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
    const shared =
      this.cacheAnswers && !query.mine && query.statuses.length === 1 && query.statuses[0] === 'published';
    if (!shared) return JSON.stringify(await this.list(query, viewer));
    const [index, categories] = await Promise.all([this.sync.current(), this.categories()]);
    const key = `list|${this.answerKey(index, query)}`;
    return this.cached(key, async () =>
      JSON.stringify(await this.listFrom(index, categories, query, viewer)),
    );
  }

  /**
   * The list's JSON text when the answer cache holds it for the index and the tree as they stand,
   * found without waiting for anything; undefined otherwise (`listJson` then answers). The kept
   * answers' lane (`catalogKeptAnswers`) serves a popular page with it before the routers.
   */
  keptListJson(query: ListQuery): string | undefined {
    const shared =
      this.cacheAnswers && !query.mine && query.statuses.length === 1 && query.statuses[0] === 'published';
    if (!shared) return undefined;
    const index = this.sync.peek();
    const categories = this.categoriesNow();
    if (index === null || categories === null) return undefined;
    return this.answers.get(`list|${this.answerKey(index, query)}`);
  }

  private answerKey(index: CatalogIndex, query: ListQuery): string {
    return `${index.version}|${this.directoryGeneration}|${query.page}|${query.limit}|${query.categoryId}|${query.includeSubcategories}|${query.quality}|${query.name}|${query.search === null ? '' : this.searchKey(query.search)}|${narrowingKey(query.narrowing ?? NO_NARROWING)}`;
  }

  /** Searches as the answer cache tells them apart (folded, one space), kept for the searches asked lately. */
  private readonly searchKeys = new Map<string, string>();

  /** A search as the answer cache's key holds it: `fold` (ICU's Russian lower case) once per text asked lately. */
  private searchKey(search: string): string {
    let key = this.searchKeys.get(search);
    if (key === undefined) {
      key = fold(search).trim().replace(/\s+/g, ' ');
      if (this.searchKeys.size >= SEARCH_KEYS_KEPT) this.searchKeys.clear();
      this.searchKeys.set(search, key);
    }
    return key;
  }

  private async cached(key: string, compute: () => Promise<string>): Promise<string> {
    const cached = this.answers.get(key);
    if (cached !== undefined) return cached;
    const body = await compute();
    this.answers.set(key, body);
    return body;
  }

  /**
   * `GET /api/catalog/summary` as JSON text: the facet counts of the same list and what the page's
   * cards show beyond the spec's answer (cities with stock, the part's offers). Public answers are
   * cached as the list's are.
   */
  async summaryJson(query: ListQuery, viewer: Actor | null): Promise<string> {
    const [index, categories] = await Promise.all([this.sync.current(), this.categories()]);
    const compute = async () => JSON.stringify(await this.summaryFrom(index, categories, query, viewer));
    const shared =
      this.cacheAnswers && !query.mine && query.statuses.length === 1 && query.statuses[0] === 'published';
    return shared ? this.cached(`summary|${this.answerKey(index, query)}`, compute) : compute();
  }

  private async summaryFrom(
    index: CatalogIndex,
    categories: CategoryDirectory,
    query: ListQuery,
    viewer: Actor | null,
  ): Promise<CatalogSummary> {
    const candidates = this.candidates(index, categories, query, viewer);
    const counts = facetCounts(index, candidates, query.narrowing ?? NO_NARROWING);
    const page = narrowedPage(
      index,
      candidates,
      query.narrowing ?? NO_NARROWING,
      (query.page - 1) * query.limit,
      query.limit,
    );
    const suppliers = await Promise.all(
      counts.suppliers.map(async ({ id, count }) => ({ id, name: await this.supplierName(id), count })),
    );
    return {
      total: counts.total,
      facets: {
        price: counts.price,
        inStock: counts.inStock,
        conditions: counts.conditions.map(({ value, count }) => ({
          value,
          label: CONDITION_LABELS[value],
          count,
        })),
        suppliers,
        cities: counts.cities,
        leadTimes: counts.leadTimes,
      },
      cards: page.items.map((card) => this.cardExtras(index, card.id)),
    };
  }

  /** What a card shows beyond the spec's answer: the cities with stock and the part's offers. */
  private cardExtras(index: CatalogIndex, productId: number): CatalogSummary['cards'][number] {
    const slot = index.slotOf(productId);
    const partId = slot === null ? null : index.partAt(slot);
    const part = partId === null ? null : index.partSummary(partId);
    return {
      id: productId,
      cities: slot === null ? [] : index.citiesAt(slot),
      part: partId !== null && part ? { id: partId, ...part } : null,
    };
  }

  /**
   * `GET /api/catalog/cards?ids=`: the extras of these cards (those of `GET /api/catalog/summary`),
   * for published products only, in the order asked; an unknown or unpublished id is left out.
   */
  async cards(productIds: readonly number[]): Promise<CatalogSummary['cards']> {
    const index = await this.sync.current();
    return productIds
      .filter((id) => index.card(id)?.status === 'published')
      .map((id) => this.cardExtras(index, id));
  }

  /** The products a list starts from before the narrowing: search hits, the seller's own, or the category's. */
  private candidates(
    index: CatalogIndex,
    categories: CategoryDirectory,
    query: ListQuery,
    viewer: Actor | null,
  ): Candidates {
    const { scope, qualities, supplierId } = this.scopeOf(categories, query, viewer);
    if (query.search !== null) {
      if (!isSearchable(query.search)) return { slots: [], scores: [] };
      return index.searchSlots(parseQuery(query.search), {
        statuses: query.statuses,
        qualities,
        categoryIds: scope ? new Set(scope) : null,
        supplierId,
      });
    }
    if (supplierId !== null) {
      const inScope = scope ? new Set(scope) : null;
      return {
        slots: index.supplierSlots(supplierId, (card) => this.ownAccepts(card, query, inScope, qualities)),
        scores: null,
      };
    }
    return {
      slots: index.scopeSlots({ categoryIds: scope, statuses: query.statuses, qualities }),
      scores: null,
    };
  }

  private scopeOf(categories: CategoryDirectory, query: ListQuery, viewer: Actor | null) {
    let scope: number[] | null =
      query.categoryId === null ? null : categories.scope(query.categoryId, query.includeSubcategories);
    if (query.name !== null) scope = categories.nameFilters(query.name, scope);
    const qualities: readonly Quality[] = query.quality ? [query.quality] : QUALITIES;
    const supplierId = query.mine ? (viewer?.userId ?? -1) : null;
    return { scope, qualities, supplierId };
  }

  private ownAccepts(
    card: CardFacts,
    query: ListQuery,
    inScope: ReadonlySet<number> | null,
    qualities: readonly Quality[],
  ): boolean {
    return (
      (query.statuses.includes(card.status) ||
        (card.revision != null && query.statuses.includes(card.revision))) &&
      (inScope === null || inScope.has(card.categoryId)) &&
      qualities.includes(card.quality)
    );
  }

  async list(query: ListQuery, viewer: Actor | null): Promise<ProductList> {
    const [index, categories] = await Promise.all([this.sync.current(), this.categories()]);
    return this.listFrom(index, categories, query, viewer);
  }

  private async listFrom(
    index: CatalogIndex,
    categories: CategoryDirectory,
    query: ListQuery,
    viewer: Actor | null,
  ): Promise<ProductList> {
    const { scope, qualities, supplierId } = this.scopeOf(categories, query, viewer);
    const offset = (query.page - 1) * query.limit;
    let page: Page<IndexedCard>;
    if (query.narrowing && isNarrowed(query.narrowing)) {
      // The spec's list without the new filters is computed as it always was (below).
      page = narrowedPage(
        index,
        this.candidates(index, categories, query, viewer),
        query.narrowing,
        offset,
        query.limit,
      );
    } else if (query.search !== null) {
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
        (card) => this.ownAccepts(card, query, inScope, qualities),
        offset,
        query.limit,
      );
    } else {
      page = index.browse({
        categoryIds: scope,
        statuses: query.statuses,
        qualities,
        offset,
        limit: query.limit,
      });
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
        const dto = cardDto(card, categories.placement(card.categoryId), {
          id: card.supplierId,
          name: suppliers.get(card.supplierId) ?? null,
        });
        // The seller's own list carries the part number (артикул); the public card keeps the spec's shape.
        return query.mine ? { ...dto, partNumber: card.partNumber ?? null } : dto;
      }),
      total: page.total,
      totalPages: Math.ceil(page.total / query.limit),
    };
  }

  /** The product page: 404 for unknown ids and for what the viewer may not see. */
  async product(
    productId: number,
    viewer: Actor | null,
  ): Promise<ProductDto & { revision?: ProductRevisionDto }> {
    const doc = await (
      await this.readModels.collection<ProductDoc>(PRODUCTS_PROJECTION)
    ).get(String(productId));
    if (!doc || !canSee(doc, viewer)) throw notFound(MESSAGES.productNotFound);
    const warehousesCollection = await this.readModels.collection<WarehouseDoc>(WAREHOUSES_PROJECTION);
    const warehouses = new Map<number, WarehouseDoc>();
    for (const stock of doc.stocks) {
      const warehouse = await warehousesCollection.get(String(stock.warehouseId));
      if (warehouse) warehouses.set(warehouse.id, warehouse);
    }
    const [categories, supplierName] = await Promise.all([
      this.categories(),
      this.supplierName(doc.supplierId),
    ]);
    // The seller (a supplier, or a buyer who sells parts) and the moderators also see the moderation.
    const moderation =
      viewer !== null &&
      (viewer.role === 'admin' || viewer.role === 'system' || viewer.userId === doc.supplierId);
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
  async shownToBuyers(productIds: readonly number[]): Promise<
    Map<
      number,
      {
        published: boolean;
        name: string;
        price: number;
        sellerId: number;
        partNumber: string | null;
        partId: number | null;
        image: string | null;
        stock: number;
      }
    >
  > {
    if (productIds.length === 0) return new Map();
    const docs = await (
      await this.readModels.collection<ProductDoc>(PRODUCTS_PROJECTION)
    ).find({ _id: { $in: productIds.map(String) } });
    return new Map(
      docs.map((doc) => [
        doc.id,
        {
          published: doc.status === 'published',
          name: doc.name,
          price: doc.price,
          sellerId: doc.supplierId,
          partNumber: doc.partNumber ?? null,
          partId: doc.partId ?? null,
          image: doc.images[0] ?? null,
          stock: doc.quantity,
        },
      ]),
    );
  }

  /** Whether the product is on the public site. */
  async isPublished(productId: number): Promise<boolean> {
    const doc = await (
      await this.readModels.collection<ProductDoc>(PRODUCTS_PROJECTION)
    ).get(String(productId));
    return doc?.status === 'published';
  }

  /** The published products' ids and last changes, by id, read a thousand at a time (for the sitemap). */
  async *publishedPages(): AsyncGenerator<{ id: number; updatedAt: string }> {
    const products = await this.readModels.collection<ProductDoc>(PRODUCTS_PROJECTION);
    for (let skip = 0; ; skip += PAGE_OF_IDS) {
      const page = await products.find(
        { status: 'published' },
        { sort: { id: 1 }, skip, limit: PAGE_OF_IDS },
      );
      for (const product of page) yield { id: product.id, updatedAt: product.updatedAt };
      if (page.length < PAGE_OF_IDS) return;
    }
  }

  /** Every product of a seller in any status, by id, as its document stands (with a revision awaiting moderation). */
  async sellerProducts(sellerId: number): Promise<ProductDoc[]> {
    return (await this.readModels.collection<ProductDoc>(PRODUCTS_PROJECTION)).find(
      { supplierId: sellerId },
      { sort: { id: 1 } },
    );
  }

  /**
   * A seller's products as their price list exports them: archived ones left out, each in the
   * seller's latest version, also when it waits for moderation (the file round-trips what they wrote).
   */
  async priceListProducts(sellerId: number) {
    const [products, tree] = await Promise.all([
      this.sellerProducts(sellerId),
      this.categorySource.snapshot(),
    ]);
    const names = new Map(tree.docs.map((c) => [c.id, c.name]));
    return products
      .filter((p) => p.status !== 'archived')
      .map((p) => ({ ...p, ...(p.revision?.details ?? {}) }))
      .map((p) => ({
        partNumber: p.partNumber ?? null,
        name: p.name,
        price: p.price,
        category: names.get(p.categoryId) ?? '',
        quality: p.quality,
        description: p.description,
        stocks: p.stocks,
      }));
  }

  /** A seller's warehouses by id and name (a price list's stock columns). */
  async warehouseNames(sellerId: number): Promise<Array<{ id: number; name: string }>> {
    return (await this.warehouses(sellerId)).map((doc) => ({ id: doc.id, name: doc.name }));
  }

  /** A supplier's warehouses (all of them for `null`), by id. */
  async warehouses(supplierId: number | null): Promise<WarehouseDoc[]> {
    const collection = await this.readModels.collection<WarehouseDoc>(WAREHOUSES_PROJECTION);
    return collection.find(supplierId === null ? {} : { supplierId }, { sort: { id: 1 } });
  }

  /** What a warehouse holds: each product with stock there, with all its stock levels (to change one in place). */
  async warehouseStock(warehouseId: number): Promise<
    Array<{
      productId: number;
      name: string;
      partNumber: string | null;
      status: string;
      quantity: number;
      stocks: StockLevel[];
    }>
  > {
    const products = await (
      await this.readModels.collection<ProductDoc>(PRODUCTS_PROJECTION)
    ).find({ warehouseIds: warehouseId });
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
