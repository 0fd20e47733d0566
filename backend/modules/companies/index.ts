export { MESSAGES as COMPANY_MESSAGES } from './rules.ts';
export { CompanyCommands, type CompanyMembers } from './commands.ts';
export { CompanyQueries } from './queries.ts';
export { type CompanyDto } from './view.ts';
