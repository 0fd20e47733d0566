import { OrderCommands, OrderQueries, stockStepOf } from '../../modules/orders/index.ts';
import { ORDERS_PROJECTION } from '../../modules/orders/published.ts';
import { systemContext } from '../../kit/write/index.ts';
import { followUpSteps } from './follow-up.ts';
import { ordersRouter } from '../../modules/orders/http.ts';
import type { CatalogCommands } from '../../modules/catalog/index.ts';
import type { ContractCommands, ContractQueries } from '../../modules/contracts/index.ts';
import type { WiringKit } from './kit.ts';

/**
 * Orders read the product and its warehouses on the catalogue's write side, take delivered pieces
 * off the stock and put returned ones back with the seller's own stock command, and check a contract on its own stream.
 */
export function wireOrders(
  { platform, creations }: WiringKit,
  ports: {
    catalog: CatalogCommands;
    contracts: { commands: ContractCommands; queries: ContractQueries };
    partyName: (userId: number) => Promise<string | null>;
  },
) {
  const { catalog, contracts } = ports;
  const commands = new OrderCommands({
    store: platform.events,
    sequences: platform.sequences,
    catalog: {
      product: (productId) => catalog.orderable(productId),
      warehouse: (warehouseId) => catalog.pickupPoint(warehouseId),
      consume: (move, context) => catalog.takeFromStock(move, context),
      restock: (move, context, check) => catalog.returnToStock(move, context, check),
    },
    contracts: {
      forDeal: (contractId, buyerId, sellerId, context) =>
        contracts.commands.forDeal(contractId, buyerId, sellerId, context),
      signedOn: (contractId, sellerId) => contracts.queries.signedOn(contractId, sellerId),
    },
  });
  const queries = new OrderQueries({ readModels: platform.readModels, names: ports.partyName });
  // A receipt's or a restock's stock follows it: at once, by the process manager, and at start by the sweep (ADR 0084).
  followUpSteps(platform, {
    stepOf: stockStepOf,
    act: (orderId) => commands.settleStock(orderId, systemContext()),
    onError: (error, orderId) => platform.logger.error({ err: error, orderId }, 'order stock not settled'),
    projection: ORDERS_PROJECTION,
    days: platform.config.orderStockRepairDays,
    stepsSince: (since) => queries.stockStepsSince(since),
  });
  return {
    commands,
    queries,
    router: ordersRouter({ commands, queries, readModels: platform.readModels, creations }),
  };
}
