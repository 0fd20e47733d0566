import type { ReadModels } from '../../../projections/runtime/index.ts';
import { vatRateOn, type VatKind } from '../../../shared/vat/index.ts';
import { notFound } from '../../src/write-kit/index.ts';
import { fold, fromWrongLayout } from '../catalog/published.ts';
import type { Quality } from '../catalog/published.ts';
import { CROSS_REFERENCE_LABELS, type CrossReferenceKind } from './events.ts';
import { MESSAGES, designationKey } from './rules.ts';
import { OFFERS_PROJECTION, PARTS_PROJECTION, companyKey, publicCard, sellerKey, warehouseKey, type OfferDoc, type OfferProductDoc, type PartDoc } from './view.ts';

/** How an offer's condition reads in the offers table. */
export const CONDITION_LABELS: Record<Quality, string> = { new: 'Новая', repaired: 'После ремонта' };

export interface PartListQuery {
  readonly search?: string | undefined;
  readonly categoryId?: number | undefined;
  readonly page: number;
  readonly limit: number;
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

const vatNote = (rate: number | null): string => (rate === null ? 'без НДС' : `в т. ч. НДС ${rate} %`);

/** The parts and their offers as buyers read them (ADR 0064); only this class reads the two read models. */
export class PartQueries {
  private readonly readModels: ReadModels;
  private readonly today: () => string;

  constructor(deps: { readModels: ReadModels; today?: () => string }) {
    this.readModels = deps.readModels;
    this.today = deps.today ?? (() => new Date().toISOString().slice(0, 10));
  }

  private parts() {
    return this.readModels.collection<PartDoc>(PARTS_PROJECTION);
  }

  private offers() {
    return this.readModels.collection<OfferDoc>(OFFERS_PROJECTION);
  }

  /** The public offers of these parts, by part. */
  private async publicOffers(partIds: readonly number[]): Promise<Map<number, OfferProductDoc[]>> {
    const found = partIds.length === 0 ? [] : await (await this.offers()).find({ partId: { $in: [...partIds] } });
    const byPart = new Map<number, OfferProductDoc[]>();
    for (const doc of found) {
      if (doc.kind !== 'offer' || doc.partId === null || publicCard(doc) === null) continue;
      byPart.set(doc.partId, [...(byPart.get(doc.partId) ?? []), doc]);
    }
    return byPart;
  }

  private summary(doc: PartDoc, offers: readonly OfferProductDoc[]): PartSummaryDto {
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
   * `GET /api/parts`: parts whose designation, any cross-reference (normalised as the catalogue
   * search normalises part numbers, also typed on the wrong layout) or name holds the search.
   */
  async list(query: PartListQuery): Promise<{ parts: PartSummaryDto[]; total: number; totalPages: number; currentPage: number }> {
    const all = await (await this.parts()).find(query.categoryId === undefined ? {} : { categoryId: query.categoryId }, { sort: { designation: 1 } });
    const search = query.search ? fold(query.search) : '';
    const keys = search ? [designationKey(search), ...(fromWrongLayout(search) ? [designationKey(fromWrongLayout(search)!)] : [])].filter(Boolean) : [];
    const matching = search
      ? all.filter((doc) => fold(doc.name).includes(search) || doc.keys.some((key) => keys.some((wanted) => key.includes(wanted))))
      : all;
    const page = matching.slice((query.page - 1) * query.limit, query.page * query.limit);
    const offers = await this.publicOffers(page.map((doc) => doc.id));
    return {
      parts: page.map((doc) => this.summary(doc, offers.get(doc.id) ?? [])),
      total: matching.length,
      totalPages: Math.ceil(matching.length / query.limit),
      currentPage: query.page,
    };
  }

  /** Whether a part of this id exists: its public page answers 200, else 404 (ADR 0065). */
  async exists(partId: number): Promise<boolean> {
    return (await (await this.parts()).get(String(partId))) !== null;
  }

  /** Every part's page for the sitemap, by id, with when the part last changed. */
  async publicPages(): Promise<Array<{ id: number; updatedAt: string }>> {
    const docs = await (await this.parts()).find({}, { sort: { id: 1 } });
    return docs.map((doc) => ({ id: doc.id, updatedAt: doc.updatedAt }));
  }

  /** `GET /api/parts/{id}`: the part, its designations, every public offer and its analogues. */
  async one(partId: number) {
    const parts = await this.parts();
    const doc = await parts.get(String(partId));
    if (!doc) throw notFound(MESSAGES.partNotFound);
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
      const kind = other.ownKeys.map((key) => namedKeys.get(key)).find((found) => found !== undefined) ?? 'analogue';
      if (other.id !== partId) analogues.set(other.id, { doc: other, kind });
    }
    for (const other of backward) {
      if (other.id === partId || analogues.has(other.id)) continue;
      const ref = other.crossReferences.find((r) => r.kind !== 'same' && doc.ownKeys.includes(designationKey(r.designation)));
      // «A is replaced by B» read from B: A is what B replaced; shown as an analogue.
      if (ref) analogues.set(other.id, { doc: other, kind: 'analogue' });
    }
    const analogueOffers = await this.publicOffers([...analogues.keys()]);
    return {
      ...this.summary(doc, offers),
      designations: [
        { designation: doc.designation, kind: 'canonical' as const, kindName: 'основное обозначение', source: '' },
        ...doc.crossReferences.map((ref) => ({ designation: ref.designation, kind: ref.kind, kindName: CROSS_REFERENCE_LABELS[ref.kind], source: ref.source })),
      ],
      offers: await this.offerDtos(offers),
      analogues: [...analogues.values()].map(({ doc: other, kind }) => ({
        ...this.summary(other, analogueOffers.get(other.id) ?? []),
        kind,
        kindName: CROSS_REFERENCE_LABELS[kind],
      })),
    };
  }

  /** The offers as the table shows them, cheapest first, with their sellers, cities and VAT notes. */
  private async offerDtos(offers: readonly OfferProductDoc[]): Promise<OfferDto[]> {
    if (offers.length === 0) return [];
    const collection = await this.offers();
    const sellerIds = [...new Set(offers.map((offer) => offer.supplierId))];
    const warehouseIds = [...new Set(offers.flatMap((offer) => offer.stocks.map((stock) => stock.warehouseId)))];
    const [sellers, warehouses, sellerWarehouses] = await Promise.all([
      collection.find({ _id: { $in: sellerIds.map(sellerKey) } }),
      collection.find({ _id: { $in: warehouseIds.map(warehouseKey) } }),
      // The seller's first warehouse tells the city of an offer out of stock.
      collection.find({ kind: 'warehouse', supplierId: { $in: sellerIds } }),
    ]);
    const companyIds = sellers.flatMap((doc) => (doc.kind === 'seller' && doc.companyId !== null ? [doc.companyId] : []));
    const companies = companyIds.length ? await collection.find({ _id: { $in: companyIds.map(companyKey) } }) : [];
    const byId = new Map([...sellers, ...warehouses, ...sellerWarehouses, ...companies].map((doc) => [doc._id, doc]));
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
            return warehouse?.kind === 'warehouse' ? [{ id: warehouse.id, name: warehouse.name, city: warehouse.city, quantity: stock.quantity }] : [];
          })
          .sort((a, b) => b.quantity - a.quantity);
        const anyWarehouse = sellerWarehouses.find((doc) => doc.kind === 'warehouse' && doc.supplierId === offer.supplierId);
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
