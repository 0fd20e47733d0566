import { PriceListImports, RememberedMappings, type SellerCatalog } from '../../modules/price-lists/index.ts';
import { priceListsRouter } from '../../modules/price-lists/http.ts';
import {
  PRODUCTS_PROJECTION,
  type CatalogCommands,
  type CatalogQueries,
} from '../../modules/catalog/index.ts';
import type { CategoryQueries } from '../../modules/categories/index.ts';
import type { PartCommands } from '../../modules/parts/index.ts';
import type { WiringKit } from './kit.ts';

/** A price list goes into the catalogue through its own commands, as the seller; its file names categories and warehouses. */
export function wirePriceLists(
  { platform }: WiringKit,
  ports: {
    catalog: { commands: CatalogCommands; queries: CatalogQueries };
    categories: CategoryQueries;
    parts: PartCommands;
  },
) {
  const { commands, queries } = ports.catalog;
  const catalog: SellerCatalog = {
    productByPartNumber: (sellerId, partNumber) => commands.productByPartNumber(sellerId, partNumber),
    product: (productId) => commands.ownProduct(productId),
    create: async (seller, details, context) => (await commands.createProduct(details, seller, context)).id,
    edit: async (productId, seller, details, context) =>
      void (await commands.editProduct(productId, details, seller, context)),
    setStock: async (productId, seller, stocks, context) =>
      void (await commands.setStock(productId, stocks, seller, context)),
    // A row's designation links its new product to the part that holds it (ADR 0067).
    async linkToPart(productId, seller, designation, context) {
      const partId = await ports.parts.partByDesignation(designation);
      if (partId === null) return false;
      await ports.parts.linkOffer(productId, { partId }, seller, context);
      return true;
    },
  };
  const directory = {
    categories: () => ports.categories.choosable(),
    warehouses: (sellerId: number) => queries.warehouseNames(sellerId),
    ownProducts: (sellerId: number) => queries.priceListProducts(sellerId),
  };
  // An import answers once the catalogue's read model holds what it wrote.
  const settled = async () =>
    void (await platform.readModels.waitFor(await platform.events.headPosition(), [PRODUCTS_PROJECTION]));
  const imports = new PriceListImports(catalog, {
    settle: settled,
    together: (task) => platform.events.appendsTogether(task),
  });
  return {
    router: priceListsRouter({
      catalog,
      directory,
      imports,
      mappings: new RememberedMappings(platform.events),
    }),
  };
}
