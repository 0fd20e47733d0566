export { newsEvents, type NewsEvent, newsStream } from './events.ts';
export { sanitizeNewsHtml, textOf } from './sanitize.ts';
export { NewsCommands, NEWS_SEQUENCE } from './commands.ts';
export { NewsQueries } from './queries.ts';
export { NEWS_PROJECTION, type NewsDoc } from './view.ts';
export { newsAudit } from './audit.ts';
