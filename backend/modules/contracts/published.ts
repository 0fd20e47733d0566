/**
 * What the contracts module publishes to the read side (read models, the audit, notifications): its
 * events and the streams they live in, how the audit reads them, and the documents of its read
 * models. It loads no HTTP, storage or file handling, so the projection worker stays light; code
 * that runs commands or answers requests uses index.ts (docs/architecture.md).
 */
export { contractEvents, contractStream, type ContractEvent } from './events.ts';
export { contractAudit } from './audit.ts';
export { CONTRACTS_PROJECTION, type ContractDoc } from './view.ts';
export {
  STATUS_LABELS as CONTRACT_STATUS_LABELS,
  statusAfter as contractStatusAfter,
  type ContractStatus,
} from './statuses.ts';
