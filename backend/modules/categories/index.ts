export { MESSAGES as CATEGORY_MESSAGES } from './decider.ts';
export { CategoryCommands, CATEGORY_HOLDS, type ProductCounter } from './commands.ts';
export { type CategoryDoc } from './view.ts';
export { CategoryQueries } from './queries.ts';
