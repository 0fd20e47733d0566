export { partEvents, partStream, CROSS_REFERENCE_KINDS, type CrossReferenceKind } from './events.ts';
export { MESSAGES as PART_MESSAGES, designationKey } from './rules.ts';
export { PartCommands, PART_SEQUENCE, DESIGNATION_SCOPE, type OfferLink, type PartCategoryExists } from './commands.ts';
export { PartQueries, CONDITION_LABELS, type OfferDto, type PartSummaryDto } from './queries.ts';
export type { PartActor } from './part-decider.ts';
