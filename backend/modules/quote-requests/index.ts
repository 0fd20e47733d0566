export {
  QuoteRequestCommands,
  QUOTE_REQUEST_SEQUENCE,
  type QuoteOrders,
  type QuoteRequestDirectory,
} from './commands.ts';
export { QuoteRequestQueries, compare } from './queries.ts';
export { MESSAGES as QUOTE_REQUEST_MESSAGES, LIMITS as QUOTE_REQUEST_LIMITS } from './rules.ts';
export { awardOf } from './award-repair.ts';
