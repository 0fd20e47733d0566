export { companyEvents, type CompanyEvent, companyStream, type BankDetails } from './events.ts';
export {
  companyDecider,
  checkFounder,
  checkEditor,
  canView,
  type Actor,
  type CompanyCommand,
  type CompanyState,
} from './decider.ts';
export {
  checkBankDetails,
  isValidBik,
  isValidCorrAccount,
  isValidSettlementAccount,
  checkCompanyDetails,
  MESSAGES as COMPANY_MESSAGES,
  type CompanyDetails,
  type CompanyInput,
} from './rules.ts';
export {
  CompanyCommands,
  INN_SCOPE,
  type CompanyMembers,
  type Member,
  type CompanyOutcome,
} from './commands.ts';
export { CompanyQueries, type CompanyRequisites } from './queries.ts';
export { COMPANIES_PROJECTION, companyDto, type CompanyDoc, type CompanyDto } from './view.ts';
export { companyAudit } from './audit.ts';
