export { contractEvents, contractStream, contractNumber, CONTRACT_SEQUENCE, type ContractEvent, type ContractParty, type ContractTermsValue } from './events.ts';
export { contractDecider, isInForce, STATUS_LABELS as CONTRACT_STATUS_LABELS, MESSAGES as CONTRACT_MESSAGES, type ContractStatus, type ContractSide } from './decider.ts';
export { checkTerms, termsLine, TERM_MESSAGES } from './rules.ts';
export { ContractCommands, NOT_FOR_SELLER, NOT_IN_FORCE, type CompanyDirectory, type CompanyOfUser, type ContractReference } from './commands.ts';
export { ContractQueries, type ContractDto } from './queries.ts';
export { contractAudit } from './audit.ts';
export { CONTRACTS_PROJECTION, type ContractDoc } from './view.ts';
