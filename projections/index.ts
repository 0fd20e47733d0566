import type { ProjectionDefinition } from './runtime/index.ts';
import { categoriesProjection } from './read-models/categories.ts';
import { navigationProjection } from './read-models/navigation.ts';
import { pagesProjection } from './read-models/pages.ts';
import { serviceCategoriesProjection } from './read-models/service-categories.ts';

export * from './runtime/index.ts';
export { categoriesProjection } from './read-models/categories.ts';
export { navigationProjection } from './read-models/navigation.ts';
export { pagesProjection } from './read-models/pages.ts';
export { serviceCategoriesProjection } from './read-models/service-categories.ts';

/** Every read model of the product, run by the engine and listed by /api/health. */
export const allProjections: readonly ProjectionDefinition[] = [
  categoriesProjection,
  navigationProjection,
  pagesProjection,
  serviceCategoriesProjection,
] as unknown as ProjectionDefinition[];
