export { MESSAGES as ACCOUNTING_MESSAGES } from './decider.ts';
export { AccountingCommands, requisitesOf, type Deal, type Deals, type Requisites } from './commands.ts';
export { AccountingQueries, type OpenDeal, type OpenDeals } from './queries.ts';
export { rublesInWords } from './amount-in-words.ts';
export { dealBasis, placedUnder, type DealContracts, type DealWriteStores } from './deal-basis.ts';
