import { ServiceCommands, ServiceQueries, type SupplierInfo } from '../../modules/services/index.ts';
import { servicesKeptAnswers, servicesRouter } from '../../modules/services/http.ts';
import type { ServiceCategoryCommands, ServiceCategoryQueries } from '../../modules/categories/index.ts';
import type { ContractCommands, ContractQueries } from '../../modules/contracts/index.ts';
import type { WiringKit } from './kit.ts';

/** Services and service requests; a service's category is checked in the service-category tree's own stream. */
export function wireServices(
  { platform, creations }: WiringKit,
  ports: {
    categories: { serviceCommands: ServiceCategoryCommands; serviceQueries: ServiceCategoryQueries };
    contracts: { commands: ContractCommands; queries: ContractQueries };
    contact: SupplierInfo;
    partyName: (userId: number) => Promise<string | null>;
  },
) {
  const { categories, contracts } = ports;
  const commands = new ServiceCommands({
    store: platform.events,
    sequences: platform.sequences,
    categoryExists: (categoryId) => categories.serviceCommands.has(categoryId),
    contracts: {
      forDeal: (contractId, buyerId, sellerId, context) =>
        contracts.commands.forDeal(contractId, buyerId, sellerId, context),
      signedOn: (contractId, sellerId) => contracts.queries.signedOn(contractId, sellerId),
    },
  });
  const queries = new ServiceQueries({
    readModels: platform.readModels,
    supplierInfo: ports.contact,
    serviceCategories: () => categories.serviceQueries.all(),
    partyName: ports.partyName,
    answerCacheBytes: platform.config.answerCacheBytes,
  });
  return {
    commands,
    queries,
    router: servicesRouter({ commands, queries, readModels: platform.readModels, creations }),
    keptAnswers: servicesKeptAnswers(queries),
  };
}
