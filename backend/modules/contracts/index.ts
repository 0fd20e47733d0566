export { MESSAGES as CONTRACT_MESSAGES } from './decider.ts';
export { TERM_MESSAGES } from './rules.ts';
export { ContractCommands, NOT_FOR_SELLER, NOT_IN_FORCE, type CompanyDirectory } from './commands.ts';
export { ContractQueries } from './queries.ts';
