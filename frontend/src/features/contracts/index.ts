export { ContractsSection } from './ContractsSection';
export { useContractsInForce } from './api';
export { CONTRACTS_TEXT, type Contract } from './model';
