import { AnswerCache } from '../../../infra/answer-cache/index.ts';
import type { ReadModels } from '../../kit/read/index.ts';
import type { OpenDeal } from '../accounting/index.ts';
import type { ServiceCategoryDoc } from '../categories/index.ts';
import { DomainError, notFound } from '../../kit/write/index.ts';
import type { PriceType, ServiceDetails, ServiceStatus } from './events.ts';
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

export interface ServiceListFilter {
  readonly page: number;
  readonly limit: number;
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

const priceOf = (details: ServiceDetails): number => details.price ?? Number.POSITIVE_INFINITY;

/** The services and service requests read models: the public catalogue and each party's own. */
const DEFAULT_ANSWER_CACHE_BYTES = 16 * 2 ** 20;
/** Long lists of ids are read in pages this big, so 20,000 services never sit in one array. */
const PAGE_OF_IDS = 1000;
const ANSWER_TTL_MS = 5_000;

/** The public services newest first, and each category's by their place in that order. */
interface PublicServices {
  readonly docs: readonly ServiceDoc[];
  readonly byCategory: ReadonlyMap<number | null, readonly number[]>;
  /** Each search term and the places of the services that have it. */
  readonly postings: ReadonlyMap<string, readonly number[]>;
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
  private readonly answers: AnswerCache<ServicePage>;

  private readonly partyName: PartyName;

  constructor(deps: {
    readModels: ReadModels;
    supplierInfo: SupplierInfo;
    serviceCategories: ServiceCategories;
    partyName: PartyName;
    answerCacheBytes?: number;
  }) {
    this.readModels = deps.readModels;
    // A page's size: its JSON, as it is sent (the objects held cost about as much).
    this.answers = new AnswerCache<ServicePage>({
      maxBytes: deps.answerCacheBytes ?? DEFAULT_ANSWER_CACHE_BYTES,
      ttlMs: ANSWER_TTL_MS,
      sizeOf: (page) => JSON.stringify(page).length * 2,
    });
    this.partyName = deps.partyName;
    this.supplierInfo = deps.supplierInfo;
    this.serviceCategories = deps.serviceCategories;
  }

  /**
   * The public services; the list is read from the store again only when the projection's
   * checkpoint moved (read first, so a list read later is never older than its key).
   */
  private async publicServices(): Promise<PublicServices> {
    const checkpoint = await this.readModels.checkpoint(SERVICES_PROJECTION);
    const key = checkpoint?.position
      ? `${checkpoint.collection}|${checkpoint.position.commit}|${checkpoint.position.prepare}`
      : null;
    if (key !== null && this.publicCache?.key === key) return this.publicCache.list;
    const found = await (
      await this.readModels.collection<ServiceDoc>(SERVICES_PROJECTION)
    ).find({ isPublic: true });
    // Newest first once per change: a list in that order needs no sort, and the other orders
    // break their ties by the position here (ISO dates compare as strings).
    const docs = found.sort((a, b) => {
      const at =
        (b.publishedAt ?? '') < (a.publishedAt ?? '')
          ? -1
          : (b.publishedAt ?? '') > (a.publishedAt ?? '')
            ? 1
            : 0;
      return at || b.id - a.id;
    });
    // Each category's services by their place in that order: browsing a category reads only its own.
    const byCategory = new Map<number | null, number[]>();
    docs.forEach((doc, order) => {
      const categoryId = doc.live!.categoryId;
      const list = byCategory.get(categoryId);
      if (list) list.push(order);
      else byCategory.set(categoryId, [order]);
    });
    const postings = new Map<string, number[]>();
    docs.forEach((doc, order) => {
      for (const term of new Set(doc.searchWords)) {
        const places = postings.get(term);
        if (places) places.push(order);
        else postings.set(term, [order]);
      }
    });
    const list = { docs, byCategory, postings };
    if (key !== null) this.publicCache = { key, list };
    return list;
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
    const services = await this.publicServices();
    // Only answers of a known version of the services are kept.
    if (this.publicCache?.list !== services) return this.compute(services, filter);
    const key = `${this.publicCache.key}|${JSON.stringify(filter)}`;
    const kept = this.answers.get(key);
    if (kept !== undefined) return kept;
    const page = await this.compute(services, filter);
    this.answers.set(key, page);
    return page;
  }

  private async compute(
    { docs, byCategory, postings }: PublicServices,
    filter: ServiceListFilter,
  ): Promise<ServicePage> {
    const categories = await this.categories();
    const inCategory = filter.categoryId === undefined ? null : this.subtree(categories, filter.categoryId);
    const query = filter.search ? parseServiceQuery(filter.search) : [];
    const relevance = query.length > 0 ? rankByTerms(query, postings, docs.length) : null;
    // The candidates in newest-first order: a category's own lists, or everything.
    const candidates = inCategory
      ? [...inCategory].flatMap((categoryId) => byCategory.get(categoryId) ?? []).sort((a, b) => a - b)
      : null;
    const count = candidates ? candidates.length : docs.length;
    const filtered =
      query.length > 0 ||
      filter.priceFrom !== undefined ||
      filter.priceTo !== undefined ||
      (filter.priceTypes?.length ?? 0) > 0;
    if (!filtered && filter.sort !== 'priceAsc' && filter.sort !== 'priceDesc') {
      // Newest first without filters: the page is a slice of the candidates.
      const from = (filter.page - 1) * filter.limit;
      const orders = candidates
        ? candidates.slice(from, from + filter.limit)
        : Array.from({ length: Math.max(0, Math.min(filter.limit, count - from)) }, (_, i) => from + i);
      return {
        services: await Promise.all(
          orders.map((order) => this.dto(docs[order]!, docs[order]!.live!, categories)),
        ),
        totalItems: count,
        totalPages: Math.max(1, Math.ceil(count / filter.limit)),
        currentPage: filter.page,
      };
    }
    const hits: Array<{ doc: ServiceDoc; live: ServiceDetails; score: number; order: number }> = [];
    for (let index = 0; index < count; index += 1) {
      const order = candidates ? candidates[index]! : index;
      const doc = docs[order]!;
      const live = doc.live!;
      if (inCategory && (live.categoryId === null || !inCategory.has(live.categoryId))) continue;
      if (filter.priceTypes && filter.priceTypes.length > 0 && !filter.priceTypes.includes(live.priceType))
        continue;
      if (filter.priceFrom !== undefined && (live.price === null || live.price < filter.priceFrom)) continue;
      if (filter.priceTo !== undefined && (live.price === null || live.price > filter.priceTo)) continue;
      const score = relevance ? relevance[order]! : 0;
      if (relevance && score === 0) continue;
      hits.push({ doc, live, score, order });
    }
    // The documents come newest first: their order breaks every tie.
    const newest = (a: (typeof hits)[number], b: (typeof hits)[number]) => a.order - b.order;
    if (filter.sort === 'priceAsc' || filter.sort === 'priceDesc' || query.length > 0)
      hits.sort((a, b) => {
        if (filter.sort === 'priceAsc') return priceOf(a.live) - priceOf(b.live) || newest(a, b);
        if (filter.sort === 'priceDesc') {
          const pa = a.live.price ?? -1;
          const pb = b.live.price ?? -1;
          return pb - pa || newest(a, b);
        }
        // Newest first; with a search, the best matches first.
        return b.score - a.score || newest(a, b);
      });
    const totalItems = hits.length;
    const page = hits.slice((filter.page - 1) * filter.limit, filter.page * filter.limit);
    return {
      services: await Promise.all(page.map(({ doc, live }) => this.dto(doc, live, categories))),
      totalItems,
      totalPages: Math.max(1, Math.ceil(totalItems / filter.limit)),
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
