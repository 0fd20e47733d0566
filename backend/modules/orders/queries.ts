import {
  containing,
  pageCount,
  pagesOf,
  type PageCount,
  type PageRequest,
  type ReadModels,
} from '../../kit/read/index.ts';
import type { OpenDeal } from '../accounting/index.ts';
import { DomainError, notFound, Slices } from '../../kit/write/index.ts';
import {
  DISPUTE_STATUS_LABELS,
  MESSAGES,
  STATUS_LABELS,
  dealStage,
  orderTotal,
  type OrderStatus,
} from './order-decider.ts';
import { ORDERS_PROJECTION, foldText, type OrderDoc, type OrderDto } from './view.ts';

export interface OrderFilter extends PageRequest {
  /** Whose orders: the caller's as buyer, as seller, or all (admins). */
  readonly side: 'buyer' | 'seller' | 'all';
  readonly userId: number;
  readonly status?: OrderStatus | undefined;
  /** Only orders whose dispute waits for an admin's decision. */
  readonly disputeOpen?: boolean | undefined;
  readonly search?: string | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

export interface OrderPage extends PageCount {
  orders: OrderDto[];
}

/** An agreed deal as 'Бухгалтерия' lists it among the deals still to document (its `OpenDeal`). */
type AgreedDeal = OpenDeal & { readonly kind: 'order' };

/** A person's or a company's name (given by the composition root). */
export type PartyNames = (userId: number) => Promise<string | null>;

/** The orders read model: a party sees their own, admins see all. */
export class OrderQueries {
  private readonly deps: { readModels: ReadModels; names: PartyNames };

  constructor(deps: OrderQueries['deps']) {
    this.deps = deps;
  }

  private async dto(doc: OrderDoc): Promise<OrderDto> {
    const {
      _id: _key,
      _pos: _position,
      searchText: _search,
      shipment,
      dispute,
      restock,
      ...rest
    } = doc as OrderDoc & { _pos?: unknown };
    const unitPrice = doc.offer?.unitPrice ?? doc.listPrice;
    return {
      ...rest,
      quoteRequest: doc.quoteRequest ?? null,
      history: doc.history.map((step) => ({ ...step, details: step.details ?? null })),
      shipment: shipment ?? null,
      restock: restock ?? null,
      dispute: dispute ? { ...dispute, statusLabel: DISPUTE_STATUS_LABELS[dispute.status] } : null,
      statusLabel: STATUS_LABELS[doc.status],
      unitPrice,
      total: orderTotal(unitPrice, doc.quantity),
      buyer: { id: doc.buyerId, name: await this.deps.names(doc.buyerId) },
      seller: { id: doc.sellerId, name: await this.deps.names(doc.sellerId) },
    };
  }

  /** The seller's agreed orders as deals to document ('Бухгалтерия'): their label, buyer, sum and stage; returned ones with the reason. */
  async agreedDeals(sellerId: number): Promise<AgreedDeal[]> {
    const received = await (
      await this.deps.readModels.collection<OrderDoc>(ORDERS_PROJECTION)
    ).find({ sellerId });
    const deals = received.flatMap((o) => {
      const stage = dealStage(o.status);
      if (stage === 'open' || !o.offer) return [];
      const { offer } = o;
      return [
        (async (): Promise<AgreedDeal> => ({
          kind: 'order',
          id: o.id,
          label: `${o.contract ? `Договор ${o.contract.number}, заявка` : 'Заявка'} ${o.number}: ${o.productName}`,
          buyerName: (await this.deps.names(o.buyerId)) ?? '',
          total: orderTotal(offer.unitPrice, offer.quantity),
          stage,
          updatedAt: o.updatedAt,
          returnReason: stage === 'returned' ? (o.dispute?.resolution ?? null) : null,
        }))(),
      ];
    });
    return Promise.all(deals);
  }

  /**
   * Orders changed since `since` whose recorded steps may move stock (ADR 0084): a pickup received
   * (then perhaps closed or returned), or a return put back on sale. The sweep at start settles them.
   */
  async stockStepsSince(since: string): Promise<number[]> {
    const orders = await this.deps.readModels.collection<OrderDoc>(ORDERS_PROJECTION);
    const ids: number[] = [];
    // A page at a time, letting the loop turn (ADR 0095): the orders of 30 days on a busy
    // marketplace are tens of thousands of documents, read and parsed at start.
    const slices = new Slices();
    const filter = { status: { $in: ['received', 'closed', 'returned'] }, updatedAt: { $gte: since } };
    for await (const page of pagesOf(orders, filter)) {
      for (const doc of page) if (doc.warehouseId !== null || doc.restock) ids.push(doc.id);
      await slices.pause();
    }
    return ids;
  }

  async list(filter: OrderFilter): Promise<OrderPage> {
    const query: Record<string, unknown> = {};
    if (filter.side === 'buyer') query.buyerId = filter.userId;
    if (filter.side === 'seller') query.sellerId = filter.userId;
    if (filter.status) query.status = filter.status;
    if (filter.disputeOpen) query['dispute.status'] = { $in: ['open', 'answered'] };
    if (filter.from || filter.to)
      query.createdAt = {
        ...(filter.from ? { $gte: filter.from } : {}),
        ...(filter.to ? { $lte: filter.to } : {}),
      };
    const words = filter.search ? foldText(filter.search).split(/\s+/).filter(Boolean) : [];
    if (words.length > 0) query.$and = words.map((word) => ({ searchText: containing(word) }));
    const orders = await this.deps.readModels.collection<OrderDoc>(ORDERS_PROJECTION);
    const sort = { createdAt: -1, id: -1 } as const;
    const [total, docs] = await Promise.all([
      orders.count(query),
      orders.find(query, { sort, skip: (filter.page - 1) * filter.limit, limit: filter.limit }),
    ]);
    return {
      orders: await Promise.all(docs.map((doc) => this.dto(doc))),
      total,
      totalPages: pageCount(total, filter.limit),
      page: filter.page,
    };
  }

  /** One order for its buyer, its seller or an admin; others get 403, unknown ids 404. */
  async one(orderId: number, viewer: { userId: number; role: string }): Promise<OrderDto> {
    const doc = await (
      await this.deps.readModels.collection<OrderDoc>(ORDERS_PROJECTION)
    ).get(String(orderId));
    if (!doc) throw notFound(MESSAGES.notFound);
    if (viewer.role !== 'admin' && doc.buyerId !== viewer.userId && doc.sellerId !== viewer.userId)
      throw new DomainError(403, 'forbidden', 'Это чужая заявка');
    return this.dto(doc);
  }
}
