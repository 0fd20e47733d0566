import type { Router } from 'express';
import { CategoryCommands, categoriesRouter } from '../modules/categories/index.ts';
import { ContentCommands, contentRouter } from '../modules/content/index.ts';
import type { Platform } from './platform.ts';

/** The bounded contexts wired to the platform: their command services and their HTTP routes. */
export interface Modules {
  readonly categories: CategoryCommands;
  readonly content: ContentCommands;
  readonly routers: readonly Router[];
}

export function createModules(platform: Platform): Modules {
  const categories = new CategoryCommands(platform.events, platform.sequences);
  const content = new ContentCommands(platform.events, platform.sequences);
  return {
    categories,
    content,
    routers: [
      categoriesRouter({ commands: categories, readModels: platform.readModels }),
      contentRouter({ commands: content, readModels: platform.readModels }),
    ],
  };
}
