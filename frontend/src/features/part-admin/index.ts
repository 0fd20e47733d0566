// The parts' administration and suppliers' cross-reference proposals (ADR 0067).
export { PartsAdmin } from './PartsAdmin';
export { ProposalModeration } from './ProposalModeration';
export { MyPartProposals } from './MyPartProposals';
export { PART_ADMIN_TEXT } from './model';
