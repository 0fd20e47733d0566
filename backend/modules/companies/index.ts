export { MESSAGES as COMPANY_MESSAGES } from './rules.ts';
export { CompanyCommands } from './commands.ts';
export { CompanyQueries } from './queries.ts';
export { type CompanyDto } from './view.ts';
