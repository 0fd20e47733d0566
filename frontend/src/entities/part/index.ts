// Public surface of the part entity (ADR 0064, 0065).
export { fetchPart, partKeys, partQueryOptions, usePart, type Analogue, type Offer, type Part } from './api/getPart';
export { parsePartId, partPath } from './model';
export { searchPartsQueryOptions, useSearchParts, type PartList, type PartSummary } from './api/searchParts';
