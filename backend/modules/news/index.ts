export { sanitizeNewsHtml } from './sanitize.ts';
export { NewsCommands } from './commands.ts';
export { NewsQueries } from './queries.ts';
