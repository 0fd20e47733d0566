import { QuoteRequestCommands, QuoteRequestQueries, awardOf } from '../../modules/quote-requests/index.ts';
import { QUOTE_REQUESTS_PROJECTION } from '../../modules/quote-requests/published.ts';
import { quoteRequestsRouter } from '../../modules/quote-requests/http.ts';
import type { CatalogCommands } from '../../modules/catalog/index.ts';
import type { ContractCommands, ContractQueries } from '../../modules/contracts/index.ts';
import type { IdentityCommands } from '../../modules/identity/index.ts';
import type { OrderCommands } from '../../modules/orders/index.ts';
import type { PartCommands, PartQueries } from '../../modules/parts/index.ts';
import { readTableOffThread } from '../../modules/price-lists/index.ts';
import { systemContext } from '../../kit/write/index.ts';
import { followUpSteps } from './follow-up.ts';
import type { WiringKit } from './kit.ts';

/**
 * Requests for quotes (ADR 0069): parts, offers and accounts read on their own streams; an award
 * runs the orders' own command, under the contract in force the contracts' write side confirms.
 */
export function wireQuoteRequests(
  { platform, creations }: WiringKit,
  ports: {
    parts: { commands: PartCommands; queries: PartQueries };
    catalog: CatalogCommands;
    identity: IdentityCommands;
    contracts: { commands: ContractCommands; queries: ContractQueries };
    orders: OrderCommands;
    partyName: (userId: number) => Promise<string | null>;
  },
) {
  const { parts, catalog, identity, contracts } = ports;
  const commands = new QuoteRequestCommands({
    store: platform.events,
    sequences: platform.sequences,
    directory: {
      async part(partId) {
        const part = await parts.commands.load(partId);
        return part.exists
          ? { designation: part.designation, name: part.name, categoryId: part.categoryId }
          : null;
      },
      async offer(productId) {
        const product = await catalog.orderable(productId);
        return product?.published ? { sellerId: product.sellerId } : null;
      },
      async canBeAsked(userId) {
        const user = await identity.load(userId);
        return user.exists && user.role !== 'admin' && user.status !== 'blocked';
      },
      sellersInCategories: (categoryIds) => parts.queries.sellersInCategories(categoryIds),
      sellerOffer: (partId, sellerId) => parts.queries.sellerOffer(partId, sellerId),
      async contractInForce(buyerId, sellerId) {
        const now = new Date();
        for (const contract of await contracts.queries.inForceWith(
          { userId: buyerId, role: 'buyer' },
          sellerId,
          now,
        )) {
          const confirmed = await contracts.commands
            .forDeal(contract.id, buyerId, sellerId, systemContext(now))
            .then(
              () => true,
              () => false,
            );
          if (confirmed) return contract.id;
        }
        return null;
      },
    },
    orders: ports.orders,
  });
  const queries = new QuoteRequestQueries({ readModels: platform.readModels, names: ports.partyName });
  // An uploaded list is read by the price lists' import kit and matched by the parts' designation key.
  const linesFile = {
    readTable: (bytes: Uint8Array) => readTableOffThread(bytes),
    async partByDesignation(designation: string) {
      const partId = await parts.commands.partByDesignation(designation);
      if (partId === null) return null;
      const part = await parts.commands.load(partId);
      return part.exists ? { id: partId, designation: part.designation, name: part.name } : null;
    },
  };
  // Every award is followed by its orders: at once, by the process manager, and at start by the sweep (ADR 0072).
  followUpSteps(platform, {
    stepOf: awardOf,
    act: (requestId) => commands.completeAward(requestId),
    onError: (error, requestId) =>
      platform.logger.error({ err: error, requestId }, 'award orders not completed'),
    projection: QUOTE_REQUESTS_PROJECTION,
    days: platform.config.quoteAwardRepairDays,
    stepsSince: (since) => queries.awardedSince(since),
  });
  return {
    commands,
    queries,
    router: quoteRequestsRouter({ commands, queries, readModels: platform.readModels, creations, linesFile }),
  };
}
