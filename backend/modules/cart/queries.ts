import type { ReadModels } from '../../kit/read/index.ts';
import { notFound } from '../../kit/write/index.ts';
import { MESSAGES, type GuestLine } from './rules.ts';
import { CARTS_PROJECTION, type CartDoc, type CheckoutDoc } from './view.ts';

/** A product as buyers see it now (the catalogue's read side), absent from the map when unknown. */
export interface LiveOffer {
  readonly published: boolean;
  readonly name: string;
  readonly price: number;
  readonly sellerId: number;
  readonly partNumber: string | null;
  /** The catalogue part the offer is linked to, if any (a request for quotes asks for the part). */
  readonly partId: number | null;
  readonly image: string | null;
  /** Pieces over all the seller's warehouses. */
  readonly stock: number;
}

/** The catalogue's answer for the basket's products (given by the composition root). */
export type LiveOffers = (productIds: readonly number[]) => Promise<ReadonlyMap<number, LiveOffer>>;
/** The name a side of a deal is shown by (ADR 0058). */
export type PartyNames = (userId: number) => Promise<string | null>;

/** A line's state before checkout: as added, its price changed since, or no longer on sale. */
export type LineStatus = 'ok' | 'priceChanged' | 'unavailable';

export interface CartLineDto {
  productId: number;
  name: string;
  partNumber: string | null;
  partId: number | null;
  image: string | null;
  seller: { id: number; name: string | null };
  quantity: number;
  priceAtAdd: number;
  /** The live price per piece; null when the offer is no longer public. */
  price: number | null;
  status: LineStatus;
  stock: number;
  /** More pieces than the seller's warehouses hold: the seller answers whether and when. */
  aboveStock: boolean;
  /** quantity × live price; 0 for a line that cannot be ordered. */
  total: number;
}

export interface CartDto {
  lines: CartLineDto[];
  suppliers: Array<{
    seller: { id: number; name: string | null };
    lineCount: number;
    total: number;
    warnings: number;
  }>;
  /** Lines in the basket (the header's badge). */
  count: number;
  total: number;
  /** Lines whose price changed or whose offer was withdrawn. */
  warnings: number;
}

const money = (value: number) => Math.round(value * 100) / 100;

/** The basket as the buyer reads it, compared with the live catalogue. */
export class CartQueries {
  private readonly deps: { readModels: ReadModels; offers: LiveOffers; names: PartyNames };

  constructor(deps: CartQueries['deps']) {
    this.deps = deps;
  }

  private async doc(buyerId: number): Promise<CartDoc | null> {
    return (await this.deps.readModels.collection<CartDoc>(CARTS_PROJECTION)).get(String(buyerId));
  }

  /** `GET /api/cart`: the signed-in buyer's basket. */
  async cart(buyerId: number): Promise<CartDto> {
    const doc = await this.doc(buyerId);
    return this.priced(
      (doc?.lines ?? []).map((line) => ({
        productId: line.productId,
        quantity: line.quantity,
        priceAtAdd: line.priceAtAdd,
        name: line.name,
        sellerId: line.sellerId,
      })),
    );
  }

  /** `POST /api/cart/preview`: a guest's basket, kept in their browser, priced the same way. */
  async preview(lines: readonly GuestLine[]): Promise<CartDto> {
    const unique = [...new Map(lines.map((line) => [line.productId, line])).values()];
    return this.priced(
      unique.map((line) => ({
        productId: line.productId,
        quantity: line.quantity,
        priceAtAdd: line.priceAtAdd,
        name: null,
        sellerId: null,
      })),
    );
  }

  /** `GET /api/cart/checkouts/{id}`: one of the buyer's latest checkouts, with its orders and refusals. */
  async checkout(buyerId: number, checkoutId: number) {
    const found = (await this.doc(buyerId))?.checkouts.find((checkout) => checkout.id === checkoutId);
    if (!found) throw notFound(MESSAGES.checkoutNotFound);
    return this.checkoutDto(found);
  }

  private async checkoutDto(checkout: CheckoutDoc) {
    const sellerIds = [...new Set([...checkout.orders, ...checkout.failures].map((entry) => entry.sellerId))];
    const names = new Map(
      await Promise.all(sellerIds.map(async (id) => [id, await this.deps.names(id)] as const)),
    );
    return {
      id: checkout.id,
      createdAt: checkout.at,
      finished: checkout.finished,
      suppliers: sellerIds.map((sellerId) => ({
        seller: { id: sellerId, name: names.get(sellerId) ?? null },
        orders: checkout.orders
          .filter((o) => o.sellerId === sellerId)
          .map(({ sellerId: _s, ...order }) => order),
        failures: checkout.failures
          .filter((f) => f.sellerId === sellerId)
          .map(({ sellerId: _s, ...failure }) => failure),
      })),
    };
  }

  private async priced(
    lines: ReadonlyArray<{
      productId: number;
      quantity: number;
      priceAtAdd: number | null;
      name: string | null;
      sellerId: number | null;
    }>,
  ): Promise<CartDto> {
    const live = await this.deps.offers(lines.map((line) => line.productId));
    const rows = lines.map((line) => {
      const offer = live.get(line.productId);
      const available = offer?.published === true;
      const priceAtAdd = line.priceAtAdd ?? offer?.price ?? 0;
      const status: LineStatus = !available
        ? 'unavailable'
        : offer.price !== priceAtAdd
          ? 'priceChanged'
          : 'ok';
      return {
        productId: line.productId,
        name: offer?.name ?? line.name ?? `Товар № ${line.productId}`,
        partNumber: offer?.partNumber ?? null,
        partId: offer?.partId ?? null,
        image: offer?.image ?? null,
        sellerId: offer?.sellerId ?? line.sellerId ?? 0,
        quantity: line.quantity,
        priceAtAdd,
        price: available ? offer.price : null,
        status,
        stock: offer?.stock ?? 0,
        aboveStock: available && line.quantity > offer.stock,
        total: available ? money(offer.price * line.quantity) : 0,
      };
    });
    const sellerIds = [...new Set(rows.map((row) => row.sellerId))];
    const names = new Map(
      await Promise.all(
        sellerIds.map(async (id) => [id, id > 0 ? await this.deps.names(id) : null] as const),
      ),
    );
    const dtos: CartLineDto[] = rows.map(({ sellerId, ...row }) => ({
      ...row,
      seller: { id: sellerId, name: names.get(sellerId) ?? null },
    }));
    const suppliers = sellerIds.map((sellerId) => {
      const own = dtos.filter((line) => line.seller.id === sellerId);
      return {
        seller: { id: sellerId, name: names.get(sellerId) ?? null },
        lineCount: own.length,
        total: money(own.reduce((sum, line) => sum + line.total, 0)),
        warnings: own.filter((line) => line.status !== 'ok').length,
      };
    });
    return {
      lines: dtos,
      suppliers,
      count: dtos.length,
      total: money(dtos.reduce((sum, line) => sum + line.total, 0)),
      warnings: dtos.filter((line) => line.status !== 'ok').length,
    };
  }
}
