export { OrderCommands, type QuoteAgreement } from './commands.ts';
export { OrderQueries } from './queries.ts';
export { stockStepOf } from './stock-steps.ts';
