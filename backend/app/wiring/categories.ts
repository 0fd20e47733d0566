import {
  CategoryCommands,
  CategoryQueries,
  ServiceCategoryCommands,
  ServiceCategoryQueries,
  type ProductCounter,
  type ServiceCounter,
} from '../../modules/categories/index.ts';
import { categoriesRouter } from '../../modules/categories/http.ts';
import type { WiringKit } from './kit.ts';

/**
 * Both category trees: the products' refuses to delete a category the catalogue says holds
 * products, the services' one the services say holds services.
 */
export function wireCategories(
  { platform }: WiringKit,
  ports: { productCount: ProductCounter; serviceCount: ServiceCounter },
) {
  const commands = new CategoryCommands(
    platform.events,
    platform.sequences,
    platform.holds,
    ports.productCount,
  );
  const queries = new CategoryQueries(platform.readModels);
  const serviceCommands = new ServiceCategoryCommands(
    platform.events,
    platform.sequences,
    ports.serviceCount,
  );
  const serviceQueries = new ServiceCategoryQueries(platform.readModels);
  const router = categoriesRouter({
    commands,
    queries,
    serviceCommands,
    serviceQueries,
    readModels: platform.readModels,
  });
  return { commands, queries, serviceCommands, serviceQueries, router };
}
