export { QuoteRequestsBoard } from './QuoteRequestsBoard';
export { AskQuotesButton } from './AskQuotesButton';
export { QuoteRequestForm, partLine, type DraftLine, type OfferChoice } from './QuoteRequestForm';
export { QUOTE_TEXT } from './text';
export { basketDraft, sentBasketProducts, type BasketLineSource } from './draftLines';
export { PickOfferForQuote, PickedOffersBar, PICK_TEXT } from './PickedOffers';
