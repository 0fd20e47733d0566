import { OrderCommands, OrderQueries } from '../../modules/orders/index.ts';
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
      consume: (productId, warehouseId, quantity, sellerId, context) =>
        catalog.takeFromStock(productId, warehouseId, quantity, sellerId, context),
      restock: (productId, warehouseId, quantity, sellerId, context, check) =>
        catalog.returnToStock(productId, warehouseId, quantity, sellerId, context, check),
    },
    contracts: (contractId, buyerId, sellerId, context) =>
      contracts.commands.forDeal(contractId, buyerId, sellerId, context),
    contractSignedOn: (contractId, sellerId) => contracts.queries.signedOn(contractId, sellerId),
  });
  const queries = new OrderQueries({ readModels: platform.readModels, names: ports.partyName });
  return {
    commands,
    queries,
    router: ordersRouter({ commands, queries, readModels: platform.readModels, creations }),
  };
}
