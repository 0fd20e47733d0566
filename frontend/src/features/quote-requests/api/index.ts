export {
  quoteKeys,
  type QuoteRequest,
  type QuoteRequestSummary,
  type QuoteSide,
  type QuoteStep,
} from './keys';
export { useQuoteRequests } from './listQuoteRequests';
export { useQuoteRequest } from './getQuoteRequest';
export { useQuoteStep } from './quoteStep';
export { createQuoteRequest } from './createQuoteRequest';
export { downloadComparison } from './downloadComparison';
export { linesFromFile, type LinesFromFile } from './linesFromFile';
