export { partEvents, partStream, CROSS_REFERENCE_KINDS, type CrossReferenceKind } from './events.ts';
export { MESSAGES as PART_MESSAGES, designationKey } from './rules.ts';
export {
  PartCommands,
  PART_SEQUENCE,
  PROPOSAL_SEQUENCE,
  DESIGNATION_SCOPE,
  MERGE_SCOPE,
  type OfferLink,
  type PartCategoryExists,
} from './commands.ts';
export { CONDITION_LABELS } from '../catalog/published.ts';
export { PartQueries, type OfferDto, type PartSummaryDto, type ProposalDto } from './queries.ts';
export type { PartActor } from './part-decider.ts';
export { backfillOfferAttachments, OFFER_BACKFILL_STREAM, type BackfillOutcome } from './backfill.ts';
export { PartIndex } from './part-index.ts';
export type { PartDoc } from './view.ts';
