import { AnswerCache } from '../../../infra/answer-cache/index.ts';
import { pageCount, type PageRequest, type ReadModels } from '../../kit/read/index.ts';
import type { OpenDeal } from '../accounting/index.ts';
import type { ServiceCategoryDoc } from '../categories/index.ts';
import { DomainError, notFound } from '../../kit/write/index.ts';
import { PRICE_TYPES, type PriceType, type ServiceDetails, type ServiceStatus } from './events.ts';
import { requestDealStage } from './request-decider.ts';
import { REQUEST_STATUS_LABELS, SERVICE_STATUS_LABELS } from './statuses.ts';
import type { RequestStatus } from './events.ts';
import { MESSAGES } from './rules.ts';
import { parseServiceQuery, rankByTerms } from './search.ts';
import {
  SERVICES_PROJECTION,
  SERVICE_REQUESTS_PROJECTION,
  type ServiceDoc,
  type ServiceDto,
  type ServiceRequestDoc,
} from './view.ts';

export type ServiceSort = 'newest' | 'priceAsc' | 'priceDesc';

export interface ServiceListFilter extends PageRequest {
  readonly sort: ServiceSort;
  readonly search?: string | undefined;
  readonly categoryId?: number | undefined;
  readonly priceFrom?: number | undefined;
  readonly priceTo?: number | undefined;
  readonly priceTypes?: readonly PriceType[] | undefined;
}

export interface ServicePage {
  services: ServiceDto[];
  totalItems: number;
  totalPages: number;
  currentPage: number;
}

/** A person as a service page shows its supplier (given by the composition root). */
/** A person's or a company's name (given by the composition root). */
export type PartyName = (userId: number) => Promise<string | null>;

/** An agreed deal as 'Бухгалтерия' lists it among the deals still to document (its `OpenDeal`). */
type AgreedRequest = OpenDeal & { readonly kind: 'serviceRequest' };

export type SupplierInfo = (userId: number) => Promise<ServiceDto['supplier']>;

/** The service-category tree, as the content module serves it (its `ContentQueries`). */
export type ServiceCategories = () => Promise<ServiceCategoryDoc[]>;

/** A supplier's or a moderator's view of a service: both versions, the status and its reason. */
export interface OwnServiceDto extends ServiceDto {
  status: ServiceStatus;
  statusLabel: string;
  rejectionReason: string | null;
  /** The version customers see while an edit waits for moderation; null when none is public. */
  live: ServiceDetails | null;
  hasPendingEdit: boolean;
  history: ServiceDoc['history'];
  updatedAt: string;
}

export interface ServiceRequestDto extends Omit<ServiceRequestDoc, '_id' | '_pos'> {
  statusLabel: string;
  requester: ServiceDto['supplier'];
  supplier: ServiceDto['supplier'];
}

/** The services and service requests read models: the public catalogue and each party's own. */
const DEFAULT_ANSWER_CACHE_BYTES = 16 * 2 ** 20;
/** Long lists of ids are read in pages this big, so 20,000 services never sit in one array. */
const PAGE_OF_IDS = 1000;
/** What `publicReading` reads of each public service. */
const PUBLIC_LIST_FIELDS = [
  'id',
  'publishedAt',
  'live.price',
  'live.priceType',
  'live.categoryId',
  'searchWords',
];
const ANSWER_TTL_MS = 5_000;
/** The store's checkpoint of the services is read at least this often while lists are asked for. */
const POLL_MS = 1_000;

/** A checkpoint as the key of the list read at it (null: nothing built yet). */
const checkpointKey = (checkpoint: {
  readonly collection: string;
  readonly position: { readonly commit: number; readonly prepare: number } | null;
}): string | null =>
  checkpoint.position
    ? `${checkpoint.collection}|${checkpoint.position.commit}|${checkpoint.position.prepare}`
    : null;

/**
 * The public services newest first, in compact form: what filtering, sorting and search need, one
 * typed array per field indexed by the place in that order. A page's documents are read from the
 * read store by id, so the 20,000 documents are never held.
 */
interface PublicServices {
  readonly ids: Int32Array;
  /** The price, NaN where none is given. */
  readonly prices: Float64Array;
  /** The place of the price type in PRICE_TYPES. */
  readonly priceTypes: Uint8Array;
  /** The category, NO_CATEGORY where none. */
  readonly categoryIds: Int32Array;
  readonly byCategory: ReadonlyMap<number | null, Int32Array>;
  /** Each search term and the places of the services that have it. */
  readonly postings: ReadonlyMap<string, Int32Array>;
  /**
   * The places in each price order, ties newest first (by place): made when first asked for, once
   * per version of the services, so a list sorted by price is a filtered walk, not a sort of its
   * hits per request.
   */
  readonly byPrice: { priceAsc?: Int32Array; priceDesc?: Int32Array };
}

const NO_CATEGORY = -1;

/** What one public service contributes to the compact list, while it is built. */
interface PublicEntry {
  readonly id: number;
  readonly publishedAt: string;
  readonly price: number | null;
  readonly priceType: PriceType;
  readonly categoryId: number | null;
}

/**
 * The public services as read (in the order of their keys), and each search term with the
 * services (by their place in that reading) that have it: terms are gathered as the documents are
 * read, so their word lists are never held all at once.
 */
interface PublicReading {
  readonly entries: readonly PublicEntry[];
  readonly terms: ReadonlyMap<string, readonly number[]>;
}

/**
 * The compact list of the public services, newest first (ISO dates compare as strings; the id
 * breaks ties): the other orders break their ties by the place here.
 */
function compactList({ entries, terms }: PublicReading): PublicServices {
  const size = entries.length;
  const newestFirst = Array.from({ length: size }, (_, read) => read).sort((x, y) => {
    const a = entries[x]!;
    const b = entries[y]!;
    return b.publishedAt < a.publishedAt ? -1 : b.publishedAt > a.publishedAt ? 1 : b.id - a.id;
  });
  const ids = new Int32Array(size);
  const prices = new Float64Array(size);
  const priceTypes = new Uint8Array(size);
  const categoryIds = new Int32Array(size);
  /** Each service's place in the list, by its place in the reading. */
  const placeOf = new Int32Array(size);
  const categoryPlaces = new Map<number | null, number[]>();
  newestFirst.forEach((read, order) => {
    const entry = entries[read]!;
    placeOf[read] = order;
    ids[order] = entry.id;
    prices[order] = entry.price ?? Number.NaN;
    priceTypes[order] = PRICE_TYPES.indexOf(entry.priceType);
    categoryIds[order] = entry.categoryId ?? NO_CATEGORY;
    const inCategory = categoryPlaces.get(entry.categoryId);
    if (inCategory) inCategory.push(order);
    else categoryPlaces.set(entry.categoryId, [order]);
  });
  const postings = new Map<string, Int32Array>();
  for (const [term, reads] of terms)
    postings.set(
      term,
      Int32Array.from(reads, (read) => placeOf[read]!),
    );
  return {
    ids,
    prices,
    priceTypes,
    categoryIds,
    byCategory: new Map([...categoryPlaces].map(([key, places]) => [key, Int32Array.from(places)])),
    postings,
    byPrice: {},
  };
}

/**
 * Two places compared by price, ascending or descending, the place (newest first) breaking ties;
 * a service without a price comes last either way.
 */
function priceComparator(
  prices: Float64Array,
  sort: 'priceAsc' | 'priceDesc',
): (a: number, b: number) => number {
  if (sort === 'priceAsc') {
    const ascending = (order: number): number =>
      Number.isNaN(prices[order]!) ? Number.POSITIVE_INFINITY : prices[order]!;
    return (a, b) => ascending(a) - ascending(b) || a - b;
  }
  const descending = (order: number): number => (Number.isNaN(prices[order]!) ? -1 : prices[order]!);
  return (a, b) => descending(b) - descending(a) || a - b;
}

/** Every place in a price order. */
function priceOrder(prices: Float64Array, sort: 'priceAsc' | 'priceDesc'): Int32Array {
  return Int32Array.from({ length: prices.length }, (_, place) => place).sort(priceComparator(prices, sort));
}

export class ServiceQueries {
  private readonly readModels: ReadModels;
  private readonly supplierInfo: SupplierInfo;
  private readonly serviceCategories: ServiceCategories;
  /** The public services as of a checkpoint of their read model: read once per change, not per request. */
  private publicCache: { key: string; list: PublicServices } | null = null;
  /**
   * Answers of the public list, the same for everyone: kept per version of the services for a few
   * seconds (a supplier's renamed company shows within them), within a limit of bytes (ANSWER_CACHE_MB).
   */
  private readonly answers: AnswerCache<string>;
  /** When the store's checkpoint of the services was last read (`Date.now()`). */
  private checkedAt = 0;

  private readonly partyName: PartyName;

  constructor(deps: {
    readModels: ReadModels;
    supplierInfo: SupplierInfo;
    serviceCategories: ServiceCategories;
    partyName: PartyName;
    answerCacheBytes?: number;
  }) {
    this.readModels = deps.readModels;
    // A page is kept as the JSON text it is sent as.
    this.answers = new AnswerCache<string>({
      maxBytes: deps.answerCacheBytes ?? DEFAULT_ANSWER_CACHE_BYTES,
      ttlMs: ANSWER_TTL_MS,
      sizeOf: (text) => text.length * 2,
    });
    this.partyName = deps.partyName;
    this.supplierInfo = deps.supplierInfo;
    this.serviceCategories = deps.serviceCategories;
  }

  /**
   * The public services; the list is read from the store again only when the projection's
   * checkpoint moved (read first, so a list read later is never older than its key). Between
   * reads of the store, at most POLL_MS apart, the checkpoint this process has heard of (progress
   * messages, waits for a write) says whether the kept list is still the latest: a public list
   * costs no read of the store per request.
   */
  private async publicServices(): Promise<PublicServices> {
    const kept = this.publicCache;
    if (kept !== null && Date.now() - this.checkedAt < POLL_MS) {
      const known = this.readModels.known(SERVICES_PROJECTION);
      if (known && checkpointKey(known) === kept.key) return kept.list;
    }
    this.checkedAt = Date.now();
    const checkpoint = await this.readModels.checkpoint(SERVICES_PROJECTION);
    const key = checkpoint ? checkpointKey(checkpoint) : null;
    if (key !== null && this.publicCache?.key === key) return this.publicCache.list;
    const list = compactList(await this.publicReading());
    if (key !== null) this.publicCache = { key, list };
    return list;
  }

  /**
   * The public services' fields the list needs, read a thousand documents at a time in the order
   * of their ids (the read model's index on `isPublic, id` answers each page), and only those
   * fields: the whole documents of 20,000 services cost the process some 50 MiB to read (ADR 0097).
   */
  private async publicReading(): Promise<PublicReading> {
    const services = await this.readModels.collection<ServiceDoc>(SERVICES_PROJECTION);
    const entries: PublicEntry[] = [];
    const terms = new Map<string, number[]>();
    for (let after = 0; ;) {
      const page = await services.find(
        { isPublic: true, id: { $gt: after } },
        { sort: { id: 1 }, limit: PAGE_OF_IDS, fields: PUBLIC_LIST_FIELDS },
      );
      for (const doc of page) {
        const live = doc.live!;
        const read = entries.length;
        entries.push({
          id: doc.id,
          publishedAt: doc.publishedAt ?? '',
          price: live.price,
          priceType: live.priceType,
          categoryId: live.categoryId,
        });
        for (const term of new Set(doc.searchWords)) {
          const reads = terms.get(term);
          if (reads) reads.push(read);
          else terms.set(term, [read]);
        }
      }
      if (page.length < PAGE_OF_IDS) return { entries, terms };
      after = page[page.length - 1]!.id;
    }
  }

  /** The public documents of the given ids, in that order (one read of the store by key). */
  private async publicDocs(ids: readonly number[]): Promise<ServiceDoc[]> {
    if (ids.length === 0) return [];
    const found = await (
      await this.readModels.collection<ServiceDoc>(SERVICES_PROJECTION)
    ).find({ _id: { $in: ids.map(String) } });
    const byId = new Map(found.map((doc) => [doc.id, doc]));
    // A service hidden since the list was read is left out of its page.
    return ids.flatMap((id) => {
      const doc = byId.get(id);
      return doc?.isPublic && doc.live ? [doc] : [];
    });
  }

  private async categories(): Promise<Map<number, ServiceCategoryDoc>> {
    const docs = await this.serviceCategories();
    return new Map(docs.map((doc) => [doc.id, doc]));
  }

  /** A category and every category under it. */
  private subtree(categories: Map<number, ServiceCategoryDoc>, rootId: number): Set<number> {
    const ids = new Set<number>([rootId]);
    let grew = true;
    while (grew) {
      grew = false;
      for (const doc of categories.values()) {
        if (doc.parentId !== null && ids.has(doc.parentId) && !ids.has(doc.id)) {
          ids.add(doc.id);
          grew = true;
        }
      }
    }
    return ids;
  }

  private async dto(
    doc: ServiceDoc,
    details: ServiceDetails,
    categories: Map<number, ServiceCategoryDoc>,
  ): Promise<ServiceDto> {
    const category = details.categoryId === null ? undefined : categories.get(details.categoryId);
    return {
      id: doc.id,
      ...details,
      images: [...details.images],
      category: category ? { id: category.id, name: category.name, slug: category.slug } : null,
      supplierId: doc.supplierId,
      supplier: await this.supplierInfo(doc.supplierId),
      createdAt: doc.createdAt,
      publishedAt: doc.publishedAt,
    };
  }

  private async own(doc: ServiceDoc, categories: Map<number, ServiceCategoryDoc>): Promise<OwnServiceDto> {
    return {
      ...(await this.dto(doc, doc.details, categories)),
      status: doc.status,
      statusLabel: SERVICE_STATUS_LABELS[doc.status],
      rejectionReason: doc.rejectionReason,
      live: doc.live,
      hasPendingEdit: doc.live !== null && doc.status === 'submitted',
      history: doc.history,
      updatedAt: doc.updatedAt,
    };
  }

  /** `GET /api/services`: the public versions, filtered, searched, sorted, paged. */
  async list(filter: ServiceListFilter): Promise<ServicePage> {
    return JSON.parse(await this.listJson(filter)) as ServicePage;
  }

  /**
   * The page's JSON text when the answers kept hold it for the services as this process knows them
   * (checked against the store less than POLL_MS ago), found without waiting for anything;
   * undefined otherwise (`listJson` then answers). The kept answers' lane serves it before the routers.
   */
  keptListJson(filter: ServiceListFilter): string | undefined {
    const kept = this.publicCache;
    if (kept === null || Date.now() - this.checkedAt >= POLL_MS) return undefined;
    const known = this.readModels.known(SERVICES_PROJECTION);
    if (!known || checkpointKey(known) !== kept.key) return undefined;
    return this.answers.get(`${kept.key}|${JSON.stringify(filter)}`);
  }

  /**
   * The same page as the JSON text it is sent as: the answers kept are this text, so a kept page
   * is neither serialized again per request nor compressed again (`res.sendJsonText`).
   */
  async listJson(filter: ServiceListFilter): Promise<string> {
    const services = await this.publicServices();
    // Only answers of a known version of the services are kept.
    if (this.publicCache?.list !== services) return JSON.stringify(await this.compute(services, filter));
    const key = `${this.publicCache.key}|${JSON.stringify(filter)}`;
    const kept = this.answers.get(key);
    if (kept !== undefined) return kept;
    const text = JSON.stringify(await this.compute(services, filter));
    this.answers.set(key, text);
    return text;
  }

  private async compute(
    { ids, prices, priceTypes, categoryIds, byCategory, postings, byPrice }: PublicServices,
    filter: ServiceListFilter,
  ): Promise<ServicePage> {
    const categories = await this.categories();
    const inCategory = filter.categoryId === undefined ? null : this.subtree(categories, filter.categoryId);
    const query = filter.search ? parseServiceQuery(filter.search) : [];
    const relevance = query.length > 0 ? rankByTerms(query, postings, ids.length) : null;
    // The candidates in newest-first order: a category's own lists, or everything.
    const candidates = inCategory
      ? [...inCategory].flatMap((categoryId) => [...(byCategory.get(categoryId) ?? [])]).sort((a, b) => a - b)
      : null;
    const count = candidates ? candidates.length : ids.length;
    const filtered =
      query.length > 0 ||
      filter.priceFrom !== undefined ||
      filter.priceTo !== undefined ||
      (filter.priceTypes?.length ?? 0) > 0;
    let totalItems: number;
    let orders: number[];
    if (!filtered && filter.sort !== 'priceAsc' && filter.sort !== 'priceDesc') {
      // Newest first without filters: the page is a slice of the candidates.
      const from = (filter.page - 1) * filter.limit;
      orders = candidates
        ? candidates.slice(from, from + filter.limit)
        : Array.from({ length: Math.max(0, Math.min(filter.limit, count - from)) }, (_, i) => from + i);
      totalItems = count;
    } else {
      const wantedTypes = filter.priceTypes?.length
        ? new Set(filter.priceTypes.map((type) => PRICE_TYPES.indexOf(type)))
        : null;
      // Sorted by price over all the services: their places are walked in that order, kept once
      // per version (a category's few candidates are sorted instead).
      const inPriceOrder =
        candidates === null && (filter.sort === 'priceAsc' || filter.sort === 'priceDesc')
          ? (byPrice[filter.sort] ??= priceOrder(prices, filter.sort))
          : null;
      const hits: number[] = [];
      for (let index = 0; index < count; index += 1) {
        const order = inPriceOrder ? inPriceOrder[index]! : candidates ? candidates[index]! : index;
        const categoryId = categoryIds[order]!;
        if (inCategory && (categoryId === NO_CATEGORY || !inCategory.has(categoryId))) continue;
        if (wantedTypes && !wantedTypes.has(priceTypes[order]!)) continue;
        const price = prices[order]!;
        // NaN (no price) fails both comparisons: a service without a price is left out.
        if (filter.priceFrom !== undefined && !(price >= filter.priceFrom)) continue;
        if (filter.priceTo !== undefined && !(price <= filter.priceTo)) continue;
        if (relevance && relevance[order] === 0) continue;
        hits.push(order);
      }
      // The places come newest first: their order breaks every tie.
      if (inPriceOrder) {
        // Already in the order asked for.
      } else if (filter.sort === 'priceAsc' || filter.sort === 'priceDesc') {
        hits.sort(priceComparator(prices, filter.sort));
      } else if (relevance) {
        // Newest first; with a search, the best matches first.
        hits.sort((a, b) => relevance[b]! - relevance[a]! || a - b);
      }
      totalItems = hits.length;
      orders = hits.slice((filter.page - 1) * filter.limit, filter.page * filter.limit);
    }
    const docs = await this.publicDocs(orders.map((order) => ids[order]!));
    return {
      services: await Promise.all(docs.map((doc) => this.dto(doc, doc.live!, categories))),
      totalItems,
      totalPages: pageCount(totalItems, filter.limit),
      currentPage: filter.page,
    };
  }

  /** `GET /api/services/{id}`: the public version; 404 «Услуга не найдена» otherwise. */
  async one(serviceId: number): Promise<ServiceDto> {
    const doc = await (
      await this.readModels.collection<ServiceDoc>(SERVICES_PROJECTION)
    ).get(String(serviceId));
    if (!doc || !doc.isPublic || !doc.live) throw notFound(MESSAGES.serviceNotFound);
    return this.dto(doc, doc.live, await this.categories());
  }

  /** A supplier's own services (every status), or one of them; admins may read any. */
  async mine(supplierId: number, status?: ServiceStatus): Promise<OwnServiceDto[]> {
    const query: Record<string, unknown> = { supplierId };
    if (status) query.status = status;
    const [docs, categories] = await Promise.all([
      (await this.readModels.collection<ServiceDoc>(SERVICES_PROJECTION)).find(query, {
        sort: { updatedAt: -1 },
      }),
      this.categories(),
    ]);
    return Promise.all(docs.map((doc) => this.own(doc, categories)));
  }

  async ownOne(serviceId: number, viewer: { userId: number; role: string }): Promise<OwnServiceDto> {
    const doc = await (
      await this.readModels.collection<ServiceDoc>(SERVICES_PROJECTION)
    ).get(String(serviceId));
    const visible = doc && (viewer.role === 'admin' || doc.supplierId === viewer.userId || doc.isPublic);
    if (!doc || !visible) throw notFound(MESSAGES.serviceNotFound);
    if (viewer.role !== 'admin' && doc.supplierId !== viewer.userId)
      throw new DomainError(403, 'forbidden', MESSAGES.notOwner);
    return this.own(doc, await this.categories());
  }

  /** The moderation queue: submitted services, oldest first, each with its public version if any. */
  async moderation(status: ServiceStatus = 'submitted'): Promise<OwnServiceDto[]> {
    const [docs, categories] = await Promise.all([
      (await this.readModels.collection<ServiceDoc>(SERVICES_PROJECTION)).find(
        { status },
        { sort: { updatedAt: 1 } },
      ),
      this.categories(),
    ]);
    return Promise.all(docs.map((doc) => this.own(doc, categories)));
  }

  /** Services (not archived) filed under a category: the service-category tree refuses to delete it. */
  async countInCategory(categoryId: number): Promise<number> {
    const docs = await (await this.readModels.collection<ServiceDoc>(SERVICES_PROJECTION)).find({});
    return docs.filter((doc) => doc.status !== 'archived' && doc.details.categoryId === categoryId).length;
  }

  private async requestDto(doc: ServiceRequestDoc): Promise<ServiceRequestDto> {
    const { _id: _key, _pos: _position, ...rest } = doc as ServiceRequestDoc & { _pos?: unknown };
    return {
      ...rest,
      statusLabel: REQUEST_STATUS_LABELS[doc.status],
      requester: await this.supplierInfo(doc.requesterId),
      supplier: await this.supplierInfo(doc.supplierId),
    };
  }

  /** The public services' ids and last changes, by id, read a thousand at a time (for the sitemap). */
  async *publicPages(): AsyncGenerator<{ id: number; updatedAt: string }> {
    const services = await this.readModels.collection<ServiceDoc>(SERVICES_PROJECTION);
    for (let skip = 0; ; skip += PAGE_OF_IDS) {
      const page = await services.find({ isPublic: true }, { sort: { id: 1 }, skip, limit: PAGE_OF_IDS });
      for (const service of page) if (service.live) yield { id: service.id, updatedAt: service.updatedAt };
      if (page.length < PAGE_OF_IDS) return;
    }
  }

  /** The supplier's accepted and done requests as deals to document ('Бухгалтерия'): their label, customer, sum and stage. */
  async agreedDeals(supplierId: number): Promise<AgreedRequest[]> {
    const received = await (
      await this.readModels.collection<ServiceRequestDoc>(SERVICE_REQUESTS_PROJECTION)
    ).find({ supplierId });
    const deals = received.flatMap((r) => {
      const stage = requestDealStage(r.status);
      if (stage === 'open' || !r.quote) return [];
      const { quote } = r;
      return [
        (async (): Promise<AgreedRequest> => ({
          kind: 'serviceRequest',
          id: r.id,
          label: `${r.contract ? `Договор ${r.contract.number}, заявка` : 'Заявка'} ${r.number}: ${r.serviceName}`,
          buyerName: (await this.partyName(r.requesterId)) ?? '',
          total: quote.price,
          stage,
          updatedAt: r.updatedAt,
        }))(),
      ];
    });
    return Promise.all(deals);
  }

  /** Requests the caller sent (requester), received (supplier), or all (admins). */
  async requests(
    side: 'requester' | 'supplier' | 'all',
    userId: number,
    status?: RequestStatus,
  ): Promise<ServiceRequestDto[]> {
    const query: Record<string, unknown> = {};
    if (side === 'requester') query.requesterId = userId;
    if (side === 'supplier') query.supplierId = userId;
    if (status) query.status = status;
    const docs = await (
      await this.readModels.collection<ServiceRequestDoc>(SERVICE_REQUESTS_PROJECTION)
    ).find(query, {
      sort: { createdAt: -1 },
    });
    return Promise.all(docs.map((doc) => this.requestDto(doc)));
  }

  /** One request for its requester, its supplier or an admin; others 404 (an id tells nothing). */
  async request(requestId: number, viewer: { userId: number; role: string }): Promise<ServiceRequestDto> {
    const doc = await (
      await this.readModels.collection<ServiceRequestDoc>(SERVICE_REQUESTS_PROJECTION)
    ).get(String(requestId));
    if (!doc) throw notFound(MESSAGES.requestNotFound);
    if (viewer.role !== 'admin' && doc.requesterId !== viewer.userId && doc.supplierId !== viewer.userId) {
      throw new DomainError(403, 'forbidden', MESSAGES.partiesOnly);
    }
    return this.requestDto(doc);
  }
}
