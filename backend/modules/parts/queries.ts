import { marketplaceToday } from '../../../shared/calendar/index.ts';
import type { PageRequest, ReadModels } from '../../kit/read/index.ts';
import { vatRateOn, type VatKind } from '../../../shared/vat/index.ts';
import { notFound } from '../../kit/write/index.ts';
import { CONDITION_LABELS, type Quality } from '../catalog/published.ts';
import { CROSS_REFERENCE_LABELS, type CrossReferenceKind } from './events.ts';
import { PartIndexSync } from './part-index.ts';
import { MESSAGES, designationKey } from './rules.ts';
import {
  OFFERS_PROJECTION,
  PARTS_PROJECTION,
  PART_PROPOSALS_PROJECTION,
  type PartProposalDoc,
  companyKey,
  publicCard,
  sellerKey,
  warehouseKey,
  type OfferDoc,
  type OfferProductDoc,
  type PartDoc,
} from './view.ts';

export interface PartListQuery extends PageRequest {
  readonly search?: string | undefined;
  readonly categoryId?: number | undefined;
}

export interface OfferDto {
  productId: number;
  name: string;
  supplier: { id: number; name: string | null; verified: boolean };
  quality: Quality;
  conditionName: string;
  price: number;
  /** The seller's VAT choice on today's date: 22, 10, … or null («без НДС»). */
  vatRate: number | null;
  /** «в т. ч. НДС 22 %» or «без НДС». */
  vatNote: string;
  quantity: number;
  /** Days to ship from stock, or to make on order when out of stock (ADR 0065); null when not said. */
  leadTimeDays: number | null;
  /** The city of the warehouse with the most stock, else of the seller's first warehouse. */
  city: string | null;
  warehouses: Array<{ id: number; name: string; city: string; quantity: number }>;
}

export interface PartSummaryDto {
  id: number;
  designation: string;
  name: string;
  categoryId: number | null;
  offerCount: number;
  minPrice: number | null;
  maxPrice: number | null;
}

/** What a part's summary shows of it. */
type PartFacts = Pick<PartDoc, 'id' | 'designation' | 'name' | 'categoryId'>;

/**
 * Part answers are kept, as sent, while the parts and offers read models stand where they stood on
 * the same day (and a few seconds at most: a lost progress message never keeps an old answer).
 */
const ANSWER_CACHE_SIZE = 500;
const ANSWER_CACHE_TTL_MS = 5_000;

const vatNote = (rate: number | null): string => (rate === null ? 'без НДС' : `в т. ч. НДС ${rate} %`);

export interface ProposalListQuery extends PageRequest {
  readonly status?: PartProposalDoc['status'] | undefined;
  readonly proposedBy?: number | undefined;
}

export interface ProposalDto {
  id: number;
  part: { id: number; designation: string; name: string; mergedInto: number | null };
  designation: string;
  kind: CrossReferenceKind;
  kindName: string;
  source: string;
  proposedBy: number;
  /** The supplier as the site names a party (its company first, ADR 0058); null for an unknown user. */
  proposedByName: string | null;
  status: PartProposalDoc['status'];
  statusName: string;
  reason: string | null;
  decidedBy: number | null;
  proposedAt: string;
  decidedAt: string | null;
}

const PROPOSAL_STATUS_LABELS: Record<PartProposalDoc['status'], string> = {
  pending: 'На рассмотрении',
  approved: 'Одобрено',
  rejected: 'Отклонено',
};

/** The parts and their offers as buyers read them (ADR 0064); only this class reads the two read models. */
export class PartQueries {
  private readonly readModels: ReadModels;
  private readonly today: () => string;
  private readonly names: (userId: number) => Promise<string | null>;
  private readonly index: PartIndexSync;
  private readonly answers = new Map<number, { standing: string; id: number; json: string; at: number }>();
  /** Off: every part's answer is computed (the benchmark measures both). */
  cacheAnswers = true;

  constructor(deps: {
    readModels: ReadModels;
    today?: () => string;
    names?: (userId: number) => Promise<string | null>;
  }) {
    this.readModels = deps.readModels;
    this.index = new PartIndexSync(deps.readModels);
    this.today = deps.today ?? (() => marketplaceToday());
    this.names = deps.names ?? (async () => null);
  }

  private parts() {
    return this.readModels.collection<PartDoc>(PARTS_PROJECTION);
  }

  private offers() {
    return this.readModels.collection<OfferDoc>(OFFERS_PROJECTION);
  }

  /** The public offers of these parts, by part. */
  private async publicOffers(partIds: readonly number[]): Promise<Map<number, OfferProductDoc[]>> {
    const found =
      partIds.length === 0 ? [] : await (await this.offers()).find({ partId: { $in: [...partIds] } });
    const byPart = new Map<number, OfferProductDoc[]>();
    for (const doc of found) {
      if (doc.kind !== 'offer' || doc.partId === null || publicCard(doc) === null) continue;
      byPart.set(doc.partId, [...(byPart.get(doc.partId) ?? []), doc]);
    }
    return byPart;
  }

  private summary(doc: PartFacts, offers: readonly OfferProductDoc[]): PartSummaryDto {
    const prices = offers.map((offer) => publicCard(offer)!.price);
    return {
      id: doc.id,
      designation: doc.designation,
      name: doc.name,
      categoryId: doc.categoryId,
      offerCount: offers.length,
      minPrice: prices.length ? Math.min(...prices) : null,
      maxPrice: prices.length ? Math.max(...prices) : null,
    };
  }

  /**
   * `GET /api/parts`: with a search, the parts whose designation or any cross-reference (normalised
   * as the catalogue search normalises part numbers, also typed on the wrong layout) begins with
   * it, or whose name's words begin with its words, from the API process's part index (ADR 0073);
   * without one, a page of the store's parts by designation.
   */
  async list(
    query: PartListQuery,
  ): Promise<{ parts: PartSummaryDto[]; total: number; totalPages: number; currentPage: number }> {
    const offset = (query.page - 1) * query.limit;
    let page: ReadonlyArray<PartFacts>;
    let total: number;
    if (query.search) {
      const matching = (await this.index.current()).search(query.search, query.categoryId);
      page = matching.slice(offset, offset + query.limit);
      total = matching.length;
    } else {
      // A merged part is listed nowhere: its designations are the survivor's now (ADR 0067).
      const filter =
        query.categoryId === undefined
          ? { mergedInto: null }
          : { categoryId: query.categoryId, mergedInto: null };
      const parts = await this.parts();
      [page, total] = await Promise.all([
        parts.find(filter, { sort: { designation: 1 }, skip: offset, limit: query.limit }),
        parts.count(filter),
      ]);
    }
    const offers = await this.publicOffers(page.map((doc) => doc.id));
    return {
      parts: page.map((doc) => this.summary(doc, offers.get(doc.id) ?? [])),
      total,
      totalPages: Math.ceil(total / query.limit),
      currentPage: query.page,
    };
  }

  /** Whether a part of this id exists: its public page answers 200, else 404 (ADR 0065). */
  async exists(partId: number): Promise<boolean> {
    return (await (await this.parts()).get(String(partId))) !== null;
  }

  /**
   * Every part's page for the sitemap, by id, with when the part last changed. A merged part is
   * left out: its page names the survivor as canonical, and the survivor is listed.
   */
  async publicPages(): Promise<Array<{ id: number; updatedAt: string }>> {
    const docs = await (await this.parts()).find({}, { sort: { id: 1 } });
    return docs
      .filter((doc) => doc.mergedInto === null)
      .map((doc) => ({ id: doc.id, updatedAt: doc.updatedAt }));
  }

  /**
   * `GET /api/parts/{id}` as JSON text, with the id of the part it is (a merged part's survivor).
   * Kept per part while the `parts` and `offers` read models have not moved on (ADR 0073), so a
   * popular part costs a lookup, and the same text lets its compressed bytes be reused too.
   */
  async oneJson(partId: number): Promise<{ id: number; json: string }> {
    const standing = this.cacheAnswers ? this.standing() : null;
    const now = Date.now();
    const cached = standing === null ? undefined : this.answers.get(partId);
    if (cached && cached.standing === standing && now - cached.at < ANSWER_CACHE_TTL_MS) return cached;
    const part = await this.one(partId);
    const answer = { id: part.id, json: JSON.stringify(part) };
    if (standing !== null) {
      this.answers.delete(partId);
      if (this.answers.size >= ANSWER_CACHE_SIZE) this.answers.delete(this.answers.keys().next().value!);
      this.answers.set(partId, { standing, ...answer, at: now });
    }
    return answer;
  }

  /** Where the two read models a part's answer is made of stand, and the day (its VAT notes); null before both are known. */
  private standing(): string | null {
    const parts = this.readModels.known(PARTS_PROJECTION);
    const offers = this.readModels.known(OFFERS_PROJECTION);
    if (!parts?.position || !offers?.position) return null;
    return `${parts.collection}@${parts.position.commit}.${parts.position.prepare}|${offers.collection}@${offers.position.commit}.${offers.position.prepare}|${this.today()}`;
  }

  /** `GET /api/parts/{id}`: the part, its designations, every public offer and its analogues. */
  async one(partId: number) {
    const parts = await this.parts();
    let doc = await parts.get(String(partId));
    // A merged part is read as its survivor (ADR 0067): the answer's `id` says which; the route
    // answers 301 to it.
    for (let hop = 0; doc?.mergedInto && hop < 10; hop += 1) doc = await parts.get(String(doc.mergedInto));
    if (!doc) throw notFound(MESSAGES.partNotFound);
    partId = doc.id;
    const offers = (await this.publicOffers([partId])).get(partId) ?? [];
    // Analogues both ways: the parts this one's cross-references name, and those that name it.
    const named = doc.crossReferences.filter((ref) => ref.kind !== 'same');
    const namedKeys = new Map(named.map((ref) => [designationKey(ref.designation), ref.kind]));
    const [forward, backward] = await Promise.all([
      namedKeys.size ? parts.find({ ownKeys: { $in: [...namedKeys.keys()] } }) : Promise.resolve([]),
      parts.find({ keys: { $in: doc.ownKeys } }),
    ]);
    const analogues = new Map<number, { doc: PartDoc; kind: CrossReferenceKind }>();
    for (const other of forward) {
      const kind =
        other.ownKeys.map((key) => namedKeys.get(key)).find((found) => found !== undefined) ?? 'analogue';
      if (other.id !== partId) analogues.set(other.id, { doc: other, kind });
    }
    for (const other of backward) {
      if (other.id === partId || analogues.has(other.id)) continue;
      const ref = other.crossReferences.find(
        (r) => r.kind !== 'same' && doc.ownKeys.includes(designationKey(r.designation)),
      );
      // «A is replaced by B» read from B: A is what B replaced; shown as an analogue.
      if (ref) analogues.set(other.id, { doc: other, kind: 'analogue' });
    }
    const analogueOffers = await this.publicOffers([...analogues.keys()]);
    return {
      ...this.summary(doc, offers),
      designations: [
        {
          designation: doc.designation,
          kind: 'canonical' as const,
          kindName: 'основное обозначение',
          source: '',
        },
        ...doc.crossReferences.map((ref) => ({
          designation: ref.designation,
          kind: ref.kind,
          kindName: CROSS_REFERENCE_LABELS[ref.kind],
          source: ref.source,
        })),
      ],
      offers: await this.offerDtos(offers),
      analogues: [...analogues.values()].map(({ doc: other, kind }) => ({
        ...this.summary(other, analogueOffers.get(other.id) ?? []),
        kind,
        kindName: CROSS_REFERENCE_LABELS[kind],
      })),
    };
  }

  /**
   * Who sells in these categories: the sellers of a public offer of any part filed there. A request
   * for quotes may be sent to all of them («разослать всем поставщикам категории», ADR 0069).
   */
  async sellersInCategories(categoryIds: readonly number[]): Promise<number[]> {
    if (categoryIds.length === 0) return [];
    const parts = await (await this.parts()).find({ categoryId: { $in: [...categoryIds] } });
    const offers = await this.publicOffers(parts.map((doc) => doc.id));
    return [...new Set([...offers.values()].flat().map((offer) => offer.supplierId))].sort((a, b) => a - b);
  }

  /** A seller's public offer of a part (the product an order of it names), or null. */
  async sellerOffer(partId: number, sellerId: number): Promise<{ productId: number; name: string } | null> {
    const offers = (await this.publicOffers([partId])).get(partId) ?? [];
    const offer = offers
      .filter((doc) => doc.supplierId === sellerId)
      .sort((a, b) => a.productId - b.productId)[0];
    return offer ? { productId: offer.productId, name: publicCard(offer)!.name } : null;
  }

  /** One proposal as the lists show it. */
  async proposal(proposalId: number): Promise<ProposalDto> {
    const collection = await this.readModels.collection<PartProposalDoc>(PART_PROPOSALS_PROJECTION);
    const doc = await collection.get(String(proposalId));
    if (!doc) throw notFound(MESSAGES.proposalNotFound);
    return (await this.dtos([doc]))[0]!;
  }

  /** Proposed cross-references, newest first: an admin's queue, or one supplier's own. */
  async proposals(
    query: ProposalListQuery,
  ): Promise<{ proposals: ProposalDto[]; total: number; totalPages: number; currentPage: number }> {
    const filter: Record<string, unknown> = {};
    if (query.status) filter.status = query.status;
    if (query.proposedBy !== undefined) filter.proposedBy = query.proposedBy;
    const collection = await this.readModels.collection<PartProposalDoc>(PART_PROPOSALS_PROJECTION);
    const [page, total] = await Promise.all([
      collection.find(filter, { sort: { id: -1 }, skip: (query.page - 1) * query.limit, limit: query.limit }),
      collection.count(filter),
    ]);
    return {
      proposals: await this.dtos(page),
      total,
      totalPages: Math.ceil(total / query.limit),
      currentPage: query.page,
    };
  }

  private async dtos(docs: readonly PartProposalDoc[]): Promise<ProposalDto[]> {
    const partIds = [...new Set(docs.map((doc) => doc.partId))];
    const collection = await this.parts();
    const parts = (await Promise.all(partIds.map((id) => collection.get(String(id))))).filter(
      (doc): doc is PartDoc => doc !== null,
    );
    const byId = new Map(parts.map((doc) => [doc.id, doc]));
    const proposers = [...new Set(docs.map((doc) => doc.proposedBy))];
    const names = new Map(
      await Promise.all(proposers.map(async (userId) => [userId, await this.names(userId)] as const)),
    );
    return docs.map((doc) => {
      const part = byId.get(doc.partId);
      return {
        id: doc.id,
        part: {
          id: doc.partId,
          designation: part?.designation ?? '',
          name: part?.name ?? '',
          mergedInto: part?.mergedInto ?? null,
        },
        designation: doc.designation,
        kind: doc.kind,
        kindName: CROSS_REFERENCE_LABELS[doc.kind],
        source: doc.source,
        proposedBy: doc.proposedBy,
        proposedByName: names.get(doc.proposedBy) ?? null,
        status: doc.status,
        statusName: PROPOSAL_STATUS_LABELS[doc.status],
        reason: doc.reason,
        decidedBy: doc.decidedBy,
        proposedAt: doc.proposedAt,
        decidedAt: doc.decidedAt,
      };
    });
  }

  /** The offers as the table shows them, cheapest first, with their sellers, cities and VAT notes. */
  private async offerDtos(offers: readonly OfferProductDoc[]): Promise<OfferDto[]> {
    if (offers.length === 0) return [];
    const collection = await this.offers();
    const sellerIds = [...new Set(offers.map((offer) => offer.supplierId))];
    const warehouseIds = [
      ...new Set(offers.flatMap((offer) => offer.stocks.map((stock) => stock.warehouseId))),
    ];
    // Documents by key, each read on its own: a handful per part, never a pass over the collection.
    const byKeys = async (keys: readonly string[]): Promise<OfferDoc[]> =>
      (await Promise.all(keys.map((key) => collection.get(key)))).filter(
        (doc): doc is OfferDoc => doc !== null,
      );
    const [sellers, warehouses, sellerWarehouses] = await Promise.all([
      byKeys(sellerIds.map(sellerKey)),
      byKeys(warehouseIds.map(warehouseKey)),
      // The seller's first warehouse tells the city of an offer out of stock (found by the `kind` index).
      collection.find({ kind: 'warehouse', supplierId: { $in: sellerIds } }),
    ]);
    const companyIds = sellers.flatMap((doc) =>
      doc.kind === 'seller' && doc.companyId !== null ? [doc.companyId] : [],
    );
    const companies = await byKeys(companyIds.map(companyKey));
    const byId = new Map(
      [...sellers, ...warehouses, ...sellerWarehouses, ...companies].map((doc) => [doc._id, doc]),
    );
    const today = this.today();
    return offers
      .map((offer): OfferDto => {
        const card = publicCard(offer)!;
        const seller = byId.get(sellerKey(offer.supplierId));
        const sellerDoc = seller?.kind === 'seller' ? seller : null;
        const company = sellerDoc?.companyId ? byId.get(companyKey(sellerDoc.companyId)) : undefined;
        const vatKind: VatKind = sellerDoc?.vatKind ?? 'general';
        const vatRate = vatRateOn(vatKind, today);
        const stocked = offer.stocks
          .flatMap((stock) => {
            const warehouse = byId.get(warehouseKey(stock.warehouseId));
            return warehouse?.kind === 'warehouse'
              ? [{ id: warehouse.id, name: warehouse.name, city: warehouse.city, quantity: stock.quantity }]
              : [];
          })
          .sort((a, b) => b.quantity - a.quantity);
        const anyWarehouse = sellerWarehouses.find(
          (doc) => doc.kind === 'warehouse' && doc.supplierId === offer.supplierId,
        );
        return {
          productId: offer.productId,
          name: card.name,
          supplier: {
            id: offer.supplierId,
            name: company?.kind === 'company' ? company.name : null,
            verified: company?.kind === 'company' ? company.verified : false,
          },
          quality: card.quality,
          conditionName: CONDITION_LABELS[card.quality],
          price: card.price,
          vatRate,
          vatNote: vatNote(vatRate),
          quantity: stocked.reduce((sum, stock) => sum + stock.quantity, 0),
          leadTimeDays: card.leadTimeDays,
          city: stocked[0]?.city ?? (anyWarehouse?.kind === 'warehouse' ? anyWarehouse.city : null),
          warehouses: stocked,
        };
      })
      .sort((a, b) => a.price - b.price || a.productId - b.productId);
  }
}
