export { ContractsSection } from './ContractsSection';
export { ContractChoice } from './ContractChoice';
export { CONTRACTS_TEXT, type Contract } from './model';
