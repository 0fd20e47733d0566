import type { EventStore, Position } from '../../../infra/event-store/index.ts';
import type { ReadModels } from '../../kit/read/index.ts';
import {
  AggregateStates,
  CONCURRENT_CHANGE_MESSAGE,
  PROVISIONAL_ID,
  badRequest,
  conflict,
  handleCommandOn,
  stateOf,
  notFound,
  type CommandContext,
  type Holds,
  type Reservations,
  type Sequences,
} from '../../kit/write/index.ts';
import { CATEGORY_HOLDS } from '../categories/index.ts';
import {
  productEvents,
  warehouseEvents,
  type ProductDetails,
  type ProductEvent,
  productStream,
  warehouseStream,
} from './events.ts';

type LinkedService = ProductDetails['services'][number];
import {
  checkOwner,
  productDecider,
  publicVersion,
  type Actor,
  type KnownWarehouse,
  type ProductCommand,
  type ProductState,
} from './product-decider.ts';
import {
  MESSAGES,
  checkProductDetails,
  serviceNotLinkable,
  checkReason,
  checkStocks,
  checkWarehouseDetails,
  partNumberKey,
} from './rules.ts';
import { PRODUCTS_PROJECTION, type ProductDoc } from './view.ts';
import {
  checkWarehouseOwner,
  warehouseDecider,
  type WarehouseCommand,
  type WarehouseState,
} from './warehouse-decider.ts';

export const PRODUCT_SEQUENCE = 'product';
/** Part numbers are unique per seller: one reservation scope per seller, holding the product's id. */
export const partNumberScope = (sellerId: number): string => `part-number-${sellerId}`;
const partNumberTaken = () => conflict(MESSAGES.partNumberTaken);
export const WAREHOUSE_SEQUENCE = 'warehouse';
/** The ledger scope of warehouses: products stocked there hold them (see `Holds`). */
export const WAREHOUSE_HOLDS = 'warehouse';

/** What the catalogue asks the services module of a service a product links: its seller, name and whether it is public. */
export type ServiceLookup = (
  serviceId: number,
) => Promise<{ supplierId: number; name: string; public: boolean } | null>;

/** What the catalogue asks the categories module: does a category exist (in the tree's own stream)? */
export type CategoryExists = (categoryId: number) => Promise<boolean>;

export interface Outcome {
  readonly id: number;
  readonly position: Position | null;
}

/** Pieces of a product an order moves at one of its seller's warehouses (a pickup's receipt, a restock). */
export interface StockMove {
  readonly productId: number;
  readonly warehouseId: number;
  readonly quantity: number;
  readonly sellerId: number;
  readonly orderId: number;
}

/** The aggregates this module's commands run on. */
const PRODUCTS = { streamOf: productStream, decider: productDecider, codec: productEvents };
const WAREHOUSES = { streamOf: warehouseStream, decider: warehouseDecider, codec: warehouseEvents };

/** Commands of the catalogue: products (supplier's and moderator's) and the suppliers' warehouses. */
export class CatalogCommands {
  private readonly store: EventStore;
  private readonly sequences: Sequences;
  private readonly categoryExists: CategoryExists;
  private readonly readModels: ReadModels;
  private readonly reservations: Reservations | null;
  private readonly holds: Holds | null;
  private readonly serviceOf: ServiceLookup | null;
  /** Products' last states: an order reads its product's stream only since the last look (ADR 0094). */
  private readonly products: AggregateStates<ProductCommand, ProductEvent, ProductState>;

  constructor(deps: {
    store: EventStore;
    sequences: Sequences;
    categoryExists: CategoryExists;
    readModels: ReadModels;
    reservations?: Reservations;
    holds?: Holds;
    /** The services module's write side: which services a product may link. */
    serviceOf?: ServiceLookup;
  }) {
    this.serviceOf = deps.serviceOf ?? null;
    this.reservations = deps.reservations ?? null;
    this.holds = deps.holds ?? null;
    this.store = deps.store;
    this.products = new AggregateStates(deps.store, PRODUCTS);
    this.sequences = deps.sequences;
    this.categoryExists = deps.categoryExists;
    this.readModels = deps.readModels;
  }

  /**
   * A newly linked service must be a public service of the product's seller (as the services'
   * own streams say); its name is taken from there. Links kept from before stay as they are, so
   * an archived service never blocks an unrelated edit.
   */
  private async linkServices(
    details: ProductDetails,
    sellerId: number,
    kept: readonly LinkedService[],
  ): Promise<ProductDetails> {
    if (!this.serviceOf || details.services.length === 0) return details;
    const before = new Map(kept.map((service) => [service.id, service]));
    const services: LinkedService[] = [];
    for (const link of details.services) {
      const service = await this.serviceOf(link.id);
      if (service && service.supplierId === sellerId && service.public)
        services.push({ id: link.id, name: service.name });
      else if (before.has(link.id)) services.push(before.get(link.id)!);
      else throw badRequest(serviceNotLinkable(link.id), { services: serviceNotLinkable(link.id) });
    }
    return { ...details, services };
  }

  private async runProduct(
    productId: number,
    command: ProductCommand,
    context: CommandContext,
  ): Promise<Outcome> {
    const { id, position } = await this.products.run(productId, command, context);
    return { id, position };
  }

  private async runWarehouse(
    warehouseId: number,
    command: WarehouseCommand,
    context: CommandContext,
  ): Promise<Outcome> {
    return handleCommandOn(this.store, WAREHOUSES, warehouseId, command, context);
  }

  /** Writes a product filed under `categoryId` under a hold on that category, so it cannot be deleted meanwhile. */
  private inCategory(
    categoryId: number,
    productId: number,
    context: CommandContext,
    write: () => Promise<Outcome>,
  ): Promise<Outcome> {
    if (!this.holds) return write();
    return this.holds.holding(
      { scope: CATEGORY_HOLDS, id: categoryId },
      String(productId),
      context,
      () => notFound(MESSAGES.categoryNotFound),
      write,
    );
  }

  /** Writes stock at these warehouses under a hold on each, so none of them can be removed meanwhile. */
  private atWarehouses(
    warehouseIds: readonly number[],
    productId: number,
    context: CommandContext,
    write: () => Promise<Outcome>,
  ): Promise<Outcome> {
    const [first, ...rest] = warehouseIds;
    if (!this.holds || first === undefined) return write();
    return this.holds.holding(
      { scope: WAREHOUSE_HOLDS, id: first },
      String(productId),
      context,
      () => notFound(MESSAGES.warehouseNotFound),
      () => this.atWarehouses(rest, productId, context, write),
    );
  }

  async loadProduct(productId: number): Promise<ProductState> {
    return this.products.state(productId);
  }

  async loadWarehouse(warehouseId: number): Promise<WarehouseState> {
    return stateOf(this.store, WAREHOUSES, warehouseId);
  }

  /**
   * A product as a buyer orders it, from its own stream: the published version (also while an edit
   * of it is moderated), else the draft marked unpublished; null when unknown.
   */
  async orderable(productId: number) {
    const state = await this.loadProduct(productId);
    if (!state.exists || !state.details) return null;
    const shown = publicVersion(state);
    const { name, partNumber, price, services } = shown ?? state.details;
    return {
      published: shown !== null,
      name,
      partNumber: partNumber ?? null,
      price,
      sellerId: state.supplierId,
      stocks: state.stocks,
      services,
    };
  }

  /** A warehouse's name and address as its own stream has them (where an order is picked up or ships from). */
  async pickupPoint(warehouseId: number): Promise<{ name: string; address: string; city: string } | null> {
    const state = await this.loadWarehouse(warehouseId);
    return state.exists && state.details
      ? { name: state.details.name, address: state.details.address, city: state.details.city }
      : null;
  }

  /**
   * Delivered pieces leave the warehouse's stock: the seller's own stock command, run for the
   * order's receipt, once however often it is run (ADR 0084).
   */
  async takeFromStock(move: StockMove, context: CommandContext): Promise<void> {
    const { productId, warehouseId, quantity, sellerId, orderId } = move;
    await this.runProduct(
      productId,
      {
        kind: 'adjustStock',
        actor: { userId: sellerId, role: 'supplier' },
        warehouseId,
        delta: -quantity,
        warehouse: null,
        order: { orderId, step: 'receipt' },
      },
      context,
    );
  }

  /**
   * Returned pieces go back on sale (ADR 0078): the seller's own stock command, run for a returned
   * order; `check` only decides, so the order's step is refused before it is written. The pieces are
   * added to the stock the product's stream holds when the change is appended, once per order
   * however often it is run (ADR 0084).
   */
  async returnToStock(move: StockMove, context: CommandContext, check: boolean): Promise<void> {
    const { productId, warehouseId, quantity, sellerId, orderId } = move;
    const known = await this.loadWarehouse(warehouseId);
    const command = {
      kind: 'adjustStock',
      actor: { userId: sellerId, role: 'supplier' },
      warehouseId,
      delta: quantity,
      warehouse: known.exists ? { supplierId: known.supplierId } : null,
      order: { orderId, step: 'restock' },
    } as const;
    if (check) {
      productDecider.decide(command, await this.loadProduct(productId));
      return;
    }
    // Held like a stock edit's warehouses: the warehouse cannot be removed before the pieces are written.
    await this.atWarehouses([warehouseId], productId, context, async () => {
      const warehouse = await this.loadWarehouse(warehouseId);
      return this.runProduct(
        productId,
        { ...command, warehouse: warehouse.exists ? { supplierId: warehouse.supplierId } : null },
        context,
      );
    });
  }

  /** A product's details and stock as its own stream has them (a price list rewrites them); null when unknown. */
  async ownProduct(
    productId: number,
  ): Promise<{ details: ProductDetails; stocks: ProductState['stocks'] } | null> {
    const state = await this.loadProduct(productId);
    return state.exists && state.details ? { details: state.details, stocks: state.stocks } : null;
  }

  /** A supplier drafts a product; it is public only after moderation. */
  async createProduct(input: unknown, actor: Actor, context: CommandContext): Promise<Outcome> {
    const details = await this.linkServices(checkProductDetails(input), actor.userId ?? 0, []);
    const categoryKnown = await this.categoryExists(details.categoryId);
    // Refused before an id is spent, the decider checks again.
    productDecider.decide(
      { kind: 'create', productId: PROVISIONAL_ID, details, actor, categoryKnown },
      productDecider.initialState,
    );
    const key = details.partNumber ? partNumberKey(details.partNumber) : null;
    const seller = actor.userId ?? 0;
    // A part number in use is refused before an id is spent too (ADR 0052); the reservation decides a race.
    if (key && this.reservations && (await this.reservations.holder(partNumberScope(seller), key)) !== null)
      throw partNumberTaken();
    const productId = await this.sequences.allocate(PRODUCT_SEQUENCE, context);
    if (key && this.reservations)
      await this.reservations.reserve(
        partNumberScope(seller),
        key,
        String(productId),
        context,
        partNumberTaken(),
      );
    try {
      return await this.inCategory(details.categoryId, productId, context, () =>
        this.runProduct(productId, { kind: 'create', productId, details, actor, categoryKnown }, context),
      );
    } catch (error) {
      if (key && this.reservations)
        await this.reservations.release(partNumberScope(seller), key, String(productId), context);
      throw error;
    }
  }

  /**
   * The product becomes an offer of a part, or of none (ADR 0064): its seller's or a moderator's
   * decision. That the part exists is the parts module's check, made before it calls this.
   */
  linkPart(
    productId: number,
    partId: number | null,
    actor: Actor,
    context: CommandContext,
    onlyFrom?: number,
  ): Promise<Outcome> {
    return this.runProduct(
      productId,
      onlyFrom === undefined
        ? { kind: 'linkPart', actor, partId }
        : { kind: 'linkPart', actor, partId, onlyFrom },
      context,
    );
  }

  /** The seller's product with this part number, as the reservation holds it (the write side). */
  async productByPartNumber(sellerId: number, partNumber: string): Promise<number | null> {
    if (!this.reservations) return null;
    const holder = await this.reservations.holder(partNumberScope(sellerId), partNumberKey(partNumber));
    return holder === null ? null : Number(holder);
  }

  /** The owner replaces what is written about a product; a published one goes back to moderation. */
  async editProduct(
    productId: number,
    input: unknown,
    actor: Actor,
    context: CommandContext,
  ): Promise<Outcome> {
    // Authorization before validation: a stranger learns nothing from field errors.
    const state = await this.loadProduct(productId);
    checkOwner(state, actor);
    const details = await this.linkServices(
      checkProductDetails(input),
      state.supplierId,
      state.details?.services ?? [],
    );
    const categoryKnown = await this.categoryExists(details.categoryId);
    const before = state.details?.partNumber ? partNumberKey(state.details.partNumber) : null;
    const after = details.partNumber ? partNumberKey(details.partNumber) : null;
    const scope = partNumberScope(state.supplierId);
    // Decided before the part number is reserved and the category held, so a refusal (or a change
    // that changes nothing) writes nothing (ADR 0052).
    if (productDecider.decide({ kind: 'edit', details, actor, categoryKnown }, state).length === 0)
      return { id: productId, position: null };
    if (after && after !== before && this.reservations)
      await this.reservations.reserve(scope, after, String(productId), context, partNumberTaken());
    let outcome: Outcome;
    try {
      outcome = await this.inCategory(details.categoryId, productId, context, () =>
        this.runProduct(productId, { kind: 'edit', details, actor, categoryKnown }, context),
      );
    } catch (error) {
      if (after && after !== before && this.reservations)
        await this.reservations.release(scope, after, String(productId), context);
      throw error;
    }
    if (before && before !== after && this.reservations)
      await this.reservations.release(scope, before, String(productId), context);
    return outcome;
  }

  async submitProduct(productId: number, actor: Actor, context: CommandContext): Promise<Outcome> {
    const categoryKnown = await this.categoryOf(productId);
    return this.runProduct(productId, { kind: 'submit', actor, categoryKnown }, context);
  }

  async publishProduct(productId: number, actor: Actor, context: CommandContext): Promise<Outcome> {
    const categoryKnown = await this.categoryOf(productId);
    return this.runProduct(productId, { kind: 'publish', actor, categoryKnown }, context);
  }

  async rejectProduct(
    productId: number,
    reason: unknown,
    actor: Actor,
    context: CommandContext,
  ): Promise<Outcome> {
    return this.runProduct(productId, { kind: 'reject', actor, reason: checkReason(reason) }, context);
  }

  archiveProduct(productId: number, actor: Actor, context: CommandContext): Promise<Outcome> {
    return this.runProduct(productId, { kind: 'archive', actor }, context);
  }

  restoreProduct(productId: number, actor: Actor, context: CommandContext): Promise<Outcome> {
    return this.runProduct(productId, { kind: 'restore', actor }, context);
  }

  /** The owner states the stock of each of their warehouses (warehouses left out hold none). */
  async setStock(productId: number, input: unknown, actor: Actor, context: CommandContext): Promise<Outcome> {
    const product = await this.loadProduct(productId);
    checkOwner(product, actor);
    const stocks = checkStocks(input);
    const stocked = [
      ...new Set(stocks.filter((stock) => stock.quantity > 0).map((stock) => stock.warehouseId)),
    ].sort((a, b) => a - b);
    const known = async (): Promise<Map<number, KnownWarehouse>> => {
      const warehouses = new Map<number, KnownWarehouse>();
      for (const stock of stocks) {
        const warehouse = await this.loadWarehouse(stock.warehouseId);
        if (warehouse.exists) warehouses.set(stock.warehouseId, { supplierId: warehouse.supplierId });
      }
      return warehouses;
    };
    // Decided before the warehouses are held, so a refusal writes nothing (ADR 0052).
    if (
      productDecider.decide({ kind: 'setStock', actor, stocks, warehouses: await known() }, product)
        .length === 0
    )
      return { id: productId, position: null };
    return this.atWarehouses(stocked, productId, context, async () =>
      // Read again under the holds: a warehouse seen here cannot be removed before the stock is written.
      this.runProduct(productId, { kind: 'setStock', actor, stocks, warehouses: await known() }, context),
    );
  }

  private async categoryOf(productId: number): Promise<boolean> {
    const product = await this.loadProduct(productId);
    return product.details === null ? true : this.categoryExists(product.details.categoryId);
  }

  async createWarehouse(input: unknown, actor: Actor, context: CommandContext): Promise<Outcome> {
    const details = checkWarehouseDetails(input);
    warehouseDecider.decide(
      { kind: 'create', warehouseId: 1, details, actor },
      warehouseDecider.initialState,
    );
    const warehouseId = await this.sequences.allocate(WAREHOUSE_SEQUENCE, context);
    return this.runWarehouse(warehouseId, { kind: 'create', warehouseId, details, actor }, context);
  }

  async changeWarehouse(
    warehouseId: number,
    input: unknown,
    actor: Actor,
    context: CommandContext,
  ): Promise<Outcome> {
    checkWarehouseOwner(await this.loadWarehouse(warehouseId), actor);
    return this.runWarehouse(
      warehouseId,
      { kind: 'change', details: checkWarehouseDetails(input), actor },
      context,
    );
  }

  /**
   * Refused while any product has stock there, archived ones included: archiving keeps the stock,
   * and a restored product would show it again. Decided on the warehouse's ledger, whose holders are
   * asked on their own streams (a stock being written meanwhile holds the ledger, so the removal
   * waits for it); the read model answers first for stock written before the ledger existed.
   */
  async removeWarehouse(warehouseId: number, actor: Actor, context: CommandContext): Promise<Outcome> {
    const warehouse = await this.loadWarehouse(warehouseId);
    checkWarehouseOwner(warehouse, actor);
    const products = await this.readModels.collection<ProductDoc>(PRODUCTS_PROJECTION);
    const holdsStock = (await products.count({ warehouseIds: warehouseId })) > 0;
    if (holdsStock || !this.holds)
      return this.runWarehouse(warehouseId, { kind: 'remove', actor, holdsStock }, context);
    const target = { scope: WAREHOUSE_HOLDS, id: warehouseId };
    await this.holds.close(
      target,
      context,
      async (holders) => {
        for (const holder of holders) {
          const product = await this.loadProduct(Number(holder));
          if (product.stocks.some((stock) => stock.warehouseId === warehouseId && stock.quantity > 0))
            return conflict(MESSAGES.warehouseHasStock);
        }
        return null;
      },
      conflict(CONCURRENT_CHANGE_MESSAGE),
    );
    try {
      return await this.runWarehouse(warehouseId, { kind: 'remove', actor, holdsStock: false }, context);
    } catch (error) {
      await this.holds.reopen(target, context);
      throw error;
    }
  }

  /**
   * Products (not archived) filed under a category: the categories module refuses to delete it.
   * `holders` are the products its ledger names, each asked on its own stream (the read model may lag).
   */
  async productCount(categoryId: number, holders: readonly string[] = []): Promise<number> {
    const products = await this.readModels.collection<ProductDoc>(PRODUCTS_PROJECTION);
    const counted = await products.count({ categoryId, status: { $ne: 'archived' } });
    if (counted > 0) return counted;
    let filed = 0;
    for (const holder of holders) {
      const product = await this.loadProduct(Number(holder));
      const filedHere = product.details?.categoryId === categoryId || product.live?.categoryId === categoryId;
      if (filedHere && product.status !== 'archived') filed += 1;
    }
    return filed;
  }
}
