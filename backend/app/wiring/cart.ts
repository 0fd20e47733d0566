import { CartCommands, CartQueries } from '../../modules/cart/index.ts';
import { cartRouter } from '../../modules/cart/http.ts';
import type { CatalogCommands, CatalogQueries } from '../../modules/catalog/index.ts';
import type { OrderCommands } from '../../modules/orders/index.ts';
import type { WiringKit } from './kit.ts';

/**
 * The basket checks a product on the catalogue's write side (what buyers may order), and checks
 * out through the orders' own command, so each line is an order request like any other (ADR 0068).
 */
export function wireCart(
  { platform, creations }: WiringKit,
  ports: {
    catalog: { commands: CatalogCommands; queries: CatalogQueries };
    orders: OrderCommands;
    partyName: (userId: number) => Promise<string | null>;
  },
) {
  const { catalog, orders } = ports;
  const commands = new CartCommands({
    store: platform.events,
    sequences: platform.sequences,
    async catalog(productId) {
      const product = await catalog.commands.orderable(productId);
      return (
        product && {
          published: product.published,
          name: product.name,
          price: product.price,
          sellerId: product.sellerId,
        }
      );
    },
    orders: (request, buyerId, context) =>
      orders.request({ ...request, deliveryType: 'delivery' }, { userId: buyerId, role: 'buyer' }, context),
  });
  const queries = new CartQueries({
    readModels: platform.readModels,
    offers: (productIds) => catalog.queries.shownToBuyers(productIds),
    names: ports.partyName,
  });
  return {
    commands,
    queries,
    router: cartRouter({ commands, queries, readModels: platform.readModels, creations }),
  };
}
