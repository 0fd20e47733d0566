/**
 * What the parts module publishes to the read side (read models, the audit): its events and the
 * stream they live in, how the audit reads them, and the documents of its read models. It loads no
 * HTTP or storage, so the projection worker stays light; code that runs commands or answers
 * requests uses index.ts (docs/architecture.md).
 */
export { CROSS_REFERENCE_KINDS, partEvents, partStream, type PartEvent, type PartEventOf } from './events.ts';
export { partAudit } from './audit.ts';
export { designationKey } from './rules.ts';
export {
  OFFERS_PROJECTION,
  PARTS_PROJECTION,
  PART_PROPOSALS_PROJECTION,
  companyKey,
  offerKey,
  sellerKey,
  warehouseKey,
  type OfferDoc,
  type OfferProductDoc,
  type PartDoc,
  type PartProposalDoc,
} from './view.ts';
