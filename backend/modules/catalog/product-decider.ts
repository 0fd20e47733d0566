import { isDeepStrictEqual } from 'node:util';
import {
  ModeratedListing,
  badRequest,
  conflict,
  type ListingDraft,
  deciderOf,
} from '../../kit/write/index.ts';
import type { ProductDetails, ProductEvent, ProductStatus, StockLevel } from './events.ts';
import { MESSAGES, stocksAdjusted } from './rules.ts';

/** Who acts: the role from the access token; `system` is the seed, which moderates like an admin. */
export interface Actor {
  readonly userId: number | null;
  readonly role: 'admin' | 'supplier' | 'buyer' | 'system';
}

export interface ProductState {
  readonly exists: boolean;
  readonly productId: number;
  readonly supplierId: number;
  readonly status: ProductStatus;
  readonly details: ProductDetails | null;
  /**
   * The published version while an edit of it is moderated (or was rejected): what buyers still
   * see and order. Null when the current details are the public ones, or none is public.
   */
  readonly live: ProductDetails | null;
  readonly stocks: readonly StockLevel[];
  /** The part this product is an offer of (ADR 0064). */
  readonly partId: number | null;
  /** Order steps whose pieces this stream has counted (`receipt-12`, `restock-12`), each once (ADR 0084). */
  readonly orderSteps: ReadonlySet<string>;
}

/** Which order step moves pieces: a pickup's receipt takes them, a returned order's restock brings them. */
export interface StockOrderStep {
  readonly orderId: number;
  readonly step: 'receipt' | 'restock';
}

const orderStepKey = (order: StockOrderStep) => `${order.step}-${order.orderId}`;

/** A warehouse as the write side knows it when stock is set (removed ones are not passed). */
export interface KnownWarehouse {
  readonly supplierId: number;
}

export type ProductCommand =
  | ({ readonly kind: 'create'; readonly productId: number } & ListingDraft<ProductDetails, Actor>)
  | ({ readonly kind: 'edit' } & ListingDraft<ProductDetails, Actor>)
  | { readonly kind: 'submit'; readonly actor: Actor; readonly categoryKnown: boolean }
  | { readonly kind: 'publish'; readonly actor: Actor; readonly categoryKnown: boolean }
  | { readonly kind: 'reject'; readonly actor: Actor; readonly reason: string }
  | { readonly kind: 'archive'; readonly actor: Actor }
  | { readonly kind: 'restore'; readonly actor: Actor }
  | {
      readonly kind: 'setStock';
      readonly actor: Actor;
      readonly stocks: readonly StockLevel[];
      readonly warehouses: ReadonlyMap<number, KnownWarehouse>;
    }
  /**
   * Pieces leave (`delta` < 0: a pickup received) or come back to (a returned order, ADR 0078) one
   * warehouse: counted from the stream's own stock when decided, so a stock edit at the same moment
   * is never overwritten. `warehouse` is what the warehouse's stream says, for pieces coming in.
   */
  | {
      readonly kind: 'adjustStock';
      readonly actor: Actor;
      readonly warehouseId: number;
      readonly delta: number;
      readonly warehouse: KnownWarehouse | null;
      /** The order step that moves the pieces: counted once however often it is run. */
      readonly order: StockOrderStep;
    }
  /** Its seller, or a moderator at moderation, says which part the product is an offer of (the part exists: the parts module checked). */
  /**
   * `onlyFrom`: a move of a merge or a split (ADR 0067), which links the product only while it is
   * still an offer of that part, so a seller's relink in the meantime stands.
   */
  | {
      readonly kind: 'linkPart';
      readonly actor: Actor;
      readonly partId: number | null;
      readonly onlyFrom?: number;
    };

export const noProduct: ProductState = {
  exists: false,
  productId: 0,
  supplierId: 0,
  status: 'draft',
  details: null,
  live: null,
  stocks: [],
  partId: null,
  orderSteps: new Set(),
};

const isModerator = (actor: Actor): boolean => actor.role === 'admin' || actor.role === 'system';
/** Suppliers list their catalogue; buyers list surplus and repaired parts ('Продать зап.части', ADR 0031). */
const maySell = (actor: Actor): boolean => actor.role === 'supplier' || actor.role === 'buyer';
const isOwner = (state: Pick<ProductState, 'supplierId'>, actor: Actor): boolean =>
  maySell(actor) && actor.userId === state.supplierId;

/** A published version is public (also while an edit of it is moderated); the rest only for its supplier and the moderators. */
export function canSee(
  product: Pick<ProductState, 'supplierId' | 'status'> & { readonly live?: ProductDetails | null },
  actor: Actor | null,
): boolean {
  if (product.status === 'published' || (product.live ?? null) !== null) return true;
  return actor !== null && (isModerator(actor) || isOwner(product, actor));
}

/** What buyers see and order: the published version, or null when none is public. */
export function publicVersion(state: ProductState): ProductDetails | null {
  if (state.live !== null) return state.live;
  return state.status === 'published' ? state.details : null;
}

const listing = new ModeratedListing<ProductState, Actor>(
  {
    visible: (state, actor) => state.exists && canSee(state, actor),
    owns: isOwner,
    moderates: isModerator,
    lists: maySell,
  },
  {
    ...MESSAGES,
    notFound: MESSAGES.productNotFound,
    moderatorOnly: 'У вас нет прав для выполнения этого действия',
    taken: 'Товар с таким номером уже существует',
  },
);

/** 404 for what the actor may not see (an unknown id tells nothing more), 403 for what is someone else's. */
export function checkOwner(state: ProductState, actor: Actor): void {
  listing.checkActor('owner', state, actor);
}

function decide(command: ProductCommand, state: ProductState): ProductEvent[] {
  switch (command.kind) {
    case 'create':
      return [listing.creation('Product', 'productId', state, command)];
    case 'edit': {
      listing.checkEdit(state, command);
      // Products written before part numbers existed have none: absent and null are the same.
      // Products written before lead times existed have none either.
      const before = {
        ...state.details,
        partNumber: state.details?.partNumber ?? null,
        leadTimeDays: state.details?.leadTimeDays ?? null,
      };
      const after = {
        ...command.details,
        partNumber: command.details.partNumber ?? null,
        leadTimeDays: command.details.leadTimeDays ?? null,
      };
      if (isDeepStrictEqual(before, after)) return [];
      const changed: ProductEvent = {
        type: 'ProductDetailsChanged',
        data: { productId: state.productId, ...command.details },
      };
      // What buyers see has been checked by a moderator: a changed published product is checked
      // again, unless only its price changed (a price list's daily business, ADR 0034). Submitted
      // first, so the change lands in the new version under moderation and the published one stays
      // public until a moderator approves the change (ADR 0036). A lead time is the same kind of
      // commercial figure as the price (ADR 0065).
      const terms = { price: 0, leadTimeDays: null };
      const priceOnly = isDeepStrictEqual({ ...before, ...terms }, { ...after, ...terms });
      if (state.status === 'published' && !priceOnly)
        return [{ type: 'ProductSubmitted', data: { productId: state.productId } }, changed];
      return [changed];
    }
    case 'submit':
    case 'publish':
    case 'reject':
    case 'archive':
    case 'restore': {
      // What is submitted or published is filed under a category that exists.
      return listing.stepped('Product', 'productId', state.productId, state, command, () => {
        if (command.kind === 'submit' || command.kind === 'publish')
          listing.checkCategory(command.categoryKnown);
      });
    }
    case 'setStock': {
      checkOwner(state, command.actor);
      if (state.status === 'archived') throw conflict(MESSAGES.archived);
      const seen = new Set<number>();
      for (const stock of command.stocks) {
        const warehouse = command.warehouses.get(stock.warehouseId);
        if (!warehouse || warehouse.supplierId !== state.supplierId) {
          throw badRequest(MESSAGES.foreignWarehouse, { stocks: MESSAGES.foreignWarehouse });
        }
        if (seen.has(stock.warehouseId) || !Number.isSafeInteger(stock.quantity) || stock.quantity < 0) {
          throw badRequest(MESSAGES.stocks, { stocks: MESSAGES.stocks });
        }
        seen.add(stock.warehouseId);
      }
      const stocks = command.stocks.filter((stock) => stock.quantity > 0);
      if (isDeepStrictEqual(stocks, state.stocks)) return [];
      return [{ type: 'ProductStockChanged', data: { productId: state.productId, stocks } }];
    }
    case 'adjustStock': {
      checkOwner(state, command.actor);
      // A step run again (its command's retry, the follow-up after a failure, the sweep at start) counts nothing.
      if (state.orderSteps.has(orderStepKey(command.order))) return [];
      // Pieces handed over at a pickup have left, archived product or not (refusing would fail the
      // buyer's receipt after it was recorded); only pieces coming back need a product on sale.
      if (state.status === 'archived' && command.delta > 0) throw conflict(MESSAGES.archived);
      if (!Number.isSafeInteger(command.delta))
        throw badRequest(MESSAGES.stocks, { stocks: MESSAGES.stocks });
      if (command.delta > 0 && (!command.warehouse || command.warehouse.supplierId !== state.supplierId)) {
        throw badRequest(MESSAGES.foreignWarehouse, { stocks: MESSAGES.foreignWarehouse });
      }
      // Written even when the count stays (nothing left to take): the step is then known as counted.
      const stocks = stocksAdjusted(state.stocks, command.warehouseId, command.delta);
      return [
        { type: 'ProductStockChanged', data: { productId: state.productId, stocks, order: command.order } },
      ];
    }
    case 'linkPart': {
      listing.checkActor('either', state, command.actor);
      if (command.onlyFrom !== undefined && state.partId !== command.onlyFrom) return [];
      // An archived offer follows its part's merge or split; a seller does not relink it.
      if (state.status === 'archived' && command.onlyFrom === undefined) throw conflict(MESSAGES.archived);
      if (state.partId === command.partId) return [];
      return [{ type: 'ProductPartLinked', data: { productId: state.productId, partId: command.partId } }];
    }
  }
}

function evolve(state: ProductState, event: ProductEvent): ProductState {
  switch (event.type) {
    case 'ProductCreated': {
      const { productId, supplierId, ...details } = event.data;
      return {
        exists: true,
        productId,
        supplierId,
        status: 'draft',
        details,
        live: null,
        stocks: [],
        partId: null,
        orderSteps: new Set(),
      };
    }
    case 'ProductDetailsChanged': {
      const { productId: _productId, ...details } = event.data;
      return { ...state, details };
    }
    case 'ProductSubmitted':
      // Submitting a published product's edit keeps the published version aside, still public.
      return {
        ...state,
        status: 'submitted',
        live: state.status === 'published' ? state.details : state.live,
      };
    case 'ProductPublished':
      return { ...state, status: 'published', live: null };
    case 'ProductRejected':
      return { ...state, status: 'rejected' };
    case 'ProductArchived':
      return { ...state, status: 'archived', live: null };
    case 'ProductRestored':
      return { ...state, status: 'draft' };
    case 'ProductStockChanged': {
      const order = event.data.order;
      if (!order) return { ...state, stocks: event.data.stocks };
      return {
        ...state,
        stocks: event.data.stocks,
        orderSteps: new Set(state.orderSteps).add(orderStepKey(order)),
      };
    }
    case 'ProductPartLinked':
      return { ...state, partId: event.data.partId };
  }
}

export const productDecider = deciderOf(noProduct, evolve, decide);
