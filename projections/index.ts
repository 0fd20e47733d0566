import type { ProjectionDefinition } from './runtime/index.ts';
import { categoriesProjection } from './read-models/categories.ts';

export * from './runtime/index.ts';
export { categoriesProjection } from './read-models/categories.ts';

/** Every read model of the product, run by the engine and listed by /api/health. */
export const allProjections: readonly ProjectionDefinition[] = [categoriesProjection as unknown as ProjectionDefinition];
