// Public surface of the part entity (ADR 0064, 0065, 0066, 0067).
export {
  fetchPart,
  partKeys,
  partQueryOptions,
  usePart,
  type Analogue,
  type Offer,
  type Part,
} from './api/getPart';
export { parsePartId, partPath } from './model';
export {
  partSearchOptions,
  useParts,
  useSearchParts,
  type PartPage,
  type PartSearch,
  type PartSummary,
} from './api/searchParts';
export { linkOffer, useLinkOffer, type OfferLink } from './api/linkOffer';
export { PartSuggestion, PART_SUGGESTION_TEXT } from './ui/PartSuggestion';
export { PartSearchField, usePartSearch } from './ui/PartSearchField';
