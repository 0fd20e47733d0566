import { join } from 'node:path';
import { CatalogCommands, CatalogQueries, type SupplierNames } from '../../modules/catalog/index.ts';
import { catalogKeptAnswers, catalogRouter } from '../../modules/catalog/http.ts';
import type { CategoryQueries } from '../../modules/categories/index.ts';
import type { ServiceCommands } from '../../modules/services/index.ts';
import { SnapshotFile } from '../../../infra/snapshot/index.ts';
import type { WiringKit } from './kit.ts';

/**
 * Products and warehouses. The catalogue checks categories in the tree's own stream, links only its
 * seller's public services as the services' own streams say, and names sellers as the accounts do.
 */
export function wireCatalog(
  { platform, creations }: WiringKit,
  ports: {
    categoryExists: (categoryId: number) => Promise<boolean>;
    categories: CategoryQueries;
    linkableService: ServiceCommands['linkable'];
    partyName: SupplierNames;
  },
) {
  const commands = new CatalogCommands({
    store: platform.events,
    sequences: platform.sequences,
    categoryExists: ports.categoryExists,
    readModels: platform.readModels,
    reservations: platform.reservations,
    holds: platform.holds,
    serviceOf: ports.linkableService,
  });
  const queries = new CatalogQueries({
    readModels: platform.readModels,
    supplierNames: ports.partyName,
    categories: ports.categories,
    logger: platform.logger,
    // On a durable read store the search index starts from its snapshot (ADR 0070); in memory the
    // read models themselves are rebuilt at every start, and the index with them.
    indexSnapshots:
      platform.store.kind === 'memory'
        ? null
        : new SnapshotFile(join(platform.config.dataDir, 'catalog-index.v8')),
    answerCacheBytes: platform.config.answerCacheBytes,
  });
  return {
    commands,
    queries,
    router: catalogRouter({ commands, queries, readModels: platform.readModels, creations }),
    keptAnswers: catalogKeptAnswers(queries),
  };
}
