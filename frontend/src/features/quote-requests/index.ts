export { QuoteRequestsBoard } from './QuoteRequestsBoard';
export { QuoteRequestForm, partLine, type DraftLine, type OfferChoice } from './QuoteRequestForm';
export { QUOTE_TEXT } from './text';
