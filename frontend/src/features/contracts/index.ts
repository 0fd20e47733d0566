export { ContractsSection } from './ContractsSection';
export { useContractsInForce } from './api/listContractsInForce';
export { CONTRACTS_TEXT, type Contract } from './model';
