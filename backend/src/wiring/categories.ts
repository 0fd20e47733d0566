import { CategoryCommands, CategoryQueries, type ProductCounter } from '../../modules/categories/index.ts';
import { categoriesRouter } from '../../modules/categories/http.ts';
import type { WiringKit } from './kit.ts';

/** The products' category tree; it refuses to delete a category the catalogue says holds products. */
export function wireCategories({ platform }: WiringKit, productCount: ProductCounter) {
  const commands = new CategoryCommands(platform.events, platform.sequences, platform.holds, productCount);
  const queries = new CategoryQueries(platform.readModels);
  return { commands, queries, router: categoriesRouter({ commands, queries, readModels: platform.readModels }) };
}
