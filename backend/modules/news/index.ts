export { newsEvents, type NewsEvent } from './events.ts';
export { sanitizeNewsHtml, textOf } from './sanitize.ts';
export { NewsCommands, NEWS_SEQUENCE, newsStream } from './commands.ts';
export { NewsQueries } from './queries.ts';
export { newsRouter } from './http.ts';
export { NEWS_PROJECTION, type NewsDoc } from './view.ts';
export { newsAudit } from './audit.ts';
