// Public surface of the part entity (ADR 0064).
export { fetchPart, partKeys, partQueryOptions, usePart, type Offer, type Part } from './api/getPart';
