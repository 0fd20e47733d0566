export { OrderCommands, type QuoteAgreement } from './commands.ts';
export { OrderQueries } from './queries.ts';
